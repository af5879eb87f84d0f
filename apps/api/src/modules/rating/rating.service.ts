import type { ProjectRating } from "@mt/contract/rating";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import {
  type CommentStatus,
  isRateable,
  type RatingInput,
  ratingChangeable,
  ratingInputSchema,
} from "@mt/domain/rating/rating";
import { PUBLIC_COMMENTS, publicReviewer } from "@mt/domain/rating/rating-public";
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { ProjectsService } from "../project/project.module.ts";
import { ratingRepository } from "./rating.repository.ts";
import { averageOf, toListItem, toRating } from "./rating-views.ts";

export interface RatingDeps {
  db: Db;
  projects: ProjectsService;
  now?: (() => number) | undefined;
}

interface RatingListQuery {
  commentStatus?: CommentStatus | undefined;
  contractor?: string | undefined;
  page: number;
  perPage: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function ratingService(deps: RatingDeps) {
  const now = () => new Date((deps.now ?? Date.now)());
  const repo = ratingRepository(deps.db);

  /** The project's rating as the caller (who reaches the project) sees it. */
  async function projectRating(projectId: number, status: ProjectStatus, customer: boolean) {
    const row = await repo.byProject(projectId);
    const at = now();
    const changeable = row ? ratingChangeable(row.rating, at) : true;
    return {
      rating: row ? toRating(row, at) : null,
      mayRate: customer && isRateable(status) && changeable,
    } satisfies ProjectRating;
  }

  return {
    /** Anyone who reaches the project sees its rating; only its customer may rate. */
    async forProject(caller: Caller, ref: string): Promise<ProjectRating> {
      const { row, roles } = await deps.projects.reached(caller, ref);
      return projectRating(row.project.id, row.project.status, roles.includes("CUSTOMER"));
    },

    async rate(caller: Caller, ref: string, input: RatingInput): Promise<ProjectRating> {
      const { row, roles } = await deps.projects.reached(caller, ref);
      const p = row.project;
      if (!roles.includes("CUSTOMER")) throw apiError("RATING_ONLY_CUSTOMER");
      if (!isRateable(p.status)) throw apiError("RATING_NOT_YET");
      const { stars, comment = null } = ratingInputSchema.parse(input);
      const values = {
        stars,
        comment: comment ?? null,
        commentStatus: comment ? ("pending" as const) : null,
      };
      await transaction(deps.db, async (tx) => {
        const inTx = ratingRepository(tx);
        const created = await inTx.insertIfNone({
          projectId: p.id,
          customerUserId: p.customerUserId,
          contractorId: p.contractorId,
          electricianId: p.electricianId,
          ...values,
          createdAt: now(),
          updatedAt: now(),
        });
        if (created) {
          await inTx.linkJobTemplates(created.id, [...new Set(p.lineItems.map((line) => line.jobTypeId))]);
          return;
        }
        // One rating per project: a second one changes the first, while it may still be changed.
        const existing = await inTx.lockedByProject(p.id);
        if (!existing || !ratingChangeable(existing, now())) throw apiError("RATING_LOCKED");
        await inTx.change(existing.id, { ...values, updatedAt: now() });
      });
      return projectRating(p.id, p.status, true);
    },

    async list(query: RatingListQuery) {
      const { page, perPage } = query;
      const { rows, total } = await repo.page(
        { commentStatus: query.commentStatus, contractorUuid: query.contractor },
        perPage,
        (page - 1) * perPage,
      );
      const at = now();
      return {
        data: rows.map((row) => toListItem(row, at)),
        meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)) },
      };
    },

    async moderate(caller: Caller, uuid: string, decision: "approve" | "reject") {
      const status = decision === "approve" ? "approved" : "rejected";
      const changed = await repo.moderate(uuid, status, caller.id, now());
      if (!changed) {
        if (await repo.exists(uuid)) throw apiError("RATING_NO_COMMENT");
        throw notFound("Fant ikke vurderingen.");
      }
      const { rows } = await repo.page({ uuid }, 1, 0);
      if (!rows[0]) throw notFound("Fant ikke vurderingen.");
      return toListItem(rows[0], now());
    },

    /** What a job page shows: never more of the customer than first name and place. */
    async jobSummary(jobTemplateId: number) {
      const [summary, comments] = await Promise.all([
        repo.jobTemplateSummary(jobTemplateId),
        repo.approvedComments(jobTemplateId, PUBLIC_COMMENTS),
      ]);
      return {
        ...averageOf(summary),
        comments: comments.map((c) => ({
          ...publicReviewer({ firstName: c.firstName, place: c.place }),
          stars: c.stars,
          comment: c.comment,
          at: c.at.toISOString(),
        })),
      };
    },

    async contractorSummary(ref: string) {
      const summary = await repo.contractorSummary(
        UUID.test(ref) ? { uuid: ref } : /^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { id: -1 },
      );
      if (!summary) throw notFound("Fant ikke installatøren.");
      return averageOf(summary);
    },
  };
}

export type RatingService = ReturnType<typeof ratingService>;
