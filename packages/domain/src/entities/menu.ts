import { z } from "zod";
import { stripToPath } from "../routes/links.ts";

export const MENU_ITEM_TYPES = ["url", "page"] as const;

export const menuItemSchema = z.object({
  type: z.enum(MENU_ITEM_TYPES),
  label: z.string().max(200),
  meta: z.record(z.string(), z.unknown()).nullish(),
  /** Only for type url; a page item's url is derived from its page. */
  url: z.string().max(2000).nullish(),
  pageId: z.number().int().nullish(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuSchema = z.object({
  id: z.number().int(),
  key: z.string().max(100),
  title: z.string().max(200),
  items: z.array(menuItemSchema).default([]),
});
export type Menu = z.infer<typeof menuSchema>;

/** A menu item as PATCH cms/navigation/{id} sends it: page_id instead of pageId. */
export const menuItemBodySchema = z.object({
  type: z.enum(MENU_ITEM_TYPES),
  label: z.string().max(200),
  meta: z.record(z.string(), z.unknown()).nullish(),
  url: z.string().max(2000).nullish(),
  page_id: z.number().int().nullish(),
});
export type MenuItemBody = z.infer<typeof menuItemBodySchema>;

export const menuBodySchema = z.object({
  id: z.number().int(),
  key: z.string().max(100),
  title: z.string().max(200),
  items: z.array(menuItemBodySchema),
});
export type MenuBody = z.infer<typeof menuBodySchema>;

/** For a page item the url is stripped to its path; a url item keeps its url. */
export function normaliseMenuItem(item: MenuItem): MenuItem {
  if (item.type !== "page" || !item.url) return item;
  return { ...item, url: stripToPath(item.url) };
}

export function menuItemToBody(item: MenuItem): MenuItemBody {
  return {
    type: item.type,
    label: item.label,
    meta: item.meta ?? null,
    url: item.type === "url" ? (item.url ?? null) : null,
    page_id: item.pageId ?? null,
  };
}

export function menuItemFromBody(item: MenuItemBody): MenuItem {
  return normaliseMenuItem({
    type: item.type,
    label: item.label,
    meta: item.meta ?? null,
    url: item.url ?? null,
    pageId: item.page_id ?? null,
  });
}

export function menuToBody(menu: Menu): MenuBody {
  return { id: menu.id, key: menu.key, title: menu.title, items: menu.items.map(menuItemToBody) };
}
