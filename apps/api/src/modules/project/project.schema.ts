import type { ProjectView } from "@mt/contract/booking";
import type { ProjectEvent } from "@mt/contract/project";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { cart } from "../cart/cart.schema.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { media } from "../media/media.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A booked job (or inspection): frozen lines and totals, contact information, the timeslot (none
 * once cancelled: its time is free again), and the status the projects desk moves it through.
 */
export const project = pgTable(
  "project",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    number: integer("number").notNull().unique().generatedByDefaultAsIdentity({ startWith: 100001 }),
    status: text("status").$type<ProjectStatus>().notNull().default("ordered"),
    kind: text("kind").$type<ProjectView["kind"]>().notNull(),
    /** Raised by every change; a change with a stale version is refused (optimistic locking). */
    version: integer("version").notNull().default(0),
    /** ONLINE (the storefront) or STORE (a seller booked it). */
    salesChannel: text("sales_channel").$type<"ONLINE" | "STORE">().notNull().default("ONLINE"),
    /** The seller or store employee who booked it; null when the customer booked online. */
    createdByUserId: integer("created_by_user_id").references(() => appUser.id),
    /** The store channel (set when salesChannel is STORE): partner, store, the seller, and what was sold. */
    salesPartnerId: integer("sales_partner_id").references(() => salesPartner.id),
    salesPartnerDepartmentId: integer("sales_partner_department_id").references(
      () => salesPartnerDepartment.id,
    ),
    sellerUserId: integer("seller_user_id").references(() => appUser.id),
    sellerDescription: text("seller_description"),
    /** A cart is booked once. */
    cartId: integer("cart_id")
      .notNull()
      .unique()
      .references(() => cart.id),
    customerUserId: integer("customer_user_id")
      .notNull()
      .references(() => appUser.id),
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id),
    electricianId: integer("electrician_id")
      .notNull()
      .references(() => electrician.id),
    /** Null once cancelled (the cancel event keeps the former window). */
    timeslotId: integer("timeslot_id")
      .unique()
      .references(() => timeslot.id),
    contactInformation: jsonb("contact_information").$type<ProjectView["contactInformation"]>().notNull(),
    address: text("address").notNull(),
    postCode: text("post_code").notNull(),
    place: text("place"),
    lineItems: jsonb("line_items").$type<ProjectView["lineItems"]>().notNull(),
    totalOre: integer("total_ore").notNull(),
    vatOre: integer("vat_ore").notNull(),
    durationMinutes: integer("duration_minutes").notNull(),
    inspection: jsonb("inspection").$type<ProjectView["inspection"]>(),
    createdAt: tz("created_at").notNull().defaultNow(),
    /**
     * What the free-text search looks in, lower-cased (number, customer, phone, email, company,
     * address, post code, place). The database keeps it; a trigram index serves `like '%…%'`.
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(
        sql`lower("number"::text || ' ' || coalesce("contact_information"->>'firstName', '') || ' ' || coalesce("contact_information"->>'lastName', '') || ' ' || coalesce("contact_information"->>'phoneNumber', '') || ' ' || coalesce("contact_information"->>'email', '') || ' ' || coalesce("contact_information"->'company'->>'name', '') || ' ' || "address" || ' ' || "post_code" || ' ' || coalesce("place", ''))`,
      ),
    /** The work type of the first line, which the key figures group and filter by (decision 041). */
    workType: text("work_type").generatedAlwaysAs(sql`"line_items"->0->>'typeKey'`),
    /** The customer as the list sorts them: last name, first name. */
    customerSort: text("customer_sort")
      .notNull()
      .generatedAlwaysAs(
        sql`lower(coalesce("contact_information"->>'lastName', '') || ' ' || coalesce("contact_information"->>'firstName', ''))`,
      ),
  },
  (t) => [
    index("project_customer_idx").on(t.customerUserId),
    index("project_search_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    index("project_created_idx").on(t.createdAt),
    index("project_status_idx").on(t.status, t.createdAt),
    index("project_contractor_idx").on(t.contractorId, t.createdAt),
    index("project_electrician_idx").on(t.electricianId),
    index("project_created_by_idx").on(t.createdByUserId),
    index("project_sales_partner_idx").on(t.salesPartnerId, t.createdAt),
    index("project_sales_department_idx").on(t.salesPartnerDepartmentId, t.createdAt),
    index("project_seller_idx").on(t.sellerUserId, t.createdAt),
    index("project_customer_sort_idx").on(t.customerSort),
    // The customers desk finds customers by an order's address (prefix) and post code.
    index("project_address_search_idx").using("btree", sql`lower(${t.address}) text_pattern_ops`),
    index("project_post_code_idx").on(t.postCode),
    // Who may see a customer's photo without a signed link: the projects whose lines show it (decision 061).
    index("project_line_items_idx").using("gin", t.lineItems.op("jsonb_path_ops")),
  ],
);

/** The project's timeline: who did what, when, from which status to which, with what message. */
export const projectEvent = pgTable(
  "project_event",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    at: tz("at").notNull().defaultNow(),
    kind: text("kind").$type<ProjectEvent["kind"]>().notNull(),
    /** Null for the system or a user since deleted; `actorName` keeps what the timeline shows. */
    actorUserId: integer("actor_user_id").references(() => appUser.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    fromStatus: text("from_status").$type<ProjectStatus>(),
    toStatus: text("to_status").$type<ProjectStatus>(),
    message: text("message"),
    /** Internal (notes): never shown to the customer. */
    internal: boolean("internal").notNull().default(false),
    /** E.g. the former and new arrival window of a reschedule or cancel. */
    meta: jsonb("meta").$type<Record<string, unknown>>(),
  },
  (t) => [index("project_event_project_idx").on(t.projectId, t.id)],
);

/** A document (PDF uploaded with media/upload-document) on a project, maybe shared with the customer. */
export const projectDocument = pgTable(
  "project_document",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id),
    title: text("title").notNull(),
    sharedWithCustomer: boolean("shared_with_customer").notNull().default(false),
    createdByUserId: integer("created_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("project_document_project_idx").on(t.projectId, t.id),
    index("project_document_media_idx").on(t.mediaId),
  ],
);
