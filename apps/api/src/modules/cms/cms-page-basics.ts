import type { CmsPage } from "@mt/contract/cms";
import { withModuleDefaults } from "@mt/domain/cms/module-schemas";
import { cmsPagePath, isReservedPagePath } from "@mt/domain/cms/page-rules";
import type { PageType } from "@mt/domain/entities/enums";
import { MODULE_TEMPLATE_TYPE, type Module } from "@mt/domain/entities/module";
import { resolveLink } from "@mt/domain/routes/links";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { CmsRepository, PageRow } from "./cms.repository.ts";

export const conflict = () => apiError("REVISION_CONFLICT");
const pathTaken = () => fieldError("PATH_TAKEN", "slug");
const reservedPath = () => fieldError("RESERVED_PATH", "slug");
export const pageNotFound = () => notFound("Fant ikke siden.");

export const iso = (date: Date) => date.toISOString();

export interface Caller {
  canEditPages: boolean;
}

/**
 * What the CMS service's parts share: a page as every reader gets it (templates expanded, page
 * links resolved, defaults filled in), who may see it, and where it lives.
 */
export function cmsPageBasics(repo: CmsRepository) {
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

  return { expandTemplates, toPage, toPages, visiblePage, pathFor, unique };
}
