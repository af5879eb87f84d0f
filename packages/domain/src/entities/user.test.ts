import { describe, expect, it } from "vitest";
import { displayName, simpleUserSchema, userSchema } from "./user.ts";

describe("user schema", () => {
  it("parses a full user", () => {
    const user = userSchema.parse({
      id: 1,
      uuid: "u1",
      name: "Ola Nordmann",
      phoneNumber: "+4791234567",
      contractor: { uuid: "c1", name: "Elektro AS" },
      availableRoles: ["ELECTRICIAN", "CUSTOMER"],
      activeRoles: ["ELECTRICIAN"],
      permissions: ["projects.read"],
    });
    expect(user.contractor).toEqual({ uuid: "c1", name: "Elektro AS" });
    expect(user.activeRoles).toEqual(["ELECTRICIAN"]);
  });

  it("available roles default to none, and unknown roles are refused", () => {
    expect(userSchema.parse({ id: 1, uuid: "u" }).availableRoles).toEqual([]);
    expect(userSchema.safeParse({ id: 1, uuid: "u", activeRoles: ["KING"] }).success).toBe(false);
  });

  it("a simple user type carries roles and no permissions", () => {
    const simple = simpleUserSchema.parse({
      id: 1,
      uuid: "u",
      roles: ["CUSTOMER"],
      type: "simple",
      permissions: ["x"],
    });
    expect(simple).not.toHaveProperty("permissions");
    expect(simpleUserSchema.safeParse({ id: 1, uuid: "u", type: "full" }).success).toBe(false);
  });

  it("the display name falls back from name to first and last name to phone", () => {
    expect(displayName({ name: "Kari" })).toBe("Kari");
    expect(displayName({ firstName: "Ola", lastName: "Nordmann" })).toBe("Ola Nordmann");
    expect(displayName({ phoneNumber: "+4791234567" })).toBe("+4791234567");
    expect(displayName({ phone: "91234567" })).toBe("91234567");
    expect(displayName({})).toBe("");
  });
});
