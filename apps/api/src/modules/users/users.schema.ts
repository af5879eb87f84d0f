import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contractor } from "../coverage/coverage.schema.ts";

/**
 * A person who can log in: identified by a phone number in E.164 ("+4791234567").
 * `availableRoles` are the roles granted; `activeRoles` the ones the user has switched on (a subset).
 * Electricians and contractor admins belong to a contractor.
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
    guidedToursFinished: text("guided_tours_finished").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("app_user_contractor_idx").on(t.contractorId),
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
