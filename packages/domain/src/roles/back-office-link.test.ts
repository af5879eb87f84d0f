import { describe, expect, it } from "vitest";
import { BACK_OFFICE_LABEL, backOfficeLink } from "./back-office-link.ts";

const link = (href: string) => ({ label: "Til arbeidsflaten", href });

describe("the way back to the back office from a page without the staff menu", () => {
  it("leads every back-office role from the storefront to their landing page", () => {
    expect(BACK_OFFICE_LABEL).toBe("Til arbeidsflaten");
    expect(backOfficeLink({ activeRoles: ["GLOBAL_ADMIN"] }, "/")).toEqual(link("/prosjekter"));
    expect(backOfficeLink({ activeRoles: ["CASEWORKER"] }, "/nettbutikk/alle")).toEqual(link("/prosjekter"));
    expect(backOfficeLink({ activeRoles: ["ELECTRICIAN"], uuid: "e1" }, "/personvern")).toEqual(
      link("/montor/e1/kalender"),
    );
    expect(
      backOfficeLink({ activeRoles: ["CONTRACTOR_ADMIN"], contractor: { uuid: "c1" } }, "/bestilling/jobb/x"),
    ).toEqual(link("/partner/c1/kalender"));
    expect(backOfficeLink({ activeRoles: ["SALES_PARTNER_SELLER"] }, "/")).toEqual(link("/selger"));
  });

  it("leads a partner or department admin from where they sell back to the back office", () => {
    for (const role of ["SALES_PARTNER_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"]) {
      expect(backOfficeLink({ activeRoles: [role] }, "/selgerside")).toEqual(link("/prosjekter"));
    }
  });

  it("a staff member who is also a customer goes to the staff landing page, not to my page", () => {
    expect(backOfficeLink({ activeRoles: ["CUSTOMER", "CASEWORKER"] }, "/")).toEqual(link("/prosjekter"));
  });

  it("is not offered to visitors, customers and people without a role", () => {
    expect(backOfficeLink(null, "/")).toBeNull();
    expect(backOfficeLink({ activeRoles: ["CUSTOMER"] }, "/")).toBeNull();
    expect(backOfficeLink({ activeRoles: [] }, "/")).toBeNull();
  });

  it("is not offered where the staff menu shows, on the landing page itself, or to a seller in the seller area", () => {
    expect(backOfficeLink({ activeRoles: ["GLOBAL_ADMIN"] }, "/prosjekter")).toBeNull();
    expect(backOfficeLink({ activeRoles: ["SALES_PARTNER_ADMIN"] }, "/selgere/p1")).toBeNull();
    expect(backOfficeLink({ activeRoles: ["SALES_PARTNER_SELLER"] }, "/selger")).toBeNull();
    expect(backOfficeLink({ activeRoles: ["SALES_PARTNER_SELLER"] }, "/selgerside")).toBeNull();
  });
});
