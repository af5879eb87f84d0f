import { integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

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

/** Every saved settings change: who, when, and the changed keys' values before and after. */
export const settingChange = pgTable("setting_change", {
  id: serial("id").primaryKey(),
  changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  changedById: integer("changed_by_id"),
  /** The admin's name when they saved, so the log reads the same after a rename. */
  changedByName: text("changed_by_name").notNull(),
  before: jsonb("before").$type<Record<string, SettingValue>>().notNull(),
  after: jsonb("after").$type<Record<string, SettingValue>>().notNull(),
});
