import type { ClaimStatus } from "@mt/domain/claim/claim-status";
import { index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { project } from "../project/project.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * A claim (reklamasjon) on a completed project: what is wrong, the customer's photos, who opened it
 * (and why, when a caseworker opened it after the deadline), the visit (a booked timeslot of one of
 * the original contractor's electricians) and how it ended.
 */
export const claim = pgTable(
  "claim",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique(),
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    status: text("status").$type<ClaimStatus>().notNull().default("opened"),
    /** Raised by every change; a change with a stale version is refused (optimistic locking). */
    version: integer("version").notNull().default(0),
    description: text("description").notNull(),
    /** Customer images (media ids, uploaded with media/upload-customer-image). */
    imageIds: jsonb("image_ids").$type<number[]>().notNull().default([]),
    openedByUserId: integer("opened_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
    /** A caseworker's written reason for opening it after the deadline; null within it. */
    overrideReason: text("override_reason"),
    /** The visit; null until scheduled, and again once resolved or rejected (the time is freed). */
    timeslotId: integer("timeslot_id")
      .unique()
      .references(() => timeslot.id),
    electricianId: integer("electrician_id").references(() => electrician.id),
    /** The message to the customer when it was resolved or rejected. */
    resolutionMessage: text("resolution_message"),
    createdAt: tz("created_at").notNull().defaultNow(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("claim_project_idx").on(t.projectId),
    index("claim_status_idx").on(t.status, t.createdAt),
    index("claim_electrician_idx").on(t.electricianId),
    // Who may see a claim's image without a signed link: the claims that show it (decision 061).
    index("claim_image_ids_idx").using("gin", t.imageIds),
  ],
);

/** The claim's timeline: who did what, when, from which status to which, with what message. */
export const claimEvent = pgTable(
  "claim_event",
  {
    id: serial("id").primaryKey(),
    claimId: integer("claim_id")
      .notNull()
      .references(() => claim.id, { onDelete: "cascade" }),
    at: tz("at").notNull().defaultNow(),
    kind: text("kind").$type<"opened" | "override" | "status" | "reschedule" | "swap">().notNull(),
    actorUserId: integer("actor_user_id").references(() => appUser.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    fromStatus: text("from_status").$type<ClaimStatus>(),
    toStatus: text("to_status").$type<ClaimStatus>(),
    message: text("message"),
    meta: jsonb("meta").$type<Record<string, unknown>>(),
  },
  (t) => [index("claim_event_claim_idx").on(t.claimId, t.id)],
);
