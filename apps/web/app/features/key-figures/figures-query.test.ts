import { describe, expect, it } from "vitest";
import { figuresCsv } from "./figures-csv";
import { figuresQueryFromUrl } from "./figures-query";

describe("key figure filters from the URL", () => {
  it("opens on the last twelve months by month, and reads the filters given", () => {
    expect(figuresQueryFromUrl(new URLSearchParams(""), "2026-11-26")).toEqual({
      query: { from: "2025-12-01", to: "2026-11-30", interval: "month" },
      errors: null,
    });
    const { query } = figuresQueryFromUrl(
      new URLSearchParams("from=2026-10-01&to=2026-10-31&interval=day&county=OSLO&workType="),
      "2026-11-26",
    );
    expect(query).toEqual({ from: "2026-10-01", to: "2026-10-31", interval: "day", county: "OSLO" });
  });

  it("bad filters give their messages and the default view", () => {
    const result = figuresQueryFromUrl(new URLSearchParams("from=2026-10-31&to=2026-10-01"), "2026-11-26");
    expect(result.errors).toEqual(["Til-datoen må være etter fra-datoen"]);
    expect(result.query.from).toBe("2025-12-01");
  });
});

describe("the CSV of what is shown", () => {
  it("holds the totals, the series by its Norwegian labels and each grouping", () => {
    const totals = {
      orders: 3,
      cancellations: 1,
      revenueOre: 150_050,
      vatOre: 30_010,
      carts: 4,
      bookedCarts: 3,
      inspections: 0,
      offersSent: 0,
      offersAccepted: 0,
      completedJobs: 2,
      claims: 1,
    };
    const group = {
      key: "x",
      label: "Byggmakker Vest AS",
      orders: 3,
      cancellations: 1,
      revenueOre: 150_050,
      vatOre: 30_010,
    };
    const csv = figuresCsv({
      period: { from: "2026-11-01", to: "2026-11-30" },
      previousPeriod: { from: "2026-10-01", to: "2026-10-31" },
      interval: "month",
      current: totals,
      previous: { ...totals, orders: 2 },
      conversionApplies: true,
      series: [{ ...group, key: "2026-11-01", label: "2026-11-01" }],
      byWorkType: [],
      byCounty: [],
      byContractor: [],
      bySalesPartner: [group],
      options: { contractors: [], salesPartners: [] },
    });
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "\ufeffTabell;Navn;Ordre;Kanselleringer;Omsetning inkl. mva (kr);Mva (kr);Forrige periode",
    );
    expect(lines[1]).toBe("Totalt;Ordre;3;1;1500,5;300,1;2");
    expect(lines).toContain("Over tid;nov. 2026;3;1;1500,5;300,1;");
    expect(lines).toContain("Salgspartner;Byggmakker Vest AS;3;1;1500,5;300,1;");
  });
});
