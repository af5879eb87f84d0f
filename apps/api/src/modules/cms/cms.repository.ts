import { and, type Column, count, desc, eq, ilike, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
// Read-only: the link search also offers the catalogue's published jobs.
import { jobTemplate, jobTemplateVersion } from "../catalogue/catalogue.schema.ts";
import {
  cmsMenu,
  cmsModuleTemplate,
  cmsPage,
  cmsPageDraft,
  cmsPageVersion,
  type PageData,
  type StoredMenuItem,
} from "./cms.schema.ts";

export type PageRow = typeof cmsPage.$inferSelect;
export type DraftRow = typeof cmsPageDraft.$inferSelect;
export type TemplateRow = typeof cmsModuleTemplate.$inferSelect;
export type MenuRow = typeof cmsMenu.$inferSelect;

export interface PageFilters {
  published?: boolean | undefined;
  type?: string | undefined;
  uuid?: string | undefined;
  id?: number | undefined;
  slug?: string | undefined;
  path?: string | undefined;
  search?: string | undefined;
}

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function cmsRepository(db: Db) {
  function pageWhere(filters: PageFilters): SQL | undefined {
    const conditions: (SQL | undefined)[] = [
      filters.published === undefined ? undefined : eq(cmsPage.published, filters.published),
      filters.type ? eq(cmsPage.type, filters.type) : undefined,
      filters.uuid ? eq(cmsPage.uuid, filters.uuid) : undefined,
      filters.id ? eq(cmsPage.id, filters.id) : undefined,
      filters.slug !== undefined ? eq(cmsPage.slug, filters.slug) : undefined,
      filters.path !== undefined ? eq(cmsPage.path, filters.path) : undefined,
      filters.search
        ? or(ilike(cmsPage.title, like(filters.search)), ilike(cmsPage.path, like(filters.search)))
        : undefined,
    ];
    return and(...conditions);
  }

  return {
    async listPages(filters: PageFilters, page: number, perPage: number) {
      const where = pageWhere(filters);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(cmsPage)
          .where(where)
          .orderBy(cmsPage.path, cmsPage.id)
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(cmsPage).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async getPage(id: number): Promise<PageRow | undefined> {
      const rows = await db.select().from(cmsPage).where(eq(cmsPage.id, id));
      return rows[0];
    },

    async insertPage(values: typeof cmsPage.$inferInsert): Promise<PageRow> {
      const rows = await db.insert(cmsPage).values(values).returning();
      return rows[0] as PageRow;
    },

    /** Updates only if the page is still at `revision`; undefined when it is not (or is gone). */
    async updatePage(
      id: number,
      revision: number,
      values: Partial<Pick<PageRow, "title" | "slug" | "path" | "parentId" | "published" | "data">>,
    ): Promise<PageRow | undefined> {
      const rows = await db
        .update(cmsPage)
        .set({ ...values, revision: sql`${cmsPage.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(cmsPage.id, id), eq(cmsPage.revision, revision)))
        .returning();
      return rows[0];
    },

    /**
     * Replaces the page's content if it is still at `revision`, keeping the content it had as a
     * version (as publishing does); undefined when the revision is stale or the page is gone.
     */
    async replacePageData(id: number, revision: number, data: PageData): Promise<PageRow | undefined> {
      return db.transaction(async (tx) => {
        const [page] = await tx.select().from(cmsPage).where(eq(cmsPage.id, id)).for("update");
        if (!page || page.revision !== revision) return undefined;
        await tx.insert(cmsPageVersion).values({
          pageId: id,
          revision: page.revision,
          title: page.title,
          slug: page.slug,
          path: page.path,
          data: page.data,
        });
        const [updated] = await tx
          .update(cmsPage)
          .set({ data, revision: page.revision + 1, updatedAt: new Date() })
          .where(eq(cmsPage.id, id))
          .returning();
        return updated;
      });
    },

    /** Pages, drafts and module templates whose content names the URL (a quoted value or one with a query). */
    async contentNaming(url: string) {
      const escaped = url.replace(/[\\%_]/g, (c) => `\\${c}`);
      const names = (column: Column) =>
        or(sql`${column}::text like ${`%${escaped}"%`}`, sql`${column}::text like ${`%${escaped}?%`}`);
      const [pages, drafts, templates] = await Promise.all([
        db
          .select({ id: cmsPage.id, title: cmsPage.title, path: cmsPage.path })
          .from(cmsPage)
          .where(names(cmsPage.data)),
        db
          .select({ id: cmsPage.id, title: cmsPage.title, path: cmsPage.path })
          .from(cmsPageDraft)
          .innerJoin(cmsPage, eq(cmsPage.id, cmsPageDraft.pageId))
          .where(names(cmsPageDraft.data)),
        db
          .select({ id: cmsModuleTemplate.id, title: cmsModuleTemplate.title })
          .from(cmsModuleTemplate)
          .where(names(cmsModuleTemplate.data)),
      ]);
      return { pages: [...pages, ...drafts], templates };
    },

    async deletePage(id: number): Promise<boolean> {
      const rows = await db.delete(cmsPage).where(eq(cmsPage.id, id)).returning({ id: cmsPage.id });
      return rows.length > 0;
    },

    /** The newest draft of each page, for the front format's draftId. */
    async latestDraftIds(pageIds: number[]): Promise<Map<number, number>> {
      if (pageIds.length === 0) return new Map();
      const rows = await db
        .select({ pageId: cmsPageDraft.pageId, id: sql<number>`max(${cmsPageDraft.id})`.mapWith(Number) })
        .from(cmsPageDraft)
        .where(inArray(cmsPageDraft.pageId, pageIds))
        .groupBy(cmsPageDraft.pageId);
      return new Map(rows.map((row) => [row.pageId, row.id]));
    },

    async listDrafts(pageId: number): Promise<DraftRow[]> {
      return db
        .select()
        .from(cmsPageDraft)
        .where(eq(cmsPageDraft.pageId, pageId))
        .orderBy(desc(cmsPageDraft.id));
    },

    async getDraft(pageId: number, draftId: number): Promise<DraftRow | undefined> {
      const rows = await db
        .select()
        .from(cmsPageDraft)
        .where(and(eq(cmsPageDraft.pageId, pageId), eq(cmsPageDraft.id, draftId)));
      return rows[0];
    },

    async insertDraft(values: typeof cmsPageDraft.$inferInsert): Promise<DraftRow> {
      const rows = await db.insert(cmsPageDraft).values(values).returning();
      return rows[0] as DraftRow;
    },

    async updateDraft(
      pageId: number,
      draftId: number,
      revision: number,
      values: Partial<Pick<DraftRow, "title" | "slug" | "data">>,
    ): Promise<DraftRow | undefined> {
      const rows = await db
        .update(cmsPageDraft)
        .set({ ...values, revision: sql`${cmsPageDraft.revision} + 1`, updatedAt: new Date() })
        .where(
          and(
            eq(cmsPageDraft.pageId, pageId),
            eq(cmsPageDraft.id, draftId),
            eq(cmsPageDraft.revision, revision),
          ),
        )
        .returning();
      return rows[0];
    },

    async deleteDraft(pageId: number, draftId: number): Promise<boolean> {
      const rows = await db
        .delete(cmsPageDraft)
        .where(and(eq(cmsPageDraft.pageId, pageId), eq(cmsPageDraft.id, draftId)))
        .returning({ id: cmsPageDraft.id });
      return rows.length > 0;
    },

    /**
     * Publishes a draft in one transaction: the page row is locked, must still be at the draft's
     * revision and the base revision it started from; its current content becomes a version, the
     * draft's content becomes the page's, and the draft is removed.
     */
    async publishDraft(
      pageId: number,
      draftId: number,
      draftRevision: number,
      path: (slug: string, page: PageRow) => string,
    ): Promise<
      { kind: "published"; page: PageRow; draft: DraftRow } | { kind: "missing" } | { kind: "conflict" }
    > {
      return db.transaction(async (tx) => {
        const [page] = await tx.select().from(cmsPage).where(eq(cmsPage.id, pageId)).for("update");
        const [draft] = await tx
          .select()
          .from(cmsPageDraft)
          .where(and(eq(cmsPageDraft.pageId, pageId), eq(cmsPageDraft.id, draftId)))
          .for("update");
        if (!page || !draft) return { kind: "missing" as const };
        if (draft.revision !== draftRevision || page.revision !== draft.baseRevision)
          return { kind: "conflict" as const };
        await tx.insert(cmsPageVersion).values({
          pageId,
          revision: page.revision,
          title: page.title,
          slug: page.slug,
          path: page.path,
          data: page.data,
        });
        const [updated] = await tx
          .update(cmsPage)
          .set({
            title: draft.title,
            slug: draft.slug,
            path: path(draft.slug, page),
            data: draft.data,
            revision: page.revision + 1,
            updatedAt: new Date(),
          })
          .where(eq(cmsPage.id, pageId))
          .returning();
        await tx.delete(cmsPageDraft).where(eq(cmsPageDraft.id, draftId));
        return { kind: "published" as const, page: updated as PageRow, draft };
      });
    },

    async listVersions(pageId: number, limit?: number) {
      const query = db
        .select()
        .from(cmsPageVersion)
        .where(eq(cmsPageVersion.pageId, pageId))
        .orderBy(desc(cmsPageVersion.id));
      return limit === undefined ? query : query.limit(limit);
    },

    async listTemplates(): Promise<TemplateRow[]> {
      return db.select().from(cmsModuleTemplate).orderBy(cmsModuleTemplate.title, cmsModuleTemplate.id);
    },

    async getTemplates(ids: number[]): Promise<TemplateRow[]> {
      if (ids.length === 0) return [];
      return db.select().from(cmsModuleTemplate).where(inArray(cmsModuleTemplate.id, ids));
    },

    async insertTemplate(values: typeof cmsModuleTemplate.$inferInsert): Promise<TemplateRow> {
      const rows = await db.insert(cmsModuleTemplate).values(values).returning();
      return rows[0] as TemplateRow;
    },

    async updateTemplate(
      id: number,
      values: Partial<Pick<TemplateRow, "title" | "previewId" | "data">>,
    ): Promise<TemplateRow | undefined> {
      const rows = await db
        .update(cmsModuleTemplate)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cmsModuleTemplate.id, id))
        .returning();
      return rows[0];
    },

    async deleteTemplate(id: number): Promise<boolean> {
      const rows = await db
        .delete(cmsModuleTemplate)
        .where(eq(cmsModuleTemplate.id, id))
        .returning({ id: cmsModuleTemplate.id });
      return rows.length > 0;
    },

    async listMenus(): Promise<MenuRow[]> {
      return db.select().from(cmsMenu).orderBy(cmsMenu.id);
    },

    async updateMenu(
      id: number,
      values: { title?: string; items: StoredMenuItem[] },
    ): Promise<MenuRow | undefined> {
      const rows = await db
        .update(cmsMenu)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(cmsMenu.id, id))
        .returning();
      return rows[0];
    },

    async pagePaths(ids: number[]): Promise<Map<number, { path: string; type: string; slug: string }>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: cmsPage.id, path: cmsPage.path, type: cmsPage.type, slug: cmsPage.slug })
        .from(cmsPage)
        .where(inArray(cmsPage.id, ids));
      return new Map(rows.map((row) => [row.id, row]));
    },

    // Reference scans (page deletion, template usage). The hints are a cheap text prefilter; callers
    // check the content itself.

    async pagesMentioning(hints: string[]) {
      return db
        .select({
          id: cmsPage.id,
          title: cmsPage.title,
          path: cmsPage.path,
          type: cmsPage.type,
          data: cmsPage.data,
        })
        .from(cmsPage)
        .where(or(...hints.map((hint) => sql`${cmsPage.data}::text like ${like(hint)}`)))
        .orderBy(cmsPage.path, cmsPage.id);
    },

    /** Drafts (all of them, or only each page's newest) whose content mentions a hint, with their page. */
    async draftsMentioning(hints: string[], newestOnly: boolean) {
      const newest = db
        .select({ id: sql<number>`max(${cmsPageDraft.id})` })
        .from(cmsPageDraft)
        .groupBy(cmsPageDraft.pageId);
      return db
        .select({
          pageId: cmsPage.id,
          title: cmsPage.title,
          path: cmsPage.path,
          type: cmsPage.type,
          data: cmsPageDraft.data,
        })
        .from(cmsPageDraft)
        .innerJoin(cmsPage, eq(cmsPage.id, cmsPageDraft.pageId))
        .where(
          and(
            or(...hints.map((hint) => sql`${cmsPageDraft.data}::text like ${like(hint)}`)),
            newestOnly ? inArray(cmsPageDraft.id, newest) : undefined,
          ),
        )
        .orderBy(cmsPage.path, cmsPage.id);
    },

    /** Published, active jobs of the catalogue whose title or slug matches. */
    async jobLinkSearch(search: string, limit: number) {
      const text = search.trim();
      const title = sql<string>`coalesce(${jobTemplateVersion.definition}->>'title', ${jobTemplate.slug})`;
      return db
        .select({ id: jobTemplate.id, slug: jobTemplate.slug, title })
        .from(jobTemplate)
        .innerJoin(jobTemplateVersion, eq(jobTemplateVersion.id, jobTemplate.publishedVersionId))
        .where(
          and(
            eq(jobTemplate.active, true),
            text ? or(ilike(jobTemplate.slug, like(text)), sql`${title} ilike ${like(text)}`) : undefined,
          ),
        )
        .orderBy(title)
        .limit(limit);
    },

    async linkSearch(search: string, limit: number) {
      const text = search.trim();
      return db
        .select({
          id: cmsPage.id,
          type: cmsPage.type,
          title: cmsPage.title,
          slug: cmsPage.slug,
          path: cmsPage.path,
        })
        .from(cmsPage)
        .where(
          and(
            ne(cmsPage.type, "module-template"),
            text
              ? or(
                  ilike(cmsPage.title, like(text)),
                  ilike(cmsPage.slug, like(text)),
                  ilike(cmsPage.path, like(text)),
                )
              : undefined,
          ),
        )
        .orderBy(cmsPage.title)
        .limit(limit);
    },
  };
}

export type CmsRepository = ReturnType<typeof cmsRepository>;
export type { PageData };
