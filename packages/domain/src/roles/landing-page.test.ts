import { describe, expect, it } from "vitest";
import { landingPage } from "./landing-page.ts";
import { staffMenu } from "./menus.ts";

describe("landing page by role (first matching role wins)", () => {
  it("a customer lands on /dashboard", () => {
    expect(landingPage({ activeRoles: ["CUSTOMER"] })).toBe("/dashboard");
  });

  it("a sales partner seller lands on /selger", () => {
    expect(landingPage({ activeRoles: ["SALES_PARTNER_SELLER"] })).toBe("/selger");
  });

  it("a store employee lands on /prosjekter", () => {
    expect(landingPage({ activeRoles: ["STORE_EMPLOYEE", "ELECTRICIAN"], uuid: "e1" })).toBe("/prosjekter");
  });

  it("an electrician lands on their own calendar", () => {
    expect(landingPage({ activeRoles: ["ELECTRICIAN"], uuid: "e-1" })).toBe("/montor/e-1/kalender");
  });

  it("a contractor admin lands on the contractor calendar", () => {
    expect(landingPage({ activeRoles: ["CONTRACTOR_ADMIN"], contractor: { uuid: "c-1" } })).toBe(
      "/partner/c-1/kalender",
    );
  });

  it("someone without any role (invited before they had an account) lands on their invitations", () => {
    expect(landingPage({ activeRoles: [] })).toBe("/invitasjoner");
  });

  it("a caseworker and any other role land on /prosjekter", () => {
    expect(landingPage({ activeRoles: ["CASEWORKER"] })).toBe("/prosjekter");
    expect(landingPage({ activeRoles: ["GLOBAL_ADMIN"] })).toBe("/prosjekter");
    expect(landingPage({ activeRoles: ["INSPECTOR"] })).toBe("/prosjekter");
  });

  it("partner and department admins land on /prosjekter, which their staff menu holds (decision 071)", () => {
    for (const role of ["SALES_PARTNER_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"] as const) {
      const user = { activeRoles: [role], salesPartner: { uuid: "p1" } };
      expect(landingPage(user)).toBe("/prosjekter");
      expect(staffMenu(role, user).map((item) => ("href" in item ? item.href : null))).toContain(
        landingPage(user),
      );
    }
  });

  it("the first matching rule wins: a customer who is also a seller lands on /dashboard", () => {
    expect(landingPage({ activeRoles: ["SALES_PARTNER_SELLER", "CUSTOMER"] })).toBe("/dashboard");
  });

  it("an electrician or contractor admin without the needed uuid falls through to the next rule", () => {
    expect(landingPage({ activeRoles: ["ELECTRICIAN", "CONTRACTOR_ADMIN"], contractor: { uuid: "c" } })).toBe(
      "/partner/c/kalender",
    );
    expect(landingPage({ activeRoles: ["CONTRACTOR_ADMIN"], contractor: null })).toBe("/prosjekter");
  });

  it("no user lands on the login page", () => {
    expect(landingPage(null)).toBe("/logginn");
  });
});
