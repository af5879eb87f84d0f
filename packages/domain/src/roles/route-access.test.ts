import { describe, expect, it } from "vitest";
import { type Access, decideAccess, ownContractorAccess, publicAccess, userAccess } from "./route-access.ts";

const caller = { id: 7, uuid: "u-7", activeRoles: ["CUSTOMER" as const], contractor: null };

describe("decideAccess", () => {
  it("lets anyone through public access and any logged-in user through user access", async () => {
    expect(await decideAccess(publicAccess, null, {})).toBe("allow");
    expect(await decideAccess(userAccess, null, {})).toBe("unauthenticated");
    expect(await decideAccess(userAccess, caller, {})).toBe("allow");
  });

  it("asks a check rule about ownership, and refuses a missing parameter", async () => {
    const own: Access = {
      kind: "owner",
      roles: ["CUSTOMER"],
      staff: ["GLOBAL_ADMIN"],
      rule: { kind: "check", description: "own project", check: (c, params) => params.owner === c.uuid },
    };
    expect(await decideAccess(own, caller, { owner: "u-7" })).toBe("allow");
    expect(await decideAccess(own, caller, { owner: "u-8" })).toBe("not-owner");
    expect(await decideAccess(ownContractorAccess("id", ["CUSTOMER"]), caller, { id: "" })).toBe("not-owner");
  });
});
