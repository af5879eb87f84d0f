// `npm run bench`: each benchmark starts what it needs, measures, and stops it again.
import { benchHealth } from "./health.ts";

const benchmarks: Array<[string, () => Promise<unknown>]> = [["health", benchHealth]];

const only = process.argv.slice(2);
for (const [name, run] of benchmarks) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n== ${name} ==`);
  console.log(JSON.stringify(await run(), null, 2));
}
