import type { CommentStatus } from "@mt/domain/rating/rating";
import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { jobTemplate } from "../catalogue/catalogue.schema.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { project } from "../project/project.schema.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { rating, ratingJobTemplate } from "./rating.schema.ts";

export type RatingRow = typeof rating.$inferSelect;
export type NewRating = Omit<typeof rating.$inferInsert, "id" | "uuid">;

const moderator = alias(appUser, "moderator");

/** A rating with the moderator's name, as the project's rating view shows it. */
const ratingColumns = {
  rating,
  moderatorFirstName: moderator.firstName,
  moderatorLastName: moderator.lastName,
};

export interface RatingListFilter {
  commentStatus?: CommentStatus | undefined;
  contractorUuid?: string | undefined;
  /** One rating, read as the list reads it. */
  uuid?: string;
}

const avgStars = sql<string | null>`avg(${rating.stars})`;

export function ratingRepository(db: Db) {
  return {
    async byProject(projectId: number) {
      const [row] = await db
        .select(ratingColumns)
        .from(rating)
        .leftJoin(moderator, eq(moderator.id, rating.moderatedByUserId))
        .where(eq(rating.projectId, projectId));
      return row ?? null;
    },

    /** The new rating, or null when the project has one already (a concurrent first rating). */
    async insertIfNone(values: NewRating): Promise<RatingRow | null> {
      const [row] = await db.insert(rating).values(values).onConflictDoNothing().returning();
      return row ?? null;
    },

    async lockedByProject(projectId: number): Promise<RatingRow | null> {
      const [row] = await db.select().from(rating).where(eq(rating.projectId, projectId)).for("update");
      return row ?? null;
    },

    async change(id: number, values: Pick<RatingRow, "stars" | "comment" | "commentStatus" | "updatedAt">) {
      await db.update(rating).set(values).where(eq(rating.id, id));
    },

    /** Links the rating to those of the job templates that still exist. */
    async linkJobTemplates(ratingId: number, jobTemplateIds: number[]) {
      if (jobTemplateIds.length === 0) return;
      const existing = await db
        .select({ id: jobTemplate.id })
        .from(jobTemplate)
        .where(inArray(jobTemplate.id, jobTemplateIds));
      if (existing.length === 0) return;
      await db
        .insert(ratingJobTemplate)
        .values(existing.map(({ id }) => ({ ratingId, jobTemplateId: id })))
        .onConflictDoNothing();
    },

    /** Approves or rejects the comment; null when there is no such rating or it has no comment. */
    async moderate(uuid: string, status: CommentStatus, userId: number, at: Date): Promise<RatingRow | null> {
      const [row] = await db
        .update(rating)
        .set({ commentStatus: status, moderatedByUserId: userId, moderatedAt: at })
        .where(and(eq(rating.uuid, uuid), isNotNull(rating.comment)))
        .returning();
      return row ?? null;
    },

    async exists(uuid: string): Promise<boolean> {
      const [row] = await db.select({ id: rating.id }).from(rating).where(eq(rating.uuid, uuid));
      return !!row;
    },

    /** One page of ratings for caseworkers, newest first, with what they need to judge a comment. */
    async page(filter: RatingListFilter, limit: number, offset: number) {
      const where: SQL[] = [];
      if (filter.commentStatus) where.push(eq(rating.commentStatus, filter.commentStatus));
      if (filter.contractorUuid) where.push(eq(contractor.uuid, filter.contractorUuid));
      if (filter.uuid) where.push(eq(rating.uuid, filter.uuid));
      const condition = where.length ? and(...where) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select({
            ...ratingColumns,
            project: { uuid: project.uuid, number: project.number, contact: project.contactInformation },
            lineItems: project.lineItems,
            contractor: { uuid: contractor.uuid, name: contractor.name },
            electrician: { firstName: electrician.firstName, lastName: electrician.lastName },
          })
          .from(rating)
          .innerJoin(project, eq(project.id, rating.projectId))
          .innerJoin(contractor, eq(contractor.id, rating.contractorId))
          .leftJoin(electrician, eq(electrician.id, rating.electricianId))
          .leftJoin(moderator, eq(moderator.id, rating.moderatedByUserId))
          .where(condition)
          .orderBy(desc(rating.createdAt), desc(rating.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(rating)
          .innerJoin(contractor, eq(contractor.id, rating.contractorId))
          .where(condition),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async allSummary() {
      const [row] = await db.select({ average: avgStars, n: count() }).from(rating);
      return { average: row?.average ?? null, count: row?.n ?? 0 };
    },

    async jobTemplateSummary(jobTemplateId: number) {
      const [row] = await db
        .select({ average: avgStars, n: count() })
        .from(rating)
        .innerJoin(ratingJobTemplate, eq(ratingJobTemplate.ratingId, rating.id))
        .where(eq(ratingJobTemplate.jobTemplateId, jobTemplateId));
      return { average: row?.average ?? null, count: row?.n ?? 0 };
    },

    /** The newest approved comments on a job template, with only the first name and place read. */
    async approvedComments(jobTemplateId: number, limit: number) {
      return db
        .select({
          firstName: sql<string>`coalesce(${project.contactInformation}->>'firstName', '')`,
          place: project.place,
          stars: rating.stars,
          comment: sql<string>`${rating.comment}`,
          at: rating.createdAt,
        })
        .from(rating)
        .innerJoin(ratingJobTemplate, eq(ratingJobTemplate.ratingId, rating.id))
        .innerJoin(project, eq(project.id, rating.projectId))
        .where(and(eq(ratingJobTemplate.jobTemplateId, jobTemplateId), eq(rating.commentStatus, "approved")))
        .orderBy(desc(rating.createdAt), desc(rating.id))
        .limit(limit);
    },

    /** The electricians a uuid names: the electrician's own, or their login's (as their calendar page has it). */
    async electricians(uuid: string) {
      return db
        .select({ id: electrician.id, userId: electrician.userId, contractorId: electrician.contractorId })
        .from(electrician)
        .leftJoin(appUser, eq(appUser.id, electrician.userId))
        .where(or(eq(electrician.uuid, uuid), eq(appUser.uuid, uuid)));
    },

    async electricianSummary(electricianIds: number[]) {
      if (electricianIds.length === 0) return { average: null, count: 0 };
      const [row] = await db
        .select({ average: avgStars, n: count() })
        .from(rating)
        .where(inArray(rating.electricianId, electricianIds));
      return { average: row?.average ?? null, count: row?.n ?? 0 };
    },

    async contractorSummary(ref: { uuid: string } | { id: number }) {
      const [found] = await db
        .select({ id: contractor.id })
        .from(contractor)
        .where("uuid" in ref ? eq(contractor.uuid, ref.uuid) : eq(contractor.id, ref.id));
      if (!found) return null;
      const [row] = await db
        .select({ average: avgStars, n: count() })
        .from(rating)
        .where(eq(rating.contractorId, found.id));
      return { average: row?.average ?? null, count: row?.n ?? 0 };
    },
  };
}

export type RatingRepository = ReturnType<typeof ratingRepository>;
