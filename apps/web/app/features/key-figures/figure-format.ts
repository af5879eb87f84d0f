import { formatPercent } from "@mt/domain/format/number";
import { change } from "@mt/domain/key-figures/period";

/** "12,5 %" of a fraction; "–" when there is nothing to divide by. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? "–" : formatPercent(part / whole);
}

/** "+25 %" / "−10 %" against the previous period, or null when that had nothing. */
export function changeText(current: number, previous: number): string | null {
  const fraction = change(current, previous);
  if (fraction === null) return null;
  const text = formatPercent(Math.abs(fraction));
  return fraction > 0 ? `+${text}` : fraction < 0 ? `−${text}` : "±0 %";
}
