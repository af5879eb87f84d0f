import type { JobTemplate, JobTemplateVersion } from "@mt/contract/catalogue";
import type { WorkType } from "@mt/domain/entities/enums";
import { referencedProductIds } from "@mt/domain/price/calculate-price";
import type { JobDefinition } from "@mt/domain/price/job-definition";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { notFound } from "../../lib/http-error.ts";
import type { CatalogueRepository, JobTemplateRow, JobTemplateVersionRow } from "./catalogue.repository.ts";
import { definitionOf, sameJson, toPublicProduct, validation } from "./catalogue-basics.ts";

/** Job templates (staff): their drafts, and publishing a draft as a version with frozen prices. */
export function catalogueTemplatesService(repo: CatalogueRepository) {
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
  };
}
