import { type CmsPage, getPage, listMenus, listPages } from "@mt/contract/cms";
import type { ApiFetch } from "@mt/contract/load-context";
import { prepareModulesForRender } from "@mt/domain/cms/module-schemas";
import { normaliseRequestPath } from "@mt/domain/cms/page-rules";
import type { PageType } from "@mt/domain/entities/enums";
import type { Menu } from "@mt/domain/entities/menu";
import { type Page, pageFromServer } from "@mt/domain/entities/page";
import { ApiError, callApi } from "../../lib/api";

export type CmsPageWithRevision = Page & { revision: number };

/** Modules checked and filled with defaults on the server; invalid ones are left out with a warning. */
export function prepareModules(modules: Page["modules"]): Page["modules"] {
  const prepared = prepareModulesForRender(modules);
  for (const module of prepared.dropped) {
    console.warn("[cms] Invalid module data, rendering nothing", { key: module.key, type: module.type });
  }
  return prepared.modules;
}

const toFront = (page: CmsPage): CmsPageWithRevision => {
  const front = pageFromServer(page);
  return { ...front, modules: prepareModules(front.modules), revision: page.revision };
};

/**
 * The published CMS page at a path, else by slug ("/om-oss" or slug "om-oss"), in the front
 * format; null when there is none. For loaders: `await loadCmsPage(context.api, { path })`, or
 * `{ slug, type: "job" }` for a job page's marketing content.
 */
export async function loadCmsPage(
  api: ApiFetch,
  target: { path: string } | { slug: string; type?: PageType },
): Promise<CmsPageWithRevision | null> {
  if ("path" in target) {
    const path = normaliseRequestPath(target.path);
    const byPath = await callApi(api, listPages, { query: { path, perPage: 1 } });
    if (byPath.data[0]) return toFront(byPath.data[0]);
    const slug = path.slice(1);
    if (!slug || slug.includes("/")) return null;
    const bySlug = await callApi(api, listPages, { query: { slug, type: "page", perPage: 1 } });
    return bySlug.data[0] ? toFront(bySlug.data[0]) : null;
  }
  const result = await callApi(api, listPages, {
    query: { slug: target.slug, ...(target.type && { type: target.type }), perPage: 1 },
  });
  return result.data[0] ? toFront(result.data[0]) : null;
}

/** A CMS page by id, prepared for rendering; null when it is missing or not published. */
export async function loadCmsPageById(api: ApiFetch, id: number): Promise<CmsPageWithRevision | null> {
  try {
    const page = toFront((await callApi(api, getPage, { params: { id } })).data);
    return page.published ? page : null;
  } catch (error) {
    if (error instanceof ApiError && error.error.status === 404) return null;
    throw error;
  }
}

/** The CMS menus; an empty list when they cannot be loaded (spec section 8). */
export async function loadMenus(api: ApiFetch): Promise<Menu[]> {
  try {
    return (await callApi(api, listMenus)).data;
  } catch {
    return [];
  }
}
