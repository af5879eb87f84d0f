import type { RatingSummary } from "@mt/contract/rating";
import { RatingSummaryLine } from "../../components/rating-stars";

/** Whose average it is: the company's (its admins) or the electrician's own. */
export type InstallerRatingOf = "company" | "electrician";

const HEADINGS: Record<InstallerRatingOf, string> = {
  company: "Kundenes vurdering av dere",
  electrician: "Kundenes vurdering av deg",
};

/** Above an installer's calendar: what their customers think, on average. */
export function InstallerRating({
  summary,
  of = "company",
}: {
  summary: RatingSummary;
  of?: InstallerRatingOf;
}) {
  return (
    <section className="cal-installer-rating" aria-labelledby="installer-rating-heading">
      <h2 id="installer-rating-heading">{HEADINGS[of]}</h2>
      <RatingSummaryLine average={summary.average} count={summary.count} />
    </section>
  );
}
