import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { sql } from "drizzle-orm";
import { runMigrations } from "../apps/api/src/db/migrate.ts";
import { type DatabaseTarget, openDatabase } from "../apps/api/src/db/open-database.ts";
import { seedDemoData } from "../apps/api/src/seed/seed.ts";
import { COMPANY, nextMonth, prepare, shiftIntoMonth } from "./contractor-calendar.ts";
import {
  BACKOFFICE_PHONES,
  type BackofficeRole,
  type BackofficeSamples,
  backofficePages,
} from "./support/backoffice-pages.ts";
import { BENCH_LOGIN_CODE, codeSession } from "./support/dev-session.ts";
import { type DocumentFigures, documentFigures } from "./support/document-times.ts";
import { withFreshDatabase } from "./support/fresh-database.ts";
import { lighthouseDesktop } from "./support/lighthouse-desktop.ts";
import { type LoadedProjects, loadProjects } from "./support/load-projects.ts";
import { startProductServer } from "./support/servers.ts";
import { statusMoveFigures } from "./support/status-move.ts";

/** Per Nilsen, the demo electrician of the busy company (README "Trying everything"). */
const ELECTRICIAN_PHONE = "+4790000005";

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

/**
 * The project-search bench's load with the contractor-calendar bench's company: migrated, the demo
 * people, 50 electricians in Oslo Elektro og Varme AS, `count` projects moved to end on the busy
 * month's last day. Returns what the pages' URLs name and completed projects to move (`moves`).
 */
async function load(target: DatabaseTarget, count: number, moves: number, month: BackofficeSamples["month"]) {
  const database = await openDatabase(target);
  const run: Run = (query) => database.db.execute(query);
  const first = async <T>(query: ReturnType<typeof sql>) =>
    ((await run(query)) as { rows: T[] }).rows[0] as T;
  try {
    await runMigrations(database);
    await seedDemoData(database, { people: true });
    await prepare(run, month);
    const loaded = await loadProjects(database.db, count);
    await shiftIntoMonth(run, month);
    const { projectNumber } = loaded.samples;
    const customer = await first<{ uuid: string }>(sql`
      select u.uuid from project p join app_user u on u.id = p.customer_user_id where p.number = ${projectNumber}`);
    const company = await first<{ uuid: string }>(sql`select uuid from contractor where name = ${COMPANY}`);
    const electrician = await first<{ uuid: string }>(
      sql`select uuid from app_user where phone_number = ${ELECTRICIAN_PHONE}`,
    );
    const movable = (
      (await run(sql`
      select number from project where status = 'completed' and number <> ${projectNumber}
      order by number desc limit ${moves}`)) as { rows: { number: number }[] }
    ).rows.map((r) => Number(r.number));
    const samples: BackofficeSamples = {
      surname: loaded.samples.surname,
      projectNumber,
      customerUuid: customer.uuid,
      contractorUuid: company.uuid,
      electricianUserUuid: electrician.uuid,
      month,
    };
    return { loaded, samples, movable };
  } finally {
    await database.close();
  }
}

interface EngineResult {
  engine: DatabaseTarget["kind"];
  loaded: LoadedProjects;
  pages: Record<string, DocumentFigures & { path: string; as: BackofficeRole }>;
  statusMove?: Awaited<ReturnType<typeof statusMoveFigures>>;
  lighthouse?: Awaited<ReturnType<typeof lighthouseDesktop>>;
}

/** Loads the database, starts the production build on it, and measures each page (and, `browser`, in Chromium). */
async function benchOn(
  target: DatabaseTarget,
  serverEnv: Record<string, string>,
  options: { count: number; iterations: number; moves: number; browser: boolean },
): Promise<EngineResult> {
  const month = nextMonth();
  const { loaded, samples, movable } = await load(target, options.count, options.moves, month);
  const server = await startProductServer({
    APP_ENV: "local",
    DEV_LOGIN_CODE: BENCH_LOGIN_CODE,
    ...serverEnv,
  });
  try {
    const sessions = {} as Record<BackofficeRole, string>;
    for (const [role, phone] of Object.entries(BACKOFFICE_PHONES))
      sessions[role as BackofficeRole] = await codeSession(server.url, phone);
    const pages = backofficePages(samples);
    const measured: EngineResult["pages"] = {};
    for (const page of pages) {
      const cookie = `${AUTH_COOKIE_NAME}=${sessions[page.as]}`;
      const figures = await documentFigures(`${server.url}${page.path}`, cookie, options.iterations);
      measured[page.name] = { path: page.path, as: page.as, ...figures };
      // A long bench says how far it has come.
      console.error(
        `${target.kind} ${page.name}: p95 ${figures.p95} ms, ${figures.kB} kB (${figures.encoding})`,
      );
    }
    const result: EngineResult = { engine: target.kind, loaded, pages: measured };
    if (options.browser) {
      result.statusMove = await statusMoveFigures(server.url, sessions.caseworker, movable);
      result.lighthouse = await lighthouseDesktop(
        server.url,
        pages.map((page) => ({ name: page.name, path: page.path, session: sessions[page.as] })),
      );
    }
    return result;
  } finally {
    await server.stop();
  }
}

/**
 * Issue 37: the back office's documents over the project-search bench's load, signed in, on the
 * production build: server time to the whole document (p95 of BENCH_ITERATIONS sequential requests
 * after a warm-up) and its compressed size, on the PostgreSQL server and on the embedded database;
 * on PostgreSQL also the status move on the project page (BENCH_MOVES moves) and Lighthouse desktop
 * of each page. BENCH_PROJECTS sets the load (default 100,000).
 */
export async function benchBackofficePages() {
  const count = Number(process.env.BENCH_PROJECTS ?? 100_000);
  const iterations = Number(process.env.BENCH_ITERATIONS ?? 50);
  const moves = Number(process.env.BENCH_MOVES ?? 20);
  const postgres = await withFreshDatabase((url) =>
    benchOn({ kind: "postgres", url }, { DATABASE_URL: url }, { count, iterations, moves, browser: true }),
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-bench-backoffice-"));
  try {
    const embedded = await benchOn(
      { kind: "pglite", dataDir },
      { DATA_DIR: dataDir },
      { count, iterations, moves, browser: false },
    );
    return { name: `back-office pages over ${count} projects`, iterations, postgres, embedded };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchBackofficePages(), null, 2));
