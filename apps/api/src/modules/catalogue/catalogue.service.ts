import type {
  Catalogue,
  JobSummary,
  JobTemplate,
  JobTemplateVersion,
  Product,
  PublicProduct,
  PublishedJob,
} from "@mt/contract/catalogue";
import type { WorkType } from "@mt/domain/entities/enums";
import type { JobCategory } from "@mt/domain/entities/job-category";
import { calculateJobPrice, referencedProductIds } from "@mt/domain/price/calculate-price";
import { fromPrice } from "@mt/domain/price/from-price";
import type { Answers } from "@mt/domain/price/job-definition";
import { type JobDefinition, jobDefinitionSchema } from "@mt/domain/price/job-definition";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type {
  CatalogueRepository,
  CategoryRow,
  JobTemplateRow,
  JobTemplateVersionRow,
  ProductRow,
} from "./catalogue.repository.ts";

const validation = (errors: Record<string, string[]>, message?: string) =>
  apiError("VALIDATION_ERROR", { message, errors });

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    uuid: row.uuid,
    sku: row.sku,
    name: row.name,
    description: row.description,
    imageUrl: row.imageUrl,
    priceOre: row.priceOre,
    workType: row.workType as WorkType,
    active: row.active,
  };
}

function toPublicProduct(row: ProductRow): PublicProduct {
  const { id, name, description, imageUrl, priceOre, active } = toProduct(row);
  return { id, name, description, imageUrl, priceOre, active };
}

function category(row: CategoryRow): JobCategory {
  return {
    id: row.id,
    name: row.name,
    icon: row.icon,
    imageUrl: row.imageUrl,
    order: row.order,
    pageId: row.pageId,
  };
}

function definitionOf(value: unknown): JobDefinition {
  return jobDefinitionSchema.parse(value);
}

function snapshotOf(version: JobTemplateVersionRow): PublicProduct[] {
  return version.products ?? [];
}

function productMap(products: readonly PublicProduct[]) {
  return new Map(products.map((p) => [p.id, p]));
}

/**
 * The "fra" price of a published version. Publishing refuses missing and inactive products, and the
 * definition's schema leaves nothing else that could make every order impossible.
 */
function fromPriceOf(definition: JobDefinition, products: readonly PublicProduct[]): number {
  const price = fromPrice(definition, productMap(products));
  if (price === null) throw new Error("A published job version cannot be ordered");
  return price;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function catalogueService(repo: CatalogueRepository) {
  function templateView(row: JobTemplateRow, published: JobTemplateVersionRow | null): JobTemplate {
    const draft = definitionOf(row.draft);
    return {
      id: row.id,
      slug: row.slug,
      workType: row.workType as WorkType,
      categoryId: row.categoryId,
      pageId: row.pageId,
      order: row.order,
      active: row.active,
      draft,
      publishedVersionId: row.publishedVersionId,
      publishedVersion: published?.version ?? null,
      hasUnpublishedChanges: !published || !sameJson(definitionOf(published.definition), draft),
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  function versionView(row: JobTemplateVersionRow): JobTemplateVersion {
    return {
      id: row.id,
      jobTemplateId: row.jobTemplateId,
      version: row.version,
      definition: definitionOf(row.definition),
      createdAt: row.createdAt.toISOString(),
    };
  }

  function summary(template: JobTemplateRow, version: JobTemplateVersionRow): JobSummary {
    const definition = definitionOf(version.definition);
    return {
      id: template.id,
      slug: template.slug,
      title: definition.title,
      summary: definition.summary,
      workType: definition.workType,
      imageUrl: definition.imageUrl ?? null,
      inspectionFirst: definition.inspectionFirst,
      versionId: version.id,
      startingPriceOre: fromPriceOf(definition, snapshotOf(version)),
      baseDurationMinutes: definition.baseDurationMinutes,
      categoryId: template.categoryId,
    };
  }

  async function existingTemplate(id: number) {
    const row = await repo.template(id);
    if (!row) throw notFound("Fant ikke jobbmalen.");
    return row;
  }

  async function checkCategory(categoryId: number | null | undefined) {
    if (categoryId && !(await repo.category(categoryId))) {
      throw validation({ categoryId: ["Kategorien finnes ikke"] });
    }
  }

  return {
    // ---- categories ----
    async categories(): Promise<JobCategory[]> {
      return (await repo.categories()).map(category);
    },
    async createCategory(body: {
      name: string;
      icon?: string | null | undefined;
      imageUrl?: string | null | undefined;
      pageId?: number | null | undefined;
    }) {
      return category(
        await repo.createCategory({
          name: body.name,
          icon: body.icon ?? null,
          imageUrl: body.imageUrl ?? null,
          pageId: body.pageId ?? null,
        }),
      );
    },
    async updateCategory(
      id: number,
      body: {
        name?: string | undefined;
        icon?: string | null | undefined;
        imageUrl?: string | null | undefined;
        pageId?: number | null | undefined;
      },
    ) {
      const values: Partial<Pick<CategoryRow, "name" | "icon" | "imageUrl" | "pageId">> = {};
      if (body.name !== undefined) values.name = body.name;
      if (body.icon !== undefined) values.icon = body.icon;
      if (body.imageUrl !== undefined) values.imageUrl = body.imageUrl;
      if (body.pageId !== undefined) values.pageId = body.pageId;
      const row = Object.keys(values).length
        ? await repo.updateCategory(id, values)
        : await repo.category(id);
      if (!row) throw notFound("Fant ikke kategorien.");
      return category(row);
    },
    /** A full order only: one left out would keep an old place that another now holds. */
    async orderCategories(ids: number[]) {
      const known = new Set((await repo.categories()).map((c) => c.id));
      const complete = ids.length === known.size && new Set(ids).size === ids.length;
      if (!complete || ids.some((id) => !known.has(id))) {
        throw validation({ ids: ["Listen må inneholde alle kategoriene, hver én gang"] });
      }
      await repo.orderCategories(ids);
      return (await repo.categories()).map(category);
    },
    async deleteCategory(id: number) {
      const { deleted, usedBy } = await repo.deleteUnusedCategory(id);
      if (usedBy > 0) {
        const [templates, them] = usedBy === 1 ? ["1 jobbmal", "den"] : [`${usedBy} jobbmaler`, "dem"];
        throw apiError("JOB_CATEGORY_IN_USE", {
          message: `Kategorien brukes av ${templates} og kan ikke slettes. Flytt ${them} til en annen kategori først.`,
        });
      }
      if (!deleted) throw notFound("Fant ikke kategorien.");
      return { id };
    },

    // ---- products ----
    async products(filter: { search?: string | undefined; workType?: string | undefined }) {
      return (await repo.products(filter)).map(toProduct);
    },
    async product(id: number) {
      const row = await repo.product(id);
      if (!row) throw notFound("Fant ikke produktet.");
      return toProduct(row);
    },
    async createProduct(
      body: Omit<Product, "id" | "uuid" | "description" | "imageUrl"> & {
        description?: string | null | undefined;
        imageUrl?: string | null | undefined;
      },
    ) {
      try {
        return toProduct(
          await repo.createProduct({
            ...body,
            description: body.description ?? null,
            imageUrl: body.imageUrl ?? null,
          }),
        );
      } catch (error) {
        if (isUniqueViolation(error)) throw validation({ sku: ["Varenummeret er i bruk"] });
        throw error;
      }
    },
    async updateProduct(id: number, body: Partial<Omit<Product, "id" | "uuid">>) {
      try {
        const row = await repo.updateProduct(id, body);
        if (!row) throw notFound("Fant ikke produktet.");
        return toProduct(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw validation({ sku: ["Varenummeret er i bruk"] });
        throw error;
      }
    },

    // ---- job templates ----
    async templates(): Promise<JobTemplate[]> {
      const rows = await repo.templates();
      const versions = await repo.versionsByIds(
        rows.flatMap((r) => (r.publishedVersionId ? [r.publishedVersionId] : [])),
      );
      const byId = new Map(versions.map((v) => [v.id, v]));
      return rows.map((row) =>
        templateView(row, row.publishedVersionId ? (byId.get(row.publishedVersionId) ?? null) : null),
      );
    },
    async template(id: number) {
      const row = await existingTemplate(id);
      const published = row.publishedVersionId ? await repo.version(row.publishedVersionId) : null;
      const versions = await repo.versionsOf(id);
      return {
        ...templateView(row, published),
        versions: versions.map((v) => ({
          id: v.id,
          version: v.version,
          createdAt: v.createdAt.toISOString(),
        })),
      };
    },
    async createTemplate(body: {
      slug: string;
      categoryId?: number | null | undefined;
      pageId?: number | null | undefined;
      order: number;
      active: boolean;
      draft: JobDefinition;
    }) {
      await checkCategory(body.categoryId);
      try {
        const row = await repo.createTemplate({
          slug: body.slug,
          workType: body.draft.workType,
          categoryId: body.categoryId ?? null,
          pageId: body.pageId ?? null,
          order: body.order,
          active: body.active,
          draft: body.draft,
        });
        return templateView(row, null);
      } catch (error) {
        if (isUniqueViolation(error)) throw validation({ slug: ["Adressen er i bruk"] });
        throw error;
      }
    },
    async updateTemplate(
      id: number,
      body: Partial<{
        slug: string;
        categoryId: number | null | undefined;
        pageId: number | null | undefined;
        order: number;
        active: boolean;
        draft: JobDefinition;
      }>,
    ) {
      await existingTemplate(id);
      await checkCategory(body.categoryId);
      const values: Parameters<CatalogueRepository["updateTemplate"]>[1] = {};
      if (body.slug !== undefined) values.slug = body.slug;
      if (body.categoryId !== undefined) values.categoryId = body.categoryId;
      if (body.pageId !== undefined) values.pageId = body.pageId;
      if (body.order !== undefined) values.order = body.order;
      if (body.active !== undefined) values.active = body.active;
      if (body.draft !== undefined) {
        values.draft = body.draft;
        values.workType = body.draft.workType;
      }
      try {
        const row = (await repo.updateTemplate(id, values)) as JobTemplateRow;
        const published = row.publishedVersionId ? await repo.version(row.publishedVersionId) : null;
        return templateView(row, published);
      } catch (error) {
        if (isUniqueViolation(error)) throw validation({ slug: ["Adressen er i bruk"] });
        throw error;
      }
    },
    /** Freezes the draft and the prices of its products into a new version. */
    async publish(id: number): Promise<JobTemplateVersion> {
      const row = await existingTemplate(id);
      const draft = definitionOf(row.draft);
      const ids = referencedProductIds(draft);
      const products = await repo.productsByIds(ids);
      const usable = new Set(products.filter((p) => p.active).map((p) => p.id));
      const missing = ids.filter((pid) => !usable.has(pid));
      if (missing.length) {
        throw validation(
          { draft: [`Produkter som ikke finnes eller er inaktive: ${missing.join(", ")}`] },
          "Jobbmalen viser til produkter som ikke kan brukes.",
        );
      }
      return versionView(await repo.publish(id, draft, products.map(toPublicProduct)));
    },
    async version(templateId: number, versionId: number) {
      const version = await repo.version(versionId);
      if (!version || version.jobTemplateId !== templateId) throw notFound("Fant ikke versjonen.");
      return versionView(version);
    },

    // ---- storefront ----
    async catalogue(): Promise<Catalogue> {
      const [categories, published] = await Promise.all([repo.categories(), repo.published()]);
      const jobs = published.map(({ template, version }) => summary(template, version));
      const known = new Set(categories.map((c) => c.id));
      return {
        categories: categories
          .map((c) => ({ ...category(c), jobs: jobs.filter((j) => j.categoryId === c.id) }))
          .filter((c) => c.jobs.length > 0),
        uncategorised: jobs.filter((j) => j.categoryId === null || !known.has(j.categoryId)),
      };
    },
    async publishedJob(slug: string, versionId?: number): Promise<PublishedJob> {
      const template = await repo.templateBySlug(slug);
      if (!template?.active || !template.publishedVersionId) throw notFound("Fant ikke jobben.");
      const version = await repo.version(versionId ?? template.publishedVersionId);
      if (!version || version.jobTemplateId !== template.id) throw notFound("Fant ikke versjonen.");
      const definition = definitionOf(version.definition);
      const products = snapshotOf(version);
      return {
        id: template.id,
        slug: template.slug,
        workType: definition.workType,
        categoryId: template.categoryId,
        pageId: template.pageId,
        versionId: version.id,
        version: version.version,
        definition,
        products,
        startingPriceOre: fromPriceOf(definition, products),
      };
    },

    /**
     * Prices one cart line from a published version and the answers; the client's own totals play no
     * part. Throws 422 with field errors for an unknown template or version, or invalid answers.
     */
    async priceLine(jobTypeId: number, versionId: number, answers: Answers) {
      const [template, version] = await Promise.all([repo.template(jobTypeId), repo.version(versionId)]);
      if (!template?.active) throw validation({ jobTypeId: ["Jobben finnes ikke"] });
      if (!version || version.jobTemplateId !== template.id) {
        throw validation({ jobTypeVersionId: ["Ukjent versjon av jobben"] });
      }
      const definition = definitionOf(version.definition);
      const result = calculateJobPrice(definition, answers, productMap(snapshotOf(version)));
      if (!result.ok) {
        throw validation(
          Object.fromEntries(
            Object.entries(result.errors).map(([key, messages]) => [`answers.${key}`, messages]),
          ),
          "Noen av svarene er ikke gyldige.",
        );
      }
      return { template, version, definition, price: result.price };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
