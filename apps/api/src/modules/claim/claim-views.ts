import type { ClaimDetail, ClaimSummary } from "@mt/contract/claim";
import { claimDeadline, formatClaimDeadline } from "@mt/domain/claim/claim-deadline";
import type { ClaimMove } from "@mt/domain/claim/claim-status";
import type { ClaimJoinedRow, ClaimRepository } from "./claim.repository.ts";

type EventRow = Awaited<ReturnType<ClaimRepository["events"]>>[number];

const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;
const SHORT = 140;

/** The work's completion, or (for a project that never recorded one) when it was booked. */
export const completionOf = (row: Pick<ClaimJoinedRow, "completedAt" | "project">) =>
  row.completedAt ?? row.project.createdAt;

export function toClaimSummary(row: ClaimJoinedRow): ClaimSummary {
  const c = row.claim;
  const contact = row.project.contactInformation;
  return {
    uuid: c.uuid,
    status: c.status,
    createdAt: c.createdAt.toISOString(),
    description: c.description.length > SHORT ? `${c.description.slice(0, SHORT - 1)}…` : c.description,
    project: {
      uuid: row.project.uuid,
      number: row.project.number,
      address: row.project.address,
      postCode: row.project.postCode,
    },
    customer: { name: `${contact.firstName} ${contact.lastName}`.trim(), phoneNumber: contact.phoneNumber },
    contractor: { uuid: row.contractor.uuid, name: row.contractor.name },
    electrician: row.electrician
      ? {
          uuid: row.electrician.uuid,
          firstName: row.electrician.firstName,
          lastName: row.electrician.lastName,
        }
      : null,
    windowStartsAt: iso(row.timeslot?.windowStartsAt),
    windowEndsAt: iso(row.timeslot?.windowEndsAt),
    deadline: claimDeadline(completionOf(row)),
    overridden: c.overrideReason !== null,
  };
}

export function toClaimDetail(
  row: ClaimJoinedRow,
  events: EventRow[],
  images: { id: number; url: string }[],
  can: { allowedMoves: ClaimMove[]; mayReschedule: boolean },
): ClaimDetail {
  const c = row.claim;
  return {
    ...toClaimSummary(row),
    description: c.description,
    version: c.version,
    images,
    overrideReason: c.overrideReason,
    resolutionMessage: c.resolutionMessage,
    timeslot_uuid: row.timeslot?.timeslotUuid ?? null,
    startsAt: iso(row.timeslot?.startsAt),
    endsAt: iso(row.timeslot?.endsAt),
    deadlineText: formatClaimDeadline(completionOf(row)),
    timeline: events.map((e) => ({
      id: e.id,
      at: e.at.toISOString(),
      kind: e.kind,
      actor: e.actorName,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      message: e.message,
    })),
    allowedMoves: can.allowedMoves,
    mayReschedule: can.mayReschedule,
  };
}
