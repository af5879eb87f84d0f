// `npm run bench [name ...]`: each benchmark starts what it needs, measures, and stops it again.
import { benchBooking } from "./booking.ts";
import { benchCmsHomeLighthouse } from "./cms-home-lighthouse.ts";
import { benchContractorCalendar } from "./contractor-calendar.ts";
import { benchHealth } from "./health.ts";
import { benchJobPageLighthouse } from "./job-page-lighthouse.ts";
import { benchJsBudget } from "./js-budget.ts";
import { benchKeyFigures } from "./key-figures.ts";
import { benchOfferedTimes } from "./offered-times.ts";
import { benchPostCode } from "./post-code.ts";
import { benchProjectSearch } from "./project-search.ts";
import { benchPublicPagesLighthouse } from "./public-pages-lighthouse.ts";
import { withFreshDatabase } from "./support/fresh-database.ts";

const benchmarks: Array<[string, () => Promise<unknown>]> = [
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
  ["cms-home", benchCmsHomeLighthouse],
  ["job-page", benchJobPageLighthouse],
  ["public-pages", benchPublicPagesLighthouse],
  ["js-budget", benchJsBudget],
];

const only = process.argv.slice(2);
for (const [name, run] of benchmarks) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  console.log(JSON.stringify(await run(), null, 2));
}
