import {
  createDraft,
  createModuleTemplate,
  createPage,
  deleteDraft,
  deleteModuleTemplate,
  deletePage,
  getDraft,
  getModuleTemplate,
  getPage,
  getPageReferences,
  linkSearch,
  listDrafts,
  listMenus,
  listModuleTemplates,
  listModuleTemplateUsage,
  listPages,
  listPageVersions,
  renderModule,
  updateDraft,
  updateMenu,
  updateModuleTemplate,
  updatePage,
  updatePageRichText,
} from "@mt/contract/cms";
import type { FastifyInstance } from "fastify";
import { publicAccess, rolesAccess } from "../../lib/access.ts";
import { apiError } from "../../lib/http-error.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { internalRequestHeaders } from "../../plugins/internal-requests.ts";
import { callerOf } from "./cms.caller.ts";
import type { CmsService } from "./cms.service.ts";

const admin = rolesAccess("GLOBAL_ADMIN");

/** Path of the web app's resource route that renders one module with the site's renderer. */
export const RENDER_MODULE_WEB_PATH = "/_cms/render-module";
/** The web route's answer carries it, so an answer from anything else (a 404 page) is not taken. */
export const RENDER_MODULE_HEADER = "x-cms-render";

export function cmsRoutes(app: FastifyInstance, service: CmsService) {
  registerRoute(app, listPages, {
    access: publicAccess,
    handler: ({ query, request }) => service.listPages(query, callerOf(request)),
  });
  registerRoute(app, renderModule, {
    access: admin,
    handler: async ({ body, request }) => {
      // The synced template's current modules, as the page would show them.
      const [module] = await service.expandTemplates([body]);
      const response = await request.server.inject({
        method: "POST",
        url: RENDER_MODULE_WEB_PATH,
        headers: { "content-type": "application/json", ...internalRequestHeaders(request.server) },
        payload: JSON.stringify(module),
      });
      if (response.statusCode !== 200 || response.headers[RENDER_MODULE_HEADER] !== "1") {
        throw apiError("RENDERER_UNAVAILABLE");
      }
      return { data: { key: body.key, html: (response.json() as { html: string }).html } };
    },
  });
  registerRoute(app, getPage, {
    access: publicAccess,
    handler: async ({ params, request }) => ({ data: await service.getPage(params.id, callerOf(request)) }),
  });
  registerRoute(app, createPage, {
    access: admin,
    handler: async ({ body }) => ({ data: await service.createPage(body) }),
  });
  registerRoute(app, updatePage, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.updatePage(params.id, body) }),
  });
  registerRoute(app, updatePageRichText, {
    access: rolesAccess("GLOBAL_ADMIN", "CUSTOMER_SERVICE", "CASEWORKER"),
    handler: async ({ params, body }) => ({ data: await service.updatePageRichText(params.id, body) }),
  });
  registerRoute(app, deletePage, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.deletePage(params.id) }),
  });
  registerRoute(app, getPageReferences, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.getPageReferences(params.id) }),
  });
  registerRoute(app, listModuleTemplateUsage, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.listTemplateUsage(params.id) }),
  });
  registerRoute(app, listDrafts, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.listDrafts(params.pageId) }),
  });
  registerRoute(app, getDraft, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.getDraft(params.pageId, params.draftId) }),
  });
  registerRoute(app, createDraft, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.createDraft(params.pageId, body) }),
  });
  registerRoute(app, updateDraft, {
    access: admin,
    handler: ({ params, body }) => service.updateDraft(params.pageId, params.draftId, body),
  });
  registerRoute(app, deleteDraft, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.deleteDraft(params.pageId, params.draftId) }),
  });
  registerRoute(app, listPageVersions, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.listVersions(params.id) }),
  });
  registerRoute(app, listModuleTemplates, {
    access: admin,
    handler: async () => ({ data: await service.listTemplates() }),
  });
  registerRoute(app, getModuleTemplate, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.getTemplate(params.id) }),
  });
  registerRoute(app, createModuleTemplate, {
    access: admin,
    handler: async ({ body }) => ({ data: await service.createTemplate(body) }),
  });
  registerRoute(app, updateModuleTemplate, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.updateTemplate(params.id, body) }),
  });
  registerRoute(app, deleteModuleTemplate, {
    access: admin,
    handler: async ({ params }) => ({ data: await service.deleteTemplate(params.id) }),
  });
  registerRoute(app, listMenus, {
    access: publicAccess,
    handler: async () => ({ data: await service.listMenus() }),
  });
  registerRoute(app, updateMenu, {
    access: admin,
    handler: async ({ params, body }) => ({ data: await service.updateMenu(params.id, body) }),
  });
  registerRoute(app, linkSearch, {
    // Rich-text editors link to pages too (spec section 6).
    access: rolesAccess("GLOBAL_ADMIN", "CUSTOMER_SERVICE", "CASEWORKER"),
    handler: async ({ query }) => ({ data: await service.linkSearch(query.search, query.limit) }),
  });
}
