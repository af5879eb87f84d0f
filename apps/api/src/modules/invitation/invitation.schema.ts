import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { contractor } from "../coverage/coverage.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A role offered to the account holding a phone number (decision 060): an installer's electrician,
 * or a sales partner's person in a store. Nothing changes on the account until its holder signs in
 * and accepts; a decline or the expiry leaves the account as it was. `firstName`/`lastName` are what
 * the inviter typed (the inviter's list shows them; the account's own names are never shown back).
 */
export const invitation = pgTable(
  "invitation",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
    /** The account the number belonged to when invited (made without roles for a new number). */
    userId: integer("user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    phoneNumber: text("phone_number").notNull(),
    role: text("role").notNull(),
    contractorId: integer("contractor_id").references(() => contractor.id, { onDelete: "cascade" }),
    salesPartnerId: integer("sales_partner_id").references(() => salesPartner.id, { onDelete: "cascade" }),
    salesPartnerDepartmentId: integer("sales_partner_department_id").references(
      () => salesPartnerDepartment.id,
      { onDelete: "cascade" },
    ),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    /** An electrician's work types. */
    workTypes: text("work_types").array().notNull().default(sql`'{}'::text[]`),
    invitedById: integer("invited_by_id").references(() => appUser.id, { onDelete: "set null" }),
    /** PENDING until answered: ACCEPTED or DECLINED. A pending one past `expires_at` is over. */
    status: text("status").notNull().default("PENDING"),
    createdAt: tz("created_at").notNull().defaultNow(),
    expiresAt: tz("expires_at").notNull(),
    answeredAt: tz("answered_at"),
  },
  (t) => [
    index("invitation_user_idx").on(t.userId, t.status),
    index("invitation_contractor_idx").on(t.contractorId, t.status),
    index("invitation_sales_partner_idx").on(t.salesPartnerId, t.status),
    check("invitation_status", sql`${t.status} in ('PENDING', 'ACCEPTED', 'DECLINED')`),
    // A company's invitation or a chain's, never both nor neither.
    check("invitation_one_scope", sql`(${t.contractorId} is null) <> (${t.salesPartnerId} is null)`),
  ],
);
