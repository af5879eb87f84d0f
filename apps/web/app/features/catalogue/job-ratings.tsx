import type { JobRatingSummary } from "@mt/contract/rating";
import { formatAverage, formatRatingCount } from "@mt/domain/rating/rating-format";
import { reviewerLabel } from "@mt/domain/rating/rating-public";
import { RatingSummaryLine, Stars } from "../../components/rating-stars";

/** The job's ratings as the page shows them: each comment with its month, written on the server. */
export type ShownJobRatings = Omit<JobRatingSummary, "comments"> & {
  comments: Array<JobRatingSummary["comments"][number] & { month: string }>;
};

/** Under the job's price: the average and the count, linking to the comments below. */
export function JobRatingBadge({ summary }: { summary: JobRatingSummary }) {
  if (summary.count === 0 || summary.average === null) return null;
  return (
    <p className="job-ratings__badge">
      <Stars stars={summary.average} label={`Kundene gir i snitt ${formatAverage(summary.average)}`} />{" "}
      <a href="#vurderinger">
        {formatAverage(summary.average)} ({formatRatingCount(summary.count)})
      </a>
    </p>
  );
}

/** "Hva kundene sier": the average, the count and a few approved comments (first name and place only). */
export function JobRatings({ summary }: { summary: ShownJobRatings }) {
  return (
    <section id="vurderinger" className="job-ratings" aria-labelledby="job-ratings-heading">
      <h2 id="job-ratings-heading">Hva kundene sier</h2>
      <RatingSummaryLine average={summary.average} count={summary.count} />
      {summary.comments.length > 0 && (
        <ul className="job-ratings__comments">
          {summary.comments.map((comment) => (
            <li key={`${comment.at}-${comment.firstName}`}>
              <figure>
                <Stars stars={comment.stars} />
                <blockquote>{comment.comment}</blockquote>
                <figcaption>
                  {reviewerLabel(comment)}, <time dateTime={comment.at}>{comment.month}</time>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
