// `npm run bench [name ...]`: each benchmark starts what it needs, measures, and stops it again.
// With no names every benchmark runs and the run ends with the budget table of issues 19 and 15
// ("Budsjett").
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
import { budgetRows, budgetTable } from "./support/budgets.ts";
import { withFreshDatabase } from "./support/fresh-database.ts";

type Bench = () => Promise<unknown>;

const benchmarks: Array<[string, Bench]> = [
  ["health", benchHealth],
  ["post-code", benchPostCode],
  ["offered-times", benchOfferedTimes],
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
  ["cold-start", benchColdStart],
  ["lighthouse", () => benchLighthouse()],
  ["js-budget", benchJsBudget],
];
/** Earlier names of parts of the Lighthouse bench; run only when named. */
const aliases: Array<[string, Bench]> = [
  ["cms-home", () => benchLighthouse(["/"])],
  ["job-page", () => benchLighthouse(["/bestilling/jobb/elbillader"])],
  ["public-pages", () => benchLighthouse()],
];

const only = process.argv.slice(2);
const results: Record<string, unknown> = {};
for (const [name, run] of only.length ? [...benchmarks, ...aliases] : benchmarks) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  try {
    results[name] = await run();
    console.log(JSON.stringify(results[name], null, 2));
  } catch (error) {
    // One broken bench still leaves the others' figures and the table (it shows "ikke målt").
    console.error(`${name} failed:`, error);
    process.exitCode = 1;
  }
}
if (
  only.length === 0 ||
  only.some((name) =>
    ["booking", "cold-start", "lighthouse", "js-budget", "contractor-calendar"].includes(name),
  )
) {
  const rows = budgetRows({ ...results, lighthouse: results.lighthouse ?? results["public-pages"] });
  console.log(`\n== Budsjett (issue 19 og 15) ==\n${budgetTable(rows)}`);
  if (rows.some((row) => row.holds === false)) process.exitCode = 1;
}
