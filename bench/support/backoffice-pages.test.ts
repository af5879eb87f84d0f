import { describe, expect, it } from "vitest";
import { backofficePages } from "./backoffice-pages.ts";
import { BACKOFFICE_PAGES } from "./page-budgets.ts";

const samples = {
  surname: "Sæther",
  projectNumber: 150123,
  customerUuid: "c0000000-0000-4000-8000-000000000001",
  contractorUuid: "c0000000-0000-4000-8000-000000000002",
  electricianUserUuid: "c0000000-0000-4000-8000-000000000003",
  month: { from: "2026-12-01", to: "2027-01-01" },
};

describe("the back office's pages", () => {
  it("gives every budgeted page once, with its URL and who opens it", () => {
    const pages = backofficePages(samples);
    expect(pages.map((page) => page.name)).toEqual([...BACKOFFICE_PAGES]);
    const byName = new Map(pages.map((page) => [page.name, page]));
    expect(byName.get("/prosjekter?search")?.path).toBe("/prosjekter?search=S%C3%A6ther");
    expect(byName.get("/prosjekter/{nummer}")?.path).toBe("/prosjekter/150123");
    expect(byName.get("/kunder/{uuid}")?.path).toBe(`/kunder/${samples.customerUuid}`);
    // The busy month, and its third week.
    expect(byName.get("/partner/{uuid}/kalender måned")).toEqual({
      name: "/partner/{uuid}/kalender måned",
      path: `/partner/${samples.contractorUuid}/kalender?view=month&date=2026-12-01`,
      as: "contractorAdmin",
    });
    expect(byName.get("/montor/{uuid}/kalender uke")?.path).toBe(
      `/montor/${samples.electricianUserUuid}/kalender?view=week&date=2026-12-15`,
    );
    // The pages only other roles open: key figures (global admins), the seller's desk (sellers).
    expect(pages.filter((page) => page.as !== "caseworker").map((page) => [page.name, page.as])).toEqual([
      ["/partner/{uuid}/kalender uke", "contractorAdmin"],
      ["/partner/{uuid}/kalender måned", "contractorAdmin"],
      ["/nokkeltall", "globalAdmin"],
      ["/selgerside", "seller"],
    ]);
  });
});
