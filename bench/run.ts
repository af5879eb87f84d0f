// `npm run bench [name ...]`: each benchmark starts what it needs, measures, and stops it again.
import { benchCmsHomeLighthouse } from "./cms-home-lighthouse.ts";
import { benchHealth } from "./health.ts";
import { benchJobPageLighthouse } from "./job-page-lighthouse.ts";
import { benchPostCode } from "./post-code.ts";

const benchmarks: Array<[string, () => Promise<unknown>]> = [
  ["health", benchHealth],
  ["post-code", benchPostCode],
  ["cms-home", benchCmsHomeLighthouse],
  ["job-page", benchJobPageLighthouse],
];

const only = process.argv.slice(2);
for (const [name, run] of benchmarks) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  console.log(JSON.stringify(await run(), null, 2));
}
