import { addDays, type LocalDate, weekday } from "./oslo-clock.ts";

/**
 * The ISO 8601 week number ("uke") of a local date, as Norwegian calendars print it: weeks start
 * on Monday and week 1 is the week holding the year's first Thursday, so the last days of
 * December may be in week 1 and the first days of January in week 52 or 53.
 */
export function isoWeek(date: LocalDate): number {
  const thursday = addDays(date, 4 - weekday(date));
  const dayOfYear =
    (Date.parse(`${thursday}T00:00:00Z`) - Date.parse(`${thursday.slice(0, 4)}-01-01T00:00:00Z`)) /
    86_400_000;
  return Math.floor(dayOfYear / 7) + 1;
}

/** The year an ISO week belongs to: that of its Thursday, so 29 December 2025 is in week 1 of 2026. */
export function isoWeekYear(date: LocalDate): number {
  return Number(addDays(date, 4 - weekday(date)).slice(0, 4));
}

/** The Monday of the ISO week holding the date. */
export function mondayOf(date: LocalDate): LocalDate {
  return addDays(date, 1 - weekday(date));
}
