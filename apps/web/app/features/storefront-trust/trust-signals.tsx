import "./trust-signals.css";

/** The storefront's numbers from the API: null where the API gave none. */
export interface StorefrontTrust {
  /** Published jobs with their fixed price on the page (not those that start with an inspection). */
  jobs: number | null;
  /**
   * The customers' ratings, all together, written on the server ("4,5 av 5", "2 vurderinger"): the
   * page's JavaScript carries no rating formatter (issue 35's budget).
   */
  ratings: { average: string; count: string } | null;
}

/**
 * Above the jobs: what customers said (the average and the number of ratings, only when there are
 * ratings) and how many jobs have their fixed price on the page. Shows nothing without numbers.
 */
export function TrustSignals({ trust }: { trust: StorefrontTrust }) {
  const { jobs, ratings } = trust;
  if (!ratings && !jobs) return null;
  return (
    <section className="trust-signals" aria-label="Vurderinger og faste priser">
      <ul className="trust-signals__list">
        {ratings && (
          <li className="trust-signals__item" data-testid="trust-ratings">
            {/* One star as a sign, not five drawn: the storefront's first load carries no rating component (issue 35). */}
            <span className="trust-signals__star" aria-hidden="true">
              ★
            </span>
            <span>
              <strong>{ratings.average}</strong> fra kundene ({ratings.count})
            </span>
          </li>
        )}
        {jobs ? (
          <li className="trust-signals__item" data-testid="trust-jobs">
            <span>
              <strong>{jobs} jobber</strong> med fast pris på siden
            </span>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
