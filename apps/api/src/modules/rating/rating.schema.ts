import type { CommentStatus } from "@mt/domain/rating/rating";
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { jobTemplate } from "../catalogue/catalogue.schema.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { project } from "../project/project.schema.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

const tz = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The customer's rating of a completed project: one per project (changeable for a while, decision
 * 023-ratings), with the contractor and electrician who did the job copied in so averages per
 * installer need no join through the project. A comment is public only once approved.
 */
export const rating = pgTable(
  "rating",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().unique().default(sql`gen_random_uuid()`),
    projectId: integer("project_id")
      .notNull()
      .unique()
      .references(() => project.id, { onDelete: "cascade" }),
    customerUserId: integer("customer_user_id")
      .notNull()
      .references(() => appUser.id, { onDelete: "cascade" }),
    contractorId: integer("contractor_id")
      .notNull()
      .references(() => contractor.id, { onDelete: "cascade" }),
    electricianId: integer("electrician_id").references(() => electrician.id, { onDelete: "set null" }),
    stars: integer("stars").notNull(),
    comment: text("comment"),
    /** Null when there is no comment. */
    commentStatus: text("comment_status").$type<CommentStatus>(),
    moderatedByUserId: integer("moderated_by_user_id").references(() => appUser.id, { onDelete: "set null" }),
    moderatedAt: tz("moderated_at"),
    createdAt: tz("created_at").notNull().defaultNow(),
    updatedAt: tz("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("rating_stars_check", sql`${t.stars} between 1 and 5`),
    check(
      "rating_comment_status_check",
      sql`(${t.comment} is null and ${t.commentStatus} is null) or (${t.comment} is not null and ${t.commentStatus} in ('pending', 'approved', 'rejected'))`,
    ),
    index("rating_contractor_idx").on(t.contractorId),
    index("rating_electrician_idx").on(t.electricianId),
    index("rating_comment_status_idx").on(t.commentStatus, t.createdAt),
  ],
);

/** The job templates of the rated project's lines: a job page's average counts the ratings here. */
export const ratingJobTemplate = pgTable(
  "rating_job_template",
  {
    ratingId: integer("rating_id")
      .notNull()
      .references(() => rating.id, { onDelete: "cascade" }),
    jobTemplateId: integer("job_template_id")
      .notNull()
      .references(() => jobTemplate.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.ratingId, t.jobTemplateId] }),
    index("rating_job_template_template_idx").on(t.jobTemplateId),
  ],
);
