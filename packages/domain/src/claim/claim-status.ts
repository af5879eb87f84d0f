import { z } from "zod";
import type { Role } from "../roles/roles.ts";

/**
 * A claim's life (product design section 5): opened → scheduled (an electrician of the original
 * contractor comes back) → resolved, or rejected with a message. It may be resolved or rejected
 * without a visit.
 */
export const CLAIM_STATUSES = ["opened", "scheduled", "resolved", "rejected"] as const;
export const claimStatusSchema = z.enum(CLAIM_STATUSES);
export type ClaimStatus = z.infer<typeof claimStatusSchema>;

export const claimStatusLabels: Record<ClaimStatus, string> = {
  opened: "Åpnet",
  scheduled: "Planlagt",
  resolved: "Løst",
  rejected: "Avvist",
};

export const CLAIM_MOVES = ["schedule", "resolve", "reject"] as const;
export const claimMoveSchema = z.enum(CLAIM_MOVES);
export type ClaimMove = z.infer<typeof claimMoveSchema>;

/** The button text of each move. */
export const claimMoveLabels: Record<ClaimMove, string> = {
  schedule: "Planlegg besøk",
  resolve: "Marker som løst",
  reject: "Avvis reklamasjonen",
};

const CASE_STAFF: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER"];

/**
 * Each move: the states it leaves from, where it leads, and the roles that may make it. Whether the
 * caller reaches the claim at all (their company, their visit, their own project) is decided before.
 * Every move sends the customer a message; resolve and reject need one written.
 */
export const CLAIM_MOVE_RULES: Record<
  ClaimMove,
  { from: readonly ClaimStatus[]; to: ClaimStatus; roles: readonly Role[]; needsMessage: boolean }
> = {
  schedule: {
    from: ["opened"],
    to: "scheduled",
    roles: [...CASE_STAFF, "CONTRACTOR_ADMIN"],
    needsMessage: false,
  },
  resolve: {
    from: ["opened", "scheduled"],
    to: "resolved",
    roles: [...CASE_STAFF, "CONTRACTOR_ADMIN", "ELECTRICIAN"],
    needsMessage: true,
  },
  reject: { from: ["opened", "scheduled"], to: "rejected", roles: CASE_STAFF, needsMessage: true },
};

/** Who may move the visit of a scheduled claim to another electrician or window. */
export const CLAIM_RESCHEDULE_ROLES: readonly Role[] = [...CASE_STAFF, "CONTRACTOR_ADMIN"];

/** Who may open a claim: the project's customer, and staff for them. */
export const CLAIM_OPEN_ROLES: readonly Role[] = [...CASE_STAFF, "CUSTOMER_SERVICE", "CUSTOMER"];

/** Who may open one after the deadline, with a written reason. Never the customer. */
export const CLAIM_OVERRIDE_ROLES: readonly Role[] = CASE_STAFF;

export type ClaimMoveDecision =
  | { ok: true; to: ClaimStatus }
  /** 409 CLAIM_MOVE_NOT_ALLOWED */
  | { ok: false; reason: "wrong-state" }
  /** 403 CLAIM_MOVE_FORBIDDEN */
  | { ok: false; reason: "role" };

export function decideClaimMove(
  status: ClaimStatus,
  move: ClaimMove,
  roles: readonly Role[],
): ClaimMoveDecision {
  const rule = CLAIM_MOVE_RULES[move];
  if (!roles.some((role) => rule.roles.includes(role))) return { ok: false, reason: "role" };
  if (!rule.from.includes(status)) return { ok: false, reason: "wrong-state" };
  return { ok: true, to: rule.to };
}

/** The moves a caller may make now, in flow order. */
export function allowedClaimMoves(status: ClaimStatus, roles: readonly Role[]): ClaimMove[] {
  return CLAIM_MOVES.filter((move) => decideClaimMove(status, move, roles).ok);
}

/** May these roles move the visit of a claim in this state? */
export function mayRescheduleClaim(status: ClaimStatus, roles: readonly Role[]): boolean {
  return status === "scheduled" && roles.some((role) => CLAIM_RESCHEDULE_ROLES.includes(role));
}

/** Project states on which a claim may be opened: the work is done. */
export const CLAIMABLE_PROJECT_STATUSES = ["completed", "invoiced"] as const;

/** What happens next, told to the customer on "my page". */
export const claimNextStepForCustomer: Record<ClaimStatus, string> = {
  opened: "Vi har mottatt reklamasjonen og ser på den. Du hører fra oss snart.",
  scheduled: "En elektriker kommer tilbake i tidsvinduet vi har avtalt.",
  resolved: "Reklamasjonen er løst.",
  rejected: "Reklamasjonen er avvist. Se begrunnelsen nedenfor.",
};
