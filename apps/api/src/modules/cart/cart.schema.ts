import type { CartLineItem } from "@mt/contract/cart";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A shopping cart, reachable by its unguessable uuid (and by its owner when logged in). */
export const cart = pgTable(
  "cart",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    userId: integer("user_id"),
    postCode: text("post_code"),
    /** The live time reservation (module schedule); null when none. */
    reservationUuid: uuid("reservation_uuid"),
    status: text("status").notNull().default("open"),
    /** A seller's cart (spec's sales channel): who built it in which store, and what was sold there. */
    sellerUserId: integer("seller_user_id"),
    salesPartnerId: integer("sales_partner_id"),
    salesPartnerDepartmentId: integer("sales_partner_department_id"),
    sellerDescription: text("seller_description"),
    /** When the seller sent it to the customer, and when the customer first opened it from that link. */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("cart_seller_idx").on(t.sellerUserId, t.createdAt),
    index("cart_sales_department_idx").on(t.salesPartnerDepartmentId, t.createdAt),
  ],
);

/** A line of type JOB: the template version it was priced from, the answers and the server's totals. */
export const cartLineItem = pgTable(
  "cart_line_item",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => cart.id, { onDelete: "cascade" }),
    type: text("type").notNull().default("JOB"),
    jobTemplateId: integer("job_template_id").notNull(),
    jobTemplateVersionId: integer("job_template_version_id").notNull(),
    /** typeKey, answers, images, commentForElectrician, totals, materials (all recomputed by the server). */
    data: jsonb("data").$type<CartLineItem["data"]>().notNull(),
    /** When the line got its version: it keeps that version's price for the hold (decision 010). */
    pricedAt: timestamp("priced_at", { withTimezone: true }).notNull().defaultNow(),
    /** Bumped by every change; an edit writes only over the revision it read. */
    revision: integer("revision").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.cartId)],
);
