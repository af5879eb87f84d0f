import { describe, expect, it } from "vitest";
import { bodyClasses } from "./body-classes.ts";

describe("body classes", () => {
  it("are is-<route flag> for each area and is-<role> for each active role", () => {
    expect(bodyClasses("/order/job/x", { activeRoles: ["GLOBAL_ADMIN", "CUSTOMER_SERVICE"] })).toEqual([
      "is-checkout",
      "is-configurator",
      "is-global-admin",
      "is-customer-service",
    ]);
  });

  it("an anonymous visitor on home gets is-home only", () => {
    expect(bodyClasses("/", null)).toEqual(["is-home"]);
  });
});
