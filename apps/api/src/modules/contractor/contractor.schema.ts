import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { contractor } from "../coverage/coverage.schema.ts";
import { appUser, caseworkerDepartment } from "../users/users.schema.ts";

/** Where a contractor's invoices go (one or more addresses, in the order given). */
export const contractorInvoiceEmail = pgTable(
  "contractor_invoice_email",
  {
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.contractorId, t.email] })],
);

/** The caseworkers' department that follows a contractor up (at most one). */
export const contractorDepartment = pgTable("contractor_department", {
  contractorId: integer("contractor_id")
    .primaryKey()
    .references(() => contractor.id, { onDelete: "cascade" }),
  departmentId: integer("department_id")
    .notNull()
    .references(() => caseworkerDepartment.id, { onDelete: "cascade" }),
});

/** Feedback a contractor's admin sends to the caseworkers. */
export const contractorFeedback = pgTable(
  "contractor_feedback",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    feedback: text("feedback").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contractor_feedback_created_idx").on(t.createdAt, t.id)],
);

/** Where every calendar version comes from: a number is never given twice (decision 057). */
export const calendarVersionSequence = pgSequence("calendar_version_seq");

/**
 * Per electrician, a number that changes at the commit of every write to what their calendar's
 * events show (timeslot, project, claim; calendar-version.triggers.sql). No row: no version, nothing
 * kept. No foreign key: a deleted electrician's cascade still bumps here at commit.
 */
export const calendarVersion = pgTable("calendar_version", {
  electricianId: integer("electrician_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
