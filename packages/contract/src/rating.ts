import { commentStatusSchema, ratingInputSchema } from "@mt/domain/rating/rating";
import { z } from "zod";
import { listMetaSchema } from "./cms.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

/* Ratings: the customer rates a completed job; caseworkers moderate comments; job pages show the average. */

export const ratingErrors = defineErrors({
  /** The project is not completed (or invoiced) yet. */
  RATING_NOT_YET: { status: 409, message: "Du kan gi en vurdering når jobben er fullført." },
  /** The comment is moderated, or the time to change the rating is over. */
  RATING_LOCKED: { status: 409, message: "Vurderingen kan ikke endres lenger." },
  /** Only the customer who ordered may rate (staff reach the project, but do not rate it). */
  RATING_ONLY_CUSTOMER: { status: 403, message: "Bare kunden som bestilte jobben kan gi en vurdering." },
  /** Approve or reject a rating that has no comment. */
  RATING_NO_COMMENT: { status: 409, message: "Vurderingen har ingen kommentar å godkjenne eller avvise." },
});

export const ratingSchema = z.object({
  uuid: z.uuid(),
  stars: z.number().int().min(1).max(5),
  comment: z.string().nullable(),
  commentStatus: commentStatusSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Until when the customer may change it; null when it can no longer be changed. */
  changeableUntil: z.string().nullable(),
  moderatedBy: z.string().nullable(),
  moderatedAt: z.string().nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

export const projectRatingSchema = z.object({
  rating: ratingSchema.nullable(),
  /** The caller is the project's customer and may give (or change) the rating now. */
  mayRate: z.boolean(),
});
export type ProjectRating = z.infer<typeof projectRatingSchema>;

/** A rating in the caseworkers' list: what they need to judge a comment. */
export const ratingListItemSchema = ratingSchema.extend({
  project: z.object({ uuid: z.uuid(), number: z.number().int() }),
  contractor: z.object({ uuid: z.uuid(), name: z.string() }),
  electrician: z.string().nullable(),
  customerName: z.string(),
  jobs: z.array(z.string()),
});
export type RatingListItem = z.infer<typeof ratingListItemSchema>;

export const ratingSummarySchema = z.object({
  /** Null when there are no ratings. */
  average: z.number().nullable(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** An approved comment as a job page shows it: first name and place only. */
export const publicCommentSchema = z.object({
  firstName: z.string(),
  place: z.string().nullable(),
  stars: z.number().int(),
  comment: z.string(),
  at: z.string(),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const jobRatingSummarySchema = ratingSummarySchema.extend({ comments: z.array(publicCommentSchema) });
export type JobRatingSummary = z.infer<typeof jobRatingSummarySchema>;

/** A project by its uuid or by its number, as the project calls take it. */
const projectParams = z.object({
  uuid: z.union([z.uuid(), z.string().regex(/^\d{1,10}$/)], { error: "Ukjent prosjekt" }),
});

export const getProjectRating = defineRoute({
  method: "GET",
  path: "/rating/project/:uuid",
  refs: { params: { uuid: "project" } },
  summary: "The project's rating (null before one is given) and whether the caller may rate it now",
  tags: ["rating"],
  params: projectParams,
  response: z.object({ data: projectRatingSchema }),
});

export const rateProject = defineRoute({
  method: "PUT",
  path: "/rating/project/:uuid",
  refs: { params: { uuid: "project" } },
  summary:
    "The customer rates their completed project (1-5 stars, optional comment), or changes the rating until its comment is moderated or 14 days have passed",
  tags: ["rating"],
  params: projectParams,
  body: ratingInputSchema,
  response: z.object({ data: projectRatingSchema }),
});

export const RATING_PAGE_SIZE = 25;

export const listRatings = defineRoute({
  method: "GET",
  path: "/rating",
  refs: { query: { contractor: "contractor" } },
  summary: "Ratings for caseworkers, newest first; filter by comment status and contractor",
  tags: ["rating"],
  query: z.object({
    commentStatus: commentStatusSchema.optional(),
    contractor: z.uuid("Ukjent installatør").optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(100).default(RATING_PAGE_SIZE),
  }),
  response: z.object({ data: z.array(ratingListItemSchema), meta: listMetaSchema }),
});

export const moderateRating = defineRoute({
  method: "POST",
  path: "/rating/:uuid/moderation",
  refs: { params: { uuid: "rating" } },
  summary: "A caseworker approves (public from now on) or rejects a rating's comment",
  tags: ["rating"],
  params: z.object({ uuid: z.uuid("Ukjent vurdering") }),
  body: z.object({ decision: z.enum(["approve", "reject"]) }),
  response: z.object({ data: ratingListItemSchema }),
});

export const getJobRatingSummary = defineRoute({
  method: "GET",
  path: "/rating/job/:jobTemplateId",
  refs: { params: { jobTemplateId: "job-template" } },
  summary:
    "A job page's ratings: average, count and the newest approved comments (first name and place only)",
  tags: ["rating"],
  params: z.object({ jobTemplateId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.object({ data: jobRatingSummarySchema }),
});

export const getStorefrontRatingSummary = defineRoute({
  method: "GET",
  path: "/rating/storefront",
  summary: "Every customer rating as one: the average and the count the storefront shows",
  tags: ["rating"],
  response: z.object({ data: ratingSummarySchema }),
});

export const getElectricianRatingSummary = defineRoute({
  method: "GET",
  path: "/rating/electrician/:uuid",
  refs: { params: { uuid: "electrician" } },
  summary:
    "An electrician's average and number of ratings, from the projects they did: by the electrician's uuid or their login's (as their calendar page names them); the electrician themselves, their contractor's admins and staff",
  tags: ["rating"],
  params: z.object({ uuid: z.uuid("Ukjent elektriker") }),
  response: z.object({ data: ratingSummarySchema }),
});

export const getContractorRatingSummary = defineRoute({
  method: "GET",
  path: "/rating/contractor/:id",
  refs: { params: { id: "contractor" } },
  summary: "A contractor's average and number of ratings (its admins and staff)",
  tags: ["rating"],
  params: z.object({ id: z.string().min(1).max(64) }),
  response: z.object({ data: ratingSummarySchema }),
});
