import { LIGHTHOUSE_BUDGET, LIGHTHOUSE_PAGES } from "../lighthouse.ts";

/** One line of the budget table: what, the limit, what was measured, and whether it holds (null: not measured). */
export interface BudgetRow {
  budget: string;
  limit: string;
  measured: string;
  holds: boolean | null;
}

const JS_BUDGET_KB = 90;
const JS_PAGES = ["/", "/nettbutikk/alle", "/bestilling/jobb/elbillader"];

type Results = Record<string, unknown>;

const notMeasured = (budget: string, limit: string): BudgetRow => ({
  budget,
  limit,
  measured: "ikke målt",
  holds: null,
});

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

function row(
  budget: string,
  limit: string,
  value: unknown,
  unit: string,
  ok: (v: number) => boolean,
): BudgetRow {
  const v = num(value);
  return v === null ? notMeasured(budget, limit) : { budget, limit, measured: `${v}${unit}`, holds: ok(v) };
}

/** The JS kB per page from the js-budget bench: `{ pages: [{ path, kB }] }` or `{ pages: { [path]: { kB } } }`. */
function jsKb(result: unknown): Map<string, number> {
  const pages = (result as { pages?: unknown } | undefined)?.pages;
  const entries: [string, unknown][] = Array.isArray(pages)
    ? pages.map((p: { path?: unknown; kB?: unknown }) => [String(p.path), p.kB])
    : pages && typeof pages === "object"
      ? Object.entries(pages).map(([path, p]) => [path, (p as { kB?: unknown }).kB])
      : [];
  return new Map(entries.flatMap(([path, kB]) => (num(kB) === null ? [] : [[path, kB as number]])));
}

/** Issue 19's budgets against the results of this run (by bench name). */
export function budgetRows(results: Results): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const booking = results.booking as
    | { attemptsPerSecond?: unknown; p99?: unknown; overlaps?: unknown }
    | undefined;
  rows.push(
    row(
      "Booking, forsøk/s (50 klienter, PostgreSQL)",
      ">= 500",
      booking?.attemptsPerSecond,
      "/s",
      (v) => v >= 500,
    ),
  );
  rows.push(row("Booking, p99", "<= 150 ms", booking?.p99, " ms", (v) => v <= 150));
  rows.push(row("Booking, overlappende tider", "0", booking?.overlaps, "", (v) => v === 0));
  const cold = results["cold-start"] as { medianMs?: unknown } | undefined;
  rows.push(
    row(
      "Kaldstart, npm start til første side (median)",
      "<= 5 s",
      num(cold?.medianMs) === null ? null : Number(((cold?.medianMs as number) / 1000).toFixed(2)),
      " s",
      (v) => v <= 5,
    ),
  );
  const lighthouse = (results.lighthouse as { pages?: Record<string, Record<string, number>> } | undefined)
    ?.pages;
  for (const page of LIGHTHOUSE_PAGES) {
    const p = lighthouse?.[page];
    const b = LIGHTHOUSE_BUDGET;
    rows.push(
      row(`Lighthouse ${page}: ytelse`, `>= ${b.performance}`, p?.performance, "", (v) => v >= b.performance),
    );
    rows.push(row(`Lighthouse ${page}: LCP`, `<= ${b.lcpMs} ms`, p?.lcpMs, " ms", (v) => v <= b.lcpMs));
    rows.push(row(`Lighthouse ${page}: TBT`, `<= ${b.tbtMs} ms`, p?.tbtMs, " ms", (v) => v <= b.tbtMs));
    rows.push(row(`Lighthouse ${page}: CLS`, `<= ${b.cls}`, p?.cls, "", (v) => v <= b.cls));
    rows.push(
      row(`Lighthouse ${page}: tilgjengelighet`, "100", p?.accessibility, "", (v) => v >= b.accessibility),
    );
    rows.push(
      row(`Lighthouse ${page}: beste praksis`, "100", p?.bestPractices, "", (v) => v >= b.bestPractices),
    );
    rows.push(row(`Lighthouse ${page}: SEO`, "100", p?.seo, "", (v) => v >= b.seo));
  }
  const js = jsKb(results["js-budget"]);
  for (const page of JS_PAGES)
    rows.push(
      row(`JavaScript ${page}`, `<= ${JS_BUDGET_KB} kB`, js.get(page), " kB", (v) => v <= JS_BUDGET_KB),
    );
  // Issue 15: a month of 50 electricians, repeated and with a change every tenth call (decision 057).
  const calendar = results["contractor-calendar"] as
    | { p99?: unknown; withAChangeEveryTenCalls?: { p99?: unknown } }
    | undefined;
  rows.push(row("Kalender, måned, 50 montører: p99", "<= 50 ms", calendar?.p99, " ms", (v) => v <= 50));
  rows.push(
    row(
      "Kalender, med en endring hvert tiende kall: p99",
      "<= 50 ms",
      calendar?.withAChangeEveryTenCalls?.p99,
      " ms",
      (v) => v <= 50,
    ),
  );
  return rows;
}

/** The table as text: "Budsjett", one line per budget, ja/nei/– for holds. */
export function budgetTable(rows: BudgetRow[]): string {
  const cells = rows.map((r) => [
    r.budget,
    r.limit,
    r.measured,
    r.holds === null ? "–" : r.holds ? "ja" : "nei",
  ]);
  const head = ["Budsjett", "Grense", "Målt", "Holder"];
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (c: string[]) => c.map((v, i) => v.padEnd(widths[i] ?? 0)).join("  ");
  const failed = rows.filter((r) => r.holds === false).length;
  const missing = rows.filter((r) => r.holds === null).length;
  return [
    line(head),
    line(widths.map((w) => "-".repeat(w))),
    ...cells.map(line),
    "",
    `${rows.length - failed - missing} av ${rows.length} holder, ${failed} holder ikke, ${missing} ikke målt.`,
  ].join("\n");
}
