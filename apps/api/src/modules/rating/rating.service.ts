import type { ProjectRating } from "@mt/contract/rating";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import {
  type CommentStatus,
  isRateable,
  RATEABLE_STATUSES,
  type RatingInput,
  ratingChangeable,
  ratingInputSchema,
} from "@mt/domain/rating/rating";
import { PUBLIC_COMMENTS, publicReviewer } from "@mt/domain/rating/rating-public";
import type { Role } from "@mt/domain/roles/roles";
import { type Db, transaction } from "../../db/database.ts";
import { ALL_RESOURCES_STAFF, type Caller, seesEverything } from "../../lib/access.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import { isUuid } from "../../lib/is-uuid.ts";
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

/** The timeline's words for a rating (the customer sees these). */
const starsText = (stars: number) => `${stars} av 5 stjerner`;
export const ratedMessage = (stars: number, withComment: boolean) =>
  `Kunden ga ${starsText(stars)}${withComment ? ", med en kommentar" : ""}`;
export const changedMessage = (stars: number, before: number) =>
  stars === before
    ? `Kunden endret kommentaren i vurderingen (${starsText(stars)})`
    : `Kunden endret vurderingen fra ${before} til ${starsText(stars)}`;
/** Internal: staff and installers only. */
export const moderatedMessage = (status: "approved" | "rejected") =>
  status === "approved"
    ? "Kommentaren i kundens vurdering er godkjent og vises på jobbsidene"
    : "Kommentaren i kundens vurdering er avvist og vises ikke offentlig";

export function ratingService(deps: RatingDeps) {
  const now = () => new Date((deps.now ?? Date.now)());
  const repo = ratingRepository(deps.db);

  /** A rating given or changed, on the project's timeline (shown to the customer too). */
  function onTimeline(tx: Db, caller: Caller, projectId: number, message: string) {
    return deps.projects.recordWithin(tx, {
      projectId,
      kind: "rating",
      caller,
      asCustomer: true,
      message,
      expectStatus: RATEABLE_STATUSES,
    });
  }

  /**
   * The electricians a uuid names that the caller may see the ratings of: staff any, an
   * electrician only themselves, a contractor admin those of their own company.
   */
  async function visibleElectricians(caller: Caller, ref: string) {
    if (!isUuid(ref)) return [];
    const rows = await repo.electricians(ref);
    const has = (role: Role) => caller.activeRoles.includes(role);
    if (ALL_RESOURCES_STAFF.some(has)) return rows;
    return rows.filter(
      (row) =>
        (has("ELECTRICIAN") && row.userId === caller.id) ||
        (has("CONTRACTOR_ADMIN") && !!caller.contractor && row.contractorId === caller.contractor.id),
    );
  }

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
          await onTimeline(tx, caller, p.id, ratedMessage(stars, values.comment !== null));
          return;
        }
        // One rating per project: a second one changes the first, while it may still be changed.
        const existing = await inTx.lockedByProject(p.id);
        if (!existing || !ratingChangeable(existing, now())) throw apiError("RATING_LOCKED");
        // The same rating sent again (a second click) changes nothing and tells nobody.
        if (existing.stars === values.stars && existing.comment === values.comment) return;
        await inTx.change(existing.id, { ...values, updatedAt: now() });
        await onTimeline(tx, caller, p.id, changedMessage(stars, existing.stars));
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

    /** Ratings by their uuid are the moderators' (staff who see every project): decision 058. */
    async reaches(caller: Caller | null, uuid: string): Promise<boolean> {
      return !!caller && seesEverything(caller) && isUuid(uuid) && repo.exists(uuid);
    },

    async moderate(caller: Caller, uuid: string, decision: "approve" | "reject") {
      const status = decision === "approve" ? "approved" : "rejected";
      const changed = await transaction(deps.db, async (tx) => {
        const row = await ratingRepository(tx).moderate(uuid, status, caller.id, now());
        // The decision goes on the project's timeline for staff and installers, not for the customer.
        if (row) {
          await deps.projects.recordWithin(tx, {
            projectId: row.projectId,
            kind: "rating",
            caller,
            asCustomer: false,
            message: moderatedMessage(status),
            internal: true,
          });
        }
        return row;
      });
      if (!changed) {
        if (await repo.exists(uuid)) throw apiError("RATING_NO_COMMENT");
        throw notFound("Fant ikke vurderingen.");
      }
      const { rows } = await repo.page({ uuid }, 1, 0);
      if (!rows[0]) throw notFound("Fant ikke vurderingen.");
      return toListItem(rows[0], now());
    },

    /** The storefront's line: every rating's stars as one average. */
    async storefrontSummary() {
      return averageOf(await repo.allSummary());
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

    visibleElectricians,

    /** An electrician's own average: the ratings of the projects they were the electrician on. */
    async electricianSummary(caller: Caller, ref: string) {
      const rows = await visibleElectricians(caller, ref);
      if (rows.length === 0) throw notFound("Fant ikke montøren.");
      return averageOf(await repo.electricianSummary(rows.map((row) => row.id)));
    },

    async contractorSummary(ref: string) {
      const summary = await repo.contractorSummary(
        isUuid(ref) ? { uuid: ref } : /^\d{1,9}$/.test(ref) ? { id: Number(ref) } : { id: -1 },
      );
      if (!summary) throw notFound("Fant ikke installatøren.");
      return averageOf(summary);
    },
  };
}

export type RatingService = ReturnType<typeof ratingService>;
