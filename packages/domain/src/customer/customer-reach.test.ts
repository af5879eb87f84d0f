import { describe, expect, it } from "vitest";
import type { Role } from "../roles/roles.ts";
import { customerReach, reachesEveryCustomer } from "./customer-reach.ts";

const store = { salesPartner: { id: 2, uuid: "p" }, salesPartnerDepartment: { id: 5, uuid: "d" } };
const caller = (roles: Role[], extra: object = {}) => ({
  id: 7,
  uuid: "u",
  activeRoles: roles,
  contractor: null,
  ...extra,
});

describe("customer reach", () => {
  it.each(["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"] as const)(
    "%s reaches every customer",
    (role) => {
      const reach = customerReach(caller([role]));
      expect(reach).toEqual([{ kind: "all" }]);
      expect(reachesEveryCustomer(reach)).toBe(true);
    },
  );

  it("gives a store employee the customers of her store's orders, or without a store those she booked", () => {
    expect(customerReach(caller(["STORE_EMPLOYEE"], store))).toEqual([
      { kind: "salesPartnerDepartment", departmentId: 5 },
    ]);
    expect(customerReach(caller(["STORE_EMPLOYEE"]))).toEqual([{ kind: "createdBy", userId: 7 }]);
    expect(reachesEveryCustomer(customerReach(caller(["STORE_EMPLOYEE"], store)))).toBe(false);
  });

  it("gives the partner roles their store, their chain or their own sales", () => {
    expect(customerReach(caller(["SALES_PARTNER_DEPARTMENT_ADMIN"], store))).toEqual([
      { kind: "salesPartnerDepartment", departmentId: 5 },
    ]);
    expect(customerReach(caller(["SALES_PARTNER_ADMIN"], store))).toEqual([
      { kind: "salesPartner", salesPartnerId: 2 },
    ]);
    expect(customerReach(caller(["SALES_PARTNER_SELLER"], store))).toEqual([{ kind: "seller", userId: 7 }]);
  });

  it("never reaches other customers through being a customer", () => {
    expect(customerReach(caller(["CUSTOMER"]))).toEqual([]);
    expect(customerReach(caller(["STORE_EMPLOYEE", "CUSTOMER"], store))).toEqual([
      { kind: "salesPartnerDepartment", departmentId: 5 },
    ]);
  });

  it("reaches no one without the store or chain the role needs", () => {
    expect(customerReach(caller(["SALES_PARTNER_ADMIN"]))).toEqual([]);
    expect(customerReach(caller(["SALES_PARTNER_DEPARTMENT_ADMIN"]))).toEqual([]);
  });
});
