import type { RatingStars } from "./rating.ts";

/** The average to one decimal with a decimal comma: "4,6 av 5". */
export function formatAverage(average: number): string {
  const rounded = Math.round(average * 10) / 10;
  return `${rounded.toFixed(1).replace(".", ",")} av 5`;
}

/** "1 vurdering", "12 vurderinger", "Ingen vurderinger ennå". */
export function formatRatingCount(count: number): string {
  if (count === 0) return "Ingen vurderinger ennå";
  return `${count} ${count === 1 ? "vurdering" : "vurderinger"}`;
}

/** The label of one star choice and of a given rating: "1 av 5 stjerner". */
export function starsLabel(stars: RatingStars | number): string {
  return `${stars} av 5 stjerner`;
}
