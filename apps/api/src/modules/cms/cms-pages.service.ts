import type { CmsPage, ListMeta, PageReferences } from "@mt/contract/cms";
import type { PageType } from "@mt/domain/entities/enums";
import type { RichText } from "@mt/domain/entities/rich-text";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { linksToPage } from "./cms.references.ts";
import type { CmsRepository, PageData, PageFilters } from "./cms.repository.ts";
import { findModule, holdsRichText, setField } from "./cms.rich-text.ts";
import { type Caller, cmsPageBasics, conflict, pageNotFound } from "./cms-page-basics.ts";

/** A page or module template that shows an image (the media library's usage check). */
export interface ImageUsage {
  kind: "page" | "module-template";
  id: number;
  title: string;
  path: string;
}

/** Pages: the list, one page, writing them, in-place rich text, deleting, and what refers to them. */
export function cmsPagesService(repo: CmsRepository) {
  const { toPage, toPages, visiblePage, pathFor, unique } = cmsPageBasics(repo);

  /** The menu items (with their menu) that lead to the page. */
  async function menusHolding(pageId: number): Promise<PageReferences["menus"]> {
    return (await repo.listMenus()).flatMap((menu) =>
      menu.items
        .filter((item) => item.type === "page" && item.pageId === pageId)
        .map((item) => ({ id: menu.id, key: menu.key, title: menu.title, label: item.label })),
    );
  }

  return {
    async listPages(
      query: PageFilters & { page: number; perPage: number },
      caller: Caller,
    ): Promise<{ data: CmsPage[]; meta: ListMeta }> {
      const { page, perPage, ...filters } = query;
      if (!caller.canEditPages) filters.published = true;
      const { rows, total } = await repo.listPages(filters, page, perPage);
      return {
        data: await toPages(rows, caller),
        meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
      };
    },

    async getPage(id: number, caller: Caller): Promise<CmsPage> {
      const [page] = await toPages([await visiblePage(id, caller)], caller);
      return page as CmsPage;
    },

    async createPage(body: {
      type: PageType;
      title: string;
      slug: string;
      parentId?: number | null | undefined;
      published: boolean;
      data: PageData;
    }): Promise<CmsPage> {
      const path = await pathFor(body.type, body.slug, body.parentId);
      const row = await unique(() =>
        repo.insertPage({
          type: body.type,
          title: body.title,
          slug: body.slug,
          path,
          parentId: body.parentId ?? null,
          published: body.published,
          data: body.data,
        }),
      );
      return toPage(row, null);
    },

    async updatePage(
      id: number,
      body: {
        revision: number;
        title?: string | undefined;
        slug?: string | undefined;
        parentId?: number | null | undefined;
        published?: boolean | undefined;
        data?: PageData | undefined;
      },
    ): Promise<CmsPage> {
      const current = await repo.getPage(id);
      if (!current) throw pageNotFound();
      if (current.revision !== body.revision) throw conflict();
      if (body.parentId === id)
        throw apiError("VALIDATION_ERROR", {
          message: "En side kan ikke ligge under seg selv.",
          errors: { parentId: ["Ugyldig verdi"] },
        });
      const slug = body.slug ?? current.slug;
      const parentId = body.parentId === undefined ? current.parentId : body.parentId;
      const path =
        body.slug !== undefined || body.parentId !== undefined
          ? await pathFor(current.type as PageType, slug, parentId)
          : current.path;
      const row = await unique(() =>
        repo.updatePage(id, body.revision, {
          ...(body.title !== undefined && { title: body.title }),
          ...(body.published !== undefined && { published: body.published }),
          ...(body.data !== undefined && { data: body.data }),
          slug,
          parentId,
          path,
        }),
      );
      if (!row) throw (await repo.getPage(id)) ? conflict() : pageNotFound();
      const drafts = await repo.latestDraftIds([id]);
      return toPage(row, drafts.get(id) ?? null);
    },

    /**
     * One rich-text field of a page, changed in place by customer service and caseworkers (spec
     * section 6): the module is found by key (also in manual templates), the field must hold rich text.
     */
    async updatePageRichText(
      id: number,
      body: { revision: number; moduleKey: string; field: (string | number)[]; content: RichText },
    ): Promise<CmsPage> {
      const current = await repo.getPage(id);
      if (!current) throw pageNotFound();
      if (current.revision !== body.revision) throw conflict();
      const data = structuredClone(current.data);
      const module = findModule(data.modules, body.moduleKey);
      if (!module) throw notFound("Fant ikke modulen.");
      if (!holdsRichText(module, body.field) || !setField(module, body.field, body.content)) {
        throw fieldError("NOT_RICH_TEXT", "field");
      }
      const row = await repo.replacePageData(id, body.revision, data);
      if (!row) throw (await repo.getPage(id)) ? conflict() : pageNotFound();
      const drafts = await repo.latestDraftIds([id]);
      return toPage(row, drafts.get(id) ?? null);
    },

    /** Where an image URL is shown: pages (published content or a draft) and module templates. */
    async imageUsage(url: string): Promise<ImageUsage[]> {
      const { pages, templates } = await repo.contentNaming(url);
      const seen = new Set<number>();
      const usage: ImageUsage[] = [];
      for (const page of pages) {
        if (seen.has(page.id)) continue;
        seen.add(page.id);
        usage.push({ kind: "page", ...page });
      }
      for (const template of templates) usage.push({ kind: "module-template", ...template, path: "" });
      return usage;
    },

    /** A page in a menu is not deleted (the menu would lose the item silently); links only warn. */
    async deletePage(id: number): Promise<{ id: number }> {
      if (!(await repo.getPage(id))) throw pageNotFound();
      if ((await menusHolding(id)).length > 0) throw apiError("PAGE_IN_MENU");
      if (!(await repo.deletePage(id))) throw pageNotFound();
      return { id };
    },

    async getPageReferences(id: number): Promise<PageReferences> {
      const page = await repo.getPage(id);
      if (!page) throw pageNotFound();
      const menus = await menusHolding(id);
      const target = { id, path: page.path };
      const hints = page.path ? [String(id), page.path] : [String(id)];
      const [published, drafts] = await Promise.all([
        repo.pagesMentioning(hints),
        repo.draftsMentioning(hints, false),
      ]);
      const pages = new Map<number, PageReferences["pages"][number]>();
      for (const row of [...published.map((p) => ({ ...p, pageId: p.id })), ...drafts]) {
        if (row.pageId === id || pages.has(row.pageId) || !linksToPage(row.data, target)) continue;
        pages.set(row.pageId, { id: row.pageId, title: row.title, path: row.path });
      }
      return { menus, pages: [...pages.values()] };
    },
  };
}
