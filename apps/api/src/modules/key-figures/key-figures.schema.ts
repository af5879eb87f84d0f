import { bigint, boolean, date, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";

/** A key_figure_day row's columns: its key, then what the figures count. */
const dayFigures = () => ({
  day: date("day", { mode: "string" }).notNull(),
  workType: text("work_type"),
  /** From the post code (key_figure_county: key_figure_county_prefix, the domain's table). */
  county: text("county"),
  contractorId: integer("contractor_id"),
  salesPartnerId: integer("sales_partner_id"),
  departmentId: integer("department_id"),
  orders: integer("orders").notNull(),
  cancellations: integer("cancellations").notNull(),
  /** Of the orders not cancelled. */
  revenueOre: bigint("revenue_ore", { mode: "number" }).notNull(),
  vatOre: bigint("vat_ore", { mode: "number" }).notNull(),
  inspections: integer("inspections").notNull(),
  offersSent: integer("offers_sent").notNull(),
  offersAccepted: integer("offers_accepted").notNull(),
  /** Completed or invoiced. */
  completedJobs: integer("completed_jobs").notNull(),
  /** Claims on the completed jobs. */
  claims: integer("claims").notNull(),
});

/** A key_figure_cart_day row's columns. */
const cartDayFigures = () => ({
  day: date("day", { mode: "string" }).notNull(),
  workType: text("work_type"),
  county: text("county"),
  salesPartnerId: integer("sales_partner_id"),
  departmentId: integer("department_id"),
  carts: integer("carts").notNull(),
  bookedCarts: integer("booked_carts").notNull(),
});

/**
 * The key figures' summary (decision 044): the projects ordered on one Oslo day, per work type, county,
 * contractor and sales partner store, with what the figures count of them. Written only by the
 * triggers of key-figures.triggers.sql on project, offer and claim, folded in at each writer's commit
 * (decision 056); the key-figures module reads it.
 */
export const keyFigureDay = pgTable("key_figure_day", dayFigures(), (t) => [
  unique("key_figure_day_key")
    .on(t.day, t.workType, t.county, t.contractorId, t.salesPartnerId, t.departmentId)
    .nullsNotDistinct(),
]);

/**
 * The carts counted for conversion (with a line in them, or booked) per Oslo day of their start, work
 * type (the project's once booked, else the first line's), county and store; kept by
 * triggers on cart, cart_line_item and project (decision 044).
 */
export const keyFigureCartDay = pgTable("key_figure_cart_day", cartDayFigures(), (t) => [
  unique("key_figure_cart_day_key")
    .on(t.day, t.workType, t.county, t.salesPartnerId, t.departmentId)
    .nullsNotDistinct(),
]);

/**
 * Where each counted cart is in key_figure_cart_day now: a cart's change takes this share away and
 * adds the new one. Only the triggers write it.
 */
export const keyFigureCart = pgTable("key_figure_cart", {
  cartId: integer("cart_id").primaryKey(),
  day: date("day", { mode: "string" }).notNull(),
  workType: text("work_type"),
  county: text("county"),
  salesPartnerId: integer("sales_partner_id"),
  departmentId: integer("department_id"),
  booked: boolean("booked").notNull(),
});

/**
 * What a transaction's statements changed in key_figure_day, held until its commit (decision 056): the
 * triggers append their differences here (plain inserts, no shared row locked), and a deferred
 * trigger folds the transaction's rows into key_figure_day at commit and deletes them. Empty outside
 * an open transaction.
 */
export const keyFigureDayPending = pgTable(
  "key_figure_day_pending",
  {
    /** The writing transaction (txid_current()), so a fold takes only its own rows through the index. */
    txid: bigint("txid", { mode: "number" }).notNull(),
    ...dayFigures(),
  },
  (t) => [index("key_figure_day_pending_txid").on(t.txid)],
);

/** As key_figure_day_pending, for key_figure_cart_day. */
export const keyFigureCartDayPending = pgTable(
  "key_figure_cart_day_pending",
  {
    txid: bigint("txid", { mode: "number" }).notNull(),
    ...cartDayFigures(),
  },
  (t) => [index("key_figure_cart_day_pending_txid").on(t.txid)],
);

/**
 * The county of each two-digit post code prefix, "00" to "99": the domain's COUNTY_BY_PREFIX, written
 * after the migrations at every start (db/domain-copies.ts), so no SQL holds a copy of the rule.
 */
export const keyFigureCountyPrefix = pgTable("key_figure_county_prefix", {
  prefix: text("prefix").primaryKey(),
  county: text("county").notNull(),
});
