import { describe, expect, it } from "vitest";
import { claimReach } from "./claim-reach.ts";

const caller = (activeRoles: Parameters<typeof claimReach>[0]["activeRoles"], contractorId?: number) => ({
  id: 7,
  uuid: "00000000-0000-4000-8000-000000000007",
  activeRoles,
  contractor: contractorId ? { id: contractorId, uuid: "00000000-0000-4000-8000-000000000003" } : null,
});

describe("claim reach", () => {
  it("gives staff every claim", () => {
    for (const role of ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"] as const) {
      expect(claimReach(caller([role]))).toEqual([{ kind: "all" }]);
    }
  });

  it("gives installers, electricians and customers their own, inspectors and stores none", () => {
    expect(claimReach(caller(["CONTRACTOR_ADMIN"], 3))).toEqual([{ kind: "contractor", contractorId: 3 }]);
    expect(claimReach(caller(["ELECTRICIAN", "CUSTOMER"]))).toEqual([
      { kind: "electrician", userId: 7 },
      { kind: "customer", userId: 7 },
    ]);
    expect(claimReach(caller(["INSPECTOR", "STORE_EMPLOYEE"]))).toEqual([]);
  });
});
