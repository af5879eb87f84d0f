import { osloDate, osloToUtc, weekday } from "@mt/domain/time/oslo-clock";
import { publicHoliday } from "@mt/domain/time/public-holidays";

/** A stretch of working time: the Oslo day it belongs to (its position in the window's days), UTC ms. */
export interface Stretch {
  day: number;
  start: number;
  end: number;
}

/**
 * The weekly pattern on each Oslo day of the window, as UTC intervals clipped to [from, to): a
 * wall-clock stretch converts on its own day, so a 23- or 25-hour day stays right. Public
 * holidays are closed unless the company opened them (as in the storefront's offered times).
 */
export function workingTime(
  pattern: readonly { weekday: number; start: string; end: string }[],
  days: readonly string[],
  openDays: ReadonlySet<string>,
  from: number,
  to: number,
): Stretch[] {
  const stretches: Stretch[] = [];
  days.forEach((date, day) => {
    if (publicHoliday(date) !== null && !openDays.has(date)) return;
    const wd = weekday(date);
    for (const p of pattern) {
      if (p.weekday !== wd) continue;
      const start = Math.max(osloToUtc(date, p.start), from);
      const end = Math.min(osloToUtc(date, p.end), to);
      if (end > start) stretches.push({ day, start, end });
    }
  });
  return stretches;
}

/** The week's stretches plus extra working time (clipped to the window), by start. */
export function withExtraTime(
  stretches: readonly Stretch[],
  extras: readonly { startsAt: Date; endsAt: Date }[],
  days: readonly string[],
  from: number,
  to: number,
): readonly Stretch[] {
  const added = extras.flatMap((x) => {
    const start = Math.max(x.startsAt.getTime(), from);
    const end = Math.min(x.endsAt.getTime(), to);
    return end > start ? [{ day: days.indexOf(osloDate(start)), start, end }] : [];
  });
  return added.length === 0 ? stretches : [...stretches, ...added].sort((a, b) => a.start - b.start);
}

/** The wire form (`calendarWireSchema`): day, start and end in minutes from `from`, per stretch. */
export function stretchNumbers(stretches: readonly Stretch[], from: number): number[] {
  const numbers: number[] = [];
  for (const s of stretches) numbers.push(s.day, (s.start - from) / 60_000, (s.end - from) / 60_000);
  return numbers;
}
