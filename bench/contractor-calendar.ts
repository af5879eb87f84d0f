import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { type CalendarWire, decodeCalendar } from "@mt/contract/contractor";
import { osloToUtc } from "@mt/domain/time/oslo-clock";
import { sql } from "drizzle-orm";
import { runMigrations } from "../apps/api/src/db/migrate.ts";
import { openDatabase } from "../apps/api/src/db/open-database.ts";
import { contractorRepository } from "../apps/api/src/modules/contractor/contractor.repository.ts";
import { seedDemoData } from "../apps/api/src/seed/seed.ts";
import type { CalendarCalls, Timed } from "./support/calendar-calls.ts";
import { inCleanProcess } from "./support/clean-process.ts";
import { BENCH_LOGIN_CODE, codeSession } from "./support/dev-session.ts";
import { withFreshDatabase } from "./support/fresh-database.ts";
import { loadProjects } from "./support/load-projects.ts";
import { percentile } from "./support/percentile.ts";
import { startBareServer, startProductServer } from "./support/servers.ts";

const round = (ms: number) => Number(ms.toFixed(2));

/** Ole Bakken, the demo contractor admin of Oslo Elektro og Varme AS (README "Trying everything"). */
export const CONTRACTOR_ADMIN_PHONE = "+4790000004";
export const COMPANY = "Oslo Elektro og Varme AS";
const ELECTRICIANS = 50;

/** The first day of the month after the current one, and of the month after that (Oslo dates). */
export function nextMonth(now = new Date()): { from: string; to: string } {
  const first = (year: number, month: number) =>
    new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10);
  return {
    from: first(now.getUTCFullYear(), now.getUTCMonth() + 1),
    to: first(now.getUTCFullYear(), now.getUTCMonth() + 2),
  };
}

type Run = (query: ReturnType<typeof sql>) => Promise<unknown>;

/**
 * The company gets 50 active electricians (a fifth with a week of their own, a tenth with a
 * holiday in the month); the project load (booked jobs, three a day per electrician) is moved in
 * time so that its last day is the month's last: the month is full, the year before it history.
 */
export async function prepare(run: Run, month: { from: string; to: string }) {
  await run(sql`
    insert into electrician (contractor_id, first_name, last_name, work_types)
    select c.id, 'Montør', 'Nummer ' || i, array['ELECTRICIAN', 'HEAT_PUMP']
    from contractor c, generate_series(1, ${ELECTRICIANS} - (
      select count(*) from electrician e join contractor c2 on c2.id = e.contractor_id
      where c2.name = ${COMPANY} and e.active)) as i
    where c.name = ${COMPANY}`);
  await run(sql`
    insert into weekly_availability (contractor_id, electrician_id, weekday, start_time, end_time)
    select e.contractor_id, e.id, d, '07:00', '15:00'
    from electrician e join contractor c on c.id = e.contractor_id, generate_series(1, 5) as d
    where c.name = ${COMPANY} and e.active and e.id % 5 = 0
      and not exists (select 1 from weekly_availability w where w.electrician_id = e.id)`);
  await run(sql`
    insert into availability_exception (electrician_id, kind, note, starts_at, ends_at)
    select e.id, 'holiday', 'Ferie', ${month.from}::date + interval '9 days', ${month.from}::date + interval '16 days'
    from electrician e join contractor c on c.id = e.contractor_id
    where c.name = ${COMPANY} and e.active and e.id % 10 = 0`);
}

export async function shiftIntoMonth(run: Run, month: { from: string; to: string }) {
  // The demo's own bookings (around today) move 20 years ahead, out of the way; the load (ten
  // years ago) moves to end on the month's last day. Each move keeps every electrician's order.
  const demo = sql`starts_at > now() - interval '5 years'`;
  await run(sql`
    update timeslot set starts_at = starts_at + interval '20 years', ends_at = ends_at + interval '20 years',
      window_starts_at = window_starts_at + interval '20 years', window_ends_at = window_ends_at + interval '20 years'
    where ${demo}`);
  await run(sql`
    with shift as (
      select (${month.to}::date - interval '1 day') - date_trunc('day', max(starts_at)) as by
      from timeslot where starts_at < now()
    )
    update timeslot set starts_at = starts_at + shift.by, ends_at = ends_at + shift.by,
      window_starts_at = window_starts_at + shift.by, window_ends_at = window_ends_at + shift.by
    from shift where timeslot.starts_at < now()`);
  await run(sql`vacuum analyze`);
}

/** The month's events query alone (in two halves at once, as the calendar runs it): p50 in ms. */
async function eventsQueryP50(
  run: Run,
  database: Awaited<ReturnType<typeof openDatabase>>,
  month: { from: string; to: string },
) {
  const ids = (
    (await run(sql`select e.id from electrician e join contractor c on c.id = e.contractor_id
      where c.name = ${COMPANY} and e.active order by e.id`)) as unknown as { rows: { id: number }[] }
  ).rows.map((r) => Number(r.id));
  const repo = contractorRepository(database.db);
  const from = new Date(osloToUtc(month.from, "00:00"));
  const to = new Date(osloToUtc(month.to, "00:00"));
  const samples: number[] = [];
  for (let i = 0; i < 40; i++) {
    const start = performance.now();
    await repo.calendarEvents(ids, from, to);
    if (i >= 10) samples.push(performance.now() - start);
  }
  return round(
    percentile(
      samples.sort((a, b) => a - b),
      50,
    ),
  );
}

/** The company's booked work touching the month, from the tables: "electrician uuid start end". */
async function bookedInMonth(run: Run, month: { from: string; to: string }) {
  const from = new Date(osloToUtc(month.from, "00:00")).toISOString();
  const to = new Date(osloToUtc(month.to, "00:00")).toISOString();
  const result = (await run(sql`
    select el.uuid as electrician, coalesce(p.uuid, c.uuid) as uuid, t.starts_at, t.ends_at
    from timeslot t
    join electrician el on el.id = t.electrician_id and el.active
    join contractor co on co.id = el.contractor_id and co.name = ${COMPANY}
    left join project p on p.timeslot_id = t.id
    left join claim c on c.timeslot_id = t.id
    where (p.id is not null or c.id is not null)
      and t.starts_at < ${to}::timestamptz and t.ends_at > ${from}::timestamptz`)) as unknown as {
    rows: { electrician: string; uuid: string; starts_at: Date | string; ends_at: Date | string }[];
  };
  const iso = (d: Date | string) => new Date(d).toISOString();
  return new Set(result.rows.map((r) => `${r.electrician} ${r.uuid} ${iso(r.starts_at)} ${iso(r.ends_at)}`));
}

/**
 * `GET /api/contractor/{id}/calendar` for a company with 50 electricians over a month (its admin,
 * the production build, PostgreSQL server). Goal: p99 <= 50 ms, for the same call repeated and
 * with a change before every tenth call (decision 057). BENCH_PROJECTS sets the load
 * (default 60,000 projects over all the demo companies' electricians: about a year of history).
 * Also printed, to show where the time goes: the events query alone, and the answer uncompressed.
 */
export async function benchContractorCalendar() {
  const count = Number(process.env.BENCH_PROJECTS ?? 60_000);
  const month = nextMonth();
  return withFreshDatabase(async (url) => {
    const database = await openDatabase({ kind: "postgres", url });
    const run: Run = (query) => database.db.execute(query);
    let companyId: number;
    let eventsQuery: number;
    let inDatabase: Set<string>;
    try {
      await runMigrations(database);
      await seedDemoData(database, { people: true });
      await prepare(run, month);
      await loadProjects(database.db, count);
      await shiftIntoMonth(run, month);
      const rows = (await database.db.execute(
        sql`select id from contractor where name = ${COMPANY}`,
      )) as unknown as {
        rows: { id: number }[];
      };
      companyId = Number(rows.rows[0]?.id);
      eventsQuery = await eventsQueryP50(run, database, month);
      inDatabase = await bookedInMonth(run, month);
    } finally {
      await database.close();
    }
    const server = await startProductServer({
      APP_ENV: "local",
      DEV_LOGIN_CODE: BENCH_LOGIN_CODE,
      DATABASE_URL: url,
    });
    try {
      const token = await codeSession(server.url, CONTRACTOR_ADMIN_PHONE);
      const headers = { cookie: `AuthToken=${token}` };
      const target = `${server.url}/api/contractor/${companyId}/calendar?from=${month.from}&to=${month.to}`;
      const firstStart = performance.now();
      const first = await fetch(target, { headers });
      const body = (await first.json()) as { data?: CalendarWire };
      const firstRead = round(performance.now() - firstStart);
      if (first.status !== 200 || !body.data) return { skipped: `answers ${first.status}` };
      const shown = decodeCalendar(body.data).electricians;
      // Accuracy: the decoded answer holds exactly the company's booked work touching the month.
      const answered = new Set(
        shown.flatMap((e) => e.events.map((v) => `${e.uuid} ${v.uuid} ${v.startsAt} ${v.endsAt}`)),
      );
      const missing = [...inDatabase].filter((key) => !answered.has(key)).length;
      const extra = [...answered].filter((key) => !inDatabase.has(key)).length;
      const iterations = Number(process.env.BENCH_ITERATIONS ?? 200);
      // Timed from a new process, as a client is: timed from this one, after its setup (60,000
      // projects written through the ORM), a few calls in 200 took 60–140 ms that the server's log
      // put at under 50 ms.
      const { asked, plain, mixed } = await inCleanProcess<CalendarCalls>(
        new URL("./support/calendar-calls.ts", import.meta.url).href,
        "calendarCalls",
        { target, headers, databaseUrl: url, companyId, month, iterations },
      );
      // The floor: node:http answering the same text from memory, uncompressed.
      const text = await (
        await fetch(target, { headers: { ...headers, "accept-encoding": "identity" } })
      ).text();
      // What gzip at the server's level makes of it (fetch hides the bytes on the wire).
      const compressedBytes = gzipSync(text, { level: 3 }).byteLength;
      const bare = await startBareServer(text);
      const floor = await inCleanProcess<Timed>(
        new URL("./support/calendar-calls.ts", import.meta.url).href,
        "timedCalls",
        { target: bare.url, headers: {}, iterations: 50 },
      ).finally(() => bare.stop());
      return {
        name: `contractor calendar: ${ELECTRICIANS} electricians over ${month.from}..${month.to}`,
        engine: "postgres",
        projectsLoaded: count,
        electricians: shown.length,
        events: shown.reduce((n, e) => n + e.events.length, 0),
        eventsInDatabase: inDatabase.size,
        eventsMissing: missing,
        eventsNotInDatabase: extra,
        availabilityStretches: shown.reduce((n, e) => n + e.availability.length, 0),
        exceptions: shown.reduce((n, e) => n + e.exceptions.length, 0),
        responseKiB: Math.round(plain.bytes / 1024),
        compressedKiB: Math.round(compressedBytes / 1024),
        encoding: asked.encoding,
        iterations,
        p50: asked.p50,
        p99: asked.p99,
        target: "p99 <= 50 ms",
        p99AtMost50ms: asked.p99 <= 50 && mixed.p99 <= 50,
        withAChangeEveryTenCalls: mixed,
        firstReadAfterStart: firstRead,
        uncompressedP50: plain.p50,
        uncompressedP99: plain.p99,
        eventsQueryP50: eventsQuery,
        bareServerSameTextP50: floor.p50,
      };
    } finally {
      await server.stop();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchContractorCalendar(), null, 2));
