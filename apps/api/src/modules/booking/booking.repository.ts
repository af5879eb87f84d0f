import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { cart } from "../cart/cart.schema.ts";
import { contractor } from "../contractors/contractors.schema.ts";
import { enqueueMessage, type NewOutboxMessage } from "../notifications/notifications.repository.ts";
import { appUser } from "../users/users.schema.ts";
import {
  availabilityException,
  cartReminder,
  electrician,
  idempotencyKey,
  project,
  timeslot,
  weeklyAvailability,
} from "./booking.schema.ts";

export type TimeslotRow = typeof timeslot.$inferSelect;
export type ProjectRow = typeof project.$inferSelect;
export type NewProject = Omit<typeof project.$inferInsert, "id" | "number" | "createdAt" | "status">;

/** One electrician's raw availability for the offer computation (instants in UTC ms). */
export interface ElectricianAvailability {
  electricianId: number;
  contractorId: number;
  pattern: { weekday: number; start: string; end: string }[];
  exceptions: [number, number][];
  busy: [number, number][];
}

/** The SQLSTATE of a database error, wherever the driver or ORM put it. */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";

function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

const intArray = (values: readonly number[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::int[]`;

export function bookingRepository(db: Db) {
  return {
    /**
     * Everything the offer computation needs, in one round trip: the active electricians of the
     * contractors who do all the work types, each with their week (own override, else the
     * contractor's standard), exceptions and held time (booked, or reserved and not expired) that
     * touch [from, to).
     */
    async availability(input: {
      contractorIds: readonly number[];
      workTypes: readonly string[];
      from: Date;
      to: Date;
      now: Date;
      /** This cart's own reservation does not block it (choosing another window replaces it). */
      exceptCartId?: number | undefined;
    }): Promise<ElectricianAvailability[]> {
      if (input.contractorIds.length === 0) return [];
      const types = sql`array[${sql.join(
        input.workTypes.map((t) => sql`${t}`),
        sql`, `,
      )}]::text[]`;
      const from = input.from.toISOString();
      const to = input.to.toISOString();
      const now = input.now.toISOString();
      const result = await db.execute(sql`
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
              where x.electrician_id = e.id and x.starts_at < ${to}::timestamptz and x.ends_at > ${from}::timestamptz),
            '[]'::json) as exceptions,
          coalesce(
            (select json_agg(json_build_array(
                 (extract(epoch from t.starts_at) * 1000)::bigint, (extract(epoch from t.ends_at) * 1000)::bigint))
               from timeslot t
              where t.electrician_id = e.id and t.starts_at < ${to}::timestamptz and t.ends_at > ${from}::timestamptz
                and (t.status = 'BOOKED' or (t.expires_at > ${now}::timestamptz
                     and t.cart_id is distinct from ${input.exceptCartId ?? null}::int))),
            '[]'::json) as busy
        from electrician e
        where e.active and e.contractor_id = any(${intArray(input.contractorIds)})
          and e.work_types @> ${types}
        order by e.id`);
      return rowsOf<{
        electricianId: number;
        contractorId: number;
        pattern: [number, string, string][] | string;
        exceptions: [number | string, number | string][] | string;
        busy: [number | string, number | string][] | string;
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
          busy: pairs(row.busy),
        };
      });
    },

    /**
     * Holds [startsAt, endsAt) of the electrician for the cart until `expiresAt`, replacing the
     * cart's earlier reservation, and sets reservation_uuid on the cart, all in one transaction.
     * Expired reservations in the way are deleted first. Returns false when the database refuses
     * the time (someone else holds it).
     */
    async reserve(input: {
      uuid: string;
      cartId: number;
      electricianId: number;
      startsAt: Date;
      endsAt: Date;
      windowStartsAt: Date;
      windowEndsAt: Date;
      expiresAt: Date;
      now: Date;
    }): Promise<boolean> {
      try {
        await db.transaction(async (tx) => {
          await tx
            .delete(timeslot)
            .where(and(eq(timeslot.cartId, input.cartId), eq(timeslot.status, "RESERVED")));
          await tx
            .delete(timeslot)
            .where(
              and(
                eq(timeslot.electricianId, input.electricianId),
                eq(timeslot.status, "RESERVED"),
                lte(timeslot.expiresAt, input.now),
                sql`tstzrange(${timeslot.startsAt}, ${timeslot.endsAt}, '[)') && tstzrange(${input.startsAt.toISOString()}::timestamptz, ${input.endsAt.toISOString()}::timestamptz, '[)')`,
              ),
            );
          await tx.insert(timeslot).values({
            uuid: input.uuid,
            status: "RESERVED",
            electricianId: input.electricianId,
            cartId: input.cartId,
            startsAt: input.startsAt,
            endsAt: input.endsAt,
            windowStartsAt: input.windowStartsAt,
            windowEndsAt: input.windowEndsAt,
            expiresAt: input.expiresAt,
          });
          await tx
            .update(cart)
            .set({ reservationUuid: input.uuid, updatedAt: input.now })
            .where(eq(cart.id, input.cartId));
        });
        return true;
      } catch (error) {
        if (sqlState(error) === EXCLUSION_VIOLATION) return false;
        throw error;
      }
    },

    async reservation(cartId: number, uuid: string): Promise<TimeslotRow | null> {
      const [row] = await db
        .select()
        .from(timeslot)
        .where(and(eq(timeslot.cartId, cartId), eq(timeslot.uuid, uuid)));
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

    /** Frees the cart's reservation and clears reservation_uuid. */
    async release(cartId: number, now: Date): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.delete(timeslot).where(and(eq(timeslot.cartId, cartId), eq(timeslot.status, "RESERVED")));
        await tx.update(cart).set({ reservationUuid: null, updatedAt: now }).where(eq(cart.id, cartId));
      });
    },

    async idempotency(key: string) {
      const [row] = await db.select().from(idempotencyKey).where(eq(idempotencyKey.key, key));
      return row ?? null;
    },

    /**
     * The booking transaction. `decide` runs first with the locked cart, its reservation and the
     * stored key (if any) and may end it (throwing, or returning a project id to replay); then the
     * reservation becomes the timeslot, the project is created, the cart marked booked, the key and
     * the outbox messages written. All or nothing.
     */
    async book(input: {
      cartUuid: string;
      idempotency: { key: string; scope: string; requestHash: string } | null;
      decide: (state: {
        cart: typeof cart.$inferSelect;
        reservation: TimeslotRow | null;
        stored: typeof idempotencyKey.$inferSelect | null;
      }) => { replay: number } | { proceed: true };
      customer: { phoneNumber: string; firstName: string; lastName: string; email: string };
      project: (ids: {
        customerUserId: number;
        reservation: TimeslotRow;
        contractorId: number;
        timeslotUuid: string;
      }) => NewProject;
      messages: (project: ProjectRow) => NewOutboxMessage[];
      timeslotUuid: string;
      beforeCommit?: ((tx: Db) => Promise<void>) | undefined;
    }): Promise<{ projectId: number; replayed: boolean }> {
      return db.transaction(async (txHandle) => {
        const tx = txHandle as unknown as Db;
        const [locked] = await tx.select().from(cart).where(eq(cart.uuid, input.cartUuid)).for("update");
        if (!locked) throw new Error("cart vanished");
        const reservation = locked.reservationUuid
          ? ((
              await tx
                .select()
                .from(timeslot)
                .where(and(eq(timeslot.uuid, locked.reservationUuid), eq(timeslot.cartId, locked.id)))
                .for("update")
            )[0] ?? null)
          : null;
        const stored = input.idempotency
          ? ((
              await tx.select().from(idempotencyKey).where(eq(idempotencyKey.key, input.idempotency.key))
            )[0] ?? null)
          : null;
        const decision = input.decide({ cart: locked, reservation, stored });
        if ("replay" in decision) return { projectId: decision.replay, replayed: true };
        if (!reservation) throw new Error("decide let a booking without reservation through");

        await tx
          .insert(appUser)
          .values({
            phoneNumber: input.customer.phoneNumber,
            firstName: input.customer.firstName,
            lastName: input.customer.lastName,
            email: input.customer.email,
            availableRoles: ["CUSTOMER"],
            activeRoles: ["CUSTOMER"],
          })
          .onConflictDoNothing({ target: appUser.phoneNumber });
        const [user] = await tx
          .select()
          .from(appUser)
          .where(eq(appUser.phoneNumber, input.customer.phoneNumber));
        if (!user) throw new Error("customer vanished");
        if (!user.availableRoles.includes("CUSTOMER")) {
          await tx
            .update(appUser)
            .set({
              availableRoles: [...user.availableRoles, "CUSTOMER"],
              activeRoles: user.activeRoles.length === 0 ? ["CUSTOMER"] : user.activeRoles,
              updatedAt: new Date(),
            })
            .where(eq(appUser.id, user.id));
        }
        const [owner] = await tx
          .select({ contractorId: electrician.contractorId })
          .from(electrician)
          .where(eq(electrician.id, reservation.electricianId));
        if (!owner) throw new Error("electrician vanished");

        await tx
          .update(timeslot)
          .set({ status: "BOOKED", timeslotUuid: input.timeslotUuid, expiresAt: null })
          .where(eq(timeslot.id, reservation.id));
        const [created] = await tx
          .insert(project)
          .values(
            input.project({
              customerUserId: user.id,
              reservation,
              contractorId: owner.contractorId,
              timeslotUuid: input.timeslotUuid,
            }),
          )
          .returning();
        if (!created) throw new Error("project not created");
        await tx
          .update(cart)
          .set({ status: "booked", userId: locked.userId ?? user.id, updatedAt: new Date() })
          .where(eq(cart.id, locked.id));
        if (input.idempotency) {
          await tx.insert(idempotencyKey).values({ ...input.idempotency, projectId: created.id });
        }
        for (const message of input.messages(created)) await enqueueMessage(tx, message);
        if (input.beforeCommit) await input.beforeCommit(tx);
        return { projectId: created.id, replayed: false };
      });
    },

    /** A project with what its view needs. */
    async projects(filter: { customerUserId: number; uuid?: string; id?: number }) {
      const conditions = [eq(project.customerUserId, filter.customerUserId)];
      if (filter.uuid) conditions.push(eq(project.uuid, filter.uuid));
      if (filter.id) conditions.push(eq(project.id, filter.id));
      return db
        .select({
          project,
          timeslot,
          contractor: { uuid: contractor.uuid, name: contractor.name },
          electrician: { uuid: electrician.uuid, firstName: electrician.firstName },
        })
        .from(project)
        .innerJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .innerJoin(contractor, eq(contractor.id, project.contractorId))
        .innerJoin(electrician, eq(electrician.id, project.electricianId))
        .where(and(...conditions))
        .orderBy(desc(timeslot.startsAt));
    },

    async projectById(id: number) {
      const [row] = await db
        .select({ customerUserId: project.customerUserId })
        .from(project)
        .where(eq(project.id, id));
      return row ?? null;
    },

    async addReminder(
      cartId: number,
      values: { email: string | null; phoneNumber: string | null },
      messages: NewOutboxMessage[],
    ) {
      return db.transaction(async (txHandle) => {
        const tx = txHandle as unknown as Db;
        const [row] = await tx
          .insert(cartReminder)
          .values({ cartId, ...values })
          .returning();
        for (const message of messages) await enqueueMessage(tx, message);
        return row as typeof cartReminder.$inferSelect;
      });
    },

    async deleteReminders(cartId: number): Promise<number> {
      const rows = await db
        .delete(cartReminder)
        .where(eq(cartReminder.cartId, cartId))
        .returning({ id: cartReminder.id });
      return rows.length;
    },

    /** Seed and test helpers. */
    async electriciansOf(contractorIds: number[]) {
      if (contractorIds.length === 0) return [];
      return db.select().from(electrician).where(inArray(electrician.contractorId, contractorIds));
    },
    async addException(values: typeof availabilityException.$inferInsert) {
      await db.insert(availabilityException).values(values);
    },
    async addWeekly(values: (typeof weeklyAvailability.$inferInsert)[]) {
      if (values.length) await db.insert(weeklyAvailability).values(values);
    },
  };
}

export type BookingRepository = ReturnType<typeof bookingRepository>;
