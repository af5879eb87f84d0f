import type { JobCategory } from "@mt/domain/entities/job-category";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { CatalogueRepository, CategoryRow } from "./catalogue.repository.ts";
import { category, validation } from "./catalogue-basics.ts";

/** Job categories (staff): the list, writing, ordering and deleting them. */
export function catalogueCategoriesService(repo: CatalogueRepository) {
  return {
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
  };
}
