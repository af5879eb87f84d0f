import { doublePrecision, index, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The Norwegian post-code register (code and place), loaded from the `norway-postal-codes` package.
 * `lat`/`lon` are approximate positions (see docs/decisions, post-code coverage), used for radius coverage.
 */
export const postCode = pgTable("post_code", {
  code: text("code").primaryKey(),
  place: text("place").notNull(),
  lat: doublePrecision("lat"),
  lon: doublePrecision("lon"),
});

/** A waitlist request: tell me by email when the given work types come to my post code. */
export const postCodeNotification = pgTable(
  "post_code_notification",
  {
    id: serial("id").primaryKey(),
    postCode: text("post_code").notNull(),
    email: text("email").notNull(),
    name: text("name"),
    notificationTypes: jsonb("notification_types").$type<string[]>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("post_code_notification_post_code_idx").on(t.postCode)],
);

/** A customer found no time that suits them in their area. */
export const noAvailabilityReport = pgTable("no_availability_report", {
  id: serial("id").primaryKey(),
  email: text("email").notNull(),
  postCode: text("post_code").notNull(),
  workHours: text("work_hours"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
