import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import { offeredWindows } from "@mt/domain/time/offered-windows";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { eq, ne } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";
import type { Db } from "../apps/api/src/db/database.ts";
import { runMigrations } from "../apps/api/src/db/migrate.ts";
import { openDatabase } from "../apps/api/src/db/open-database.ts";
import { pgliteExtensions } from "../apps/api/src/db/pglite-extensions.ts";
import { parseEnv } from "../apps/api/src/env.ts";
import { seedCatalogue } from "../apps/api/src/modules/catalogue/catalogue.seed.ts";
import { contractor } from "../apps/api/src/modules/coverage/coverage.schema.ts";
import { seedCoverage } from "../apps/api/src/modules/coverage/coverage.seed.ts";
import { freeTimes } from "../apps/api/src/modules/schedule/free-times.ts";
import { OFFER_SETTINGS as BOOKING_SETTINGS } from "../apps/api/src/modules/schedule/offer.settings.ts";
import type { ElectricianAvailability } from "../apps/api/src/modules/schedule/schedule.repository.ts";
import { electrician, timeslot } from "../apps/api/src/modules/schedule/schedule.schema.ts";
import { seedSchedule } from "../apps/api/src/modules/schedule/schedule.seed.ts";
import { percentile } from "./support/percentile.ts";

/**
 * The offer computation for 60 days x 50 electricians, as `available-times` runs it after its one
 * query: weekly patterns laid out on real days, minus exceptions and ~3 held jobs a working day
 * each, then the arrival windows. Goal: p99 <= 50 ms.
 */
export async function benchOfferedTimes(options: { iterations?: number } = {}) {
  const iterations = options.iterations ?? 300;
  const now = Date.parse("2026-03-02T07:00:00Z");
  const today = osloDate(now);
  const horizon = BOOKING_SETTINGS.horizonDays;
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const rows: ElectricianAvailability[] = Array.from({ length: 50 }, (_, e) => {
    const busy: [number, number][] = [];
    const exceptions: [number, number][] = [];
    for (let d = 0; d <= horizon; d++) {
      const date = addDays(today, d);
      for (let job = 0; job < 3; job++) {
        if (random() < 0.3) continue;
        const start = osloToUtc(date, `${String(8 + job * 3).padStart(2, "0")}:00`);
        busy.push([start, start + (60 + Math.floor(random() * 120)) * 60_000]);
      }
      if (random() < 0.03) exceptions.push([osloToUtc(date, "00:00"), osloToUtc(addDays(date, 1), "00:00")]);
    }
    return {
      electricianId: e + 1,
      contractorId: 1 + (e % 5),
      pattern: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "07:30", end: "15:30" })),
      exceptions,
      extras: [],
      busy,
      // One contractor of five works Good Friday.
      openDays: e % 5 === 0 ? ["2026-04-03"] : [],
    };
  });
  const run = () =>
    offeredWindows({
      now,
      leadMinutes: BOOKING_SETTINGS.leadMinutes,
      horizonDays: horizon,
      windows: BOOKING_SETTINGS.windows,
      durationMinutes: 150,
      electricians: freeTimes(rows, today, addDays(today, horizon)),
    });
  for (let i = 0; i < 20; i++) run(); // warm-up
  const samples: number[] = [];
  let available = 0;
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    const days = run();
    samples.push(performance.now() - start);
    available = days.flatMap((d) => d.windows).filter((w) => w.available).length;
  }
  samples.sort((a, b) => a - b);
  const p99 = Number(percentile(samples, 99).toFixed(2));
  const endpoint = await benchEndpoint(Math.max(50, Math.floor(iterations / 3)));
  return {
    name: "offered times: 60 days x 50 electricians",
    computation: {
      iterations,
      p50: Number(percentile(samples, 50).toFixed(2)),
      p99,
      availableWindows: available,
    },
    endpoint,
    goals: { p99AtMost50ms: p99 <= 50, endpointP99AtMost50ms: endpoint.p99 <= 50 },
  };
}

/**
 * The whole call, `GET /api/cart/{id}/available-times`, in process on an embedded database with 50
 * electricians at the Oslo contractor and ~2 booked jobs a working day each: its one query plus the
 * computation, validation and serialisation.
 */
async function benchEndpoint(iterations: number) {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ kind: "pglite", client });
  await runMigrations(database);
  await database.db.transaction(async (tx) => {
    const handle = tx as unknown as Db;
    await seedCoverage(handle);
    await seedCatalogue(handle);
    await seedSchedule(handle);
  });
  const db = database.db;
  const [oslo] = await db.select().from(contractor).where(eq(contractor.name, "Oslo Elektro og Varme AS"));
  if (!oslo) throw new Error("no Oslo contractor");
  await db.update(electrician).set({ active: false }).where(ne(electrician.contractorId, oslo.id));
  const existing = await db.$count(electrician, eq(electrician.contractorId, oslo.id));
  await db.insert(electrician).values(
    Array.from({ length: 50 - existing }, (_, i) => ({
      contractorId: oslo.id,
      firstName: `Elektriker ${i + 1}`,
      lastName: "Bench",
      workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"],
    })),
  );
  const people = await db.select().from(electrician).where(eq(electrician.contractorId, oslo.id));
  const now = Date.now();
  const today = osloDate(now);
  const rows: (typeof timeslot.$inferInsert)[] = [];
  for (const person of people) {
    for (let d = 1; d <= 61; d++) {
      const date = addDays(today, d);
      for (const [from, minutes] of [
        ["08:00", 120],
        ["12:30", 90],
      ] as const) {
        const start = osloToUtc(date, from);
        rows.push({
          uuid: randomUUID(),
          timeslotUuid: randomUUID(),
          status: "BOOKED",
          electricianId: person.id,
          startsAt: new Date(start),
          endsAt: new Date(start + minutes * 60_000),
          windowStartsAt: new Date(start),
          windowEndsAt: new Date(start + 4 * 3_600_000),
        });
      }
    }
  }
  for (let i = 0; i < rows.length; i += 1000) await db.insert(timeslot).values(rows.slice(i, i + 1000));
  const app = await buildApp({ env: parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent" }), database });
  await app.ready();
  try {
    const job = (await app.inject({ method: "GET", url: "/api/catalogue/job/el-kontroll" })).json().data;
    const cart = (
      await app.inject({
        method: "POST",
        url: "/api/cart",
        payload: {
          post_code: "0150",
          line_items: [
            {
              type: "JOB",
              data: { jobTypeId: job.id, jobTypeVersionId: job.versionId, answers: { bolig: "enebolig" } },
            },
          ],
        },
      })
    ).json().data.uuid;
    const url = `/api/cart/${cart}/available-times`;
    for (let i = 0; i < 10; i++) await app.inject({ method: "GET", url });
    const samples: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const start = performance.now();
      const res = await app.inject({ method: "GET", url });
      samples.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(res.body);
    }
    samples.sort((a, b) => a - b);
    return {
      engine: "pglite",
      electricians: people.length,
      heldIntervals: rows.length,
      iterations,
      p50: Number(percentile(samples, 50).toFixed(2)),
      p99: Number(percentile(samples, 99).toFixed(2)),
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchOfferedTimes(), null, 2));
