import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";

/** A retail chain that sells installations in its stores (spec's owner kind SALES_PARTNER). */
export const salesPartner = pgTable("sales_partner", {
  id: serial("id").primaryKey(),
  uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
  name: text("name").notNull().unique(),
  organizationNumber: text("organization_number"),
  active: boolean("active").notNull().default(true),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A store of a sales partner (owner kind SALES_PARTNER_DEPARTMENT): its sellers and store employees work there. */
export const salesPartnerDepartment = pgTable(
  "sales_partner_department",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
    salesPartnerId: integer("sales_partner_id")
      .notNull()
      .references(() => salesPartner.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    postCode: text("post_code"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("sales_partner_department_name_unique").on(t.salesPartnerId, t.name),
    index("sales_partner_department_partner_idx").on(t.salesPartnerId),
  ],
);
