import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Key/value settings that staff can change at run time (product name, feature switches). */
export const setting = pgTable("setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
