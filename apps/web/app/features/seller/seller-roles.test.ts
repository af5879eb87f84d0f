import type { ApiUser } from "@mt/contract/users";
import type { Role } from "@mt/domain/roles/roles";
import { describe, expect, it } from "vitest";
import { seesWholeStore, sellsForCustomers, showsSellerBlock } from "./seller-roles";

const user = (role: Role): ApiUser => ({
  id: 1,
  uuid: "11111111-1111-1111-1111-111111111111",
  availableRoles: [role],
  activeRoles: [role],
  contractor: null,
  email: null,
  guidedToursFinished: [],
});

describe("seller roles", () => {
  it("puts the desk's block above /selger for sellers and their admins only", () => {
    expect(showsSellerBlock("/selger", user("SALES_PARTNER_SELLER"))).toBe(true);
    expect(showsSellerBlock("/selger/", user("SALES_PARTNER_DEPARTMENT_ADMIN"))).toBe(true);
    expect(showsSellerBlock("/selger", user("SALES_PARTNER_ADMIN"))).toBe(true);
    expect(showsSellerBlock("/selger", user("CUSTOMER"))).toBe(false);
    expect(showsSellerBlock("/selger", user("STORE_EMPLOYEE"))).toBe(false);
    expect(showsSellerBlock("/selger", null)).toBe(false);
    expect(showsSellerBlock("/om-oss", user("SALES_PARTNER_SELLER"))).toBe(false);
  });

  it("lets sellers and department admins sell, and admins see the whole store", () => {
    expect(sellsForCustomers(user("SALES_PARTNER_SELLER"))).toBe(true);
    expect(sellsForCustomers(user("SALES_PARTNER_DEPARTMENT_ADMIN"))).toBe(true);
    expect(sellsForCustomers(user("SALES_PARTNER_ADMIN"))).toBe(false);
    expect(sellsForCustomers(user("CUSTOMER"))).toBe(false);
    expect(seesWholeStore(user("SALES_PARTNER_SELLER"))).toBe(false);
    expect(seesWholeStore(user("SALES_PARTNER_DEPARTMENT_ADMIN"))).toBe(true);
  });
});
