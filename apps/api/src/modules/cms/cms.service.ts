import type {
  CmsModuleTemplate,
  CmsPage,
  Draft,
  LinkSearchResult,
  ListMeta,
  listPageVersions,
  PageReferences,
  TemplateUsage,
} from "@mt/contract/cms";
import type { RouteOutput } from "@mt/contract/define-route";
import { withModuleDefaults } from "@mt/domain/cms/module-schemas";
import { cmsPagePath, isReservedPagePath } from "@mt/domain/cms/page-rules";
import type { PageType } from "@mt/domain/entities/enums";
import { type Menu, type MenuItemBody, menuItemFromBody, normaliseMenuItem } from "@mt/domain/entities/menu";
import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";
import type { RichText } from "@mt/domain/entities/rich-text";
import { resolveLink } from "@mt/domain/routes/links";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { linksToPage, templatePlacements } from "./cms.references.ts";
import type {
  CmsRepository,
  DraftRow,
  PageData,
  PageFilters,
  PageRow,
  TemplateRow,
} from "./cms.repository.ts";
import { findModule, holdsRichText, setField } from "./cms.rich-text.ts";
import type { StoredMenuItem } from "./cms.schema.ts";

/** A page or module template that shows an image (the media library's usage check). */
export interface ImageUsage {
  kind: "page" | "module-template";
  id: number;
  title: string;
  path: string;
}

const conflict = () => apiError("REVISION_CONFLICT");
const pathTaken = () => fieldError("PATH_TAKEN", "slug");
const reservedPath = () => fieldError("RESERVED_PATH", "slug");
const pageNotFound = () => notFound("Fant ikke siden.");

const iso = (date: Date) => date.toISOString();

type PageVersion = RouteOutput<typeof listPageVersions>["data"][number];

function toDraft(row: DraftRow): Draft {
  return {
    id: row.id,
    pageId: row.pageId,
    title: row.title,
    slug: row.slug,
    data: row.data,
    revision: row.revision,
    baseRevision: row.baseRevision,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

function toTemplate(row: TemplateRow): CmsModuleTemplate {
  return {
    id: row.id,
    title: row.title,
    previewId: row.previewId,
    data: row.data,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** Who is asking: editors see unpublished pages and drafts; visitors only published pages. */
export interface Caller {
  canEditPages: boolean;
}

export function cmsService(repo: CmsRepository) {
  /** Synced module_template modules show their template's current modules (nested ones too). */
  async function expandTemplates(modules: Module[], depth = 0): Promise<Module[]> {
    const ids = new Set<number>();
    const collect = (list: Module[]) => {
      for (const module of list) {
        if (module.type !== MODULE_TEMPLATE_TYPE) continue;
        const { templateId, syncMode } = module.data as { templateId?: number | null; syncMode?: string };
        if (templateId && syncMode !== "Manual") ids.add(templateId);
      }
    };
    collect(modules);
    if (ids.size === 0 || depth > 3) return modules;
    const templates = new Map((await repo.getTemplates([...ids])).map((t) => [t.id, t]));
    return Promise.all(
      modules.map(async (module) => {
        if (module.type !== MODULE_TEMPLATE_TYPE) return module;
        const { templateId, syncMode } = module.data as { templateId?: number | null; syncMode?: string };
        const template = templateId && syncMode !== "Manual" ? templates.get(templateId) : undefined;
        if (!template) return module;
        return {
          ...module,
          data: { ...module.data, modules: await expandTemplates(template.data, depth + 1) },
        };
      }),
    );
  }

  /**
   * Rich-text links that name a page by id get that page's current path, so a moved page never
   * leaves a dead link behind (like page items of menus).
   */
  async function resolvePageLinks(modules: Module[]): Promise<Module[]> {
    const links: { pageId: number; path?: string }[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) for (const item of value) walk(item);
      else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        if (record._type === "link" && typeof record.pageId === "number")
          links.push(record as { pageId: number });
        for (const child of Object.values(record)) walk(child);
      }
    };
    walk(modules);
    if (links.length === 0) return modules;
    const pages = await repo.pagePaths([...new Set(links.map((link) => link.pageId))]);
    for (const link of links) {
      const page = pages.get(link.pageId);
      if (page) link.path = resolveLink(page);
    }
    return modules;
  }

  /** The menu items (with their menu) that lead to the page. */
  async function menusHolding(pageId: number): Promise<PageReferences["menus"]> {
    return (await repo.listMenus()).flatMap((menu) =>
      menu.items
        .filter((item) => item.type === "page" && item.pageId === pageId)
        .map((item) => ({ id: menu.id, key: menu.key, title: menu.title, label: item.label })),
    );
  }

  async function toPage(row: PageRow, draftId: number | null): Promise<CmsPage> {
    return {
      uuid: row.uuid,
      type: row.type as PageType,
      id: row.id,
      parentId: row.parentId,
      draftId,
      published: row.published,
      title: row.title,
      slug: row.slug,
      path: row.path,
      // Defaults filled in, so every reader (site, job pages, editor) gets complete module data.
      data: {
        ...row.data,
        modules: await resolvePageLinks(
          withModuleDefaults(await expandTemplates(structuredClone(row.data.modules))),
        ),
      },
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
      revision: row.revision,
    };
  }

  async function toPages(rows: PageRow[], caller: Caller): Promise<CmsPage[]> {
    const drafts = caller.canEditPages ? await repo.latestDraftIds(rows.map((r) => r.id)) : new Map();
    return Promise.all(rows.map((row) => toPage(row, drafts.get(row.id) ?? null)));
  }

  async function visiblePage(id: number, caller: Caller): Promise<PageRow> {
    const row = await repo.getPage(id);
    if (!row || (!row.published && !caller.canEditPages)) throw pageNotFound();
    return row;
  }

  async function pathFor(type: PageType, slug: string, parentId: number | null | undefined): Promise<string> {
    let parentPath: string | null = null;
    if (parentId) {
      const parent = await repo.getPage(parentId);
      if (!parent)
        throw apiError("VALIDATION_ERROR", {
          message: "Fant ikke overordnet side.",
          errors: { parentId: ["Fant ikke siden"] },
        });
      parentPath = parent.path;
    }
    const path = cmsPagePath(type, slug, parentPath);
    if (type === "page" && isReservedPagePath(path)) throw reservedPath();
    return path;
  }

  async function unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw pathTaken();
      throw error;
    }
  }

  return {
    expandTemplates,

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

    async listDrafts(pageId: number): Promise<Draft[]> {
      if (!(await repo.getPage(pageId))) throw pageNotFound();
      return (await repo.listDrafts(pageId)).map(toDraft);
    },

    async getDraft(pageId: number, draftId: number): Promise<Draft> {
      const row = await repo.getDraft(pageId, draftId);
      if (!row) throw notFound("Fant ikke utkastet.");
      return toDraft(row);
    },

    async createDraft(
      pageId: number,
      body: { title?: string | undefined; slug?: string | undefined; data?: PageData | undefined },
    ): Promise<Draft> {
      const page = await repo.getPage(pageId);
      if (!page) throw pageNotFound();
      const row = await repo.insertDraft({
        pageId,
        title: body.title ?? page.title,
        slug: body.slug ?? page.slug,
        data: body.data ?? page.data,
        baseRevision: page.revision,
      });
      return toDraft(row);
    },

    async updateDraft(
      pageId: number,
      draftId: number,
      body: {
        revision: number;
        title?: string | undefined;
        slug?: string | undefined;
        data?: PageData | undefined;
        publish: boolean;
      },
    ): Promise<{ data: Draft; page?: CmsPage }> {
      const current = await repo.getDraft(pageId, draftId);
      if (!current) throw notFound("Fant ikke utkastet.");
      if (current.revision !== body.revision) throw conflict();
      let draft = current;
      const changes = {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.slug !== undefined && { slug: body.slug }),
        ...(body.data !== undefined && { data: body.data }),
      };
      if (Object.keys(changes).length > 0) {
        const updated = await repo.updateDraft(pageId, draftId, body.revision, changes);
        if (!updated) throw conflict();
        draft = updated;
      }
      if (!body.publish) return { data: toDraft(draft) };
      const page = await repo.getPage(pageId);
      if (!page) throw pageNotFound();
      const path = await pathFor(page.type as PageType, draft.slug, page.parentId);
      const result = await unique(() => repo.publishDraft(pageId, draftId, draft.revision, () => path));
      if (result.kind === "missing") throw notFound("Fant ikke utkastet.");
      if (result.kind === "conflict") throw conflict();
      return { data: toDraft(result.draft), page: await toPage(result.page, null) };
    },

    async deleteDraft(pageId: number, draftId: number): Promise<{ id: number }> {
      if (!(await repo.deleteDraft(pageId, draftId))) throw notFound("Fant ikke utkastet.");
      return { id: draftId };
    },

    /** The page's earlier published versions, newest first. */
    async listVersions(pageId: number, limit = 50): Promise<PageVersion[]> {
      if (!(await repo.getPage(pageId))) throw pageNotFound();
      return (await repo.listVersions(pageId, limit)).map((row) => ({
        id: row.id,
        pageId: row.pageId,
        revision: row.revision,
        title: row.title,
        slug: row.slug,
        data: row.data,
        createdAt: iso(row.createdAt),
      }));
    },

    async listTemplates(): Promise<CmsModuleTemplate[]> {
      return (await repo.listTemplates()).map(toTemplate);
    },

    async getTemplate(id: number): Promise<CmsModuleTemplate> {
      const [row] = await repo.getTemplates([id]);
      if (!row) throw notFound("Fant ikke modulmalen.");
      return toTemplate(row);
    },

    async createTemplate(body: { title: string; preview_id?: number | null | undefined; data: Module[] }) {
      return toTemplate(
        await repo.insertTemplate({ title: body.title, previewId: body.preview_id ?? null, data: body.data }),
      );
    },

    async updateTemplate(
      id: number,
      body: {
        title?: string | undefined;
        preview_id?: number | null | undefined;
        data?: Module[] | undefined;
      },
    ) {
      const row = await repo.updateTemplate(id, {
        ...(body.title !== undefined && { title: body.title }),
        ...(body.preview_id !== undefined && { previewId: body.preview_id }),
        ...(body.data !== undefined && { data: body.data }),
      });
      if (!row) throw notFound("Fant ikke modulmalen.");
      return toTemplate(row);
    },

    /** Pages whose content or newest draft places the template, once per sync mode. */
    async listTemplateUsage(id: number): Promise<TemplateUsage[]> {
      if ((await repo.getTemplates([id])).length === 0) throw notFound("Fant ikke modulmalen.");
      const hints = [MODULE_TEMPLATE_TYPE];
      const [published, drafts] = await Promise.all([
        repo.pagesMentioning(hints),
        repo.draftsMentioning(hints, true),
      ]);
      const usage = new Map<string, TemplateUsage>();
      const add = (
        row: { pageId: number; title: string; path: string; type: string; data: PageData },
        where: "page" | "draft",
      ) => {
        for (const syncMode of templatePlacements(row.data.modules, id)) {
          const key = `${row.pageId}:${syncMode}`;
          const known = usage.get(key);
          if (known) known.in = known.in === where ? where : "both";
          else
            usage.set(key, {
              pageId: row.pageId,
              title: row.title,
              path: row.path,
              type: row.type as PageType,
              syncMode,
              in: where,
            });
        }
      };
      for (const row of published) add({ ...row, pageId: row.id }, "page");
      for (const row of drafts) add(row, "draft");
      return [...usage.values()];
    },

    async deleteTemplate(id: number): Promise<{ id: number }> {
      if (!(await repo.deleteTemplate(id))) throw notFound("Fant ikke modulmalen.");
      return { id };
    },

    /** Menus with each page item's url taken from its page's current path. */
    async listMenus(): Promise<Menu[]> {
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
    },

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
      const menu = (await this.listMenus()).find((m) => m.id === id);
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

export type CmsService = ReturnType<typeof cmsService>;
