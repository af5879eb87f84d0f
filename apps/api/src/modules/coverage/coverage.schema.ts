import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

/**
 * The Norwegian post-code register (code and place), loaded by migrations that
 * apps/api/scripts/post-codes/ writes from the `norway-postal-codes` package.
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

/**
 * An installer company. Coverage: every work type it offers within `radiusKm` of its base post code,
 * a work type's own `extendedRadiusKm` when larger, and any post code on its explicit list.
 * Electricians (module schedule) refer to `contractor.id`.
 */
export const contractor = pgTable(
  "contractor",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
    name: text("name").notNull(),
    /** Nine digits; one company per number (a second registration is refused). */
    organizationNumber: text("organization_number"),
    /** The company's business address (from the company register at onboarding, editable). */
    address: text("address"),
    postCode: text("post_code"),
    postArea: text("post_area"),
    basePostCode: text("base_post_code"),
    radiusKm: doublePrecision("radius_km").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** When a global admin first let the company get work; null: waiting for approval. */
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("contractor_organization_number_idx").on(t.organizationNumber)],
);

/** The work types a contractor delivers, each with an optional extended radius. */
export const contractorWorkType = pgTable(
  "contractor_work_type",
  {
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    workType: text("work_type").notNull(),
    extendedRadiusKm: doublePrecision("extended_radius_km"),
  },
  (t) => [primaryKey({ columns: [t.contractorId, t.workType] })],
);

/** Post codes a contractor covers explicitly, whatever the distance, for all its work types. */
export const contractorPostCode = pgTable(
  "contractor_post_code",
  {
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    postCode: text("post_code").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.contractorId, t.postCode] }),
    index("contractor_post_code_post_code_idx").on(t.postCode),
  ],
);
