import dayjs from "dayjs";
import isoWeek from "dayjs/plugin/isoWeek.js";
import utc from "dayjs/plugin/utc.js";
import { z } from "zod";
import { formatDate, formatMonthYear } from "../format/date.ts";

dayjs.extend(utc);
dayjs.extend(isoWeek);

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

const day = (date: string) => dayjs.utc(date, "YYYY-MM-DD");
const iso = (date: dayjs.Dayjs) => date.toISOString().slice(0, 10);

/** Days in the range, both ends counted. */
export function rangeDays({ from, to }: DateRange): number {
  return day(to).diff(day(from), "day") + 1;
}

/**
 * The period compared with: whole calendar months compare with as many months before (November
 * with October), any other range with as many days just before it.
 */
export function previousPeriod(range: DateRange): DateRange {
  const from = day(range.from);
  const to = day(range.to);
  if (from.date() === 1 && to.add(1, "day").date() === 1) {
    const months = to.add(1, "day").diff(from, "month");
    return { from: iso(from.subtract(months, "month")), to: iso(from.subtract(1, "day")) };
  }
  const days = rangeDays(range);
  return { from: iso(from.subtract(days, "day")), to: iso(from.subtract(1, "day")) };
}

/** The first day of the bucket a date falls in: the day, its ISO week's Monday, or the month's 1st. */
export function bucketStart(date: string, interval: Interval): string {
  const d = day(date);
  if (interval === "week") return iso(d.isoWeekday(1));
  if (interval === "month") return iso(d.startOf("month"));
  return iso(d);
}

/** Every bucket the range touches, in order, so that a chart shows empty days as zero. */
export function bucketsOf(range: DateRange, interval: Interval): string[] {
  const buckets: string[] = [];
  const unit = interval === "day" ? "day" : interval === "week" ? "week" : "month";
  let at = day(bucketStart(range.from, interval));
  const end = day(range.to);
  while (!at.isAfter(end)) {
    buckets.push(iso(at));
    at = at.add(1, unit);
  }
  return buckets;
}

/** How a bucket is named on an axis and in a table: "24.11.26", "uke 48 2026", "nov. 2026". */
export function bucketLabel(start: string, interval: Interval): string {
  const d = day(start);
  if (interval === "week") return `uke ${d.isoWeek()} ${d.isoWeekYear()}`;
  return interval === "month" ? formatMonthYear(start, { short: true }) : formatDate(start);
}

/** The change from the previous period as a fraction (0.25 = +25 %); null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** The range the page opens with: the last twelve whole months up to and including this one. */
export function defaultRange(today: string): DateRange {
  const d = day(today);
  return { from: iso(d.startOf("month").subtract(11, "month")), to: iso(d.endOf("month")) };
}
