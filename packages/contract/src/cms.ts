import { cmsImageSchema } from "@mt/domain/cms/cms-image";
import { cmsModulesSchema, cmsRichTextSchema } from "@mt/domain/cms/module-schemas";
import {
  PATH_TAKEN_MESSAGE,
  RESERVED_PATH_MESSAGE,
  REVISION_CONFLICT_MESSAGE,
  slugSchema,
} from "@mt/domain/cms/page-rules";
import { isSafeHref, UNSAFE_LINK_MESSAGE } from "@mt/domain/cms/safe-url";
import { pageTypeSchema } from "@mt/domain/entities/enums";
import { menuBodySchema, menuItemBodySchema, menuSchema } from "@mt/domain/entities/menu";
import { moduleSchema } from "@mt/domain/entities/module";
import { moduleTemplateBodySchema } from "@mt/domain/entities/module-template";
import { PAGE_LIST_PAGE_SIZE, seoSchema, serverPageSchema } from "@mt/domain/entities/page";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

/** Error codes special to pages, drafts and module rendering. */
export const cmsErrors = defineErrors({
  REVISION_CONFLICT: { status: 409, message: REVISION_CONFLICT_MESSAGE },
  PATH_TAKEN: { status: 422, message: PATH_TAKEN_MESSAGE },
  RESERVED_PATH: { status: 422, message: RESERVED_PATH_MESSAGE },
  RENDERER_UNAVAILABLE: { status: 503, message: "Visningen av moduler er ikke tilgjengelig." },
  PAGE_IN_MENU: {
    status: 409,
    message: "Siden ligger i en meny. Fjern den fra menyen før du sletter den.",
  },
  NOT_RICH_TEXT: { status: 422, message: "Feltet er ikke rik tekst." },
});

const id = z.coerce.number().int().positive();
const idParams = z.object({ id });
const flag = z.enum(["1", "0", "true", "false"]).transform((value) => value === "1" || value === "true");

/** A page as the API sends it: the server format plus the revision an edit must be based on. */
export const cmsPageSchema = serverPageSchema.extend({ revision: z.number().int() });
export type CmsPage = z.infer<typeof cmsPageSchema>;

export const listMetaSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
});
export type ListMeta = z.infer<typeof listMetaSchema>;

const safeSeoSchema = seoSchema.extend({
  image: z.string().max(2000).refine(isSafeHref, UNSAFE_LINK_MESSAGE).nullable().default(null),
});

/** A page's content: modules (each checked by its module type's schema), seo and background. */
export const pageDataBodySchema = z.object({
  modules: cmsModulesSchema.default([]),
  seo: safeSeoSchema.default({ title: "", description: "", keywords: [], image: null }),
  background: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "Ugyldig format")
    .default("#ffffff"),
});

export const listPages = defineRoute({
  method: "GET",
  path: "/page",
  refs: { query: { uuid: "page", id: "page" } },
  summary: "Pages, filtered and paged (visitors see published pages only)",
  tags: ["cms"],
  query: z.object({
    published: flag.optional(),
    type: pageTypeSchema.optional(),
    uuid: z.uuid().optional(),
    id: id.optional(),
    slug: z.string().max(200).optional(),
    path: z.string().max(500).optional(),
    search: z.string().max(200).optional(),
    page: z.coerce.number().int().min(1).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(PAGE_LIST_PAGE_SIZE),
  }),
  response: z.object({ data: z.array(cmsPageSchema), meta: listMetaSchema }),
});

export const getPage = defineRoute({
  method: "GET",
  path: "/page/:id",
  refs: { params: { id: "page" } },
  summary: "One page",
  tags: ["cms"],
  params: idParams,
  response: z.object({ data: cmsPageSchema }),
});

export const createPageBodySchema = z.object({
  type: pageTypeSchema.default("page"),
  title: z.string().trim().min(1, "Må fylles ut").max(200),
  slug: slugSchema,
  parentId: z.number().int().nullish(),
  published: z.boolean().default(false),
  data: pageDataBodySchema.default({
    modules: [],
    seo: { title: "", description: "", keywords: [], image: null },
    background: "#ffffff",
  }),
});

export const createPage = defineRoute({
  method: "POST",
  path: "/page",
  refs: { body: { parentId: "page" } },
  summary: "Create a page",
  tags: ["cms"],
  body: createPageBodySchema,
  status: 201,
  response: z.object({ data: cmsPageSchema }),
});

export const updatePage = defineRoute({
  method: "PATCH",
  path: "/page/:id",
  refs: { params: { id: "page" }, body: { parentId: "page" } },
  summary: "Change a page; a stale revision answers 409",
  tags: ["cms"],
  params: idParams,
  body: z.object({
    revision: z.number().int(),
    title: z.string().trim().min(1, "Må fylles ut").max(200).optional(),
    slug: slugSchema.optional(),
    parentId: z.number().int().nullish(),
    published: z.boolean().optional(),
    data: pageDataBodySchema.optional(),
  }),
  response: z.object({ data: cmsPageSchema }),
});

export const deletePage = defineRoute({
  method: "DELETE",
  path: "/page/:id",
  refs: { params: { id: "page" } },
  summary: "Delete a page with its drafts and versions",
  tags: ["cms"],
  params: idParams,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

export const draftSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  title: z.string(),
  slug: z.string(),
  data: serverPageSchema.shape.data,
  revision: z.number().int(),
  /** The page revision this draft started from; publishing needs the page to be there still. */
  baseRevision: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof draftSchema>;

const draftParams = z.object({ pageId: id, draftId: id });

export const listDrafts = defineRoute({
  method: "GET",
  path: "/page/:pageId/draft",
  refs: { params: { pageId: "page" } },
  summary: "The page's drafts, newest first",
  tags: ["cms"],
  params: z.object({ pageId: id }),
  response: z.object({ data: z.array(draftSchema) }),
});

export const getDraft = defineRoute({
  method: "GET",
  path: "/page/:pageId/draft/:draftId",
  refs: { params: { pageId: "page", draftId: "draft" } },
  summary: "One draft",
  tags: ["cms"],
  params: draftParams,
  response: z.object({ data: draftSchema }),
});

export const createDraft = defineRoute({
  method: "POST",
  path: "/page/:pageId/draft",
  refs: { params: { pageId: "page" } },
  summary: "Start a draft from the published page, or with the given content",
  tags: ["cms"],
  params: z.object({ pageId: id }),
  body: z
    .object({
      title: z.string().trim().min(1, "Må fylles ut").max(200).optional(),
      slug: slugSchema.optional(),
      data: pageDataBodySchema.optional(),
    })
    .default({}),
  status: 201,
  response: z.object({ data: draftSchema }),
});

export const updateDraft = defineRoute({
  method: "PATCH",
  path: "/page/:pageId/draft/:draftId",
  refs: { params: { pageId: "page", draftId: "draft" } },
  summary: "Change a draft, or publish it (publish: true); a stale revision answers 409",
  tags: ["cms"],
  params: draftParams,
  body: z.object({
    revision: z.number().int(),
    title: z.string().trim().min(1, "Må fylles ut").max(200).optional(),
    slug: slugSchema.optional(),
    data: pageDataBodySchema.optional(),
    publish: z.boolean().default(false),
  }),
  response: z.object({ data: draftSchema, page: cmsPageSchema.optional() }),
});

export const deleteDraft = defineRoute({
  method: "DELETE",
  path: "/page/:pageId/draft/:draftId",
  refs: { params: { pageId: "page", draftId: "draft" } },
  summary: "Delete a draft",
  tags: ["cms"],
  params: draftParams,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

export const pageVersionSchema = z.object({
  id: z.number().int(),
  pageId: z.number().int(),
  revision: z.number().int(),
  title: z.string(),
  slug: z.string(),
  data: serverPageSchema.shape.data,
  createdAt: z.string(),
});

export const renderModule = defineRoute({
  method: "POST",
  path: "/page/render-module",
  summary: "A module rendered as HTML by the site's own renderer",
  tags: ["cms"],
  body: z.object({
    key: z.string().min(1).max(100),
    type: z.string().min(1).max(100),
    data: z.record(z.string(), z.unknown()).default({}),
  }),
  response: z.object({ data: z.object({ key: z.string(), html: z.string() }) }),
});

export const moduleTemplateResponseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  previewId: z.number().int().nullable(),
  data: z.array(moduleSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CmsModuleTemplate = z.infer<typeof moduleTemplateResponseSchema>;

const templateBody = moduleTemplateBodySchema.extend({ data: cmsModulesSchema.default([]) });

export const listModuleTemplates = defineRoute({
  method: "GET",
  path: "/module-template",
  summary: "Module templates",
  tags: ["cms"],
  response: z.object({ data: z.array(moduleTemplateResponseSchema) }),
});

export const getModuleTemplate = defineRoute({
  method: "GET",
  path: "/module-template/:id",
  refs: { params: { id: "module-template" } },
  summary: "One module template",
  tags: ["cms"],
  params: idParams,
  response: z.object({ data: moduleTemplateResponseSchema }),
});

export const createModuleTemplate = defineRoute({
  method: "POST",
  path: "/module-template",
  refs: { body: { preview_id: "media" } },
  summary: "Create a module template {title, preview_id, data}",
  tags: ["cms"],
  body: templateBody,
  status: 201,
  response: z.object({ data: moduleTemplateResponseSchema }),
});

export const updateModuleTemplate = defineRoute({
  method: "PATCH",
  path: "/module-template/:id",
  refs: { params: { id: "module-template" }, body: { preview_id: "media" } },
  summary: "Change a module template; synced page modules show the change at once",
  tags: ["cms"],
  params: idParams,
  body: templateBody.partial().extend({ title: moduleTemplateBodySchema.shape.title.optional() }),
  response: z.object({ data: moduleTemplateResponseSchema }),
});

export const deleteModuleTemplate = defineRoute({
  method: "DELETE",
  path: "/module-template/:id",
  refs: { params: { id: "module-template" } },
  summary: "Delete a module template; synced modules keep their last copy",
  tags: ["cms"],
  params: idParams,
  response: z.object({ data: z.object({ id: z.number().int() }) }),
});

export const listMenus = defineRoute({
  method: "GET",
  path: "/cms/navigation",
  summary: "The CMS menus (id, key, title, items)",
  tags: ["cms"],
  response: z.object({ data: z.array(menuSchema) }),
});

export const updateMenu = defineRoute({
  method: "PATCH",
  path: "/cms/navigation/:id",
  refs: { params: { id: "menu" }, body: { id: "menu", "items.*.page_id": "page" } },
  summary: "Replace a menu's title and items",
  tags: ["cms"],
  params: idParams,
  body: menuBodySchema.partial({ id: true, key: true, title: true }).extend({
    items: z
      .array(
        menuItemBodySchema.superRefine((item, ctx) => {
          if (item.type === "url" && (!item.url || !isSafeHref(item.url))) {
            ctx.addIssue({ code: "custom", message: UNSAFE_LINK_MESSAGE, path: ["url"] });
          }
          if (item.type === "page" && !item.page_id)
            ctx.addIssue({ code: "custom", message: "Må fylles ut", path: ["page_id"] });
        }),
      )
      .max(50),
  }),
  response: z.object({ data: menuSchema }),
});

export const linkSearchResultSchema = z.object({
  /** A CMS page (id is the page's) or a published job of the catalogue (id is the job template's). */
  kind: z.enum(["page", "job"]),
  id: z.number().int(),
  type: pageTypeSchema,
  title: z.string(),
  slug: z.string(),
  path: z.string(),
  url: z.string(),
});

export type LinkSearchResult = z.infer<typeof linkSearchResultSchema>;

export const linkSearch = defineRoute({
  method: "GET",
  path: "/cms/link-search",
  summary: "Pages and job pages to link to, by title, slug or path",
  tags: ["cms"],
  query: z.object({
    search: z.string().max(200).default(""),
    limit: z.coerce.number().int().min(1).max(50).default(20),
  }),
  response: z.object({ data: z.array(linkSearchResultSchema) }),
});

/** Earlier published versions of a page, newest first (at most 50); restoring one goes through a draft. */
export const listPageVersions = defineRoute({
  method: "GET",
  path: "/page/:id/version",
  refs: { params: { id: "page" } },
  summary: "The page's earlier published versions, newest first",
  tags: ["cms"],
  params: idParams,
  response: z.object({ data: z.array(pageVersionSchema) }),
});

export const pageReferenceSchema = z.object({
  /** Menus with an item that leads to the page. */
  menus: z.array(z.object({ id: z.number().int(), key: z.string(), title: z.string(), label: z.string() })),
  /** Other pages whose content (buttons, rich-text links, published or in a draft) links to the page. */
  pages: z.array(z.object({ id: z.number().int(), title: z.string(), path: z.string() })),
});
export type PageReferences = z.infer<typeof pageReferenceSchema>;

export const getPageReferences = defineRoute({
  method: "GET",
  path: "/page/:id/references",
  refs: { params: { id: "page" } },
  summary: "Menus and pages that lead to the page (checked before it is deleted)",
  tags: ["cms"],
  params: idParams,
  response: z.object({ data: pageReferenceSchema }),
});

export const templateUsageSchema = z.object({
  pageId: z.number().int(),
  title: z.string(),
  path: z.string(),
  type: pageTypeSchema,
  syncMode: z.enum(["Synced", "Manual"]),
  /** Where the template is placed: the published page, its newest draft, or both. */
  in: z.enum(["page", "draft", "both"]),
});
export type TemplateUsage = z.infer<typeof templateUsageSchema>;

export const listModuleTemplateUsage = defineRoute({
  method: "GET",
  path: "/module-template/:id/pages",
  refs: { params: { id: "module-template" } },
  summary: "Pages that place the template; a change reaches the synced ones",
  tags: ["cms"],
  params: idParams,
  response: z.object({ data: z.array(templateUsageSchema) }),
});

/**
 * One rich-text field of a published page changed in place by a rich-text editor (global admin,
 * customer service, caseworker; spec section 6). `field` is the path inside the module's data, e.g.
 * ["content"] or ["items", 2, "answer"]; only a field that holds rich text may be changed.
 */
export const updatePageRichText = defineRoute({
  method: "PATCH",
  path: "/page/:id/rich-text",
  refs: { params: { id: "page" } },
  summary: "Change one rich-text field of a published page; a stale revision answers 409",
  tags: ["cms"],
  params: idParams,
  body: z.object({
    revision: z.number().int(),
    moduleKey: z.string().min(1).max(100),
    field: z
      .array(z.union([z.string().min(1).max(100), z.number().int().min(0)]))
      .min(1)
      .max(6),
    content: cmsRichTextSchema,
  }),
  response: z.object({ data: cmsPageSchema }),
});

export { cmsImageSchema };
