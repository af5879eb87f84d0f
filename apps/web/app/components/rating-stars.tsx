import { formatAverage, formatRatingCount, starsLabel } from "@mt/domain/rating/rating-format";
import "./rating-stars.css";

/** Stars as a picture with its words for screen readers: "4 av 5 stjerner". An average shows to the nearest half star. */
export function Stars({ stars, label }: { stars: number; label?: string }) {
  const halves = Math.round(stars * 2) / 2;
  const look = (n: number) => (n <= halves ? "on" : n - 0.5 === halves ? "half" : "off");
  return (
    <span className="rating-stars" role="img" aria-label={label ?? starsLabel(Math.round(stars))}>
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={`rating-stars__${look(n)}`}>
          ★
        </span>
      ))}
    </span>
  );
}

/** "★★★★★ 4,6 av 5 · 12 vurderinger", or "Ingen vurderinger ennå". */
export function RatingSummaryLine({ average, count }: { average: number | null; count: number }) {
  if (average === null || count === 0) {
    return <p className="rating-summary">{formatRatingCount(0)}</p>;
  }
  return (
    <p className="rating-summary">
      <Stars stars={average} label={`Gjennomsnitt ${formatAverage(average)}`} />{" "}
      <strong>{formatAverage(average)}</strong> · {formatRatingCount(count)}
    </p>
  );
}
