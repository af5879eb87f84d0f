import { type Interval, subtractIntervals } from "@mt/domain/time/intervals";
import type { FreeTime } from "@mt/domain/time/offered-windows";
import { addDays, osloToUtc, weekday } from "@mt/domain/time/oslo-clock";
import type { ElectricianAvailability } from "./schedule.repository.ts";

// Oslo wall-clock to UTC through Intl is the costly step; the answers never change, so keep them.
const utcCache = new Map<string, number>();
function cachedOsloToUtc(date: string, time: string): number {
  const key = `${date} ${time}`;
  let value = utcCache.get(key);
  if (value === undefined) {
    if (utcCache.size > 50_000) utcCache.clear();
    value = osloToUtc(date, time);
    utcCache.set(key, value);
  }
  return value;
}

/**
 * Free time per electrician: their week on real days (as `expandWeekly` lays it out, with the
 * conversions cached and shared by electricians with the same week), minus exceptions and held time.
 */
export function freeTimes(
  rows: readonly ElectricianAvailability[],
  fromDate: string,
  toDate: string,
): FreeTime[] {
  const weeks = new Map<string, Interval[]>();
  const days: { date: string; weekday: number }[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1))
    days.push({ date, weekday: weekday(date) });
  const expand = (pattern: ElectricianAvailability["pattern"]): Interval[] => {
    const key = JSON.stringify(pattern);
    let result = weeks.get(key);
    if (!result) {
      result = [];
      for (const day of days) {
        for (const stretch of pattern) {
          if (stretch.weekday !== day.weekday) continue;
          const start = cachedOsloToUtc(day.date, stretch.start);
          const end = cachedOsloToUtc(day.date, stretch.end);
          if (end > start) result.push({ start, end });
        }
      }
      weeks.set(key, result);
    }
    return result;
  };
  return rows.map((row) => ({
    electricianId: String(row.electricianId),
    free: subtractIntervals(
      expand(row.pattern),
      row.exceptions.concat(row.busy).map(([start, end]) => ({ start, end })),
    ),
  }));
}
