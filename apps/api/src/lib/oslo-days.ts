import { addDays, osloToUtc } from "@mt/domain/time/oslo-clock";

/** An instant range [from, to) in UTC milliseconds; an open end is undefined. */
export interface InstantRange {
  from?: number | undefined;
  to?: number | undefined;
}

/** Oslo dates from `from` to `to`, both included, as the UTC range [from's midnight, midnight after `to`). */
export const osloRange = (from: string | undefined, to: string | undefined): InstantRange => ({
  from: from ? osloToUtc(from, "00:00") : undefined,
  to: to ? osloToUtc(addDays(to, 1), "00:00") : undefined,
});

/** The days a calendar call asks for (Oslo dates): some dates, or a span from `from` to `to`. */
export interface CalendarDays {
  from?: string | undefined;
  to?: string | undefined;
  dates?: readonly string[] | undefined;
}

/**
 * A calendar's days as UTC ranges: one range a named date, else the span from `from` to `to`;
 * undefined (no limit) when the query names neither.
 */
export function osloDays(query: CalendarDays): InstantRange[] | undefined {
  if (query.dates?.length) return query.dates.map((date) => osloRange(date, date));
  const span = osloRange(query.from, query.to);
  return span.from !== undefined || span.to !== undefined ? [span] : undefined;
}
