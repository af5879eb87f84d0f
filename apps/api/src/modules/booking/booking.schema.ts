import type { ProjectView } from "@mt/contract/booking";
import {
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
import { cart } from "../cart/cart.schema.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A booked job (or inspection): frozen lines and totals, contact information, the timeslot. */
export const project = pgTable(
  "project",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    number: integer("number").notNull().unique().generatedByDefaultAsIdentity({ startWith: 100001 }),
    status: text("status").$type<ProjectView["status"]>().notNull().default("ordered"),
    kind: text("kind").$type<ProjectView["kind"]>().notNull(),
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
    timeslotId: integer("timeslot_id")
      .notNull()
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
  },
  (t) => [index("project_customer_idx").on(t.customerUserId)],
);

/** A booking request's Idempotency-Key: the same key and body give the same project. */
export const idempotencyKey = pgTable("idempotency_key", {
  key: text("key").primaryKey(),
  scope: text("scope").notNull(),
  requestHash: text("request_hash").notNull(),
  projectId: integer("project_id")
    .notNull()
    .references(() => project.id),
  createdAt: tz("created_at").notNull().defaultNow(),
});

/** "Send me the cart, I finish later." */
export const cartReminder = pgTable(
  "cart_reminder",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id")
      .notNull()
      .references(() => cart.id, { onDelete: "cascade" }),
    email: text("email"),
    phoneNumber: text("phone_number"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("cart_reminder_cart_idx").on(t.cartId, t.id)],
);

/**
 * Every reminder sent, kept for its limits (per recipient, cart and IP address). Separate from
 * `cart_reminder`, which a customer may empty ("stop reminders") and so cannot count.
 */
export const cartReminderSend = pgTable(
  "cart_reminder_send",
  {
    id: serial("id").primaryKey(),
    cartId: integer("cart_id").notNull(),
    ip: text("ip").notNull(),
    email: text("email"),
    phoneNumber: text("phone_number"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("cart_reminder_send_cart_idx").on(t.cartId, t.createdAt),
    index("cart_reminder_send_ip_idx").on(t.ip, t.createdAt),
    index("cart_reminder_send_email_idx").on(t.email, t.createdAt),
    index("cart_reminder_send_phone_idx").on(t.phoneNumber, t.createdAt),
  ],
);
