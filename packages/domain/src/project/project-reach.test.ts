import { describe, expect, it } from "vitest";
import type { Role } from "../roles/roles.ts";
import { customerMayChange, projectReach } from "./project-reach.ts";

const caller = (roles: Role[], contractor: { id: number; uuid: string } | null = null) => ({
  id: 7,
  uuid: "u",
  activeRoles: roles,
  contractor,
});

describe("project reach", () => {
  it.each(["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"] as const)("%s reaches every project", (role) => {
    expect(projectReach(caller([role, "CUSTOMER"]))).toEqual([{ kind: "all" }]);
  });

  it("gives a contractor admin their company, an electrician their assignments, a customer their own", () => {
    expect(projectReach(caller(["CONTRACTOR_ADMIN"], { id: 3, uuid: "c" }))).toEqual([
      { kind: "contractor", contractorId: 3 },
    ]);
    expect(projectReach(caller(["ELECTRICIAN"]))).toEqual([{ kind: "electrician", userId: 7 }]);
    expect(projectReach(caller(["CUSTOMER"]))).toEqual([{ kind: "customer", userId: 7 }]);
    expect(projectReach(caller(["STORE_EMPLOYEE"]))).toEqual([{ kind: "createdBy", userId: 7 }]);
    expect(projectReach(caller(["INSPECTOR"]))).toEqual([{ kind: "inspections" }]);
  });

  it("gives the stores' people their partner's, their store's or their own sales", () => {
    const store = { salesPartner: { id: 2, uuid: "p" }, salesPartnerDepartment: { id: 5, uuid: "d" } };
    expect(projectReach({ ...caller(["SALES_PARTNER_SELLER"]), ...store })).toEqual([
      { kind: "seller", userId: 7 },
    ]);
    expect(projectReach({ ...caller(["SALES_PARTNER_DEPARTMENT_ADMIN"]), ...store })).toEqual([
      { kind: "salesPartnerDepartment", departmentId: 5 },
    ]);
    expect(projectReach({ ...caller(["STORE_EMPLOYEE"]), ...store })).toEqual([
      { kind: "salesPartnerDepartment", departmentId: 5 },
    ]);
    expect(projectReach({ ...caller(["SALES_PARTNER_ADMIN"]), ...store })).toEqual([
      { kind: "salesPartner", salesPartnerId: 2 },
    ]);
  });

  it("reaches nothing without a role that reaches projects, or without the company or store the role needs", () => {
    expect(projectReach(caller(["CONTRACTOR_ADMIN"]))).toEqual([]);
    expect(projectReach(caller(["SALES_PARTNER_ADMIN"]))).toEqual([]);
    expect(projectReach(caller(["SALES_PARTNER_DEPARTMENT_ADMIN"]))).toEqual([]);
  });

  it("unites the reach of several roles", () => {
    expect(projectReach(caller(["ELECTRICIAN", "CUSTOMER"]))).toEqual([
      { kind: "electrician", userId: 7 },
      { kind: "customer", userId: 7 },
    ]);
  });
});

describe("the customer's cut-off", () => {
  const start = new Date("2026-12-10T08:00:00Z");
  it("allows changes until the cut-off before the start, and not after", () => {
    expect(customerMayChange(start, new Date("2026-12-08T08:00:00Z"), 48)).toBe(true);
    expect(customerMayChange(start, new Date("2026-12-08T08:00:01Z"), 48)).toBe(false);
    expect(customerMayChange(start, new Date("2026-12-10T07:00:00Z"), 0)).toBe(true);
  });
});
