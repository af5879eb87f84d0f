import { type Interval, mergeIntervals, subtractIntervals } from "./intervals.ts";
import { addDays, type LocalDate, osloDate } from "./oslo-clock.ts";
import { publicHoliday } from "./public-holidays.ts";
import { expandWeekly, type WeeklyStretch } from "./weekly-availability.ts";

/** The kinds of exception to the week: three take time away, `extra` adds working time. */
export const EXCEPTION_KINDS = ["holiday", "sick", "blocked", "extra"] as const;
export type ExceptionKind = (typeof EXCEPTION_KINDS)[number];

export const isTimeOff = (kind: ExceptionKind) => kind !== "extra";

/** An exception to the week, in UTC milliseconds. */
export interface TimeException extends Interval {
  kind: ExceptionKind;
}

/** Everything that decides one electrician's working time. */
export interface WorkingTimeRules {
  /** Their own week, else the company's standard. */
  week: readonly WeeklyStretch[];
  exceptions: readonly TimeException[];
  /** Public holidays (Oslo dates) the company works on; other holidays are closed. */
  openDays: ReadonlySet<LocalDate>;
}

/**
 * Working time within [from, to): the week laid on each Oslo day (DST-correct, public holidays
 * closed unless opened), plus `extra` exceptions, minus holiday, sick and blocked time.
 */
export function workingIntervals(rules: WorkingTimeRules, from: number, to: number): Interval[] {
  const firstDate = addDays(osloDate(from), -1);
  const lastDate = addDays(osloDate(to), 1);
  const weekly = expandWeekly(rules.week, firstDate, lastDate).filter((i) => {
    const date = osloDate(i.start);
    return publicHoliday(date) === null || rules.openDays.has(date);
  });
  const extra = rules.exceptions.filter((x) => !isTimeOff(x.kind));
  const off = rules.exceptions.filter((x) => isTimeOff(x.kind));
  const clip = [{ start: from, end: to }];
  const working = subtractIntervals(mergeIntervals([...weekly, ...extra]), off);
  return subtractIntervals(working, subtractIntervals([{ start: -Infinity, end: Infinity }], clip));
}

/** A booked stretch of an electrician's time (a job, an inspection, a claim visit). */
export interface BookedTime extends Interval {
  id: string;
}

/**
 * The booked times a change takes working time from: those with some of their time still to come
 * that was working time before the change and is not after it. A job that was already outside the
 * week (a visit agreed by hand) is not the change's doing and is not listed.
 */
export function affectedByChange(
  booked: readonly BookedTime[],
  before: WorkingTimeRules,
  after: WorkingTimeRules,
  now: number,
): BookedTime[] {
  const future = booked.filter((b) => b.end > now);
  if (future.length === 0) return [];
  const from = Math.max(now, Math.min(...future.map((b) => b.start)));
  const to = Math.max(...future.map((b) => b.end));
  const taken = subtractIntervals(workingIntervals(before, from, to), workingIntervals(after, from, to));
  return future.filter((b) => taken.some((t) => t.start < b.end && b.start < t.end && t.end > now));
}

/** What is left of an exception once the kept booked times are cut out of it (a hole per job). */
export function exceptionAround(exception: Interval, kept: readonly Interval[]): Interval[] {
  return subtractIntervals([exception], kept);
}

const HH_MM = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A wall-clock time as the editor takes it: HH:MM, 00:00–24:00 (24:00: the end of the day). */
export const isClockTime = (value: string) => HH_MM.test(value);

/**
 * What is wrong with a week, in Norwegian, or null: each stretch ends after it starts, and two
 * stretches of one weekday do not overlap.
 */
export function weekProblem(week: readonly WeeklyStretch[]): string | null {
  for (const s of week) {
    if (!isClockTime(s.start) || !isClockTime(s.end)) return "Bruk klokkeslett som TT:MM, for eksempel 07:30";
    if (s.end <= s.start) return "Sluttid må være etter starttid";
  }
  for (let day = 1; day <= 7; day++) {
    const stretches = week.filter((s) => s.weekday === day).sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < stretches.length; i++)
      if ((stretches[i]?.start ?? "") < (stretches[i - 1]?.end ?? ""))
        return "To arbeidstider samme dag overlapper";
  }
  return null;
}
