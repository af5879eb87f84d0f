import { formatDateLong, formatIsoDate, inOslo, twoDigits } from "./date.ts";

/** What a date field says when its text is not a date. */
export const DATE_ENTRY_MESSAGE = "Skriv datoen som dd.mm.åååå, for eksempel 24.12.2026";

/** The hint under a date field. */
export const DATE_ENTRY_HINT = "dd.mm.åååå";

// Day, month and year apart by a full stop, comma, slash, dash or space, or the digits alone (a
// phone's number pad may offer no full stop): "24.12.2026", "24,12,2026", "24122026". The year is
// whole: with two digits "24.12.20" would already be a date halfway through typing "24.12.2026".
const APART = /^(\d{1,2})[.,/\- ](\d{1,2})[.,/\- ](\d{4})$/;
const TOGETHER = /^(\d{2})(\d{2})(\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "24.12.2026" (also "7.12.2026", "24,12,2026", "24122026", and the ISO "2026-12-24" itself, as a
 * date field's value is) as an ISO calendar date "2026-12-24", or null when the text is not a day
 * that exists.
 */
export function parseDateEntry(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.test(trimmed) ? trimmed : fromNorwegian(trimmed);
  return iso && formatIsoDate(iso) === iso ? iso : null;
}

function fromNorwegian(text: string): string | null {
  const match = APART.exec(text) ?? TOGETHER.exec(text);
  if (!match) return null;
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}
/** "2026-12-24" (ISO) as a date field shows it: "24.12.2026", the year in full so it cannot read as a day. */
export function formatDateEntry(iso: string): string {
  const day = ISO_DATE.test(iso) ? inOslo(iso) : null;
  return day ? `${twoDigits(day.day)}.${twoDigits(day.month)}.${day.year}` : "";
}

/**
 * What is wrong with a date field's text, in Norwegian, or null: not a date, or a day before `min`
 * or after `max` (ISO dates). An empty field is the form's business (required or not).
 */
export function dateEntryProblem(text: string, limits: { min?: string; max?: string } = {}): string | null {
  if (text.trim() === "") return null;
  const iso = parseDateEntry(text);
  if (!iso) return DATE_ENTRY_MESSAGE;
  if (limits.min && iso < limits.min) return `Velg en dato fra og med ${formatDateLong(limits.min)}`;
  if (limits.max && iso > limits.max) return `Velg en dato til og med ${formatDateLong(limits.max)}`;
  return null;
}
