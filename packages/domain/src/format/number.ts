import { groupThousands } from "./price.ts";

function decimals(value: number, maxDigits: number): string {
  const factor = 10 ** maxDigits;
  const rounded = Math.round(Math.abs(value) * factor) / factor;
  const [whole = "0", fraction] = String(rounded).split(".");
  const sign = value < 0 && rounded !== 0 ? "-" : "";
  return `${sign}${groupThousands(whole)}${fraction ? `,${fraction}` : ""}`;
}

/** "12 345": a count, digits grouped with a no-break space. Non-finite gives "". */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? decimals(value, 0) : "";
}

/** "12,3": a measure with at most `maxDigits` decimals and a decimal comma. */
export function formatDecimal(value: number, maxDigits = 1): string {
  return Number.isFinite(value) ? decimals(value, maxDigits) : "";
}

/** "12,5 %" of a fraction (0.125), at most one decimal. */
export function formatPercent(fraction: number): string {
  return Number.isFinite(fraction) ? `${decimals(fraction * 100, 1)}\u00a0%` : "";
}
