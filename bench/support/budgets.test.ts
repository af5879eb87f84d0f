import { describe, expect, it } from "vitest";
import { type BudgetRow, budgetRows, budgetTable, comparisonTable } from "./budgets.ts";
import { BACKOFFICE_PAGES, BUDGET_PAGES } from "./page-budgets.ts";

const allHundreds = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100 };

const lighthouseOf = (anonymous: object, customer: object) => ({
  pages: Object.fromEntries(BUDGET_PAGES.map((page) => [page, { anonymous, customer }])),
});

const jsOf = (anonymousKb: number, customerKb: number) => ({
  pages: Object.fromEntries(
    BUDGET_PAGES.map((page) => [page, { anonymous: { kB: anonymousKb }, customer: { kB: customerKb } }]),
  ),
});

const find = (rows: BudgetRow[], budget: string) => {
  const found = rows.find((row) => row.budget === budget);
  if (!found) throw new Error(`no row ${budget}`);
  return found;
};

describe("budgetRows", () => {
  it("holds the anonymous visitor to issue 35's Lighthouse budget and the customer to it loosened by 10 %", () => {
    const rows = budgetRows({
      lighthouse: lighthouseOf(
        { ...allHundreds, lcpMs: 1_250, tbtMs: 100, cls: 0.01 },
        { ...allHundreds, performance: 90, lcpMs: 1_320, tbtMs: 110, cls: 0.011 },
      ),
    });
    expect(find(rows, "Lighthouse /: LCP")).toMatchObject({ limit: "<= 1200 ms", holds: false });
    expect(find(rows, "Lighthouse /: TBT")).toMatchObject({ limit: "<= 100 ms", holds: true });
    expect(find(rows, "Lighthouse /: ytelse")).toMatchObject({ limit: ">= 100", holds: true });
    expect(find(rows, "Lighthouse /, kunde: ytelse")).toMatchObject({ limit: ">= 90", holds: true });
    expect(find(rows, "Lighthouse /, kunde: LCP")).toMatchObject({ limit: "<= 1320 ms", holds: true });
    expect(find(rows, "Lighthouse /, kunde: TBT")).toMatchObject({ limit: "<= 110 ms", holds: true });
    expect(find(rows, "Lighthouse /, kunde: CLS")).toMatchObject({ limit: "<= 0.011", holds: true });
    expect(find(rows, "Lighthouse /, kunde: SEO")).toMatchObject({ limit: ">= 100", holds: true });
  });

  it("fails the customer just past the loosened limits", () => {
    const rows = budgetRows({
      lighthouse: lighthouseOf(allHundreds, {
        ...allHundreds,
        performance: 89,
        lcpMs: 1_321,
        tbtMs: 111,
        cls: 0.012,
      }),
    });
    for (const metric of ["ytelse", "LCP", "TBT", "CLS"])
      expect(find(rows, `Lighthouse /nettbutikk/alle, kunde: ${metric}`).holds).toBe(false);
  });

  it("holds the anonymous JavaScript to 120 kB and the customer's to 110 % of the same run's anonymous figure", () => {
    const rows = budgetRows({ "js-budget": jsOf(100, 110) });
    expect(find(rows, "JavaScript /")).toMatchObject({ limit: "<= 120 kB", measured: "100 kB", holds: true });
    expect(find(rows, "JavaScript /, kunde")).toMatchObject({
      limit: "<= 110 % av anonym",
      measured: "110 kB (110 %)",
      holds: true,
    });
    expect(find(budgetRows({ "js-budget": jsOf(100, 110.1) }), "JavaScript /, kunde").holds).toBe(false);
    expect(find(budgetRows({ "js-budget": jsOf(121, 121) }), "JavaScript /").holds).toBe(false);
  });

  it("shows the customer's JavaScript as not measured without the anonymous figure to compare with", () => {
    const rows = budgetRows({
      "js-budget": { pages: { "/": { customer: { kB: 90 } } } },
    });
    expect(find(rows, "JavaScript /, kunde")).toMatchObject({ measured: "ikke målt", holds: null });
  });

  it("names the bench behind each row, so a run can show only its own", () => {
    const rows = budgetRows({});
    expect(new Set(rows.map((row) => row.source))).toEqual(
      new Set([
        "booking",
        "cold-start",
        "lighthouse",
        "js-budget",
        "contractor-calendar",
        "backoffice-pages",
      ]),
    );
    expect(rows.filter((row) => row.source === "js-budget")).toHaveLength(BUDGET_PAGES.length * 2);
    expect(rows.filter((row) => row.source === "lighthouse")).toHaveLength(BUDGET_PAGES.length * 14);
    expect(rows.filter((row) => row.source === "backoffice-pages")).toHaveLength(
      BACKOFFICE_PAGES.length * 5 + 1,
    );
  });
});

describe("the back office's budget (issue 37)", () => {
  const page = (p95: number, kB: number) => ({ p95, kB });
  const results = (pg: { p95: number; kB: number }, lighthouse: object, move: number) => ({
    "backoffice-pages": {
      postgres: {
        pages: Object.fromEntries(BACKOFFICE_PAGES.map((name) => [name, pg])),
        lighthouse: Object.fromEntries(BACKOFFICE_PAGES.map((name) => [name, lighthouse])),
        statusMove: { p95: move },
      },
      embedded: { pages: { "/prosjekter": page(900, pg.kB) } },
    },
  });
  const rowsOf = (r: Record<string, unknown>) =>
    budgetRows(r).filter((row) => row.source === "backoffice-pages");

  it("holds each document to 250 ms p95 on PostgreSQL and 300 kB compressed, Lighthouse desktop to 95 and CLS 0.02, the move to 200 ms", () => {
    const rows = rowsOf(results(page(250, 300), { performance: 95, cls: 0.02 }, 200));
    expect(find(rows, "Dokument /kunder?search, PostgreSQL: p95")).toMatchObject({
      limit: "<= 250 ms",
      measured: "250 ms",
      holds: true,
    });
    expect(find(rows, "HTML /partner/{uuid}/kalender måned, komprimert")).toMatchObject({
      limit: "<= 300 kB",
      holds: true,
    });
    expect(find(rows, "Lighthouse desktop /nokkeltall: ytelse")).toMatchObject({
      limit: ">= 95",
      holds: true,
    });
    expect(find(rows, "Lighthouse desktop /selgerside: CLS")).toMatchObject({
      limit: "<= 0.02",
      holds: true,
    });
    expect(find(rows, "Statusendring på prosjektsiden, klikk til ny status vist: p95")).toMatchObject({
      limit: "<= 200 ms",
      holds: true,
    });
    const past = rowsOf(results(page(250.1, 300.1), { performance: 94, cls: 0.021 }, 200.1));
    expect(past.filter((row) => row.holds === true)).toEqual([]);
  });

  it("shows the embedded database's time beside PostgreSQL's without judging it, and says so in the tally", () => {
    const rows = rowsOf(results(page(100, 50), { performance: 100, cls: 0 }, 50));
    expect(find(rows, "Dokument /prosjekter, innebygd database: p95")).toMatchObject({
      limit: "rapporteres",
      measured: "900 ms",
      holds: null,
    });
    expect(find(rows, "Dokument /selgerside, innebygd database: p95").measured).toBe("ikke målt");
    const others = BACKOFFICE_PAGES.length - 1;
    expect(budgetTable(rows)).toContain(
      `${BACKOFFICE_PAGES.length * 4 + 1} av ${rows.length - 1} holder, 0 holder ikke, ${others} ikke målt, 1 bare rapportert.`,
    );
  });
});

describe("budgetTable", () => {
  it("gives one line per budget and the tally", () => {
    const rows = budgetRows({ "js-budget": jsOf(100, 105) }).filter((row) => row.source === "js-budget");
    const text = budgetTable(rows);
    expect(text.split("\n")[0]).toMatch(/^Budsjett\s+Grense\s+Målt\s+Holder$/);
    expect(text).toContain("JavaScript /, kunde");
    expect(text).toMatch(/105 kB \(105 %\)\s+ja/);
    expect(text).toContain("6 av 6 holder, 0 holder ikke, 0 ikke målt.");
  });
});

describe("comparisonTable", () => {
  const js = (results: Record<string, unknown>) =>
    budgetRows(results).filter((row) => row.source === "js-budget");

  it("puts the other checkout's figure (før) beside this one's (nå), each with whether it holds", () => {
    const text = comparisonTable(js({ "js-budget": jsOf(95, 96) }), js({ "js-budget": jsOf(130, 140) }));
    const [head, , first] = text.split("\n");
    expect(head).toMatch(/^Budsjett\s+Grense\s+Før\s+Nå\s+Holder før\s+Holder nå$/);
    expect(first).toMatch(/^JavaScript \/\s+<= 120 kB\s+95 kB\s+130 kB\s+ja\s+nei$/);
    expect(text).toMatch(
      /JavaScript \/, kunde\s+<= 110 % av anonym\s+96 kB \(101 %\)\s+140 kB \(108 %\)\s+ja\s+ja/,
    );
    expect(text).toContain("Før: 6 av 6 holder, 0 holder ikke, 0 ikke målt.");
    expect(text).toContain("Nå: 3 av 6 holder, 3 holder ikke, 0 ikke målt.");
  });

  it("shows a bench that failed on one side as not measured there", () => {
    const text = comparisonTable(js({}), js({ "js-budget": jsOf(100, 100) }));
    expect(text).toMatch(/JavaScript \/\s+<= 120 kB\s+ikke målt\s+100 kB\s+–\s+ja/);
    expect(text).toContain("Før: 0 av 6 holder, 0 holder ikke, 6 ikke målt.");
  });
});
