import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/** Modules, seo and background of a page, as the server format's `data` holds them. */
export type PageData = {
  modules: { key: string; type: string; data: Record<string, unknown> }[];
  seo: { title: string; description: string; keywords: string[]; image: string | null };
  background: string;
};

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
};

/** A CMS page (type page, job or module-template): its published content and its revision. */
export const cmsPage = pgTable(
  "cms_page",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    type: text("type").notNull().default("page"),
    parentId: integer("parent_id").references((): AnyPgColumn => cmsPage.id, { onDelete: "set null" }),
    published: boolean("published").notNull().default(false),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    path: text("path").notNull(),
    data: jsonb("data").$type<PageData>().notNull(),
    /** Grows with every change; an edit names the revision it was based on. */
    revision: integer("revision").notNull().default(1),
    ...timestamps,
  },
  (table) => [
    uniqueIndex("cms_page_path_unique").on(table.path).where(sql`${table.type} <> 'module-template'`),
    index("cms_page_type_idx").on(table.type),
  ],
);

/** Unpublished changes to a page. Publishing one makes it the page's content. */
export const cmsPageDraft = pgTable(
  "cms_page_draft",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => cmsPage.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    data: jsonb("data").$type<PageData>().notNull(),
    revision: integer("revision").notNull().default(1),
    baseRevision: integer("base_revision").notNull(),
    ...timestamps,
  },
  (table) => [index("cms_page_draft_page_idx").on(table.pageId)],
);

/** Earlier published content of a page, kept when a draft replaces it. */
export const cmsPageVersion = pgTable(
  "cms_page_version",
  {
    id: serial("id").primaryKey(),
    pageId: integer("page_id")
      .notNull()
      .references(() => cmsPage.id, { onDelete: "cascade" }),
    revision: integer("revision").notNull(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    path: text("path").notNull(),
    data: jsonb("data").$type<PageData>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("cms_page_version_page_idx").on(table.pageId)],
);

export const cmsModuleTemplate = pgTable("cms_module_template", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  previewId: integer("preview_id"),
  data: jsonb("data").$type<PageData["modules"]>().notNull(),
  ...timestamps,
});

export type StoredMenuItem = {
  type: "url" | "page";
  label: string;
  meta?: Record<string, unknown> | null;
  url?: string | null;
  pageId?: number | null;
};

export const cmsMenu = pgTable("cms_menu", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  title: text("title").notNull(),
  items: jsonb("items").$type<StoredMenuItem[]>().notNull(),
  ...timestamps,
});
