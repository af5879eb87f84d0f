import type { Interval } from "./intervals.ts";
import { addDays, type LocalDate, type LocalTime, osloToUtc, weekday } from "./oslo-clock.ts";

/** A standard working stretch on one weekday (1 Monday … 7 Sunday), in Oslo wall-clock time. */
export interface WeeklyStretch {
  weekday: number;
  start: LocalTime;
  end: LocalTime;
}

/**
 * The weekly pattern laid out on real days from `from` to `to` (both included), in UTC. A stretch of
 * 08:00–16:00 is eight hours of work on every day, the daylight-saving days included.
 */
export function expandWeekly(pattern: readonly WeeklyStretch[], from: LocalDate, to: LocalDate): Interval[] {
  const result: Interval[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = weekday(date);
    for (const stretch of pattern) {
      if (stretch.weekday !== day) continue;
      const start = osloToUtc(date, stretch.start);
      const end = osloToUtc(date, stretch.end);
      if (end > start) result.push({ start, end });
    }
  }
  return result;
}
