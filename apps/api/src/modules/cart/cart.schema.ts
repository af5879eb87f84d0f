import type { CartLineItem } from "@mt/contract/cart";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A shopping cart, reachable by its unguessable uuid (and by its owner when logged in). */
export const cart = pgTable("cart", {
  id: serial("id").primaryKey(),
  uuid: uuid("uuid").notNull().unique(),
  userId: integer("user_id"),
  postCode: text("post_code"),
  /** The live time reservation (module schedule); null when none. */
  reservationUuid: uuid("reservation_uuid"),
  status: text("status").notNull().default("open"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

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
