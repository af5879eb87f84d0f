import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../roles/roles.ts";
import {
  allowedClaimMoves,
  CLAIM_MOVES,
  CLAIM_OPEN_ROLES,
  CLAIM_OVERRIDE_ROLES,
  CLAIM_STATUSES,
  type ClaimMove,
  type ClaimStatus,
  claimMoveLabels,
  claimNextStepForCustomer,
  claimStatusLabels,
  decideClaimMove,
  mayRescheduleClaim,
} from "./claim-status.ts";

// The claim flow written out once more by hand: the test holds the table in the code to it, for
// every state × move × role.
const EXPECTED: Record<ClaimMove, { from: ClaimStatus[]; to: ClaimStatus; roles: Role[] }> = {
  schedule: { from: ["opened"], to: "scheduled", roles: ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN"] },
  resolve: {
    from: ["opened", "scheduled"],
    to: "resolved",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN", "ELECTRICIAN"],
  },
  reject: { from: ["opened", "scheduled"], to: "rejected", roles: ["GLOBAL_ADMIN", "CASEWORKER"] },
};

describe("claim status flow", () => {
  const cases = CLAIM_STATUSES.flatMap((status) =>
    CLAIM_MOVES.flatMap((move) => ROLES.map((role) => [status, move, role] as const)),
  );

  it(`decides all ${cases.length} state × move × role cases as the flow says`, () => {
    expect(cases.length).toBe(CLAIM_STATUSES.length * CLAIM_MOVES.length * ROLES.length);
    for (const [status, move, role] of cases) {
      const rule = EXPECTED[move];
      const expected = !rule.roles.includes(role)
        ? { ok: false, reason: "role" }
        : !rule.from.includes(status)
          ? { ok: false, reason: "wrong-state" }
          : { ok: true, to: rule.to };
      expect(decideClaimMove(status, move, [role]), `${status} ${move} ${role}`).toEqual(expected);
    }
  });

  it("ends at resolved and rejected: nothing leaves them", () => {
    for (const end of ["resolved", "rejected"] as const) {
      expect(allowedClaimMoves(end, ROLES)).toEqual([]);
      expect(mayRescheduleClaim(end, ROLES)).toBe(false);
    }
  });

  it("offers the moves in flow order", () => {
    expect(allowedClaimMoves("opened", ["CASEWORKER"])).toEqual(["schedule", "resolve", "reject"]);
    expect(allowedClaimMoves("scheduled", ["ELECTRICIAN"])).toEqual(["resolve"]);
    expect(allowedClaimMoves("opened", ["CUSTOMER"])).toEqual([]);
    expect(allowedClaimMoves("opened", ["CUSTOMER_SERVICE"])).toEqual([]);
  });

  it("lets case staff and the contractor admin move a scheduled visit, nobody else", () => {
    expect(mayRescheduleClaim("scheduled", ["CASEWORKER"])).toBe(true);
    expect(mayRescheduleClaim("scheduled", ["CONTRACTOR_ADMIN"])).toBe(true);
    expect(mayRescheduleClaim("scheduled", ["ELECTRICIAN", "CUSTOMER"])).toBe(false);
    expect(mayRescheduleClaim("opened", ["CASEWORKER"])).toBe(false);
  });

  it("lets the customer open a claim but never override the deadline", () => {
    expect(CLAIM_OPEN_ROLES).toContain("CUSTOMER");
    expect(CLAIM_OVERRIDE_ROLES).not.toContain("CUSTOMER");
    expect([...CLAIM_OVERRIDE_ROLES].sort()).toEqual(["CASEWORKER", "GLOBAL_ADMIN"]);
  });

  it("has a Norwegian label, a button text and a next step for everything", () => {
    for (const status of CLAIM_STATUSES) {
      expect(claimStatusLabels[status]).toMatch(/\S/);
      expect(claimNextStepForCustomer[status]).toMatch(/[.!]$/);
    }
    for (const move of CLAIM_MOVES) expect(claimMoveLabels[move]).toMatch(/\S/);
  });
});
