import { performance } from "node:perf_hooks";
import { previousPeriod } from "@mt/domain/key-figures/period";
import { sql } from "drizzle-orm";
import { runMigrations } from "../apps/api/src/db/migrate.ts";
import { openDatabase } from "../apps/api/src/db/open-database.ts";
import { keyFiguresRepository } from "../apps/api/src/modules/key-figures/key-figures.repository.ts";
import {
  figuresFromProjects,
  sortedFigures,
} from "../apps/api/src/modules/key-figures/key-figures.test-support.ts";
import { seedDemoData } from "../apps/api/src/seed/seed.ts";
import { BENCH_LOGIN_CODE, codeSession } from "./support/dev-session.ts";
import { withFreshDatabase } from "./support/fresh-database.ts";
import { loadProjects } from "./support/load-projects.ts";
import { percentile } from "./support/percentile.ts";
import { startProductServer } from "./support/servers.ts";

const round = (ms: number) => Number(ms.toFixed(2));

/** Kari Nordmann, the demo global admin (README "Trying everything"). */
const GLOBAL_ADMIN_PHONE = "+4790000001";

const iso = (date: Date) => date.toISOString().slice(0, 10);

/** What an admin asks for: the page's default year by month, a month by day, three years, and filtered views. */
function queries(salesPartner: string | undefined) {
  const now = new Date();
  const year = {
    from: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))),
    to: iso(now),
  };
  const month = {
    from: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))),
    to: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0))),
  };
  const threeYears = {
    from: iso(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 35, 1))),
    to: iso(now),
  };
  const q = (params: Record<string, string>) => new URLSearchParams(params).toString();
  return {
    yearByMonth: q({ ...year, interval: "month" }),
    monthByDay: q({ ...month, interval: "day" }),
    threeYearsByWeek: q({ ...threeYears, interval: "week" }),
    yearInOneCounty: q({ ...year, interval: "month", county: "VESTLAND" }),
    yearOfOneWorkType: q({ ...year, interval: "week", workType: "ELECTRICIAN" }),
    ...(salesPartner && { yearOfOneSalesPartner: q({ ...year, interval: "month", salesPartner }) }),
  };
}

/**
 * The summary's answer against the figures counted from the projects (decision 044), over the bench's
 * longest range by week, unfiltered and by one county: true when every row is the same.
 */
async function summaryMatchesProjects(db: Parameters<typeof keyFiguresRepository>[0]) {
  const range = new URLSearchParams(queries(undefined).threeYearsByWeek);
  const period = { from: range.get("from") as string, to: range.get("to") as string };
  const window = { ...period, previousFrom: previousPeriod(period).from, interval: "week" as const };
  const repo = keyFiguresRepository(db);
  for (const filters of [{}, { county: "VESTLAND" }]) {
    const summary = JSON.stringify(sortedFigures(await repo.projectFigures(window, filters)));
    if (summary !== JSON.stringify(sortedFigures(await figuresFromProjects(db, window, filters))))
      return false;
  }
  return true;
}

/** One call after another, as a global admin, after a warm-up. */
async function measure(url: string, token: string, iterations: number) {
  const headers = { cookie: `AuthToken=${token}` };
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { data?: { current?: { orders?: number } } };
  if (first.status !== 200 || body.data?.current?.orders === undefined)
    throw new Error(`${url}: ${first.status} ${JSON.stringify(body).slice(0, 300)}`);
  for (let i = 0; i < 5; i++) await (await fetch(url, { headers })).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return {
    orders: body.data.current.orders,
    p50: round(percentile(samples, 50)),
    p99: round(percentile(samples, 99)),
  };
}

/**
 * `GET /api/analytics/key-figures` over 100,000 projects on the PostgreSQL server, as the demo
 * global admin against the production build (goal: p99 <= 200 ms). BENCH_PROJECTS changes the size.
 */
export async function benchKeyFigures() {
  const count = Number(process.env.BENCH_PROJECTS ?? 100_000);
  return withFreshDatabase(async (url) => {
    const database = await openDatabase({ kind: "postgres", url });
    let loaded: Awaited<ReturnType<typeof loadProjects>>;
    let salesPartner: string | undefined;
    let summary: { rows: number; matchesProjects: boolean };
    try {
      await runMigrations(database);
      await seedDemoData(database, { people: true });
      loaded = await loadProjects(database.db, count);
      const rows = (await database.db.execute(
        sql`select uuid from sales_partner order by id limit 1`,
      )) as unknown as { rows: { uuid: string }[] };
      salesPartner = rows.rows[0]?.uuid;
      const counted = (await database.db.execute(
        sql`select count(*)::int as n from key_figure_day`,
      )) as unknown as { rows: { n: number }[] };
      summary = { rows: counted.rows[0]?.n ?? 0, matchesProjects: await summaryMatchesProjects(database.db) };
    } finally {
      await database.close();
    }
    const server = await startProductServer({
      APP_ENV: "local",
      DEV_LOGIN_CODE: BENCH_LOGIN_CODE,
      DATABASE_URL: url,
    });
    try {
      const token = await codeSession(server.url, GLOBAL_ADMIN_PHONE);
      const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
      const results: Record<string, unknown> = {};
      let worstP99 = 0;
      for (const [name, query] of Object.entries(queries(salesPartner))) {
        const result = await measure(`${server.url}/api/analytics/key-figures?${query}`, token, iterations);
        worstP99 = Math.max(worstP99, result.p99);
        results[name] = result;
      }
      return {
        name: `key figures over ${count} projects`,
        engine: "postgres",
        loaded,
        summary,
        iterations,
        results,
        keyFiguresP99AtMost200ms: worstP99 <= 200,
      };
    } finally {
      await server.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchKeyFigures(), null, 2));
