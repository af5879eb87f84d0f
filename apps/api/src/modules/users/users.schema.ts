import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contractor } from "../coverage/coverage.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";

/**
 * A person who can log in: identified by a phone number in E.164 ("+4791234567").
 * `availableRoles` are the roles granted; `activeRoles` the ones the user has switched on (a subset).
 * Electricians and contractor admins belong to a contractor. Partner admins belong to a sales
 * partner; department admins, sellers and store employees to one of its departments (and its partner).
 */
export const appUser = pgTable(
  "app_user",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
    phoneNumber: text("phone_number").notNull().unique(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    availableRoles: text("available_roles").array().notNull().default(sql`'{}'::text[]`),
    activeRoles: text("active_roles").array().notNull().default(sql`'{}'::text[]`),
    contractorId: integer("contractor_id").references(() => contractor.id, { onDelete: "set null" }),
    salesPartnerId: integer("sales_partner_id").references(() => salesPartner.id, { onDelete: "set null" }),
    salesPartnerDepartmentId: integer("sales_partner_department_id").references(
      () => salesPartnerDepartment.id,
      {
        onDelete: "set null",
      },
    ),
    /** What a seller is told when a customer of theirs books (their settings page), e.g. "BOOKED_SMS". */
    sellerNotifications: text("seller_notifications").array().notNull().default(sql`'{}'::text[]`),
    guidedToursFinished: text("guided_tours_finished").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("app_user_contractor_idx").on(t.contractorId),
    index("app_user_sales_partner_idx").on(t.salesPartnerId),
    index("app_user_sales_partner_department_idx").on(t.salesPartnerDepartmentId),
    // Prefix search on the customers desk (`like 'han%'` on lower-cased values, in any collation).
    index("app_user_first_name_search_idx").using("btree", sql`lower(${t.firstName}) text_pattern_ops`),
    index("app_user_last_name_search_idx").using("btree", sql`lower(${t.lastName}) text_pattern_ops`),
    index("app_user_full_name_search_idx").using(
      "btree",
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) text_pattern_ops`,
    ),
    index("app_user_email_search_idx").using("btree", sql`lower(${t.email}) text_pattern_ops`),
    index("app_user_phone_search_idx").using("btree", sql`${t.phoneNumber} text_pattern_ops`),
    index("app_user_created_idx").on(t.createdAt, t.id),
  ],
);

/** Caseworkers work for one or more departments (regions). */
export const caseworkerDepartment = pgTable("caseworker_department", {
  id: serial("id").primaryKey(),
  name: text("name").notNull().unique(),
});

export const userCaseworkerDepartment = pgTable(
  "user_caseworker_department",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    departmentId: integer("department_id")
      .notNull()
      .references(() => caseworkerDepartment.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departmentId] })],
);

/**
 * The log of every change a global admin makes to a user's roles or caseworker departments:
 * what the user had before and after (role codes, or department names). Rows are never changed.
 */
export const userRoleChange = pgTable(
  "user_role_change",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    changedById: integer("changed_by_id").references(() => appUser.id, { onDelete: "set null" }),
    /** "roles" or "caseworker-departments". */
    kind: text("kind").notNull(),
    before: text("before").array().notNull(),
    after: text("after").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("user_role_change_user_idx").on(t.userId, t.createdAt)],
);
