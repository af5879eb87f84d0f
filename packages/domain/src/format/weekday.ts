import { type DateInput, inOslo, monthName } from "./date.ts";

// Sunday first, as Date.getDay(). The short forms are the three letters Norwegian writes, always with
// the full stop (decision 070), not the two-letter "on." some locale data has, which reads as English.
const WEEKDAYS = ["søndag", "mandag", "tirsdag", "onsdag", "torsdag", "fredag", "lørdag"];
const WEEKDAYS_SHORT = ["søn.", "man.", "tir.", "ons.", "tor.", "fre.", "lør."];

/** "tirsdag"; `short` gives "tir.". */
export function formatWeekday(value: DateInput, { short = false } = {}): string {
  const day = inOslo(value);
  return day ? ((short ? WEEKDAYS_SHORT : WEEKDAYS)[day.weekday] ?? "") : "";
}

/** "tirsdag 1. desember"; with `year` "tirsdag 1. desember 2026". Lower case: capitalise at a sentence start. */
export function formatDayHeading(value: DateInput, { year = false } = {}): string {
  const day = inOslo(value);
  if (!day) return "";
  return `${WEEKDAYS[day.weekday]} ${day.day}. ${monthName(day.month)}${year ? ` ${day.year}` : ""}`;
}

/** "ons. 2. des.": a day where room is short. */
export function formatDayShort(value: DateInput): string {
  const day = inOslo(value);
  return day ? `${WEEKDAYS_SHORT[day.weekday]} ${day.day}. ${monthName(day.month, { short: true })}` : "";
}

/** "ons. 2.12.": a day over a calendar's column. */
export function formatDayNumeric(value: DateInput): string {
  const day = inOslo(value);
  return day ? `${WEEKDAYS_SHORT[day.weekday]} ${day.day}.${day.month}.` : "";
}
