import { osloWall } from "../time/oslo-clock.ts";

/** An instant (Date, epoch ms, ISO string; no offset means UTC) or an Oslo calendar date "YYYY-MM-DD". */
export type DateInput = Date | string | number;

// Written out here rather than asked of Intl: its Norwegian data differs between engines and versions
// (decision 088). Short months as Norwegian writes them: the short names keep their full stop.
const MONTHS = [
  "januar",
  "februar",
  "mars",
  "april",
  "mai",
  "juni",
  "juli",
  "august",
  "september",
  "oktober",
  "november",
  "desember",
];
const MONTHS_SHORT = [
  "jan.",
  "feb.",
  "mars",
  "april",
  "mai",
  "juni",
  "juli",
  "aug.",
  "sep.",
  "okt.",
  "nov.",
  "des.",
];

/** A moment on Oslo's wall clock. `month` counts from 1; `weekday` from Sunday as 0, as Date.getDay(). */
export interface OsloMoment {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;
// JavaScript reads an ISO date-time without an offset as the machine's local time; here it is UTC.
const WITHOUT_OFFSET = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/;

function instantOf(value: DateInput): number {
  if (typeof value !== "string") return new Date(value).getTime();
  // A calendar date is read at noon UTC, which is the same date in Oslo whatever the season.
  if (LOCAL_DATE.test(value)) return Date.parse(`${value}T12:00:00Z`);
  const bare = WITHOUT_OFFSET.exec(value);
  return Date.parse(bare ? `${bare[1]}T${bare[2]}Z` : value);
}

/** The value on Oslo's wall clock, or null when it is not a date. */
export function inOslo(value: DateInput): OsloMoment | null {
  const instant = instantOf(value);
  if (Number.isNaN(instant)) return null;
  const wall = new Date(osloWall(instant));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    weekday: wall.getUTCDay(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** "desember"; `short` gives "des.". `month` counts from 1. */
export function monthName(month: number, { short = false } = {}): string {
  return (short ? MONTHS_SHORT : MONTHS)[month - 1] ?? "";
}

/** "05": a number of two digits. */
export const twoDigits = (n: number) => String(n).padStart(2, "0");

const as = (value: DateInput, write: (m: OsloMoment) => string) => {
  const moment = inOslo(value);
  return moment ? write(moment) : "";
};
const short = (m: OsloMoment) => `${twoDigits(m.day)}.${twoDigits(m.month)}.${String(m.year).slice(-2)}`;
const time = (m: OsloMoment) => `${twoDigits(m.hour)}:${twoDigits(m.minute)}`;
const dayMonth = (m: OsloMoment) => `${m.day}. ${monthName(m.month)}`;
const dayMonthYear = (m: OsloMoment) => `${dayMonth(m)} ${m.year}`;

/** "24.12.25 • kl. 14:30" (the spec's date format). An invalid date gives "", as do all below. */
export const formatDateTime = (value: DateInput) => as(value, (m) => `${short(m)} • kl. ${time(m)}`);

/** "24. desember • kl. 14:30" (the spec's long form). */
export const formatDateTimeLong = (value: DateInput) =>
  as(value, (m) => `${twoDigits(m.day)}. ${monthName(m.month)} • kl. ${time(m)}`);

/** "24.12.25": a date in lists and tables. */
export const formatDate = (value: DateInput) => as(value, short);

/** "24. desember 2025": a date in running text, documents and deadlines, where a year must not read as a day. */
export const formatDateLong = (value: DateInput) => as(value, dayMonthYear);

/** "desember 2025": a month as a heading or a key-figure period; `short` gives "des. 2025" for chart axes. */
export const formatMonthYear = (value: DateInput, { short = false } = {}) =>
  as(value, (m) => `${monthName(m.month, { short })} ${m.year}`);

/** "05": the day of the month, as a month grid numbers its days. */
export const formatDayOfMonth = (value: DateInput) => as(value, (m) => twoDigits(m.day));

/** "14:30". */
export const formatTime = (value: DateInput) => as(value, time);

/** "2025-12-24": the Oslo calendar date, for date inputs, URLs and comparisons. */
export const formatIsoDate = (value: DateInput) =>
  as(value, (m) => `${String(m.year).padStart(4, "0")}-${twoDigits(m.month)}-${twoDigits(m.day)}`);

/**
 * "23.–29. november 2026", "30. november–6. desember 2026", "28. desember 2026–3. januar 2027":
 * an inclusive range of days without repeating what both ends share.
 */
export function formatDateRange(from: DateInput, to: DateInput): string {
  const start = inOslo(from);
  const end = inOslo(to);
  if (!start || !end) return "";
  const last = dayMonthYear(end);
  if (start.year !== end.year) return `${dayMonthYear(start)}–${last}`;
  if (start.month !== end.month) return `${dayMonth(start)}–${last}`;
  return `${start.day}.–${last}`;
}
