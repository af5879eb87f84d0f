import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { cart } from "../cart/cart.schema.ts";
import { project } from "../project/project.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

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
