import { describe, expect, it } from "vitest";
import { ROLES, type Role } from "../roles/roles.ts";
import {
  allowedMoves,
  decideMove,
  initialStatus,
  mayReschedule,
  nextStepForCustomer,
  PROJECT_MOVES,
  PROJECT_STATUSES,
  type ProjectMove,
  type ProjectStatus,
  pricedByOffer,
  projectMoveLabels,
  projectStatusLabels,
  statusRoad,
} from "./project-status.ts";

// The flow as product design section 5 tells it, written out once more by hand: the test holds
// the table in the code to this, for every state × move × role.
const EXPECTED: Record<ProjectMove, { from: ProjectStatus[]; to: ProjectStatus; roles: Role[] }> = {
  inspect: {
    from: ["inspection_booked"],
    to: "inspected",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "INSPECTOR"],
  },
  send_offer: { from: ["inspected"], to: "offer_sent", roles: ["GLOBAL_ADMIN", "CASEWORKER", "INSPECTOR"] },
  accept_offer: {
    from: ["offer_sent"],
    to: "offer_accepted",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER"],
  },
  confirm: {
    from: ["ordered", "offer_accepted"],
    to: "confirmed",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN"],
  },
  schedule: {
    from: ["confirmed"],
    to: "scheduled",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN"],
  },
  start: {
    from: ["scheduled"],
    to: "in_progress",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN", "ELECTRICIAN"],
  },
  complete: {
    from: ["in_progress"],
    to: "completed",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN", "ELECTRICIAN"],
  },
  invoice: { from: ["completed"], to: "invoiced", roles: ["GLOBAL_ADMIN", "CASEWORKER"] },
  cancel: {
    from: [
      "inspection_booked",
      "inspected",
      "offer_sent",
      "offer_accepted",
      "ordered",
      "confirmed",
      "scheduled",
    ],
    to: "cancelled",
    roles: ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE", "CONTRACTOR_ADMIN", "CUSTOMER"],
  },
};

describe("project status flow", () => {
  const cases = PROJECT_STATUSES.flatMap((status) =>
    PROJECT_MOVES.flatMap((move) => ROLES.map((role) => [status, move, role] as const)),
  );

  it(`decides all ${cases.length} state × move × role cases as the flow says`, () => {
    expect(cases.length).toBe(PROJECT_STATUSES.length * PROJECT_MOVES.length * ROLES.length);
    for (const [status, move, role] of cases) {
      const rule = EXPECTED[move];
      const expected = !rule.roles.includes(role)
        ? { ok: false, reason: "role" }
        : !rule.from.includes(status)
          ? { ok: false, reason: "wrong-state" }
          : { ok: true, to: rule.to };
      expect(decideMove(status, move, [role]), `${status} ${move} ${role}`).toEqual(expected);
    }
  });

  it("lets a caller with several roles make a move any of them may", () => {
    expect(decideMove("scheduled", "start", ["CUSTOMER", "ELECTRICIAN"])).toEqual({
      ok: true,
      to: "in_progress",
    });
    expect(decideMove("scheduled", "start", [])).toEqual({ ok: false, reason: "role" });
  });

  it("ends at invoiced and cancelled: nothing leaves them", () => {
    for (const end of ["invoiced", "cancelled"] as const) {
      expect(allowedMoves(end, ROLES)).toEqual([]);
      expect(mayReschedule(end, ROLES)).toBe(false);
    }
  });

  it("reaches every state from the start of a job or an inspection", () => {
    const reached = new Set<ProjectStatus>();
    const walk = (status: ProjectStatus) => {
      if (reached.has(status)) return;
      reached.add(status);
      for (const move of PROJECT_MOVES) {
        const decision = decideMove(status, move, ROLES);
        if (decision.ok) walk(decision.to);
      }
    };
    walk(initialStatus("JOB"));
    walk(initialStatus("INSPECTION"));
    expect([...reached].sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it("offers the moves in flow order", () => {
    expect(allowedMoves("ordered", ["CASEWORKER"])).toEqual(["confirm", "cancel"]);
    expect(allowedMoves("scheduled", ["ELECTRICIAN"])).toEqual(["start"]);
    // Findings mark an inspection inspected, not a button.
    expect(allowedMoves("inspection_booked", ["INSPECTOR"])).toEqual([]);
  });

  it("leaves sending and accepting an offer to the offer flow: no button makes them", () => {
    expect(allowedMoves("offer_sent", ["CUSTOMER"])).toEqual(["cancel"]);
    expect(allowedMoves("inspected", ["CASEWORKER"])).toEqual(["cancel"]);
    expect(decideMove("inspected", "send_offer", ["CASEWORKER"])).toEqual({ ok: true, to: "offer_sent" });
    expect(decideMove("offer_sent", "accept_offer", ["CUSTOMER"])).toEqual({
      ok: true,
      to: "offer_accepted",
    });
  });

  it("lets staff, the installer admin and the customer move an appointment that has not begun", () => {
    expect(mayReschedule("scheduled", ["CUSTOMER"])).toBe(true);
    expect(mayReschedule("confirmed", ["CONTRACTOR_ADMIN"])).toBe(true);
    expect(mayReschedule("ordered", ["ELECTRICIAN"])).toBe(false);
    expect(mayReschedule("in_progress", ["GLOBAL_ADMIN"])).toBe(false);
    expect(mayReschedule("offer_accepted", ["CUSTOMER"])).toBe(true);
    expect(mayReschedule("offer_sent", ["CUSTOMER"])).toBe(false);
  });

  it("draws the road of a job and of an inspection", () => {
    expect(statusRoad("JOB").map((s) => projectStatusLabels[s])).toEqual([
      "Bestilt",
      "Bekreftet av installatør",
      "Planlagt",
      "Pågår",
      "Fullført",
    ]);
    expect(statusRoad("INSPECTION")[0]).toBe("inspection_booked");
    expect(statusRoad("INSPECTION")).toContain("offer_accepted");
  });

  it("prices an inspection project by its offer from acceptance on, never a job or a cancelled one", () => {
    const byOffer = PROJECT_STATUSES.filter((status) => pricedByOffer("INSPECTION", status));
    expect(byOffer).toEqual([
      "offer_accepted",
      "confirmed",
      "scheduled",
      "in_progress",
      "completed",
      "invoiced",
    ]);
    expect(PROJECT_STATUSES.some((status) => pricedByOffer("JOB", status))).toBe(false);
  });

  it("has a Norwegian label, a button text and a next step for everything", () => {
    for (const status of PROJECT_STATUSES) {
      expect(projectStatusLabels[status]).toMatch(/\S/);
      expect(nextStepForCustomer[status]).toMatch(/[.!]$/);
    }
    for (const move of PROJECT_MOVES) expect(projectMoveLabels[move]).toMatch(/\S/);
  });
});
