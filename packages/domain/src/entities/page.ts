import { z } from "zod";
import { pageTypeSchema } from "./enums.ts";
import { moduleSchema } from "./module.ts";

export const DEFAULT_PAGE_BACKGROUND = "#ffffff";
export const PAGE_LIST_PAGE_SIZE = 20;

export const seoSchema = z.object({
  title: z.string().max(200).default(""),
  description: z.string().max(1000).default(""),
  keywords: z.array(z.string().max(100)).max(50).default([]),
  image: z.string().max(2000).nullable().default(null),
});
export type Seo = z.infer<typeof seoSchema>;

const emptySeo = (): Seo => ({ title: "", description: "", keywords: [], image: null });

const backgroundSchema = z
  .string()
  .regex(/^#[0-9a-f]{6}$/i, "Ugyldig format")
  .default(DEFAULT_PAGE_BACKGROUND);

/** What the front and the server format share. */
const pageFields = {
  id: z.number().int(),
  parentId: z.number().int().nullable().default(null),
  draftId: z.number().int().nullable().default(null),
  published: z.boolean().default(true),
  title: z.string(),
  slug: z.string(),
  path: z.string(),
};

/** A page in the front format the web app works with. */
export const pageSchema = z.object({
  _id: z.string(),
  _type: pageTypeSchema.default("page"),
  ...pageFields,
  modules: z.array(moduleSchema).default([]),
  seo: seoSchema.default(emptySeo),
  background: backgroundSchema,
  createdAt: z.string().nullable().default(null),
  updatedAt: z.string().nullable().default(null),
});
export type Page = z.infer<typeof pageSchema>;

/** The server format: uuid and type instead of _id and _type; modules, seo and background inside data. */
export const serverPageSchema = z.object({
  uuid: z.string(),
  type: pageTypeSchema.default("page"),
  ...pageFields,
  data: z
    .object({
      modules: z.array(moduleSchema).default([]),
      seo: seoSchema.default(emptySeo),
      background: backgroundSchema,
    })
    .default(() => ({ modules: [], seo: emptySeo(), background: DEFAULT_PAGE_BACKGROUND })),
  createdAt: z.string().nullable().default(null),
  updatedAt: z.string().nullable().default(null),
});
export type ServerPage = z.infer<typeof serverPageSchema>;

export function pageFromServer(page: ServerPage): Page {
  const { uuid, type, data, ...rest } = page;
  return {
    ...rest,
    _id: uuid,
    _type: type,
    modules: data.modules,
    seo: data.seo,
    background: data.background,
  };
}

export function pageToServer(page: Page): ServerPage {
  const { _id, _type, modules, seo, background, ...rest } = page;
  return { ...rest, uuid: _id, type: _type, data: { modules, seo, background } };
}

/** The path of a page from its parent's path and its own slug: "/" for the home page's empty slug. */
export function pagePath(slug: string, parentPath?: string | null): string {
  const clean = slug.replace(/^\/+|\/+$/g, "");
  const parent = (parentPath ?? "").replace(/\/+$/, "");
  if (clean === "") return parent || "/";
  return `${parent}/${clean}`;
}
