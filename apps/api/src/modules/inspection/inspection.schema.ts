import type { Measurement } from "@mt/contract/inspection";
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { media } from "../media/media.schema.ts";
import { project } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** What the inspector found on one inspection: a draft until the project is marked inspected. */
export const inspectionFindings = pgTable("inspection_findings", {
  projectId: integer("project_id")
    .primaryKey()
    .references(() => project.id, { onDelete: "cascade" }),
  text: text("text").notNull().default(""),
  measurements: jsonb("measurements").$type<Measurement[]>().notNull().default([]),
  updatedByUserId: integer("updated_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
  updatedByName: text("updated_by_name"),
  updatedAt: tz("updated_at").notNull().defaultNow(),
  inspectedAt: tz("inspected_at"),
});

/** A photo of the findings: uploaded from a phone, or a still from the video meeting. */
export const inspectionPhoto = pgTable(
  "inspection_photo",
  {
    id: serial("id").primaryKey(),
    projectId: integer("project_id")
      .notNull()
      .references(() => project.id, { onDelete: "cascade" }),
    mediaId: integer("media_id")
      .notNull()
      .references(() => media.id),
    source: text("source").$type<"PHOTO" | "SNAPSHOT">().notNull(),
    createdByUserId: integer("created_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
    createdAt: tz("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("inspection_photo_project_idx").on(t.projectId, t.id),
    index("inspection_photo_media_idx").on(t.mediaId),
  ],
);

/**
 * The two places of a video meeting (decision 085): who holds each, through which socket on which
 * server (`holder`), and when that server last saw the socket alive. A place not seen for a while
 * (its server died) counts as free.
 */
export const meetingPlace = pgTable(
  "meeting_place",
  {
    projectUuid: uuid("project_uuid").notNull(),
    side: text("side").$type<"CUSTOMER" | "STAFF">().notNull(),
    userId: integer("user_id").notNull(),
    holder: text("holder").notNull(),
    seenAt: tz("seen_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.projectUuid, t.side] }), index("meeting_place_holder_idx").on(t.holder)],
);

/** A signal too large for a `NOTIFY` payload, waiting for the server that holds its recipient. */
export const meetingSignal = pgTable("meeting_signal", {
  id: serial("id").primaryKey(),
  body: text("body").notNull(),
  createdAt: tz("created_at").notNull().defaultNow(),
});
