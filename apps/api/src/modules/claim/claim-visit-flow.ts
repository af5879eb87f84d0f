import { randomUUID } from "node:crypto";
import type { AvailableTimes } from "@mt/contract/booking";
import type { ClaimDetail } from "@mt/contract/claim";
import {
  CLAIM_MOVE_RULES,
  type ClaimMove,
  decideClaimMove,
  mayRescheduleClaim,
} from "@mt/domain/claim/claim-status";
import { transaction } from "../../db/database.ts";
import { isDeadlock, isExclusionViolation } from "../../db/sql-state.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError } from "../../lib/http-error.ts";
import { claimRepository } from "./claim.repository.ts";
import type { ClaimContext } from "./claim-context.ts";

/**
 * A claim's flow: its visit booked or moved under the booking guarantee, then the claim resolved
 * or rejected with a message to the customer.
 */
export function claimVisitFlow(context: ClaimContext) {
  const { deps, now, actorName, reach, fresh, record, demandOf } = context;
  const { schedule } = deps;

  async function availableTimes(
    caller: Caller,
    uuid: string,
    query: { from?: string | undefined; days?: number | undefined },
  ): Promise<AvailableTimes> {
    const { row } = await reach(caller, uuid);
    const offered = await schedule.offeredTimes(demandOf(row), query);
    return {
      timeZone: "Europe/Oslo",
      kind: "JOB",
      durationMinutes: row.project.durationMinutes,
      ...offered,
    };
  }

  /**
   * Books the visit (opened → scheduled) or moves a planned one, with the project's own
   * electrician when free, else another of the same contractor's, under the booking guarantee.
   */
  async function scheduleVisit(
    caller: Caller,
    uuid: string,
    body: { version: number; startsAt: string },
  ): Promise<ClaimDetail> {
    const { row, roles } = await reach(caller, uuid);
    const c = row.claim;
    const moving = c.status === "scheduled";
    if (moving) {
      if (!mayRescheduleClaim(c.status, roles)) throw apiError("CLAIM_MOVE_FORBIDDEN");
    } else {
      const decision = decideClaimMove(c.status, "schedule", roles);
      if (!decision.ok && decision.reason === "role") throw apiError("CLAIM_MOVE_FORBIDDEN");
      if (!decision.ok) throw apiError("CLAIM_MOVE_NOT_ALLOWED");
    }
    if (body.version !== c.version) throw apiError("CLAIM_VERSION_CONFLICT");
    const at = now();
    const window = await schedule.windowAt(Date.parse(body.startsAt), at);
    if (!window) throw fieldError("VALIDATION_ERROR", "startsAt", "Ugyldig tidspunkt");
    const prefer = c.electricianId ?? row.project.electricianId;
    const pick = await schedule.pickElectrician(demandOf(row), window, prefer);
    if (!pick) throw apiError("TIMESLOT_TAKEN");
    const to = {
      electricianId: Number(pick.electricianId),
      startsAt: new Date(pick.start),
      endsAt: new Date(pick.end),
      windowStartsAt: new Date(window.startsAt),
      windowEndsAt: new Date(window.endsAt),
    };
    const actor = await actorName(caller, false);
    const slot = row.timeslot;
    try {
      await transaction(deps.db, async (tx) => {
        const inTx = claimRepository(tx);
        if (moving && slot) {
          if (!(await inTx.changeIfVersion(c.id, body.version, { electricianId: to.electricianId }))) {
            throw apiError("CLAIM_VERSION_CONFLICT");
          }
          await schedule.moveBooked(tx, slot.id, to, new Date(at));
        } else {
          // The time first: the claim then points at it.
          const booked = await schedule.bookTime(tx, { uuid: randomUUID(), ...to }, new Date(at));
          const changed = await inTx.changeIfVersion(c.id, body.version, {
            status: "scheduled",
            timeslotId: booked.id,
            electricianId: to.electricianId,
          });
          if (!changed) throw apiError("CLAIM_VERSION_CONFLICT");
        }
        await record(tx, {
          row,
          kind: moving ? "reschedule" : "status",
          caller,
          actor,
          fromStatus: moving ? null : c.status,
          toStatus: moving ? null : "scheduled",
          meta: {
            ...(slot && {
              formerWindow: { windowStartsAt: slot.windowStartsAt, windowEndsAt: slot.windowEndsAt },
            }),
            window: { windowStartsAt: to.windowStartsAt, windowEndsAt: to.windowEndsAt },
          },
          news: moving ? "rescheduled" : "scheduled",
          window: to,
        });
      });
    } catch (error) {
      // Someone took the time meanwhile (a job or another claim): the database refused the overlap.
      if (isExclusionViolation(error) || isDeadlock(error)) throw apiError("TIMESLOT_TAKEN");
      throw error;
    }
    deps.notifications.sendSoon();
    return fresh(caller, c.id);
  }

  /** Resolves or rejects the claim, with the message the customer is sent; a visit not begun is freed. */
  async function finish(
    caller: Caller,
    uuid: string,
    move: Extract<ClaimMove, "resolve" | "reject">,
    body: { version: number; message: string },
  ): Promise<ClaimDetail> {
    const { row, roles } = await reach(caller, uuid);
    const c = row.claim;
    const decision = decideClaimMove(c.status, move, roles);
    if (!decision.ok && decision.reason === "role") throw apiError("CLAIM_MOVE_FORBIDDEN");
    if (body.version !== c.version) throw apiError("CLAIM_VERSION_CONFLICT");
    if (!decision.ok) throw apiError("CLAIM_MOVE_NOT_ALLOWED");
    const message = body.message.trim();
    if (CLAIM_MOVE_RULES[move].needsMessage && !message)
      throw fieldError("VALIDATION_ERROR", "message", "Skriv en melding til kunden.");
    // A visit not begun yet is no longer needed: its time is free again.
    const slot = row.timeslot;
    const free = slot !== null && slot.startsAt.getTime() > now();
    const actor = await actorName(caller, false);
    await transaction(deps.db, async (tx) => {
      const changed = await claimRepository(tx).changeIfVersion(c.id, body.version, {
        status: decision.to,
        resolutionMessage: message,
        ...(free && { timeslotId: null }),
      });
      if (!changed) throw apiError("CLAIM_VERSION_CONFLICT");
      if (free && slot) await schedule.freeBooked(tx, slot.id);
      await record(tx, {
        row,
        kind: "status",
        caller,
        actor,
        fromStatus: c.status,
        toStatus: decision.to,
        message,
        news: move === "resolve" ? "resolved" : "rejected",
      });
    });
    deps.notifications.sendSoon();
    return fresh(caller, c.id);
  }

  const resolve = (caller: Caller, uuid: string, body: { version: number; message: string }) =>
    finish(caller, uuid, "resolve", body);
  const reject = (caller: Caller, uuid: string, body: { version: number; message: string }) =>
    finish(caller, uuid, "reject", body);

  return { availableTimes, schedule: scheduleVisit, resolve, reject };
}
