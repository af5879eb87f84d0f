import { type DateInput, inOslo } from "./date.ts";

// dayjs' nb locale abbreviates to two letters ("on."), which reads as English; these are the
// three-letter forms Norwegian writes, always with the full stop (decision 070). Sunday first, as Date.getDay().
const WEEKDAYS_SHORT = ["søn.", "man.", "tir.", "ons.", "tor.", "fre.", "lør."];

/** "tirsdag 1. desember"; with `year` "tirsdag 1. desember 2026". Lower case: capitalise at a sentence start. */
export function formatDayHeading(value: DateInput, { year = false } = {}): string {
  return inOslo(value)?.format(year ? "dddd D. MMMM YYYY" : "dddd D. MMMM") ?? "";
}

/** "ons. 2. des.": a day where room is short. */
export function formatDayShort(value: DateInput): string {
  const day = inOslo(value);
  return day ? `${WEEKDAYS_SHORT[day.day()]} ${day.format("D. MMM")}` : "";
}
