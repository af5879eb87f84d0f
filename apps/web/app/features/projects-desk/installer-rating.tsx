import type { RatingSummary } from "@mt/contract/rating";
import { RatingSummaryLine } from "../../components/rating-stars";

/** Above an installer's projects: what their customers think, on average. */
export function InstallerRating({ summary }: { summary: RatingSummary }) {
  return (
    <section className="desk-installer-rating" aria-labelledby="installer-rating-heading">
      <h2 id="installer-rating-heading">Kundenes vurdering av dere</h2>
      <RatingSummaryLine average={summary.average} count={summary.count} />
    </section>
  );
}
