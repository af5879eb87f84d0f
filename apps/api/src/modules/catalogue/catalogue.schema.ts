import type { PublicProduct } from "@mt/contract/catalogue";
import type { JobDefinition } from "@mt/domain/price/job-definition";
import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * Groups job templates on the catalogue page. `pageId` links a CMS page; `imageUrl` is an image from
 * the media library, as a job template's is.
 */
export const jobCategory = pgTable("job_category", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  icon: text("icon"),
  imageUrl: text("image_url"),
  order: integer("order").notNull().default(0),
  pageId: integer("page_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A wholesaler article: used by product-selector questions and as materials. Prices in øre incl. VAT. */
export const product = pgTable("product", {
  id: serial("id").primaryKey(),
  uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
  sku: text("sku").notNull().unique(),
  name: text("name").notNull(),
  description: text("description"),
  imageUrl: text("image_url"),
  priceOre: integer("price_ore").notNull(),
  workType: text("work_type").notNull(),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A job template (jobbmal). `draft` is the editable definition (questions, prices, materials);
 * publishing copies it into an immutable `job_template_version`.
 */
export const jobTemplate = pgTable("job_template", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  workType: text("work_type").notNull(),
  categoryId: integer("category_id").references(() => jobCategory.id, { onDelete: "set null" }),
  pageId: integer("page_id"),
  order: integer("order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  draft: jsonb("draft").$type<JobDefinition>().notNull(),
  publishedVersionId: integer("published_version_id"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A published version: never updated, so a price once shown never changes under the customer. */
export const jobTemplateVersion = pgTable(
  "job_template_version",
  {
    id: serial("id").primaryKey(),
    jobTemplateId: integer("job_template_id")
      .notNull()
      .references(() => jobTemplate.id, { onDelete: "restrict" }),
    version: integer("version").notNull(),
    definition: jsonb("definition").$type<JobDefinition>().notNull(),
    /** The products the definition refers to, with the prices they had when published. */
    products: jsonb("products").$type<PublicProduct[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique("job_template_version_number").on(t.jobTemplateId, t.version), index().on(t.jobTemplateId)],
);
