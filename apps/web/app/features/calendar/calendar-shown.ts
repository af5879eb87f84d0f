import type { CalendarWire } from "@mt/contract/contractor";
import { osloDate } from "@mt/domain/time/oslo-clock";
import type { CalendarQuery } from "./calendar-query";

/**
 * The bookings of a month day the loader keeps and the agenda lists before "Vis alle (N)", the day
 * view; the grid shows fewer of them (`MONTH_CELL_ENTRIES`).
 */
export const MONTH_DAY_LIMIT = 8;

/** The bookings an electrician's day shows in the company's week before "Vis alle (N)", the day view. */
export const WEEK_CELL_LIMIT = 4;

/**
 * What a calendar page's loader sends: the API's answer with only the bookings the view draws, and
 * the count of each day (month) or electrician's day (company week) it cut short, keyed by `dayKey`.
 */
export interface ShownCalendar {
  data: CalendarWire;
  totals: Record<string, number>;
}

/** The key of a day's count: "2026-11-24", or in the company's week "2026-11-24 <electrician uuid>". */
export const dayKey = (date: string, electricianUuid?: string) =>
  electricianUuid === undefined ? date : `${date} ${electricianUuid}`;

type WireEvent = CalendarWire["electricians"][number]["events"][number];

/** The Oslo day an event on the wire starts on (its start is minutes from the answer's `from`). */
const startDate = (from: number, event: WireEvent) => osloDate(Math.round(from + event[7] * 60_000));

/**
 * The calendar as the view draws it. The month keeps each Oslo day's first MONTH_DAY_LIMIT bookings
 * of all the electricians together, by start (a company's month is thousands: all of them made the
 * loader data three quarters of the page); the company's week keeps each electrician's day's first
 * WEEK_CELL_LIMIT. The day view, and one electrician's week, keep everything.
 */
export function shownCalendar(wire: CalendarWire, query: CalendarQuery, sideBySide: boolean): ShownCalendar {
  const from = Date.parse(wire.from);
  const totals: Record<string, number> = {};
  if (query.view === "month") {
    // Every booking in start order; a tie keeps the electricians' order, as the page sorts them.
    const all = wire.electricians.flatMap((person, p) =>
      person.events.map((event, e) => ({ p, e, start: event[7], date: startDate(from, event) })),
    );
    all.sort((a, b) => a.start - b.start);
    const counts = new Map<string, number>();
    const kept = wire.electricians.map(() => new Set<number>());
    for (const { p, e, date } of all) {
      const count = (counts.get(date) ?? 0) + 1;
      counts.set(date, count);
      if (count <= MONTH_DAY_LIMIT) kept[p]?.add(e);
    }
    for (const [date, count] of counts) if (count > MONTH_DAY_LIMIT) totals[dayKey(date)] = count;
    return {
      data: {
        ...wire,
        electricians: wire.electricians.map((person, p) => ({
          ...person,
          events: person.events.filter((_, e) => kept[p]?.has(e)),
        })),
      },
      totals,
    };
  }
  if (query.view === "week" && sideBySide) {
    return {
      data: {
        ...wire,
        electricians: wire.electricians.map((person) => {
          const counts = new Map<string, number>();
          const events = person.events.filter((event) => {
            const date = startDate(from, event);
            const count = (counts.get(date) ?? 0) + 1;
            counts.set(date, count);
            return count <= WEEK_CELL_LIMIT;
          });
          for (const [date, count] of counts)
            if (count > WEEK_CELL_LIMIT) totals[dayKey(date, person.uuid)] = count;
          return { ...person, events };
        }),
      },
      totals,
    };
  }
  return { data: wire, totals };
}
