import type { LinkSearchResult } from "@mt/contract/cms";
import type { PageType } from "@mt/domain/entities/enums";
import { type Menu, type MenuItemBody, menuItemFromBody, normaliseMenuItem } from "@mt/domain/entities/menu";
import { resolveLink } from "@mt/domain/routes/links";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { CmsRepository } from "./cms.repository.ts";
import type { StoredMenuItem } from "./cms.schema.ts";

/** Menus (their page items follow their pages) and the link search of the editors. */
export function cmsMenusService(repo: CmsRepository) {
  /** Menus with each page item's url taken from its page's current path. */
  async function listMenus(): Promise<Menu[]> {
    const menus = await repo.listMenus();
    const pageIds = [
      ...new Set(menus.flatMap((m) => m.items.map((i) => i.pageId).filter((id): id is number => !!id))),
    ];
    const pages = await repo.pagePaths(pageIds);
    return menus.map((menu) => ({
      id: menu.id,
      key: menu.key,
      title: menu.title,
      items: menu.items.flatMap((item) => {
        if (item.type !== "page") return [normaliseMenuItem({ ...item, pageId: item.pageId ?? null })];
        const page = item.pageId ? pages.get(item.pageId) : undefined;
        // A page item whose page was deleted is left out rather than linking nowhere.
        if (!page) return [];
        return [normaliseMenuItem({ ...item, url: resolveLink(page) })];
      }),
    }));
  }

  return {
    listMenus,

    async updateMenu(id: number, body: { title?: string | undefined; items: MenuItemBody[] }): Promise<Menu> {
      const items: StoredMenuItem[] = body.items.map(menuItemFromBody).map((item) => ({
        type: item.type,
        label: item.label,
        meta: item.meta ?? null,
        url: item.type === "url" ? (item.url ?? null) : null,
        pageId: item.type === "page" ? (item.pageId ?? null) : null,
      }));
      const pageIds = items.map((i) => i.pageId).filter((pid): pid is number => !!pid);
      const pages = await repo.pagePaths(pageIds);
      const missing = items.findIndex((i) => i.pageId && !pages.has(i.pageId));
      if (missing >= 0) {
        throw apiError("VALIDATION_ERROR", {
          message: "Fant ikke siden menypunktet peker på.",
          errors: { [`items.${missing}.page_id`]: ["Fant ikke siden"] },
        });
      }
      const row = await repo.updateMenu(id, {
        ...(body.title !== undefined && { title: body.title }),
        items,
      });
      if (!row) throw notFound("Fant ikke menyen.");
      const menu = (await listMenus()).find((m) => m.id === id);
      return menu as Menu;
    },

    /** Pages first, then published jobs not already covered by a job page at the same path. */
    async linkSearch(search: string, limit: number) {
      const [pages, jobs] = await Promise.all([
        repo.linkSearch(search, limit),
        repo.jobLinkSearch(search, limit),
      ]);
      const results: LinkSearchResult[] = pages.map((row) => ({
        kind: "page" as const,
        ...row,
        type: row.type as PageType,
        url: resolveLink(row),
      }));
      const taken = new Set(results.map((r) => r.url));
      for (const job of jobs) {
        const url = resolveLink({ type: "job", slug: job.slug });
        if (taken.has(url)) continue;
        results.push({
          kind: "job",
          id: job.id,
          type: "job",
          title: job.title,
          slug: job.slug,
          path: url,
          url,
        });
      }
      return results.slice(0, limit);
    },
  };
}
