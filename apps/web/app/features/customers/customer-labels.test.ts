import { describe, expect, it } from "vitest";
import { customerScopeNote } from "./customer-labels";

describe("whom the customer list holds", () => {
  it("says nothing to those who see every customer", () => {
    expect(customerScopeNote([{ kind: "all" }])).toBeNull();
  });

  it("names the store, the chain, or the caller's own orders", () => {
    expect(customerScopeNote([{ kind: "salesPartnerDepartment", departmentId: 1 }], "Bergen Åsane")).toBe(
      "Du ser kundene som har bestilt i Bergen Åsane.",
    );
    expect(customerScopeNote([{ kind: "salesPartnerDepartment", departmentId: 1 }])).toBe(
      "Du ser kundene som har bestilt i butikken din.",
    );
    expect(customerScopeNote([{ kind: "salesPartner", salesPartnerId: 1 }])).toBe(
      "Du ser kundene som har bestilt i kjeden din.",
    );
    expect(customerScopeNote([{ kind: "createdBy", userId: 1 }])).toBe(
      "Du ser kundene til bestillingene du har registrert.",
    );
  });
});
