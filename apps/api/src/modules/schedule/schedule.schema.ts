import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { cart } from "../cart/cart.schema.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** A contractor's electrician: the work types they do; optionally linked to a login. */
export const electrician = pgTable(
  "electrician",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => appUser.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    workTypes: text("work_types").array().notNull().default(sql`'{}'::text[]`),
    active: boolean("active").notNull().default(true),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [index("electrician_contractor_idx").on(t.contractorId)],
);

/**
 * Standard weekly working hours in Oslo wall-clock time. Rows without an electrician are the
 * contractor's standard week; an electrician with rows of their own uses only those (an override).
 */
export const weeklyAvailability = pgTable(
  "weekly_availability",
  {
    id: serial("id").primaryKey(),
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    electricianId: integer("electrician_id").references(() => electrician.id, { onDelete: "cascade" }),
    /** ISO weekday: 1 Monday … 7 Sunday. */
    weekday: smallint("weekday").notNull(),
    startTime: text("start_time").notNull(),
    endTime: text("end_time").notNull(),
  },
  (t) => [
    index("weekly_availability_contractor_idx").on(t.contractorId),
    index("weekly_availability_electrician_idx").on(t.electricianId),
    check("weekly_availability_weekday_check", sql`${t.weekday} between 1 and 7`),
  ],
);

/**
 * Exceptions to the week (UTC instants): time an electrician cannot work (holiday, sick, blocked
 * hours), or extra working time beyond the week (`extra`: a Saturday, a long evening).
 */
export const availabilityException = pgTable(
  "availability_exception",
  {
    id: serial("id").primaryKey(),
    electricianId: integer("electrician_id")
      .notNull()
      .references(() => electrician.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    note: text("note"),
    startsAt: tz("starts_at").notNull(),
    endsAt: tz("ends_at").notNull(),
  },
  (t) => [
    index("availability_exception_electrician_idx").on(t.electricianId, t.startsAt),
    check("availability_exception_kind_check", sql`${t.kind} in ('holiday', 'sick', 'blocked', 'extra')`),
    check("availability_exception_range_check", sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * Held electrician time: a RESERVED interval (a cart's reservation, live until `expires_at`) or a
 * BOOKED one (a project's timeslot, `timeslot_uuid`). The database refuses two rows of one
 * electrician that overlap (exclusion constraint `timeslot_no_overlap`, added in the migration):
 * an expired reservation is deleted in the same transaction before a new row takes its time.
 */
export const timeslot = pgTable(
  "timeslot",
  {
    id: serial("id").primaryKey(),
    /** The reservation's uuid (the cart's reservation_uuid). */
    uuid: uuid("uuid").notNull().unique(),
    /** Set when booked. */
    timeslotUuid: uuid("timeslot_uuid").unique(),
    status: text("status").notNull(),
    electricianId: integer("electrician_id")
      .notNull()
      .references(() => electrician.id, { onDelete: "cascade" }),
    cartId: integer("cart_id").references(() => cart.id, { onDelete: "set null" }),
    startsAt: tz("starts_at").notNull(),
    endsAt: tz("ends_at").notNull(),
    windowStartsAt: tz("window_starts_at").notNull(),
    windowEndsAt: tz("window_ends_at").notNull(),
    /** Null once booked. */
    expiresAt: tz("expires_at"),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("timeslot_cart_idx").on(t.cartId),
    // The projects list filters and sorts by the appointment.
    index("timeslot_starts_idx").on(t.startsAt),
    check("timeslot_status_check", sql`${t.status} in ('RESERVED', 'BOOKED')`),
    check("timeslot_range_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("timeslot_expiry_check", sql`(${t.status} = 'RESERVED') = (${t.expiresAt} is not null)`),
  ],
);

/**
 * A public holiday the contractor works on (Oslo date): holidays are closed unless listed here.
 * Only holidays are stored; the service refuses any other date.
 */
export const contractorOpenDay = pgTable(
  "contractor_open_day",
  {
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    date: date("date", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.contractorId, t.date] })],
);
