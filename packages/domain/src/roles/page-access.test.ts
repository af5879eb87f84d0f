import { describe, expect, it } from "vitest";
import { matchPattern, pageAccessFor, policies } from "./page-access.ts";
import { decideAccess } from "./route-access.ts";

const user = (roles: string[], extra: { uuid?: string; contractor?: { id: number; uuid: string } } = {}) => ({
  id: 1,
  uuid: extra.uuid ?? "u-1",
  activeRoles: roles as never,
  contractor: extra.contractor ?? null,
});

describe("page access", () => {
  it("matches route patterns segment by segment, with decoded parameters", () => {
    expect(matchPattern("/partner/:contractorUuid/kalender", "/partner/c%201/kalender")).toEqual({
      contractorUuid: "c 1",
    });
    expect(matchPattern("/partner/:contractorUuid/kalender", "/partner/c/kalender/")).toEqual({
      contractorUuid: "c",
    });
    expect(matchPattern("/prosjekter", "/prosjekter/x")).toBeNull();
    expect(matchPattern("/montor/:id/kalender", "/montor/%E0%A4%A/kalender")).toBeNull();
  });

  it("leaves unlisted pages public and finds the listed ones", () => {
    expect(pageAccessFor("/nettbutikk/alle").access).toEqual({ kind: "public" });
    expect(pageAccessFor("/jobbmaler/liste").access).toBe(policies.catalogueAdmin);
    expect(pageAccessFor("/module-templates/new").access).toBe(policies.globalAdmin);
  });

  it("keeps customers out of the back office, and installers out of each other's calendars", async () => {
    const decide = (pathname: string, caller: ReturnType<typeof user> | null) => {
      const { access, params } = pageAccessFor(pathname);
      return decideAccess(access, caller, params);
    };
    expect(await decide("/prosjekter", user(["CUSTOMER"]))).toBe("forbidden");
    expect(await decide("/prosjekter", null)).toBe("unauthenticated");
    expect(await decide("/prosjekter/100123", user(["CUSTOMER"]))).toBe("forbidden");
    expect(await decide("/prosjekter/100123", user(["ELECTRICIAN"]))).toBe("allow");
    expect(await decide("/kunder", user(["ELECTRICIAN"]))).toBe("forbidden");
    const admin = user(["CONTRACTOR_ADMIN"], { contractor: { id: 3, uuid: "c-3" } });
    expect(await decide("/partner/c-3/kalender", admin)).toBe("allow");
    expect(await decide("/partner/c-4/kalender", admin)).toBe("not-owner");
    expect(await decide("/montor/u-1/kalender", user(["ELECTRICIAN"]))).toBe("allow");
    expect(await decide("/montor/u-2/kalender", user(["ELECTRICIAN"]))).toBe("not-owner");
    expect(await decide("/montor/u-2/kalender", user(["CASEWORKER"]))).toBe("allow");
    expect(await decide("/dashboard", user(["CUSTOMER"]))).toBe("allow");
    expect(await decide("/kunder/u-9", user(["CUSTOMER"]))).toBe("forbidden");
    expect(await decide("/kunder/u-9", user(["CUSTOMER_SERVICE"]))).toBe("allow");
  });

  it("opens the seller's pages to sellers and their admins only (decision 034)", async () => {
    const decide = (pathname: string, caller: ReturnType<typeof user> | null) => {
      const { access, params } = pageAccessFor(pathname);
      return decideAccess(access, caller, params);
    };
    for (const path of ["/selgerside", "/instillinger", "/videobefaring", "/bestilling/kunde"]) {
      expect(pageAccessFor(path).access).toBe(policies.sellerDesk);
      expect(await decide(path, null)).toBe("unauthenticated");
      expect(await decide(path, user(["CUSTOMER"]))).toBe("forbidden");
      expect(await decide(path, user(["STORE_EMPLOYEE"]))).toBe("forbidden");
      expect(await decide(path, user(["SALES_PARTNER_SELLER"]))).toBe("allow");
      expect(await decide(path, user(["SALES_PARTNER_DEPARTMENT_ADMIN"]))).toBe("allow");
      expect(await decide(path, user(["SALES_PARTNER_ADMIN"]))).toBe("allow");
    }
    // The seller's cart and time pages stay public (customers use them too).
    expect(pageAccessFor("/bestilling/handlekurv").access).toEqual({ kind: "public" });
  });

  it("opens the sales partner pages to global admins and the partners' own admins (decision 032)", async () => {
    const decide = (pathname: string, roles: string[]) => {
      const { access, params } = pageAccessFor(pathname);
      return decideAccess(access, user(roles), params);
    };
    for (const path of ["/selgere", "/selgere/p-1"]) {
      expect(pageAccessFor(path).access).toBe(policies.salesPartners);
      expect(await decide(path, ["GLOBAL_ADMIN"])).toBe("allow");
      expect(await decide(path, ["SALES_PARTNER_ADMIN"])).toBe("allow");
      expect(await decide(path, ["SALES_PARTNER_DEPARTMENT_ADMIN"])).toBe("allow");
      for (const role of ["SALES_PARTNER_SELLER", "STORE_EMPLOYEE", "CASEWORKER", "CUSTOMER"])
        expect(await decide(path, [role])).toBe("forbidden");
    }
  });
});
