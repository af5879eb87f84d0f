import { z } from "zod";
import { formatDate, formatMonthYear } from "../format/date.ts";
import { isoWeek, isoWeekYear, mondayOf } from "../time/iso-week.ts";
import { addDays, addMonths, daysBetween } from "../time/oslo-clock.ts";

export const INTERVALS = ["day", "week", "month"] as const;
export const intervalSchema = z.enum(INTERVALS, { error: "Velg dag, uke eller måned" });
export type Interval = z.infer<typeof intervalSchema>;

export const intervalLabels: Record<Interval, string> = { day: "Dag", week: "Uke", month: "Måned" };

/** The longest range the figures cover (a few years), and the most days a daily series shows. */
export const MAX_RANGE_DAYS = 1100;
export const MAX_DAILY_DAYS = 366;

/** An inclusive range of Oslo calendar dates, "YYYY-MM-DD". */
export interface DateRange {
  from: string;
  to: string;
}

const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

/** Days in the range, both ends counted. */
export function rangeDays({ from, to }: DateRange): number {
  return daysBetween(from, to) + 1;
}

/**
 * The period compared with: whole calendar months compare with as many months before (November
 * with October), any other range with as many days just before it.
 */
export function previousPeriod(range: DateRange): DateRange {
  const { from } = range;
  const after = addDays(range.to, 1);
  const before = addDays(from, -1);
  if (from.endsWith("-01") && after.endsWith("-01")) {
    const months =
      (Number(after.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
      Number(after.slice(5, 7)) -
      Number(from.slice(5, 7));
    return { from: addMonths(from, -months), to: before };
  }
  return { from: addDays(from, -rangeDays(range)), to: before };
}

/** The first day of the bucket a date falls in: the day, its ISO week's Monday, or the month's 1st. */
export function bucketStart(date: string, interval: Interval): string {
  if (interval === "week") return mondayOf(date);
  if (interval === "month") return firstOfMonth(date);
  return date;
}

/** Every bucket the range touches, in order, so that a chart shows empty days as zero. */
export function bucketsOf(range: DateRange, interval: Interval): string[] {
  const buckets: string[] = [];
  const next = (date: string) =>
    interval === "month" ? addMonths(date, 1) : addDays(date, interval === "week" ? 7 : 1);
  for (let at = bucketStart(range.from, interval); at <= range.to; at = next(at)) buckets.push(at);
  return buckets;
}

/** How a bucket is named on an axis and in a table: "24.11.26", "uke 48 2026", "nov. 2026". */
export function bucketLabel(start: string, interval: Interval): string {
  if (interval === "week") return `uke ${isoWeek(start)} ${isoWeekYear(start)}`;
  return interval === "month" ? formatMonthYear(start, { short: true }) : formatDate(start);
}

/** The change from the previous period as a fraction (0.25 = +25 %); null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** The range the page opens with: the last twelve whole months up to and including this one. */
export function defaultRange(today: string): DateRange {
  const first = firstOfMonth(today);
  return { from: addMonths(first, -11), to: addDays(addMonths(first, 1), -1) };
}
