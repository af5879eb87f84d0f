import { z } from "zod";
import type { ProjectStatus } from "../project/project-status.ts";
import { fieldMessages } from "../validation/messages.ts";

/** A rating is one to five stars. */
export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export type RatingStars = (typeof RATING_STARS)[number];

/** The longest comment a customer may write with a rating. */
export const RATING_COMMENT_MAX_LENGTH = 1000;

/** How long after first rating the customer may still change it (unless staff have moderated the comment first). */
export const RATING_CHANGE_DAYS = 14;

/** A project can be rated once the job is done. */
export const RATEABLE_STATUSES: readonly ProjectStatus[] = ["completed", "invoiced"];

export const ratingMessages = {
  stars: "Velg fra 1 til 5 stjerner",
} as const;

export const ratingStarsSchema = z.coerce
  .number({ error: ratingMessages.stars })
  .int(ratingMessages.stars)
  .min(1, ratingMessages.stars)
  .max(5, ratingMessages.stars);

/** The comment, trimmed; an empty one is no comment. */
export const ratingCommentSchema = z
  .string()
  .trim()
  .max(RATING_COMMENT_MAX_LENGTH, fieldMessages.maxLength(RATING_COMMENT_MAX_LENGTH))
  .transform((value) => (value === "" ? null : value));

/** What the customer sends (the form and the API body). */
export const ratingInputSchema = z.object({
  stars: ratingStarsSchema,
  comment: ratingCommentSchema.nullable().optional(),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

/** A comment waits for a caseworker; only an approved one is ever public. */
export const COMMENT_STATUSES = ["pending", "approved", "rejected"] as const;
export const commentStatusSchema = z.enum(COMMENT_STATUSES);
export type CommentStatus = z.infer<typeof commentStatusSchema>;

export const commentStatusLabels: Record<CommentStatus, string> = {
  pending: "Venter på godkjenning",
  approved: "Godkjent",
  rejected: "Avvist",
};

export function isRateable(status: ProjectStatus): boolean {
  return RATEABLE_STATUSES.includes(status);
}

/**
 * May the customer still change the rating? Until a caseworker has approved or rejected its
 * comment, and for `RATING_CHANGE_DAYS` after it was first given.
 */
export function ratingChangeable(
  rating: { createdAt: Date; commentStatus: CommentStatus | null },
  now: Date,
): boolean {
  if (rating.commentStatus === "approved" || rating.commentStatus === "rejected") return false;
  return now.getTime() < changeDeadline(rating.createdAt).getTime();
}

/** The last moment the customer may change a rating first given at `createdAt`. */
export function changeDeadline(createdAt: Date): Date {
  return new Date(createdAt.getTime() + RATING_CHANGE_DAYS * 24 * 3_600_000);
}
