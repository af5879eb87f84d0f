import { and, asc, between, eq, gt, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { availabilityException, contractorOpenDay, timeslot, weeklyAvailability } from "./schedule.schema.ts";

export interface WeekRow {
  electricianId: number | null;
  weekday: number;
  start: string;
  end: string;
}

export interface ExceptionRow {
  id: number;
  electricianId: number;
  kind: string;
  note: string | null;
  startsAt: Date;
  endsAt: Date;
}

/** The weeks and exceptions of electricians: read for the editor and the affected-work check, written by it. */
export function availabilityRepository(db: Db) {
  return {
    /** Every week row of the company: its standard (no electrician) and its electricians' own. */
    async weeks(contractorId: number): Promise<WeekRow[]> {
      return db
        .select({
          electricianId: weeklyAvailability.electricianId,
          weekday: weeklyAvailability.weekday,
          start: weeklyAvailability.startTime,
          end: weeklyAvailability.endTime,
        })
        .from(weeklyAvailability)
        .where(eq(weeklyAvailability.contractorId, contractorId))
        .orderBy(asc(weeklyAvailability.weekday), asc(weeklyAvailability.startTime));
    },

    /** The electricians' exceptions that end after `from` (and start before `to`, if given), by start. */
    async exceptions(electricianIds: readonly number[], from: Date, to?: Date): Promise<ExceptionRow[]> {
      if (electricianIds.length === 0) return [];
      return db
        .select({
          id: availabilityException.id,
          electricianId: availabilityException.electricianId,
          kind: availabilityException.kind,
          note: availabilityException.note,
          startsAt: availabilityException.startsAt,
          endsAt: availabilityException.endsAt,
        })
        .from(availabilityException)
        .where(
          and(
            inArray(availabilityException.electricianId, [...electricianIds]),
            gt(availabilityException.endsAt, from),
            to && lt(availabilityException.startsAt, to),
          ),
        )
        .orderBy(asc(availabilityException.startsAt), asc(availabilityException.id));
    },

    async openDays(contractorId: number, fromDate: string, toDate: string): Promise<string[]> {
      const rows = await db
        .select({ date: contractorOpenDay.date })
        .from(contractorOpenDay)
        .where(
          and(
            eq(contractorOpenDay.contractorId, contractorId),
            between(contractorOpenDay.date, fromDate, toDate),
          ),
        );
      return rows.map((r) => r.date);
    },

    /** Replaces the company's standard week (electricianId null) or an electrician's own (empty: none). */
    async replaceWeek(
      contractorId: number,
      electricianId: number | null,
      week: readonly { weekday: number; start: string; end: string }[],
    ): Promise<void> {
      await db
        .delete(weeklyAvailability)
        .where(
          and(
            eq(weeklyAvailability.contractorId, contractorId),
            electricianId === null
              ? isNull(weeklyAvailability.electricianId)
              : eq(weeklyAvailability.electricianId, electricianId),
          ),
        );
      if (week.length === 0) return;
      await db.insert(weeklyAvailability).values(
        week.map((s) => ({
          contractorId,
          electricianId,
          weekday: s.weekday,
          startTime: s.start,
          endTime: s.end,
        })),
      );
    },

    async addExceptions(
      rows: readonly {
        electricianId: number;
        kind: string;
        note: string | null;
        startsAt: Date;
        endsAt: Date;
      }[],
    ): Promise<void> {
      if (rows.length > 0) await db.insert(availabilityException).values([...rows]);
    },

    /** Removes one of the electrician's exceptions; false when it is not theirs or gone. */
    async removeException(electricianId: number, id: number): Promise<boolean> {
      const gone = await db
        .delete(availabilityException)
        .where(and(eq(availabilityException.id, id), eq(availabilityException.electricianId, electricianId)))
        .returning({ id: availabilityException.id });
      return gone.length > 0;
    },

    /**
     * Locks the electricians' timeslots still to come (the rows a booking locks before it turns a
     * reservation into booked time), so a booking under way finishes first and a new one waits.
     */
    async lockTimeslots(electricianIds: readonly number[], now: Date): Promise<void> {
      if (electricianIds.length === 0) return;
      await db
        .select({ id: timeslot.id })
        .from(timeslot)
        .where(and(inArray(timeslot.electricianId, [...electricianIds]), gt(timeslot.endsAt, now)))
        .for("update");
    },

    /** The electricians' live reservations (carts' held time, not booked, not expired). */
    async liveReservations(electricianIds: readonly number[], now: Date) {
      if (electricianIds.length === 0) return [];
      return db
        .select({
          id: timeslot.id,
          electricianId: timeslot.electricianId,
          startsAt: timeslot.startsAt,
          endsAt: timeslot.endsAt,
        })
        .from(timeslot)
        .where(
          and(
            inArray(timeslot.electricianId, [...electricianIds]),
            eq(timeslot.status, "RESERVED"),
            gt(timeslot.expiresAt, now),
          ),
        );
    },

    /** Frees reservations (their carts choose a time again); booked time is never touched. */
    async releaseReservations(ids: readonly number[]): Promise<void> {
      if (ids.length === 0) return;
      await db.delete(timeslot).where(and(inArray(timeslot.id, [...ids]), eq(timeslot.status, "RESERVED")));
    },

    /**
     * Holds the electricians' time until the transaction ends (the lock a reservation and a move
     * take), in id order so two changes cannot deadlock.
     */
    async lockElectricians(ids: readonly number[]): Promise<void> {
      for (const id of [...new Set(ids)].sort((a, b) => a - b))
        await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`electrician:${id}`}))`);
    },
  };
}

export type AvailabilityRepository = ReturnType<typeof availabilityRepository>;
