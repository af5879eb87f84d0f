import { describe, expect, it } from "vitest";
import { isMenuDropdown, logoHref, MENU_BREAKPOINT_PX, staffMenu, topMenu } from "./menus.ts";

const labels = (items: ReturnType<typeof staffMenu>) => items.map((item) => item.label);

describe("staff menus", () => {
  it("caseworker, store employee and customer service: Prosjekter, Reklamasjon, Kunder", () => {
    for (const role of ["CASEWORKER", "STORE_EMPLOYEE", "CUSTOMER_SERVICE"] as const) {
      expect(staffMenu(role)).toEqual([
        { label: "Prosjekter", href: "/prosjekter" },
        { label: "Reklamasjon", href: "/reklamasjon/liste" },
        { label: "Kunder", href: "/kunder" },
      ]);
    }
  });

  it("electrician: Kalender, Prosjekter, Reklamasjon, Tilgjengelighet", () => {
    expect(staffMenu("ELECTRICIAN", { uuid: "e1" })).toEqual([
      { label: "Kalender", href: "/montor/e1/kalender" },
      { label: "Prosjekter", href: "/prosjekter" },
      { label: "Reklamasjon", href: "/reklamasjon/liste" },
      { label: "Tilgjengelighet", href: "/montor/e1/tilgjengelighet" },
    ]);
  });

  it("contractor admin: Kalender, Prosjekter, Reklamasjon, Montører, Bedrift", () => {
    expect(staffMenu("CONTRACTOR_ADMIN", { contractor: { uuid: "c1" } })).toEqual([
      { label: "Kalender", href: "/partner/c1/kalender" },
      { label: "Prosjekter", href: "/prosjekter" },
      { label: "Reklamasjon", href: "/reklamasjon/liste" },
      { label: "Montører", href: "/partner/c1/dinemontorer" },
      { label: "Bedrift", href: "/partner/c1/bedrift" },
    ]);
  });

  it("calendar links are left out when the uuid they need is missing", () => {
    expect(labels(staffMenu("ELECTRICIAN"))).toEqual(["Prosjekter", "Reklamasjon"]);
    expect(labels(staffMenu("CONTRACTOR_ADMIN", { contractor: null }))).toEqual([
      "Prosjekter",
      "Reklamasjon",
    ]);
  });

  it("global admin: six links, a Partnere dropdown (Salgspartnere, Montører, Ny installatør) and Administrasjon", () => {
    const menu = staffMenu("GLOBAL_ADMIN");
    expect(labels(menu)).toEqual([
      "Prosjekter",
      "Reklamasjon",
      "Kunder",
      "Jobbmaler",
      "Produkter",
      "Nøkkeltall",
      "Partnere",
      "Administrasjon",
    ]);
    const partners = menu.at(-2);
    expect(partners && isMenuDropdown(partners) ? partners.children : []).toEqual([
      { label: "Salgspartnere", href: "/selgere" },
      { label: "Montører", href: "/partnere" },
      { label: "Ny installatør", href: "/oppsett" },
    ]);
    const administration = menu.at(-1);
    expect(administration && isMenuDropdown(administration) ? administration.children : []).toEqual([
      { label: "Innstillinger", href: "/systeminnstillinger" },
      { label: "Brukere", href: "/brukere" },
      { label: "Designsystem", href: "/designsystem" },
    ]);
    expect(
      menu.filter((item) => !isMenuDropdown(item) && item.desktopOnly).map((item) => item.label),
    ).toEqual(["Jobbmaler", "Produkter"]);
  });

  it("partner admin: Prosjekter, Kjede (their chain's page), Selgerside; department admin: Butikk", () => {
    const user = { salesPartner: { uuid: "p1" } };
    expect(staffMenu("SALES_PARTNER_ADMIN", user)).toEqual([
      { label: "Prosjekter", href: "/prosjekter" },
      { label: "Kjede", href: "/selgere/p1" },
      { label: "Selgerside", href: "/selgerside" },
    ]);
    expect(staffMenu("SALES_PARTNER_DEPARTMENT_ADMIN", user)).toEqual([
      { label: "Prosjekter", href: "/prosjekter" },
      { label: "Butikk", href: "/selgere/p1" },
      { label: "Selgerside", href: "/selgerside" },
    ]);
    expect(labels(staffMenu("SALES_PARTNER_ADMIN", { salesPartner: null }))).toEqual([
      "Prosjekter",
      "Selgerside",
    ]);
  });

  it("the menu breakpoint is 940px", () => {
    expect(MENU_BREAKPOINT_PX).toBe(940);
  });
});

describe("top menu choice", () => {
  it("on backend paths the priority is global admin, caseworker, contractor admin, electrician, store employee, customer service", () => {
    const all = [
      "CUSTOMER_SERVICE",
      "STORE_EMPLOYEE",
      "ELECTRICIAN",
      "CONTRACTOR_ADMIN",
      "CASEWORKER",
      "GLOBAL_ADMIN",
    ];
    const expected = [
      "GLOBAL_ADMIN",
      "CASEWORKER",
      "CONTRACTOR_ADMIN",
      "ELECTRICIAN",
      "STORE_EMPLOYEE",
      "CUSTOMER_SERVICE",
    ];
    for (const [index, role] of expected.entries()) {
      const menu = topMenu({ activeRoles: all.slice(0, all.length - index) }, "/prosjekter");
      expect(menu.kind === "staff" ? menu.role : null).toBe(role);
    }
  });

  it("a customer on a backend path gets the CMS customer menu", () => {
    expect(topMenu({ activeRoles: ["CUSTOMER"] }, "/dashboard")).toEqual({
      kind: "cms",
      key: "top-menu-customer",
    });
  });

  it("a visitor, or a user with no menu role, on a backend path gets the public menu", () => {
    expect(topMenu(null, "/dashboard")).toEqual({ kind: "cms", key: "top-menu" });
  });

  it("an inspector gets the inspections and projects on backend paths", () => {
    expect(topMenu({ activeRoles: ["INSPECTOR"] }, "/prosjekter")).toEqual({
      kind: "staff",
      role: "INSPECTOR",
      items: [
        { label: "Befaringer", href: "/inspection/liste" },
        { label: "Prosjekter", href: "/prosjekter" },
      ],
    });
  });

  it("a seller gets the seller menu on seller-area paths and on backend paths", () => {
    const seller = { activeRoles: ["SALES_PARTNER_SELLER"] };
    expect(topMenu(seller, "/nettbutikk/alle")).toEqual({ kind: "cms", key: "top-menu-seller" });
    expect(topMenu(seller, "/seller-dashboard")).toEqual({ kind: "cms", key: "top-menu-seller" });
    expect(topMenu(seller, "/prosjekter")).toEqual({ kind: "cms", key: "top-menu-seller" });
    expect(topMenu(seller, "/personvern")).toEqual({ kind: "cms", key: "top-menu" });
  });

  it("partner and department admins get the seller menu where they sell, their staff menu in the back office", () => {
    for (const role of ["SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_ADMIN"] as const) {
      const admin = { activeRoles: [role, "SALES_PARTNER_SELLER"], salesPartner: { uuid: "p1" } };
      expect(topMenu(admin, "/selgerside")).toEqual({ kind: "cms", key: "top-menu-seller" });
      for (const backOffice of ["/prosjekter", "/selgere", "/selgere/p1"]) {
        expect(topMenu(admin, backOffice)).toEqual({ kind: "staff", role, items: staffMenu(role, admin) });
      }
    }
    // The spec's roles keep their place: a store employee who is also the store's admin gets the
    // store employee's menu.
    const both = { activeRoles: ["SALES_PARTNER_DEPARTMENT_ADMIN", "STORE_EMPLOYEE"] };
    const menu = topMenu(both, "/prosjekter");
    expect(menu.kind === "staff" ? menu.role : null).toBe("STORE_EMPLOYEE");
    const chainAndStore = { activeRoles: ["SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_ADMIN"] };
    const chainMenu = topMenu(chainAndStore, "/prosjekter");
    expect(chainMenu.kind === "staff" ? chainMenu.role : null).toBe("SALES_PARTNER_ADMIN");
  });

  it("off backend paths staff get the public menu and customers the customer menu", () => {
    expect(topMenu({ activeRoles: ["GLOBAL_ADMIN"] }, "/")).toEqual({ kind: "cms", key: "top-menu" });
    expect(topMenu({ activeRoles: ["CUSTOMER"] }, "/")).toEqual({ kind: "cms", key: "top-menu-customer" });
    expect(topMenu({ activeRoles: ["CUSTOMER"] }, "/nettbutikk/alle")).toEqual({
      kind: "cms",
      key: "top-menu-customer",
    });
  });

  it("the seller's logo links to /selger, everyone else's to /", () => {
    expect(logoHref({ roles: ["SALES_PARTNER_SELLER"] })).toBe("/selger");
    expect(logoHref({ roles: ["SALES_PARTNER_DEPARTMENT_ADMIN"] })).toBe("/selger");
    expect(logoHref(null)).toBe("/");
  });
});
