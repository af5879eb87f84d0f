import { and, asc, count, desc, eq, ilike, inArray, isNotNull, max, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { jobCategory, jobTemplate, jobTemplateVersion, product } from "./catalogue.schema.ts";

export type CategoryRow = typeof jobCategory.$inferSelect;
export type ProductRow = typeof product.$inferSelect;
export type JobTemplateRow = typeof jobTemplate.$inferSelect;
export type JobTemplateVersionRow = typeof jobTemplateVersion.$inferSelect;

export function catalogueRepository(db: Db) {
  return {
    // ---- categories ----
    categories(): Promise<CategoryRow[]> {
      return db.select().from(jobCategory).orderBy(asc(jobCategory.order), asc(jobCategory.id));
    },
    async category(id: number): Promise<CategoryRow | null> {
      return (await db.select().from(jobCategory).where(eq(jobCategory.id, id)))[0] ?? null;
    },
    async createCategory(values: {
      name: string;
      icon: string | null;
      imageUrl: string | null;
      pageId: number | null;
    }) {
      const [{ next } = { next: 0 }] = await db.select({ next: max(jobCategory.order) }).from(jobCategory);
      const [row] = await db
        .insert(jobCategory)
        .values({ ...values, order: (next ?? -1) + 1 })
        .returning();
      return row as CategoryRow;
    },
    async updateCategory(
      id: number,
      values: Partial<Pick<CategoryRow, "name" | "icon" | "imageUrl" | "pageId">>,
    ) {
      const [row] = await db.update(jobCategory).set(values).where(eq(jobCategory.id, id)).returning();
      return row ?? null;
    },
    async orderCategories(ids: number[]) {
      await db.transaction(async (tx) => {
        for (const [order, id] of ids.entries()) {
          await tx.update(jobCategory).set({ order }).where(eq(jobCategory.id, id));
        }
      });
    },
    /**
     * Deletes the category unless a job template uses it. The category's row is locked first: a
     * template naming it (its foreign key takes a share lock) either committed before and is
     * counted, or waits and then finds the category gone.
     */
    async deleteUnusedCategory(id: number): Promise<{ deleted: boolean; usedBy: number }> {
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: jobCategory.id })
          .from(jobCategory)
          .where(eq(jobCategory.id, id))
          .for("update");
        if (!locked.length) return { deleted: false, usedBy: 0 };
        const [{ usedBy } = { usedBy: 0 }] = await tx
          .select({ usedBy: count() })
          .from(jobTemplate)
          .where(eq(jobTemplate.categoryId, id));
        if (usedBy > 0) return { deleted: false, usedBy };
        await tx.delete(jobCategory).where(eq(jobCategory.id, id));
        return { deleted: true, usedBy: 0 };
      });
    },

    // ---- products ----
    products(
      filter: { search?: string | undefined; workType?: string | undefined } = {},
    ): Promise<ProductRow[]> {
      const where: SQL[] = [];
      if (filter.workType) where.push(eq(product.workType, filter.workType));
      if (filter.search) {
        const like = `%${filter.search.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
        where.push(or(ilike(product.name, like), ilike(product.sku, like)) as SQL);
      }
      return db
        .select()
        .from(product)
        .where(and(...where))
        .orderBy(asc(product.workType), asc(product.name));
    },
    async product(id: number): Promise<ProductRow | null> {
      return (await db.select().from(product).where(eq(product.id, id)))[0] ?? null;
    },
    productsByIds(ids: number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(product).where(inArray(product.id, ids));
    },
    async createProduct(values: typeof product.$inferInsert) {
      const [row] = await db.insert(product).values(values).returning();
      return row as ProductRow;
    },
    async updateProduct(id: number, values: Partial<typeof product.$inferInsert>) {
      const [row] = await db
        .update(product)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(product.id, id))
        .returning();
      return row ?? null;
    },

    // ---- job templates ----
    templates(): Promise<JobTemplateRow[]> {
      return db.select().from(jobTemplate).orderBy(asc(jobTemplate.order), asc(jobTemplate.id));
    },
    async template(id: number): Promise<JobTemplateRow | null> {
      return (await db.select().from(jobTemplate).where(eq(jobTemplate.id, id)))[0] ?? null;
    },
    async templateBySlug(slug: string): Promise<JobTemplateRow | null> {
      return (await db.select().from(jobTemplate).where(eq(jobTemplate.slug, slug)))[0] ?? null;
    },
    async createTemplate(values: typeof jobTemplate.$inferInsert) {
      const [row] = await db.insert(jobTemplate).values(values).returning();
      return row as JobTemplateRow;
    },
    async updateTemplate(id: number, values: Partial<typeof jobTemplate.$inferInsert>) {
      const [row] = await db
        .update(jobTemplate)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(jobTemplate.id, id))
        .returning();
      return row ?? null;
    },
    /** Writes the next version number and points the template at it, in one transaction. */
    async publish(
      id: number,
      definition: JobTemplateVersionRow["definition"],
      products: JobTemplateVersionRow["products"],
    ): Promise<JobTemplateVersionRow> {
      return db.transaction(async (tx) => {
        // Locks the template row so two publishes get different version numbers.
        await tx.select({ id: jobTemplate.id }).from(jobTemplate).where(eq(jobTemplate.id, id)).for("update");
        const [{ last } = { last: 0 }] = await tx
          .select({ last: max(jobTemplateVersion.version) })
          .from(jobTemplateVersion)
          .where(eq(jobTemplateVersion.jobTemplateId, id));
        const [version] = await tx
          .insert(jobTemplateVersion)
          .values({ jobTemplateId: id, version: (last ?? 0) + 1, definition, products })
          .returning();
        const row = version as JobTemplateVersionRow;
        await tx
          .update(jobTemplate)
          .set({ publishedVersionId: row.id, updatedAt: new Date() })
          .where(eq(jobTemplate.id, id));
        return row;
      });
    },
    async version(id: number): Promise<JobTemplateVersionRow | null> {
      return (await db.select().from(jobTemplateVersion).where(eq(jobTemplateVersion.id, id)))[0] ?? null;
    },
    versionsOf(templateId: number) {
      return db
        .select({
          id: jobTemplateVersion.id,
          version: jobTemplateVersion.version,
          createdAt: jobTemplateVersion.createdAt,
        })
        .from(jobTemplateVersion)
        .where(eq(jobTemplateVersion.jobTemplateId, templateId))
        .orderBy(desc(jobTemplateVersion.version));
    },
    versionsByIds(ids: number[]): Promise<JobTemplateVersionRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(jobTemplateVersion).where(inArray(jobTemplateVersion.id, ids));
    },
    /** Active templates with a published version, joined with it. */
    published() {
      return db
        .select({ template: jobTemplate, version: jobTemplateVersion })
        .from(jobTemplate)
        .innerJoin(jobTemplateVersion, eq(jobTemplateVersion.id, jobTemplate.publishedVersionId))
        .where(and(eq(jobTemplate.active, true), isNotNull(jobTemplate.publishedVersionId)))
        .orderBy(asc(jobTemplate.order), asc(jobTemplate.id));
    },
  };
}

export type CatalogueRepository = ReturnType<typeof catalogueRepository>;
