import { describe, expect, it } from "vitest";
import { analyticsUser } from "./analytics-user.ts";

describe("the user reported to analytics", () => {
  it("reports a non-customer with the active roles, sorted, and nothing else", () => {
    expect(
      analyticsUser({ activeRoles: ["CUSTOMER_SERVICE", "CASEWORKER"], roles: ["GLOBAL_ADMIN"] }),
    ).toEqual({
      user_type: "non_customer",
      active_roles: "CASEWORKER,CUSTOMER_SERVICE",
    });
    expect(analyticsUser({ roles: ["ELECTRICIAN"] })).toEqual({
      user_type: "non_customer",
      active_roles: "ELECTRICIAN",
    });
  });

  it("a customer holding another role too is a non-customer", () => {
    expect(analyticsUser({ activeRoles: ["CUSTOMER", "SALES_PARTNER_SELLER"] })?.active_roles).toBe(
      "CUSTOMER,SALES_PARTNER_SELLER",
    );
  });

  it("does not report visitors, customers alone or unknown roles", () => {
    expect(analyticsUser(null)).toBeNull();
    expect(analyticsUser({ activeRoles: ["CUSTOMER"] })).toBeNull();
    expect(analyticsUser({ activeRoles: ["SOMETHING_ELSE"] })).toBeNull();
  });
});
