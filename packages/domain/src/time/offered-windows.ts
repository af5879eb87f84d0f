import { type Interval, mergeIntervals } from "./intervals.ts";
import { addDays, type LocalDate, type LocalTime, osloDate, osloToUtc } from "./oslo-clock.ts";

/** An arrival window a customer can choose, in Oslo wall-clock time, e.g. 08:00–12:00. */
export interface ArrivalWindow {
  start: LocalTime;
  end: LocalTime;
}

/** One electrician's free time: availability minus exceptions minus booked and reserved time. */
export interface FreeTime {
  electricianId: string;
  free: readonly Interval[];
}

export interface OfferRequest {
  now: number;
  /** No arrival earlier than this many minutes from now. */
  leadMinutes: number;
  /** Days offered, counted from today in Oslo. */
  horizonDays: number;
  windows: readonly ArrivalWindow[];
  /** The cart's total duration. */
  durationMinutes: number;
  electricians: readonly FreeTime[];
}

export interface OfferedWindow {
  date: LocalDate;
  start: LocalTime;
  end: LocalTime;
  /** The window in UTC, ISO 8601. */
  startsAt: string;
  endsAt: string;
  /** Earliest arrival inside the window that someone can take, ISO 8601; null when nobody can. */
  earliestArrival: string | null;
  available: boolean;
}

export interface OfferedDay {
  date: LocalDate;
  windows: OfferedWindow[];
}

/**
 * The earliest start in [from, until) at which a free stretch holds `duration` minutes of work.
 * The job may run past the end of the arrival window.
 */
export function earliestFit(
  free: readonly Interval[],
  from: number,
  until: number,
  durationMs: number,
): number | null {
  for (const interval of free) {
    const start = Math.max(interval.start, from);
    if (start >= until) continue;
    if (interval.end - start >= durationMs) return start;
  }
  return null;
}

/** The days and windows to show, each with whether (and how early) someone can come. */
export function offeredWindows(request: OfferRequest): OfferedDay[] {
  const durationMs = request.durationMinutes * 60_000;
  const notBefore = request.now + request.leadMinutes * 60_000;
  const free = request.electricians.map((e) => mergeIntervals(e.free));
  const today = osloDate(request.now);
  const days: OfferedDay[] = [];
  for (let offset = 0; offset < request.horizonDays; offset++) {
    const date = addDays(today, offset);
    const windows = request.windows.map((window): OfferedWindow => {
      const startsAt = osloToUtc(date, window.start);
      const endsAt = osloToUtc(date, window.end);
      let best: number | null = null;
      if (endsAt > notBefore) {
        for (const intervals of free) {
          const fit = earliestFit(intervals, Math.max(startsAt, notBefore), endsAt, durationMs);
          if (fit !== null && (best === null || fit < best)) best = fit;
        }
      }
      return {
        date,
        start: window.start,
        end: window.end,
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(endsAt).toISOString(),
        earliestArrival: best === null ? null : new Date(best).toISOString(),
        available: best !== null,
      };
    });
    days.push({ date, windows });
  }
  return days;
}

/** Which electrician to reserve for a chosen window: the one who can come earliest, ties by id. */
export function pickElectrician(
  request: Omit<OfferRequest, "horizonDays" | "windows">,
  window: { startsAt: number; endsAt: number },
): { electricianId: string; start: number; end: number } | null {
  const durationMs = request.durationMinutes * 60_000;
  const from = Math.max(window.startsAt, request.now + request.leadMinutes * 60_000);
  let best: { electricianId: string; start: number; end: number } | null = null;
  for (const electrician of [...request.electricians].sort((a, b) =>
    a.electricianId.localeCompare(b.electricianId),
  )) {
    const fit = earliestFit(mergeIntervals(electrician.free), from, window.endsAt, durationMs);
    if (fit !== null && (best === null || fit < best.start)) {
      best = { electricianId: electrician.electricianId, start: fit, end: fit + durationMs };
    }
  }
  return best;
}
