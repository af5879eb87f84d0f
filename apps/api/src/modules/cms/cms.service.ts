import type { CmsRepository } from "./cms.repository.ts";
import { cmsDraftsService } from "./cms-drafts.service.ts";
import { cmsMenusService } from "./cms-menus.service.ts";
import { cmsPageBasics } from "./cms-page-basics.ts";
import { cmsPagesService } from "./cms-pages.service.ts";
import { cmsTemplatesService } from "./cms-templates.service.ts";

export type { Caller } from "./cms-page-basics.ts";
export type { ImageUsage } from "./cms-pages.service.ts";

/**
 * Pages, drafts, module templates, menus and link search, one file per purpose; every method is
 * named here so a reader (or a tool) goes from a route's `service.x` straight to the file that holds it.
 */
export function cmsService(repo: CmsRepository) {
  const pages = cmsPagesService(repo);
  const drafts = cmsDraftsService(repo);
  const templates = cmsTemplatesService(repo);
  const menus = cmsMenusService(repo);
  return {
    listPages: pages.listPages,
    getPage: pages.getPage,
    createPage: pages.createPage,
    updatePage: pages.updatePage,
    updatePageRichText: pages.updatePageRichText,
    imageUsage: pages.imageUsage,
    deletePage: pages.deletePage,
    getPageReferences: pages.getPageReferences,

    listDrafts: drafts.listDrafts,
    getDraft: drafts.getDraft,
    createDraft: drafts.createDraft,
    updateDraft: drafts.updateDraft,
    deleteDraft: drafts.deleteDraft,
    listVersions: drafts.listVersions,

    /** Synced module templates filled in with their template's modules (the module preview). */
    expandTemplates: cmsPageBasics(repo).expandTemplates,
    listTemplates: templates.listTemplates,
    getTemplate: templates.getTemplate,
    createTemplate: templates.createTemplate,
    updateTemplate: templates.updateTemplate,
    listTemplateUsage: templates.listTemplateUsage,
    deleteTemplate: templates.deleteTemplate,

    listMenus: menus.listMenus,
    updateMenu: menus.updateMenu,
    linkSearch: menus.linkSearch,
  };
}

export type CmsService = ReturnType<typeof cmsService>;
