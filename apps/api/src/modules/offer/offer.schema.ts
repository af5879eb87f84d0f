import type { OfferLine } from "@mt/domain/offer/offer-lines";
import type { OfferStatus } from "@mt/domain/offer/offer-schemas";
import { sql } from "drizzle-orm";
import {
  check,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { project } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * One version of a project's offer: its lines with the prices frozen when they were added, totals,
 * valid-until (an Oslo date), a message, and where it stands. Saving a change makes a new version;
 * only the newest sent version can be accepted.
 */
export const offer = pgTable(
  "offer",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().defaultRandom(),
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    /** 1, 2, 3 … per project. */
    version: integer("version").notNull(),
    status: text("status").$type<OfferStatus>().notNull().default("draft"),
    lines: jsonb("lines").$type<OfferLine[]>().notNull(),
    totalOre: integer("total_ore").notNull(),
    vatOre: integer("vat_ore").notNull(),
    validUntil: date("valid_until", { mode: "string" }).notNull(),
    message: text("message").notNull().default(""),
    createdByUserId: integer("created_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: tz("created_at").notNull().defaultNow(),
    sentAt: tz("sent_at"),
    /** When the customer accepted or declined. */
    answeredAt: tz("answered_at"),
    answeredByUserId: integer("answered_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("offer_project_version_unique").on(t.projectId, t.version),
    check("offer_status_check", sql`${t.status} in ('draft', 'sent', 'accepted', 'declined')`),
  ],
);
