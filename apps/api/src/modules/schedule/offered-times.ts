import { type FreeTime, offeredWindows, pickElectrician } from "@mt/domain/time/offered-windows";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import type { OfferSettings } from "./offer.settings.ts";

/** Who could come and for how long: the same question for a cart and for a booked project. */
export interface OfferDemand {
  contractorIds: readonly number[];
  workTypes: readonly string[];
  durationMinutes: number;
  now: number;
  /** This cart's own reservation does not count as held. */
  exceptCartId?: number | undefined;
  /** This booked timeslot does not count as held (the project moving its own time). */
  exceptTimeslotId?: number | undefined;
}

/** Whose free time, over which Oslo dates [fromDate, toDate], not counting the asker's own hold. */
export interface FreeTimesQuery {
  contractorIds: readonly number[];
  workTypes: readonly string[];
  fromDate: string;
  toDate: string;
  now: number;
  /** This cart's own reservation does not count as held. */
  exceptCartId?: number | undefined;
  /** Nor this booked timeslot (a project moving its own time). */
  exceptTimeslotId?: number | undefined;
}

export type FreeTimesLookup = (input: FreeTimesQuery) => Promise<FreeTime[]>;

/**
 * The offered arrival windows over the horizon, from `from` (clamped to [today, last day]) for
 * `days` days, and the earliest available one. The storefront's cart and a project's reschedule
 * both ask this.
 */
export async function offeredTimes(
  lookup: FreeTimesLookup,
  settings: OfferSettings,
  demand: OfferDemand,
  query: { from?: string | undefined; days?: number | undefined },
) {
  const today = osloDate(demand.now);
  const last = addDays(today, settings.horizonDays - 1);
  const electricians = demand.contractorIds.length
    ? await lookup({
        contractorIds: demand.contractorIds,
        workTypes: demand.workTypes,
        fromDate: today,
        toDate: addDays(last, 1),
        now: demand.now,
        exceptCartId: demand.exceptCartId,
        exceptTimeslotId: demand.exceptTimeslotId,
      })
    : [];
  const all = offeredWindows({
    now: demand.now,
    leadMinutes: settings.leadMinutes,
    horizonDays: settings.horizonDays,
    windows: settings.windows,
    durationMinutes: demand.durationMinutes,
    electricians,
  });
  // Oslo dates as "YYYY-MM-DD" compare as strings: clamp to [today, last].
  const [from = today] = [today, query.from ?? today, last].sort().slice(1, 2);
  const days = all.filter((d) => d.date >= from).slice(0, query.days ?? settings.horizonDays);
  const earliest = all.flatMap((d) => d.windows).find((w) => w.available) ?? null;
  return { from, days, earliest };
}

/** The arrival window that starts at `startsAt` within the horizon, or null when none does. */
export function windowAt(settings: OfferSettings, startsAt: number, now: number) {
  const date = osloDate(startsAt);
  const window = settings.windows.find((w) => osloToUtc(date, w.start) === startsAt);
  const today = osloDate(now);
  if (!window || date < today || date > addDays(today, settings.horizonDays - 1)) return null;
  return { date, startsAt, endsAt: osloToUtc(date, window.end) };
}

/** An electrician free for the whole work in the window (fresh from the database), or null. */
export async function pickFor(
  lookup: FreeTimesLookup,
  settings: OfferSettings,
  demand: OfferDemand,
  window: { date: string; startsAt: number; endsAt: number },
  /** Keep this electrician when they are free (a project keeps whom it has). */
  prefer?: number,
) {
  const electricians = await lookup({
    contractorIds: demand.contractorIds,
    workTypes: demand.workTypes,
    fromDate: addDays(window.date, -1),
    toDate: addDays(window.date, 1),
    now: demand.now,
    exceptCartId: demand.exceptCartId,
    exceptTimeslotId: demand.exceptTimeslotId,
  });
  const pick = (among: typeof electricians) =>
    pickElectrician(
      {
        now: demand.now,
        leadMinutes: settings.leadMinutes,
        durationMinutes: demand.durationMinutes,
        electricians: among,
      },
      { startsAt: window.startsAt, endsAt: window.endsAt },
    );
  const preferred =
    prefer === undefined ? [] : electricians.filter((e) => e.electricianId === String(prefer));
  return (preferred.length ? pick(preferred) : null) ?? pick(electricians);
}
