import { NBSP } from "./spaces.ts";

const oneDecimal = (value: number) => {
  const rounded = Math.round(value * 10) / 10;
  return (Number.isInteger(rounded) ? String(rounded) : rounded.toFixed(1)).replace(".", ",");
};

/**
 * A big number as the spec writes it (section 9 "Big numbers"): thousands with the suffix "k.",
 * millions with "mill.", one decimal at most with a comma: 950, "12,5k.", "1,2 mill.". For counts
 * only: an amount of money is always a price, "kr 219 500" (formatPrice), never "kr 219,5k." (decision 070).
 */
export function formatBigNumber(value: number): string {
  if (!Number.isFinite(value)) return "";
  const sign = value < 0 ? "-" : "";
  const size = Math.abs(value);
  if (size >= 999_950) return `${sign}${oneDecimal(size / 1_000_000)}${NBSP}mill.`;
  if (size >= 1000) return `${sign}${oneDecimal(size / 1000)}k.`;
  return `${sign}${oneDecimal(size)}`;
}
