import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { appUser } from "../users/users.schema.ts";

/**
 * One change staff made to a customer's contact information (the customer's timeline): which
 * field, its value before and after, who did it and when. The change itself is in `app_user`
 * (module users); this is its history.
 */
export const customerEvent = pgTable(
  "customer_event",
  {
    id: serial("id").primaryKey(),
    customerUserId: integer("customer_user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    actorUserId: integer("actor_user_id").references(() => appUser.id, { onDelete: "set null" }),
    field: text("field").notNull(),
    fromValue: text("from_value"),
    toValue: text("to_value"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("customer_event_customer_idx").on(t.customerUserId, t.createdAt),
    check("customer_event_field_check", sql`${t.field} in ('firstName', 'lastName', 'email', 'phoneNumber')`),
  ],
);
