import { describe, expect, it } from "vitest";
import { hasAnyRole, isCustomerOnly, isRole, ROLES, roleLabelList, roleLabels, userRoles } from "./roles.ts";

describe("roles", () => {
  it("there are exactly the 11 roles of the spec with their Norwegian labels", () => {
    expect(ROLES).toHaveLength(11);
    expect(roleLabels).toEqual({
      GLOBAL_ADMIN: "Administrator",
      CASEWORKER: "Saksbehandler",
      INSPECTOR: "Inspektør",
      CONTRACTOR_ADMIN: "Partner",
      ELECTRICIAN: "Montør",
      STORE_EMPLOYEE: "Proff i butikk",
      CUSTOMER: "Kunde",
      CUSTOMER_SERVICE: "Kundeservice",
      SALES_PARTNER_ADMIN: "Partneradmin",
      SALES_PARTNER_DEPARTMENT_ADMIN: "Avdelingsadmin",
      SALES_PARTNER_SELLER: "Selger",
    });
  });

  it("isRole accepts only the known role keys", () => {
    expect(isRole("CUSTOMER")).toBe(true);
    expect(isRole("customer")).toBe(false);
    expect(isRole(3)).toBe(false);
  });

  it("a role check matches if any of the user's roles is wanted", () => {
    const user = { activeRoles: ["CUSTOMER", "ELECTRICIAN"] };
    expect(hasAnyRole(user, ["GLOBAL_ADMIN", "ELECTRICIAN"])).toBe(true);
    expect(hasAnyRole(user, "CUSTOMER")).toBe(true);
    expect(hasAnyRole(user, ["GLOBAL_ADMIN"])).toBe(false);
    expect(hasAnyRole(user, [])).toBe(false);
  });

  it("no user has no roles", () => {
    expect(hasAnyRole(null, "CUSTOMER")).toBe(false);
    expect(hasAnyRole(undefined, ROLES)).toBe(false);
    expect(userRoles(null)).toEqual([]);
  });

  it("active roles win over the older roles field, which is the fallback", () => {
    expect(userRoles({ activeRoles: ["CASEWORKER"], roles: ["CUSTOMER"] })).toEqual(["CASEWORKER"]);
    expect(userRoles({ activeRoles: null, roles: ["CUSTOMER"] })).toEqual(["CUSTOMER"]);
    expect(userRoles({})).toEqual([]);
  });

  it("unknown role keys are ignored", () => {
    expect(userRoles({ roles: ["WIZARD", "CUSTOMER"] })).toEqual(["CUSTOMER"]);
  });

  it("customer alone means exactly one role, and that role is CUSTOMER", () => {
    expect(isCustomerOnly({ activeRoles: ["CUSTOMER"] })).toBe(true);
    expect(isCustomerOnly({ activeRoles: ["CUSTOMER", "SALES_PARTNER_SELLER"] })).toBe(false);
    expect(isCustomerOnly({ activeRoles: ["CASEWORKER"] })).toBe(false);
    expect(isCustomerOnly({ activeRoles: [] })).toBe(false);
    expect(isCustomerOnly(null)).toBe(false);
  });

  it("role labels are listed in role order", () => {
    expect(roleLabelList({ roles: ["CUSTOMER", "GLOBAL_ADMIN"] })).toEqual(["Administrator", "Kunde"]);
  });
});
