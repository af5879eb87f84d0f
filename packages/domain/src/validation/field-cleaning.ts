import { cleanPhone } from "./phone.ts";

export interface CleaningRules {
  integer?: boolean | undefined;
  float?: boolean | undefined;
  maxLength?: number | undefined;
  phone?: boolean | undefined;
}

/** Digits only. */
export function cleanInteger(value: string): string {
  return value.replace(/\D/g, "");
}

/** A comma counts as the decimal separator; keeps digits and the first decimal point only. */
export function cleanFloat(value: string): string {
  const kept = value.replace(/,/g, ".").replace(/[^\d.]/g, "");
  const point = kept.indexOf(".");
  if (point === -1) return kept;
  return kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, "");
}

/** Cuts the value to maxLength characters (code points, so an emoji is never split in half). */
export function cutToLength(value: string, maxLength: number | undefined): string {
  if (maxLength === undefined || maxLength < 0) return value;
  const chars = Array.from(value);
  return chars.length > maxLength ? chars.slice(0, maxLength).join("") : value;
}

/** Cleaning of the newer field validator: integer, float, phone, then maxLength. Idempotent. */
export function cleanFieldValue(value: string, rules: CleaningRules): string {
  let cleaned = value;
  if (rules.integer) cleaned = cleanInteger(cleaned);
  else if (rules.float) cleaned = cleanFloat(cleaned);
  if (rules.phone) cleaned = cleanPhone(cleaned);
  return cutToLength(cleaned, rules.maxLength);
}

/** Reads a cleaned or typed number, accepting a decimal comma; NaN when it is not a number. */
export function parseDecimal(value: string): number {
  const text = value.trim().replace(",", ".");
  return text === "" ? Number.NaN : Number(text);
}
