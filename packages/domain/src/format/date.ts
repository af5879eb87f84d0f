import dayjs from "dayjs";
import "dayjs/locale/nb.js";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIME_ZONE = "Europe/Oslo";
export const LOCALE = "nb";

// "kl." is bracketed: with dayjs' advancedFormat plugin loaded anywhere, "k" would be an hour token.
export const DATE_TIME_FORMAT = "DD.MM.YY • [kl.] HH:mm";
export const DATE_TIME_LONG_FORMAT = "DD. MMMM • [kl.] HH:mm";

/** An instant (Date, epoch ms, ISO string; no offset means UTC) or an Oslo calendar date "YYYY-MM-DD". */
export type DateInput = Date | string | number;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The value in Oslo time with the nb locale, or null when it is not a date. A calendar date is read
 * at noon UTC, which is the same date in Oslo whatever the season.
 */
export function inOslo(value: DateInput): dayjs.Dayjs | null {
  const instant = typeof value === "string" && LOCAL_DATE.test(value) ? `${value}T12:00:00Z` : value;
  const parsed = dayjs.utc(instant);
  return parsed.isValid() ? parsed.tz(TIME_ZONE).locale(LOCALE) : null;
}

const as = (value: DateInput, layout: string) => inOslo(value)?.format(layout) ?? "";

/** "24.12.25 • kl. 14:30" (the spec's date format). An invalid date gives "", as do all below. */
export const formatDateTime = (value: DateInput) => as(value, DATE_TIME_FORMAT);

/** "24. desember • kl. 14:30" (the spec's long form). */
export const formatDateTimeLong = (value: DateInput) => as(value, DATE_TIME_LONG_FORMAT);

/** "24.12.25": a date in lists and tables. */
export const formatDate = (value: DateInput) => as(value, "DD.MM.YY");

/** "24. desember 2025": a date in running text, documents and deadlines, where a year must not read as a day. */
export const formatDateLong = (value: DateInput) => as(value, "D. MMMM YYYY");

/** "desember 2025": a month as a heading or a key-figure period; `short` gives "des. 2025" for chart axes. */
export const formatMonthYear = (value: DateInput, { short = false } = {}) =>
  as(value, short ? "MMM YYYY" : "MMMM YYYY");

/** "14:30". */
export const formatTime = (value: DateInput) => as(value, "HH:mm");

/** "2025-12-24": the Oslo calendar date, for date inputs, URLs and comparisons. */
export const formatIsoDate = (value: DateInput) => as(value, "YYYY-MM-DD");

/**
 * "23.–29. november 2026", "30. november–6. desember 2026", "28. desember 2026–3. januar 2027":
 * an inclusive range of days without repeating what both ends share.
 */
export function formatDateRange(from: DateInput, to: DateInput): string {
  const start = inOslo(from);
  const end = inOslo(to);
  if (!start || !end) return "";
  const last = end.format("D. MMMM YYYY");
  if (start.year() !== end.year()) return `${start.format("D. MMMM YYYY")}–${last}`;
  if (start.month() !== end.month()) return `${start.format("D. MMMM")}–${last}`;
  return `${start.format("D.")}–${last}`;
}
