import type { ClaimDetail, ClaimSummary } from "@mt/contract/claim";
import { claimReach } from "@mt/domain/claim/claim-reach";
import { mayRescheduleClaim } from "@mt/domain/claim/claim-status";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { type CalendarDays, osloDays } from "../../lib/oslo-days.ts";
import { type ClaimJoinedRow, claimRepository } from "./claim.repository.ts";
import { type ClaimContext, NOT_FOUND } from "./claim-context.ts";
import { toClaimSummary } from "./claim-views.ts";

/** By first name, as the swap list shows them. */
const byName = <E extends { id: number; firstName: string }>(people: E[]) =>
  [...people].sort((a, b) => a.firstName.localeCompare(b.firstName, "nb") || a.id - b.id);

/**
 * The contractor's claim calls (spec section 7): their claims by the visit's time, and giving a
 * visit to another of their electricians.
 */
export function claimContractorCalls(context: ClaimContext) {
  const { deps, now, repo, actorName, reach, contractorOf, fresh, record, demandOf } = context;
  const { schedule } = deps;

  /** A claim of that contractor within the caller's reach; 404 otherwise. */
  async function contractorClaim(caller: Caller, contractorRef: string, claimUuid: string) {
    const contractorId = await contractorOf(caller, contractorRef);
    const reached = await reach(caller, claimUuid);
    if (reached.row.project.contractorId !== contractorId) throw notFound(NOT_FOUND);
    return reached;
  }

  /** The contractor's electricians (not the visit's own) free for the whole visit. */
  async function swappable(row: ClaimJoinedRow) {
    const slot = row.timeslot;
    if (!slot) return [];
    const demand = demandOf(row);
    return schedule.freeElectricians({
      contractorId: row.project.contractorId,
      workTypes: demand.workTypes,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      now: demand.now,
      exceptTimeslotId: slot.id,
      except: row.claim.electricianId === null ? [] : [row.claim.electricianId],
    });
  }

  /** The contractor's claims (spec section 7), by the visit's time when dates are given. */
  async function contractorClaims(
    caller: Caller,
    contractorRef: string,
    query: CalendarDays & { electricianUuid?: string | undefined },
  ): Promise<ClaimSummary[]> {
    const contractorId = await contractorOf(caller, contractorRef);
    const visitIn = osloDays(query);
    const rows = await repo.listByVisit(
      { reach: claimReach(caller), contractorId, electricianUuid: query.electricianUuid, visitIn },
      1000,
    );
    return rows.map(toClaimSummary);
  }

  async function swappableElectricians(caller: Caller, contractorRef: string, claimUuid: string) {
    const { row, roles } = await contractorClaim(caller, contractorRef, claimUuid);
    if (!row.timeslot?.timeslotUuid) throw apiError("CLAIM_NOT_SCHEDULED");
    if (!mayRescheduleClaim(row.claim.status, roles)) throw apiError("CLAIM_MOVE_FORBIDDEN");
    const people = byName(await swappable(row));
    return {
      timeslot_uuid: row.timeslot.timeslotUuid,
      electricians: people.map((e) => ({ uuid: e.uuid, firstName: e.firstName, lastName: e.lastName })),
    };
  }

  /** Moves the visit to another free electrician of the same contractor, at the same time. */
  async function swapTimeslot(
    caller: Caller,
    contractorRef: string,
    claimUuid: string,
    body: { timeslot_uuid: string; electrician_uuid?: string | undefined },
  ): Promise<ClaimDetail> {
    const { row, roles } = await contractorClaim(caller, contractorRef, claimUuid);
    const slot = row.timeslot;
    if (!slot || slot.timeslotUuid !== body.timeslot_uuid) throw apiError("CLAIM_NOT_SCHEDULED");
    if (!mayRescheduleClaim(row.claim.status, roles)) throw apiError("CLAIM_MOVE_FORBIDDEN");
    const free = await swappable(row);
    let target: number | undefined;
    let person: { firstName: string; lastName: string } | undefined;
    if (body.electrician_uuid) {
      const named = await repo.electricianByUuid(body.electrician_uuid);
      if (!named || named.contractorId !== row.project.contractorId) {
        throw fieldError("VALIDATION_ERROR", "electrician_uuid", "Montøren hører ikke til installatøren.");
      }
      person = free.find((e) => e.id === named.id);
      if (!person) throw apiError("TIMESLOT_TAKEN");
      target = named.id;
    } else {
      person = free[0];
      target = free[0]?.id;
      if (target === undefined) throw apiError("TIMESLOT_TAKEN");
    }
    const to = {
      electricianId: target,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      windowStartsAt: slot.windowStartsAt,
      windowEndsAt: slot.windowEndsAt,
    };
    const actor = await actorName(caller, false);
    await schedule.moveTimeslot(deps.db, { id: slot.id, to, now: new Date(now()) }, async (tx) => {
      const changed = await claimRepository(tx).changeIfVersion(row.claim.id, row.claim.version, {
        electricianId: target,
      });
      if (!changed) throw apiError("CLAIM_VERSION_CONFLICT");
      await record(tx, {
        row,
        kind: "swap",
        caller,
        actor,
        message: person ? `Ny montør: ${person.firstName} ${person.lastName}` : null,
      });
    });
    return fresh(caller, row.claim.id);
  }

  return { contractorClaims, swappableElectricians, swapTimeslot };
}
