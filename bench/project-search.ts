import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { runMigrations } from "../apps/api/src/db/migrate.ts";
import type { DatabaseTarget } from "../apps/api/src/db/open-database.ts";
import { openDatabase } from "../apps/api/src/db/open-database.ts";
import { seedDemoData } from "../apps/api/src/seed/seed.ts";
import { BENCH_LOGIN_CODE, codeSession } from "./support/dev-session.ts";
import { withFreshDatabase } from "./support/fresh-database.ts";
import { type LoadedProjects, loadProjects } from "./support/load-projects.ts";
import { percentile } from "./support/percentile.ts";
import { startProductServer } from "./support/servers.ts";

/** Lars Berg, the demo caseworker (README "Trying everything"). */
const CASEWORKER_PHONE = "+4790000002";

const round = (ms: number) => Number(ms.toFixed(2));

/** The search terms staff type: a surname, part of a phone number, a project number, a post code. */
const termsOf = (loaded: LoadedProjects) => ({
  surname: loaded.samples.surname,
  phoneFragment: loaded.samples.phoneFragment,
  projectNumber: String(loaded.samples.projectNumber),
  postCode: loaded.samples.postCode,
});

/** One call after another (no queueing in the numbers), as a caseworker, after a warm-up. */
async function measure(url: string, token: string, iterations: number) {
  const headers = { cookie: `AuthToken=${token}` };
  const first = await fetch(url, { headers });
  const body = (await first.json()) as { data?: unknown[]; meta?: { total?: number } };
  if (first.status !== 200 || !Array.isArray(body.data) || body.meta?.total === undefined) {
    return { skipped: `answers ${first.status} without {data, meta}` };
  }
  for (let i = 0; i < 10; i++) await (await fetch(url, { headers })).arrayBuffer();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.arrayBuffer();
    samples.push(performance.now() - start);
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
  }
  samples.sort((a, b) => a - b);
  return {
    matches: body.meta.total,
    p50: round(percentile(samples, 50)),
    p99: round(percentile(samples, 99)),
  };
}

/** Fills the database, starts the production build on it, and searches both lists with every term. */
async function benchOn(target: DatabaseTarget, serverEnv: Record<string, string>, count: number) {
  const database = await openDatabase(target);
  let loaded: LoadedProjects;
  try {
    await runMigrations(database);
    await seedDemoData(database, { people: true });
    loaded = await loadProjects(database.db, count);
  } finally {
    await database.close();
  }
  const server = await startProductServer({
    APP_ENV: "local",
    DEV_LOGIN_CODE: BENCH_LOGIN_CODE,
    ...serverEnv,
  });
  try {
    const token = await codeSession(server.url, CASEWORKER_PHONE);
    const iterations = Number(process.env.BENCH_ITERATIONS ?? 100);
    const results: Record<string, unknown> = {};
    let worstP99: number | null = null;
    for (const [name, term] of Object.entries(termsOf(loaded))) {
      const search = encodeURIComponent(term);
      const projects = await measure(`${server.url}/api/project?search=${search}`, token, iterations);
      const customers = await measure(`${server.url}/api/customer?search=${search}`, token, iterations);
      if ("p99" in projects) worstP99 = Math.max(worstP99 ?? 0, projects.p99 ?? 0);
      results[name] = { term, projects, customers };
    }
    return {
      engine: target.kind,
      loaded,
      iterations,
      searches: results,
      projectSearchP99AtMost50ms: worstP99 === null ? null : worstP99 <= 50,
    };
  } finally {
    await server.stop();
  }
}

/**
 * `GET /api/project?search=…` (and the customers desk's `GET /api/customer?search=…`) over 100,000
 * projects, as a logged-in caseworker against the production build: on the PostgreSQL server
 * (goal: p99 <= 50 ms) and on the embedded database (reported). BENCH_PROJECTS changes the size.
 */
export async function benchProjectSearch() {
  const count = Number(process.env.BENCH_PROJECTS ?? 100_000);
  const postgres = await withFreshDatabase((url) =>
    benchOn({ kind: "postgres", url }, { DATABASE_URL: url }, count),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-bench-search-"));
  try {
    const embedded = await benchOn({ kind: "pglite", dataDir }, { DATA_DIR: dataDir }, count);
    return { name: `project search over ${count} projects`, postgres, embedded };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchProjectSearch(), null, 2));
