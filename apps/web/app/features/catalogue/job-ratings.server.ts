import type { JobRatingSummary } from "@mt/contract/rating";
import { formatMonthYear } from "@mt/domain/format/date";
import type { ShownJobRatings } from "./job-ratings";

/**
 * Each comment's month ("oktober 2026"), written on the server: the browser then needs neither a date
 * library nor a time-zone formatter on the job page, whose first use costs a phone 40–60 ms
 * (decision 069).
 */
export function withMonths(summary: JobRatingSummary): ShownJobRatings {
  return {
    ...summary,
    comments: summary.comments.map((comment) => ({
      ...comment,
      month: formatMonthYear(comment.at),
    })),
  };
}
