import { randomUUID } from "node:crypto";
import type { AvailableTimes, ReservationView } from "@mt/contract/booking";
import type { CartView } from "@mt/contract/cart";
import { transaction } from "../../db/database.ts";
import { isDeadlock, isExclusionViolation } from "../../db/sql-state.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { TimeslotRow } from "../schedule/schedule.module.ts";
import { type BookingDeps, bookingBasics } from "./booking-basics.ts";

/** Offered times and the cart's reservation of one: holding it, reading, extending, releasing it. */
export function bookingReservationsService(deps: BookingDeps) {
  const { settings, now, openCart, openCartWithView, demand } = bookingBasics(deps);
  const { cart, schedule } = deps;
  const reservationMs = async () =>
    (deps.reservationMinutes ? await deps.reservationMinutes() : settings.reservationMinutes) * 60_000;

  function reservationView(row: TimeslotRow, at: number): ReservationView {
    const expiresAt = row.expiresAt ?? new Date(at);
    return {
      reservation_uuid: row.uuid,
      windowStartsAt: row.windowStartsAt.toISOString(),
      windowEndsAt: row.windowEndsAt.toISOString(),
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      expiresAt: expiresAt.toISOString(),
      secondsLeft: Math.max(0, Math.floor((expiresAt.getTime() - at) / 1000)),
    };
  }

  return {
    async availableTimes(
      cartUuid: string,
      query: { from?: string | undefined; days?: number | undefined },
    ): Promise<AvailableTimes> {
      const { row, view } = await openCartWithView(cartUuid);
      const need = await demand(view);
      const { from, days, earliest } = await schedule.offeredTimes(
        {
          contractorIds: need.contractorIds,
          workTypes: need.workTypes,
          durationMinutes: need.durationMinutes,
          now: now(),
          exceptCartId: row.id,
        },
        query,
      );
      return {
        timeZone: "Europe/Oslo",
        kind: need.kind,
        durationMinutes: need.durationMinutes,
        from,
        days,
        earliest,
      };
    },

    async reserve(
      cartUuid: string,
      startsAtIso: string,
    ): Promise<{ reservation: ReservationView; cart: CartView }> {
      const [{ row, view }, stored] = await Promise.all([
        openCartWithView(cartUuid),
        deps.reservationRules(),
      ]);
      const rules = stored.offer;
      const need = await demand(view, stored.launchedWorkTypes);
      const at = now();
      const range = await schedule.windowAt(Date.parse(startsAtIso), at, rules);
      if (!range) throw fieldError("VALIDATION_ERROR", "startsAt", "Ugyldig tidspunkt");
      const offerDemand = {
        contractorIds: need.contractorIds,
        workTypes: need.workTypes,
        durationMinutes: need.durationMinutes,
        now: at,
        exceptCartId: row.id,
      };
      const holdMs = stored.reservationMinutes * 60_000;
      for (let attempt = 0; attempt < settings.reserveAttempts; attempt++) {
        const pick = need.contractorIds.length
          ? await schedule.pickElectrician(offerDemand, range, undefined, rules)
          : null;
        if (!pick) break;
        const expiresAt = new Date(at + holdMs);
        const uuid = randomUUID();
        const held = await transaction(deps.db, (tx) =>
          schedule.reserveForCart(
            tx,
            {
              uuid,
              cartId: row.id,
              electricianId: Number(pick.electricianId),
              startsAt: new Date(pick.start),
              endsAt: new Date(pick.end),
              windowStartsAt: new Date(range.startsAt),
              windowEndsAt: new Date(range.endsAt),
              expiresAt,
            },
            new Date(at),
          ),
        ).catch((error: unknown) => {
          // Someone else holds the time (the database refused it): try the next free stretch.
          if (isExclusionViolation(error) || isDeadlock(error)) return null;
          throw error;
        });
        if (held) {
          return {
            reservation: reservationView(held, at),
            cart: await cart.current({ ...row, reservationUuid: uuid }),
          };
        }
      }
      throw apiError("TIMESLOT_TAKEN");
    },

    async reservation(cartUuid: string): Promise<ReservationView | null> {
      const row = await cart.byUuid(cartUuid);
      if (!row) throw notFound("Fant ikke handlekurven.");
      if (!row.reservationUuid) return null;
      const held = await schedule.reservation(row.id, row.reservationUuid);
      const at = now();
      return schedule.isLive(held, at) ? reservationView(held, at) : null;
    },

    async extend(cartUuid: string) {
      const row = await openCart(cartUuid);
      if (!row.reservationUuid) throw apiError("CART_EXPIRED");
      const at = now();
      const held = await schedule.extend(
        row.id,
        row.reservationUuid,
        new Date(at),
        new Date(at + (await reservationMs())),
      );
      if (!held) throw apiError("CART_EXPIRED");
      return { reservation: reservationView(held, at), cart: await cart.get(cartUuid) };
    },

    async release(cartUuid: string) {
      const row = await openCart(cartUuid);
      await transaction(deps.db, async (tx) => {
        await schedule.release(tx, row.id);
        await cart.setReservation(tx, row.id, null);
      });
      return cart.get(cartUuid);
    },
  };
}
