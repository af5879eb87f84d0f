// `npm run bench [name ...]`: each benchmark starts what it needs, measures, and stops it again.
// The run ends with the budget table of issues 37, 35, 19 and 15 ("Budsjett") for the benches that ran.
// `npm run bench -- --compare <checkout> lighthouse js-budget`: those budget benches against the other
// checkout's production build too, each bench on both in turn, and the table with both columns.
import fs from "node:fs";
import path from "node:path";
import { benchBackofficePages } from "./backoffice-pages.ts";
import { benchBooking } from "./booking.ts";
import { benchColdStart } from "./cold-start.ts";
import { benchContractorCalendar } from "./contractor-calendar.ts";
import { benchHealth } from "./health.ts";
import { benchJsBudget } from "./js-budget.ts";
import { benchKeyFigures } from "./key-figures.ts";
import { benchLighthouse } from "./lighthouse.ts";
import { benchOfferedTimes } from "./offered-times.ts";
import { benchPostCode } from "./post-code.ts";
import { benchProjectSearch } from "./project-search.ts";
import {
  type BudgetRow,
  type BudgetSource,
  budgetRows,
  budgetTable,
  comparisonTable,
} from "./support/budgets.ts";
import { withFreshDatabase } from "./support/fresh-database.ts";
import { BUDGET_PAGES } from "./support/page-budgets.ts";
import { thisCheckout } from "./support/servers.ts";

/** A bench; the page benches take the checkout whose production build they measure. */
type Bench = (root?: string) => Promise<unknown>;

const benchmarks: Array<[string, Bench]> = [
  ["health", benchHealth],
  ["post-code", benchPostCode],
  ["offered-times", () => benchOfferedTimes()],
  [
    "booking",
    () =>
      withFreshDatabase(async (url) => {
        process.env.DATABASE_URL = url;
        try {
          return await benchBooking();
        } finally {
          delete process.env.DATABASE_URL;
        }
      }),
  ],
  ["project-search", benchProjectSearch],
  ["contractor-calendar", benchContractorCalendar],
  ["key-figures", benchKeyFigures],
  ["cold-start", () => benchColdStart()],
  ["lighthouse", (root) => benchLighthouse(BUDGET_PAGES, root)],
  ["js-budget", (root) => benchJsBudget(root)],
  ["backoffice-pages", () => benchBackofficePages()],
];
/** Earlier names of parts of the Lighthouse bench; run only when named. */
const aliases: Array<[string, Bench]> = [
  ["cms-home", (root) => benchLighthouse(["/"], root)],
  ["job-page", (root) => benchLighthouse(["/bestilling/jobb/elbillader"], root)],
  ["public-pages", (root) => benchLighthouse(BUDGET_PAGES, root)],
];
/** Which budget rows each bench gives. */
const budgetSources: Record<string, BudgetSource> = {
  booking: "booking",
  "cold-start": "cold-start",
  "contractor-calendar": "contractor-calendar",
  lighthouse: "lighthouse",
  "cms-home": "lighthouse",
  "job-page": "lighthouse",
  "public-pages": "lighthouse",
  "js-budget": "js-budget",
  "backoffice-pages": "backoffice-pages",
};
/** The benches that can measure another checkout's build. */
const comparable = ["lighthouse", "js-budget", "cms-home", "job-page", "public-pages"];

const args = process.argv.slice(2);
const compareAt = args.indexOf("--compare");
const otherCheckout = compareAt >= 0 ? args[compareAt + 1] : undefined;
const only = args.filter((_, i) => compareAt < 0 || (i !== compareAt && i !== compareAt + 1));
const unknown = only.filter((name) => ![...benchmarks, ...aliases].some(([known]) => known === name));
if (unknown.length > 0) {
  console.error(`Ukjent benk: ${unknown.join(", ")}`);
  process.exit(2);
}
if (
  compareAt >= 0 &&
  (!otherCheckout || only.length === 0 || only.some((name) => !comparable.includes(name)))
) {
  console.error(`--compare <mappe> tar en annen utsjekk og navn blant: ${comparable.join(", ")}`);
  process.exit(2);
}
if (otherCheckout && !fs.existsSync(path.join(otherCheckout, "apps/api/dist/main.js"))) {
  console.error(`Ingen produksjonsbygg i ${otherCheckout}: kjør node scripts/build.mjs der først.`);
  process.exit(2);
}
/** Which checkouts each bench measures, in turn: "før" (the other checkout) first when comparing. */
const checkouts: Array<[string, string]> = otherCheckout
  ? [
      ["før", path.resolve(otherCheckout)],
      ["nå", thisCheckout],
    ]
  : [["nå", thisCheckout]];
const results: Record<string, Record<string, unknown>> = Object.fromEntries(
  checkouts.map(([label]) => [label, {}]),
);

const ran: string[] = [];
for (const [name, run] of only.length ? [...benchmarks, ...aliases] : benchmarks) {
  if (only.length > 0 && !only.includes(name)) continue;
  ran.push(name);
  for (const [label, root] of checkouts) {
    console.log(`\n== ${name}${otherCheckout ? ` (${label}: ${root})` : ""} ==`);
    try {
      const result = await run(root);
      (results[label] as Record<string, unknown>)[name] = result;
      console.log(JSON.stringify(result, null, 2));
    } catch (error) {
      // One broken bench still leaves the others' figures and the table (it shows "ikke målt").
      console.error(`${name} failed:`, error);
      process.exitCode = 1;
    }
  }
}
const sources = new Set(ran.flatMap((name) => budgetSources[name] ?? []));
if (sources.size > 0) {
  const rowsOf = (measured: Record<string, unknown> = {}): BudgetRow[] =>
    budgetRows({
      ...measured,
      lighthouse:
        measured.lighthouse ?? measured["public-pages"] ?? measured["cms-home"] ?? measured["job-page"],
    }).filter((row) => sources.has(row.source));
  const now = rowsOf(results.nå);
  const table = otherCheckout ? comparisonTable(rowsOf(results.før), now) : budgetTable(now);
  console.log(`\n== Budsjett (issue 37, 35, 19 og 15) ==\n${table}`);
  if (now.some((row) => row.holds === false)) process.exitCode = 1;
}
