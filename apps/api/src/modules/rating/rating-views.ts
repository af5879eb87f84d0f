import type { Rating, RatingListItem } from "@mt/contract/rating";
import { changeDeadline, ratingChangeable } from "@mt/domain/rating/rating";
import type { RatingRow } from "./rating.repository.ts";

const fullName = (first: string | null | undefined, last: string | null | undefined) =>
  [first, last].filter(Boolean).join(" ");

/** A rating as the customer and staff see it on the project. */
export function toRating(
  row: { rating: RatingRow; moderatorFirstName: string | null; moderatorLastName: string | null },
  now: Date,
): Rating {
  const r = row.rating;
  return {
    uuid: r.uuid,
    stars: r.stars,
    comment: r.comment,
    commentStatus: r.commentStatus,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    changeableUntil: ratingChangeable(r, now) ? changeDeadline(r.createdAt).toISOString() : null,
    moderatedBy: fullName(row.moderatorFirstName, row.moderatorLastName) || null,
    moderatedAt: r.moderatedAt?.toISOString() ?? null,
  };
}

export function toListItem(
  row: {
    rating: RatingRow;
    moderatorFirstName: string | null;
    moderatorLastName: string | null;
    project: { uuid: string; number: number; contact: { firstName: string; lastName: string } };
    lineItems: { title: string }[];
    contractor: { uuid: string; name: string };
    electrician: { firstName: string; lastName: string } | null;
  },
  now: Date,
): RatingListItem {
  return {
    ...toRating(row, now),
    project: { uuid: row.project.uuid, number: row.project.number },
    contractor: row.contractor,
    electrician: row.electrician ? fullName(row.electrician.firstName, row.electrician.lastName) : null,
    customerName: fullName(row.project.contact.firstName, row.project.contact.lastName),
    jobs: [...new Set(row.lineItems.map((line) => line.title))],
  };
}

/** An average from the database (numeric as text) to one that JSON carries, or null without ratings. */
export function averageOf(summary: { average: string | number | null; count: number }) {
  return {
    average:
      summary.count > 0 && summary.average !== null ? Math.round(Number(summary.average) * 100) / 100 : null,
    count: summary.count,
  };
}
