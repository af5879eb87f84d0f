import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A setting's stored JSON value. */
export type SettingValue =
  | string
  | number
  | boolean
  | null
  | SettingValue[]
  | { [key: string]: SettingValue };

/** Key/value settings that staff can change at run time (product name, feature switches). */
export const setting = pgTable("setting", {
  key: text("key").primaryKey(),
  value: jsonb("value").$type<SettingValue>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
