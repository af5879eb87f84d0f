import {
  BACKOFFICE_BUDGET,
  BACKOFFICE_PAGES,
  BUDGET_PAGES,
  CUSTOMER_ALLOWANCE,
  CUSTOMER_LIGHTHOUSE_BUDGET,
  customerJsLimitKb,
  JS_BUDGET_KB,
  LIGHTHOUSE_BUDGET,
  type LighthouseBudget,
} from "./page-budgets.ts";

/** The benches that give budget rows. */
export type BudgetSource =
  | "booking"
  | "cold-start"
  | "lighthouse"
  | "js-budget"
  | "contractor-calendar"
  | "backoffice-pages";

/**
 * One line of the budget table: what, the limit, what was measured, and whether it holds (null: not
 * measured), with the bench that measures it.
 */
export interface BudgetRow {
  source: BudgetSource;
  budget: string;
  limit: string;
  measured: string;
  holds: boolean | null;
}

type Results = Record<string, unknown>;

/** What an anonymous visitor and a signed-in customer got on one page, side by side. */
type PerVisitor<T> = { anonymous?: T; customer?: T };

const num = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

const percent = (share: number) => `${Math.round(share * 100)} %`;

function row(
  source: BudgetSource,
  budget: string,
  limit: string,
  value: unknown,
  unit: string,
  ok: (v: number) => boolean,
): BudgetRow {
  const v = num(value);
  return v === null
    ? { source, budget, limit, measured: "ikke målt", holds: null }
    : { source, budget, limit, measured: `${v}${unit}`, holds: ok(v) };
}

function lighthouseRows(
  name: string,
  page: Record<string, unknown> | undefined,
  b: LighthouseBudget,
): BudgetRow[] {
  const lh = (budget: string, limit: string, value: unknown, unit: string, ok: (v: number) => boolean) =>
    row("lighthouse", `${name}: ${budget}`, limit, value, unit, ok);
  return [
    lh("ytelse", `>= ${b.performance}`, page?.performance, "", (v) => v >= b.performance),
    lh("LCP", `<= ${b.lcpMs} ms`, page?.lcpMs, " ms", (v) => v <= b.lcpMs),
    lh("TBT", `<= ${b.tbtMs} ms`, page?.tbtMs, " ms", (v) => v <= b.tbtMs),
    lh("CLS", `<= ${b.cls}`, page?.cls, "", (v) => v <= b.cls),
    lh("tilgjengelighet", `>= ${b.accessibility}`, page?.accessibility, "", (v) => v >= b.accessibility),
    lh("beste praksis", `>= ${b.bestPractices}`, page?.bestPractices, "", (v) => v >= b.bestPractices),
    lh("SEO", `>= ${b.seo}`, page?.seo, "", (v) => v >= b.seo),
  ];
}

/** The signed-in customer's JavaScript on a page against the anonymous figure of the same run. */
function customerJsRow(page: string, anonymousKb: unknown, customerKb: unknown): BudgetRow {
  const budget = `JavaScript ${page}, kunde`;
  const limit = `<= ${percent(1 + CUSTOMER_ALLOWANCE)} av anonym`;
  const anonymous = num(anonymousKb);
  const customer = num(customerKb);
  if (anonymous === null || customer === null)
    return { source: "js-budget", budget, limit, measured: "ikke målt", holds: null };
  return {
    source: "js-budget",
    budget,
    limit,
    measured: `${customer} kB (${anonymous > 0 ? percent(customer / anonymous) : "–"})`,
    holds: customer <= customerJsLimitKb(anonymous),
  };
}

type EnginePages = { pages?: Record<string, { p95?: unknown; kB?: unknown }> };
type BackofficeResults = {
  postgres?: EnginePages & {
    statusMove?: { p95?: unknown };
    lighthouse?: Record<string, { performance?: unknown; cls?: unknown }>;
  };
  embedded?: EnginePages;
};

/**
 * Issue 37's back-office budget: per page the document's p95 on PostgreSQL (the embedded database's
 * beside it, reported, not judged), its compressed size, Lighthouse desktop; and the status move.
 */
function backofficeRows(results: BackofficeResults | undefined): BudgetRow[] {
  const b = BACKOFFICE_BUDGET;
  const bo = (budget: string, limit: string, value: unknown, unit: string, ok: (v: number) => boolean) =>
    row("backoffice-pages", budget, limit, value, unit, ok);
  const rows: BudgetRow[] = [];
  for (const page of BACKOFFICE_PAGES) {
    const pg = results?.postgres?.pages?.[page];
    const embedded = num(results?.embedded?.pages?.[page]?.p95);
    const lh = results?.postgres?.lighthouse?.[page];
    rows.push(
      bo(
        `Dokument ${page}, PostgreSQL: p95`,
        `<= ${b.documentP95Ms} ms`,
        pg?.p95,
        " ms",
        (v) => v <= b.documentP95Ms,
      ),
      {
        source: "backoffice-pages",
        budget: `Dokument ${page}, innebygd database: p95`,
        limit: "rapporteres",
        measured: embedded === null ? "ikke målt" : `${embedded} ms`,
        holds: null,
      },
      bo(`HTML ${page}, komprimert`, `<= ${b.documentKb} kB`, pg?.kB, " kB", (v) => v <= b.documentKb),
      bo(
        `Lighthouse desktop ${page}: ytelse`,
        `>= ${b.performance}`,
        lh?.performance,
        "",
        (v) => v >= b.performance,
      ),
      bo(`Lighthouse desktop ${page}: CLS`, `<= ${b.cls}`, lh?.cls, "", (v) => v <= b.cls),
    );
  }
  rows.push(
    bo(
      "Statusendring på prosjektsiden, klikk til ny status vist: p95",
      `<= ${b.statusMoveP95Ms} ms`,
      results?.postgres?.statusMove?.p95,
      " ms",
      (v) => v <= b.statusMoveP95Ms,
    ),
  );
  return rows;
}

/** Issue 19's and 35's budgets (and issue 15's calendar) against the results of this run (by bench name). */
export function budgetRows(results: Results): BudgetRow[] {
  const rows: BudgetRow[] = [];
  const booking = results.booking as
    | { attemptsPerSecond?: unknown; p99?: unknown; overlaps?: unknown }
    | undefined;
  rows.push(
    row(
      "booking",
      "Booking, forsøk/s (50 klienter, PostgreSQL)",
      ">= 500",
      booking?.attemptsPerSecond,
      "/s",
      (v) => v >= 500,
    ),
  );
  rows.push(row("booking", "Booking, p99", "<= 150 ms", booking?.p99, " ms", (v) => v <= 150));
  rows.push(row("booking", "Booking, overlappende tider", "0", booking?.overlaps, "", (v) => v === 0));
  const cold = results["cold-start"] as { medianMs?: unknown } | undefined;
  const coldMs = num(cold?.medianMs);
  rows.push(
    row(
      "cold-start",
      "Kaldstart, npm start til første side (median)",
      "<= 5 s",
      coldMs === null ? null : Number((coldMs / 1000).toFixed(2)),
      " s",
      (v) => v <= 5,
    ),
  );
  const lighthouse = (results.lighthouse as { pages?: Record<string, PerVisitor<Record<string, unknown>>> })
    ?.pages;
  for (const page of BUDGET_PAGES) {
    rows.push(...lighthouseRows(`Lighthouse ${page}`, lighthouse?.[page]?.anonymous, LIGHTHOUSE_BUDGET));
    rows.push(
      ...lighthouseRows(
        `Lighthouse ${page}, kunde`,
        lighthouse?.[page]?.customer,
        CUSTOMER_LIGHTHOUSE_BUDGET,
      ),
    );
  }
  const js = (results["js-budget"] as { pages?: Record<string, PerVisitor<{ kB?: unknown }>> })?.pages;
  for (const page of BUDGET_PAGES) {
    const anonymousKb = js?.[page]?.anonymous?.kB;
    rows.push(
      row(
        "js-budget",
        `JavaScript ${page}`,
        `<= ${JS_BUDGET_KB} kB`,
        anonymousKb,
        " kB",
        (v) => v <= JS_BUDGET_KB,
      ),
    );
    rows.push(customerJsRow(page, anonymousKb, js?.[page]?.customer?.kB));
  }
  // Issue 15: a month of 50 electricians, repeated and with a change every tenth call (decision 057).
  const calendar = results["contractor-calendar"] as
    | { p99?: unknown; withAChangeEveryTenCalls?: { p99?: unknown } }
    | undefined;
  rows.push(
    row(
      "contractor-calendar",
      "Kalender, måned, 50 montører: p99",
      "<= 50 ms",
      calendar?.p99,
      " ms",
      (v) => v <= 50,
    ),
  );
  rows.push(
    row(
      "contractor-calendar",
      "Kalender, med en endring hvert tiende kall: p99",
      "<= 50 ms",
      calendar?.withAChangeEveryTenCalls?.p99,
      " ms",
      (v) => v <= 50,
    ),
  );
  rows.push(...backofficeRows(results["backoffice-pages"] as BackofficeResults | undefined));
  return rows;
}

const verdict = (holds: boolean | null) => (holds === null ? "–" : holds ? "ja" : "nei");

function tally(rows: BudgetRow[]): string {
  const failed = rows.filter((r) => r.holds === false).length;
  const missing = rows.filter((r) => r.holds === null && r.measured === "ikke målt").length;
  // Figures shown beside a budget without one of their own (the embedded database's times).
  const reported = rows.filter((r) => r.holds === null && r.measured !== "ikke målt").length;
  const judged = rows.length - reported;
  return `${judged - failed - missing} av ${judged} holder, ${failed} holder ikke, ${missing} ikke målt${
    reported > 0 ? `, ${reported} bare rapportert` : ""
  }`;
}

function columns(head: string[], cells: string[][]): string[] {
  const widths = head.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? "").length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => v.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...cells.map(line)];
}

/** The table as text: "Budsjett", one line per budget, ja/nei/– for holds. */
export function budgetTable(rows: BudgetRow[]): string {
  const cells = rows.map((r) => [r.budget, r.limit, r.measured, verdict(r.holds)]);
  return [...columns(["Budsjett", "Grense", "Målt", "Holder"], cells), "", `${tally(rows)}.`].join("\n");
}

/**
 * Two runs side by side, another checkout ("før") and this one ("nå"), matched by budget: the limit
 * shown is this checkout's (the signed-in JavaScript limit is each run's own anonymous figure).
 */
export function comparisonTable(before: BudgetRow[], now: BudgetRow[]): string {
  const earlier = new Map(before.map((r) => [r.budget, r]));
  const cells = now.map((r) => {
    const then = earlier.get(r.budget);
    return [
      r.budget,
      r.limit,
      then?.measured ?? "ikke målt",
      r.measured,
      verdict(then?.holds ?? null),
      verdict(r.holds),
    ];
  });
  const head = ["Budsjett", "Grense", "Før", "Nå", "Holder før", "Holder nå"];
  return [...columns(head, cells), "", `Før: ${tally(before)}.`, `Nå: ${tally(now)}.`].join("\n");
}
