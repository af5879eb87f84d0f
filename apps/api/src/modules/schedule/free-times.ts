import { type Interval, mergeIntervals, subtractIntervals } from "@mt/domain/time/intervals";
import type { FreeTime } from "@mt/domain/time/offered-windows";
import { addDays, osloToUtc, weekday } from "@mt/domain/time/oslo-clock";
import { publicHoliday } from "@mt/domain/time/public-holidays";
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
 * Free time per electrician: their week on real days plus their `extra` working time (as `expandWeekly` lays it out, with the
 * conversions cached and shared by electricians with the same week and opened holidays), minus
 * exceptions and held time. A Norwegian public holiday is closed unless the contractor opened it.
 */
export function freeTimes(
  rows: readonly ElectricianAvailability[],
  fromDate: string,
  toDate: string,
): FreeTime[] {
  const weeks = new Map<string, Interval[]>();
  const days: { date: string; weekday: number; holiday: boolean }[] = [];
  for (let date = fromDate; date <= toDate; date = addDays(date, 1))
    days.push({ date, weekday: weekday(date), holiday: publicHoliday(date) !== null });
  const expand = (row: ElectricianAvailability): Interval[] => {
    const key = JSON.stringify([row.pattern, [...row.openDays].sort()]);
    let result = weeks.get(key);
    if (!result) {
      result = [];
      const open = new Set(row.openDays);
      for (const day of days) {
        if (day.holiday && !open.has(day.date)) continue;
        for (const stretch of row.pattern) {
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
      row.extras.length === 0
        ? expand(row)
        : mergeIntervals(expand(row).concat(row.extras.map(([start, end]) => ({ start, end })))),
      row.exceptions.concat(row.busy).map(([start, end]) => ({ start, end })),
    ),
  }));
}
