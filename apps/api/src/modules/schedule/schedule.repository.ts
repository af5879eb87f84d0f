import { and, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { preparedSql } from "../../db/prepared-sql.ts";
import { rowsOf } from "../../db/raw-sql.ts";
import { contractorOpenDay, electrician, timeslot } from "./schedule.schema.ts";

export type TimeslotRow = typeof timeslot.$inferSelect;

/** One electrician's raw availability for the offer computation (instants in UTC ms). */
export interface ElectricianAvailability {
  electricianId: number;
  contractorId: number;
  pattern: { weekday: number; start: string; end: string }[];
  /** Holiday, sick and blocked time. */
  exceptions: [number, number][];
  /** Extra working time beyond the week (`extra` exceptions). */
  extras: [number, number][];
  busy: [number, number][];
  /** The public holidays in the asked dates the contractor has opened (Oslo dates). */
  openDays: string[];
}

export interface NewReservation {
  uuid: string;
  cartId: number;
  electricianId: number;
  startsAt: Date;
  endsAt: Date;
  windowStartsAt: Date;
  windowEndsAt: Date;
  expiresAt: Date;
}

const p = (name: string) => sql.placeholder(name);

/** The statement of `availability` (see there), its values as placeholders. */
const AVAILABILITY_SQL = sql`
  select e.id as "electricianId", e.contractor_id as "contractorId",
    coalesce(
      (select json_agg(json_build_array(w.weekday, w.start_time, w.end_time))
         from weekly_availability w where w.electrician_id = e.id),
      (select json_agg(json_build_array(w.weekday, w.start_time, w.end_time))
         from weekly_availability w where w.contractor_id = e.contractor_id and w.electrician_id is null),
      '[]'::json) as pattern,
    coalesce(
      (select json_agg(json_build_array(
           (extract(epoch from x.starts_at) * 1000)::bigint, (extract(epoch from x.ends_at) * 1000)::bigint))
         from availability_exception x
        where x.electrician_id = e.id and x.kind <> 'extra'
          and x.starts_at < ${p("to")}::timestamptz and x.ends_at > ${p("from")}::timestamptz),
      '[]'::json) as exceptions,
    coalesce(
      (select json_agg(json_build_array(
           (extract(epoch from x.starts_at) * 1000)::bigint, (extract(epoch from x.ends_at) * 1000)::bigint))
         from availability_exception x
        where x.electrician_id = e.id and x.kind = 'extra'
          and x.starts_at < ${p("to")}::timestamptz and x.ends_at > ${p("from")}::timestamptz),
      '[]'::json) as extras,
    coalesce(
      (select json_agg(json_build_array(
           (extract(epoch from t.starts_at) * 1000)::bigint, (extract(epoch from t.ends_at) * 1000)::bigint))
         from timeslot t
        where t.electrician_id = e.id and t.starts_at < ${p("to")}::timestamptz and t.ends_at > ${p("from")}::timestamptz
          and t.id is distinct from ${p("exceptTimeslotId")}::int
          and (t.status = 'BOOKED' or (t.expires_at > ${p("now")}::timestamptz
               and t.cart_id is distinct from ${p("exceptCartId")}::int))),
      '[]'::json) as busy,
    coalesce(
      (select json_agg(to_char(o.date, 'YYYY-MM-DD'))
         from contractor_open_day o
        where o.contractor_id = e.contractor_id
          and o.date between ${p("fromDate")}::date and ${p("toDate")}::date),
      '[]'::json) as "openDays"
  from electrician e
  where e.active and e.contractor_id = any(${p("contractorIds")}::int[])
    and e.work_types @> ${p("workTypes")}::text[]
  order by e.id`;

export function scheduleRepository(db: Db) {
  // Every offer and every reservation attempt runs it: built once, parsed once per connection.
  let availability: ReturnType<typeof preparedSql> | undefined;
  const availabilityQuery = () => {
    availability ??= preparedSql(db, "schedule_availability", AVAILABILITY_SQL);
    return availability;
  };
  return {
    /** A new electrician of a company (linked to their login); answers its uuid. */
    async addElectrician(input: {
      contractorId: number;
      userId: number | null;
      firstName: string;
      lastName: string;
      workTypes: string[];
    }) {
      const [row] = await db.insert(electrician).values(input).returning({ uuid: electrician.uuid });
      if (!row) throw new Error("electrician not written");
      return row.uuid;
    },

    /** The electrician gets no more times offered; their past work keeps them. */
    async deactivateElectrician(id: number) {
      await db.update(electrician).set({ active: false }).where(eq(electrician.id, id));
    },

    /**
     * Everything the offer computation needs, in one round trip: the active electricians of the
     * contractors who do all the work types, each with their week (own override, else the
     * contractor's standard), exceptions and held time (booked, or reserved and not expired) that
     * touch [from, to), and the contractor's opened holidays among the Oslo dates [fromDate, toDate].
     */
    async availability(input: {
      contractorIds: readonly number[];
      workTypes: readonly string[];
      from: Date;
      to: Date;
      fromDate: string;
      toDate: string;
      now: Date;
      /** This cart's own reservation does not block it (choosing another window replaces it). */
      exceptCartId?: number | undefined;
      /** Nor does a project's own booked timeslot when it moves. */
      exceptTimeslotId?: number | undefined;
    }): Promise<ElectricianAvailability[]> {
      if (input.contractorIds.length === 0) return [];
      const result = await availabilityQuery()({
        from: input.from.toISOString(),
        to: input.to.toISOString(),
        fromDate: input.fromDate,
        toDate: input.toDate,
        now: input.now.toISOString(),
        exceptCartId: input.exceptCartId ?? null,
        exceptTimeslotId: input.exceptTimeslotId ?? null,
        contractorIds: [...input.contractorIds],
        workTypes: [...input.workTypes],
      });
      return rowsOf<{
        electricianId: number;
        contractorId: number;
        pattern: [number, string, string][] | string;
        exceptions: [number | string, number | string][] | string;
        extras: [number | string, number | string][] | string;
        busy: [number | string, number | string][] | string;
        openDays: string[] | string;
      }>(result).map((row) => {
        const parse = <T>(value: T | string): T =>
          typeof value === "string" ? (JSON.parse(value) as T) : value;
        const pairs = (value: [number | string, number | string][] | string) =>
          parse(value).map(([s, e]) => [Number(s), Number(e)] as [number, number]);
        return {
          electricianId: Number(row.electricianId),
          contractorId: Number(row.contractorId),
          pattern: parse(row.pattern).map(([weekday, start, end]) => ({
            weekday: Number(weekday),
            start,
            end,
          })),
          exceptions: pairs(row.exceptions),
          extras: pairs(row.extras),
          busy: pairs(row.busy),
          openDays: parse(row.openDays),
        };
      });
    },

    /** Opens (or closes again) a date for the contractor; opening twice is one row. */
    async setOpenDay(contractorId: number, date: string, open: boolean): Promise<void> {
      if (open) {
        await db.insert(contractorOpenDay).values({ contractorId, date }).onConflictDoNothing();
      } else {
        await db
          .delete(contractorOpenDay)
          .where(and(eq(contractorOpenDay.contractorId, contractorId), eq(contractorOpenDay.date, date)));
      }
    },

    /**
     * Holds the electrician's time for the cart and makes it the cart's reservation, replacing the
     * cart's earlier one; expired reservations in the way are deleted first. Run with the caller's
     * transaction: the database's exclusion constraint refuses a time someone else holds, and the
     * caller decides what that means. Two statements under the electrician's lock (decision 048):
     * the lock, then one statement that deletes, inserts and points the cart at the new row.
     */
    async reserveForCart(input: NewReservation, now: Date): Promise<TimeslotRow> {
      // One reservation of an electrician at a time: concurrent inserts into the exclusion index
      // would otherwise wait on each other and deadlock (PostgreSQL detects it only after a second).
      // The expired rows in the way are deleted under this lock too: deleted outside it, a waiting
      // insert could wait on this transaction while it waits for the lock.
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`electrician:${input.electricianId}`}))`);
      const startsAt = input.startsAt.toISOString();
      const endsAt = input.endsAt.toISOString();
      // The insert reads the delete's count, so the delete runs to completion first and the new row
      // no longer meets the deleted ones in the exclusion index.
      const result = await db.execute(sql`
        with gone as (
          delete from timeslot
           where status = 'RESERVED'
             and (cart_id = ${input.cartId}
                  or (electrician_id = ${input.electricianId} and expires_at <= ${now.toISOString()}::timestamptz
                      and tstzrange(starts_at, ends_at, '[)') && tstzrange(${startsAt}::timestamptz, ${endsAt}::timestamptz, '[)')))
          returning 1
        ), held as (
          insert into timeslot (uuid, status, electrician_id, cart_id, starts_at, ends_at,
                                window_starts_at, window_ends_at, expires_at)
          select ${input.uuid}::uuid, 'RESERVED', ${input.electricianId}::int, ${input.cartId}::int,
                 ${startsAt}::timestamptz, ${endsAt}::timestamptz,
                 ${input.windowStartsAt.toISOString()}::timestamptz, ${input.windowEndsAt.toISOString()}::timestamptz,
                 ${input.expiresAt.toISOString()}::timestamptz
            from (select count(*) from gone) as cleared
          returning id, created_at
        ), pointed as (
          update cart set reservation_uuid = ${input.uuid}::uuid, updated_at = ${new Date().toISOString()}::timestamptz
           where id = ${input.cartId}
          returning 1
        )
        select id, (extract(epoch from created_at) * 1000)::float8 as "createdMs" from held`);
      const [row] = rowsOf<{ id: number; createdMs: number | string }>(result);
      if (!row) throw new Error("reservation not written");
      return {
        ...input,
        id: Number(row.id),
        timeslotUuid: null,
        status: "RESERVED",
        createdAt: new Date(Number(row.createdMs)),
      };
    },

    async reservation(
      cartId: number,
      uuid: string,
      options: { lock?: boolean } = {},
    ): Promise<TimeslotRow | null> {
      const query = db
        .select()
        .from(timeslot)
        .where(and(eq(timeslot.cartId, cartId), eq(timeslot.uuid, uuid)));
      const [row] = options.lock ? await query.for("update") : await query;
      return row ?? null;
    },

    /** Moves a live reservation's expiry; null when it is gone or already expired. */
    async extend(cartId: number, uuid: string, now: Date, expiresAt: Date): Promise<TimeslotRow | null> {
      const [row] = await db
        .update(timeslot)
        .set({ expiresAt })
        .where(
          and(
            eq(timeslot.cartId, cartId),
            eq(timeslot.uuid, uuid),
            eq(timeslot.status, "RESERVED"),
            gt(timeslot.expiresAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Moves a booked timeslot to another electrician and time, under the same guarantee as a
     * reservation: the exclusion constraint refuses an overlap (the caller's transaction is over).
     */
    /** Electricians by id, with their names. */
    async electricians(ids: readonly number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: electrician.id,
          uuid: electrician.uuid,
          firstName: electrician.firstName,
          lastName: electrician.lastName,
        })
        .from(electrician)
        .where(inArray(electrician.id, [...ids]));
    },

    async moveBooked(
      id: number,
      to: { electricianId: number; startsAt: Date; endsAt: Date; windowStartsAt: Date; windowEndsAt: Date },
      now: Date,
    ): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`electrician:${to.electricianId}`}))`);
      await db
        .delete(timeslot)
        .where(
          and(
            eq(timeslot.electricianId, to.electricianId),
            eq(timeslot.status, "RESERVED"),
            lte(timeslot.expiresAt, now),
            sql`tstzrange(${timeslot.startsAt}, ${timeslot.endsAt}, '[)') && tstzrange(${to.startsAt.toISOString()}::timestamptz, ${to.endsAt.toISOString()}::timestamptz, '[)')`,
          ),
        );
      const moved = await db
        .update(timeslot)
        .set(to)
        .where(and(eq(timeslot.id, id), eq(timeslot.status, "BOOKED")))
        .returning({ id: timeslot.id });
      if (moved.length === 0) throw new Error("booked timeslot vanished");
    },
    /**
     * Books electrician time directly, with no cart (a claim's visit), under the same guarantee as
     * a reservation: the exclusion constraint refuses an overlap (the caller's transaction is over).
     */
    async bookTime(
      input: {
        uuid: string;
        electricianId: number;
        startsAt: Date;
        endsAt: Date;
        windowStartsAt: Date;
        windowEndsAt: Date;
      },
      now: Date,
    ): Promise<TimeslotRow> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`electrician:${input.electricianId}`}))`);
      await db
        .delete(timeslot)
        .where(
          and(
            eq(timeslot.electricianId, input.electricianId),
            eq(timeslot.status, "RESERVED"),
            lte(timeslot.expiresAt, now),
            sql`tstzrange(${timeslot.startsAt}, ${timeslot.endsAt}, '[)') && tstzrange(${input.startsAt.toISOString()}::timestamptz, ${input.endsAt.toISOString()}::timestamptz, '[)')`,
          ),
        );
      const [row] = await db
        .insert(timeslot)
        .values({ ...input, timeslotUuid: input.uuid, status: "BOOKED" })
        .returning();
      if (!row) throw new Error("timeslot not booked");
      return row;
    },
    /** Frees a booked timeslot: the time can be reserved again. */
    async freeBooked(id: number): Promise<void> {
      await db.delete(timeslot).where(and(eq(timeslot.id, id), eq(timeslot.status, "BOOKED")));
    },
    /** Frees the cart's reservation (if any). */
    async release(cartId: number): Promise<void> {
      await db.delete(timeslot).where(and(eq(timeslot.cartId, cartId), eq(timeslot.status, "RESERVED")));
    },

    /** The reservation becomes the booked timeslot; returns the electrician's contractor. */
    async book(reservationId: number, timeslotUuid: string): Promise<{ contractorId: number }> {
      const [slot] = await db
        .update(timeslot)
        .set({ status: "BOOKED", timeslotUuid, expiresAt: null })
        .where(eq(timeslot.id, reservationId))
        .returning({ electricianId: timeslot.electricianId });
      if (!slot) throw new Error("reservation vanished");
      const [owner] = await db
        .select({ contractorId: electrician.contractorId })
        .from(electrician)
        .where(eq(electrician.id, slot.electricianId));
      if (!owner) throw new Error("electrician vanished");
      return owner;
    },
  };
}

export type ScheduleRepository = ReturnType<typeof scheduleRepository>;
