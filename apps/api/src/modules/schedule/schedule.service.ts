import type { FreeTime } from "@mt/domain/time/offered-windows";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { publicHoliday } from "@mt/domain/time/public-holidays";
import { type Db, transaction } from "../../db/database.ts";
import { isDeadlock, isExclusionViolation } from "../../db/sql-state.ts";
import { apiError, fieldError } from "../../lib/http-error.ts";
import { availabilityRepository } from "./availability.repository.ts";
import { freeTimes } from "./free-times.ts";
import { OFFER_SETTINGS, type OfferSettings } from "./offer.settings.ts";
import { type FreeTimesQuery, type OfferDemand, offeredTimes, pickFor, windowAt } from "./offered-times.ts";
import { type NewReservation, scheduleRepository, type TimeslotRow } from "./schedule.repository.ts";

export type { TimeslotRow } from "./schedule.repository.ts";

/** True while a reservation holds its time: reserved and not expired at `at`. */
export const isLive = (row: TimeslotRow | null, at: number): row is TimeslotRow =>
  row?.status === "RESERVED" && (row.expiresAt?.getTime() ?? 0) > at;

export type { OfferDemand } from "./offered-times.ts";

/** Where a booked timeslot moves: its electrician, its time and the arrival window shown. */
export interface TimeslotMove {
  electricianId: number;
  startsAt: Date;
  endsAt: Date;
  windowStartsAt: Date;
  windowEndsAt: Date;
}

/** An electrician as the swap calls name them. */
export interface ElectricianName {
  id: number;
  uuid: string;
  firstName: string;
  lastName: string;
}

/** `offer`: the offer rules, read per call (they are run-time settings). */
export function scheduleService(db: Db, offer: () => Promise<OfferSettings> = async () => OFFER_SETTINGS) {
  const repo = scheduleRepository(db);
  const lookup = (input: Parameters<ReturnType<typeof scheduleService>["freeTimes"]>[0]) =>
    service.freeTimes(input);
  const service = {
    isLive,
    /**
     * Weeks and exceptions: reads, and (with the caller's transaction first) the editor's writes and
     * the electricians' locks. The contractor module decides who may and what booked work allows.
     */
    availability: availabilityRepository(db),
    availabilityIn: (tx: Db) => availabilityRepository(tx),
    /** Lead time, horizon and arrival windows of every offer. */
    offerSettings: offer,

    /**
     * Free time per active electrician of these contractors who does all these work types, over the
     * Oslo dates [fromDate, toDate]: their week minus exceptions and held time, with public holidays
     * closed unless their contractor opened them.
     */
    async freeTimes(input: FreeTimesQuery): Promise<FreeTime[]> {
      const rows = await repo.availability({
        contractorIds: input.contractorIds,
        workTypes: input.workTypes,
        from: new Date(osloToUtc(input.fromDate, "00:00")),
        to: new Date(osloToUtc(addDays(input.toDate, 1), "00:00")),
        fromDate: input.fromDate,
        toDate: input.toDate,
        now: new Date(input.now),
        exceptCartId: input.exceptCartId,
        exceptTimeslotId: input.exceptTimeslotId,
      });
      return freeTimes(rows, input.fromDate, input.toDate);
    },
    /**
     * The arrival windows offered for this work (one function for carts and projects): from
     * `query.from` (clamped to the horizon) for `query.days` days, and the earliest available.
     */
    offeredTimes: async (
      demand: OfferDemand,
      query: { from?: string | undefined; days?: number | undefined },
    ) => offeredTimes(lookup, await offer(), demand, query),
    /** The offered window starting at `startsAt` (UTC ms), or null when no window starts then. */
    windowAt: async (startsAt: number, now: number, rules?: OfferSettings) =>
      windowAt(rules ?? (await offer()), startsAt, now),
    /** An electrician free for the whole work within the window, or null. `rules`: the offer settings already read. */
    pickElectrician: async (
      demand: OfferDemand,
      window: { date: string; startsAt: number; endsAt: number },
      prefer?: number,
      rules?: OfferSettings,
    ) => pickFor(lookup, rules ?? (await offer()), demand, window, prefer),

    /**
     * The contractor's active electricians who do all these work types and are free for the whole
     * of [startsAt, endsAt), not counting the timeslot `exceptTimeslotId` (the one being moved) nor
     * the electricians in `except` (who hold it now). In the order the free times come (the first
     * is the one a swap without a named electrician takes).
     */
    async freeElectricians(input: {
      contractorId: number;
      workTypes: string[];
      startsAt: Date;
      endsAt: Date;
      now: number;
      exceptTimeslotId?: number | undefined;
      except?: readonly number[];
    }): Promise<ElectricianName[]> {
      const date = osloDate(input.startsAt.getTime());
      const start = input.startsAt.getTime();
      const end = input.endsAt.getTime();
      const free = await lookup({
        contractorIds: [input.contractorId],
        workTypes: input.workTypes,
        fromDate: addDays(date, -1),
        toDate: addDays(date, 1),
        now: input.now,
        exceptTimeslotId: input.exceptTimeslotId,
      });
      const ids = free
        .map((e) => Number(e.electricianId))
        .filter(
          (id, i) =>
            !input.except?.includes(id) && free[i]?.free.some((f) => f.start <= start && f.end >= end),
        );
      const byId = new Map((await repo.electricians(ids)).map((e) => [e.id, e]));
      return ids.flatMap((id) => {
        const person = byId.get(id);
        return person ? [person] : [];
      });
    },

    /**
     * Moves a booked timeslot (to another electrician, another time or both) in one transaction
     * under the booking's guarantee: `alongside` runs first in that transaction (the owner's version
     * check, its timeline event and messages), then the move takes the target electrician's lock and
     * the exclusion constraint refuses an overlap. Someone holding the time meanwhile (a booking,
     * another move) answers 409 TIMESLOT_TAKEN and nothing of the transaction stays.
     */
    async moveTimeslot<T>(
      db: Db,
      move: { id: number; to: TimeslotMove; now: Date },
      alongside: (tx: Db) => Promise<T>,
    ): Promise<T> {
      try {
        return await transaction(db, async (tx) => {
          const result = await alongside(tx);
          await scheduleRepository(tx).moveBooked(move.id, move.to, move.now);
          return result;
        });
      } catch (error) {
        if (isExclusionViolation(error) || isDeadlock(error)) throw apiError("TIMESLOT_TAKEN");
        throw error;
      }
    },

    /**
     * Opens a public holiday for the contractor's electricians (their usual week applies that day),
     * or closes it again. Any other date is refused: only holidays are closed by default.
     */
    async setHolidayOpen(contractorId: number, date: string, open: boolean): Promise<void> {
      if (!publicHoliday(date)) {
        throw fieldError("VALIDATION_ERROR", "date", "Datoen er ikke en helligdag.");
      }
      await repo.setOpenDay(contractorId, date, open);
    },

    /** Inside the caller's transaction: a company's new electrician. */
    addElectrician: (tx: Db, input: Parameters<ReturnType<typeof scheduleRepository>["addElectrician"]>[0]) =>
      scheduleRepository(tx).addElectrician(input),
    deactivateElectrician: (id: number) => repo.deactivateElectrician(id),
    /**
     * In the caller's transaction: holds the time and makes it the cart's reservation (replacing its
     * earlier one); answers the new row. When someone else holds the time the database refuses it
     * (`isExclusionViolation`) and the caller's transaction is over.
     */
    reserveForCart: (tx: Db, input: NewReservation, now: Date) =>
      scheduleRepository(tx).reserveForCart(input, now),

    reservation: (cartId: number, uuid: string) => repo.reservation(cartId, uuid),

    /** In the caller's transaction: the reservation, locked until it commits. */
    lockReservation: (tx: Db, cartId: number, uuid: string) =>
      scheduleRepository(tx).reservation(cartId, uuid, { lock: true }),

    extend: (cartId: number, uuid: string, now: Date, expiresAt: Date) =>
      repo.extend(cartId, uuid, now, expiresAt),

    /** In the caller's transaction: frees the cart's reservation. */
    release: (tx: Db, cartId: number) => scheduleRepository(tx).release(cartId),

    /** In the caller's transaction: the reservation becomes the booked timeslot. */
    book: (tx: Db, reservationId: number, timeslotUuid: string) =>
      scheduleRepository(tx).book(reservationId, timeslotUuid),
    /** In the caller's transaction: moves a booked timeslot (the database refuses an overlap). */
    moveBooked: (
      tx: Db,
      id: number,
      to: Parameters<ReturnType<typeof scheduleRepository>["moveBooked"]>[1],
      now: Date,
    ) => scheduleRepository(tx).moveBooked(id, to, now),
    /** In the caller's transaction: books time with no cart (a claim's visit; the database refuses an overlap). */
    bookTime: (tx: Db, input: Parameters<ReturnType<typeof scheduleRepository>["bookTime"]>[0], now: Date) =>
      scheduleRepository(tx).bookTime(input, now),
    /** In the caller's transaction: frees a booked timeslot (a cancelled project's time). */
    freeBooked: (tx: Db, id: number) => scheduleRepository(tx).freeBooked(id),
  };
  return service;
}

export type ScheduleService = ReturnType<typeof scheduleService>;
