import { index, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The requests a per-route limit counted (decision 085): one row per request let through, keyed by
 * the route and the client address, so every server counts against the same budget.
 */
export const requestCount = pgTable(
  "request_count",
  {
    id: serial("id").primaryKey(),
    key: text("key").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [index("request_count_key_idx").on(t.key, t.createdAt)],
);
