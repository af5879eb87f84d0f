import { performance } from "node:perf_hooks";
import { eq, ne, sql } from "drizzle-orm";
import { buildApp } from "../apps/api/src/app.ts";
import type { Db } from "../apps/api/src/db/database.ts";
import { runMigrations } from "../apps/api/src/db/migrate.ts";
import { openDatabase } from "../apps/api/src/db/open-database.ts";
import { parseEnv } from "../apps/api/src/env.ts";
import { tokenSigner } from "../apps/api/src/modules/auth/auth.tokens.ts";
import { seedCatalogue } from "../apps/api/src/modules/catalogue/catalogue.seed.ts";
import { seedCoverage } from "../apps/api/src/modules/coverage/coverage.seed.ts";
import { electrician, weeklyAvailability } from "../apps/api/src/modules/schedule/schedule.schema.ts";
import { seedSchedule } from "../apps/api/src/modules/schedule/schedule.seed.ts";
import { seedUsers } from "../apps/api/src/modules/users/users.seed.ts";
import { percentile } from "./support/percentile.ts";

const AUTH_SECRET = "bench-booking-secret-0123456789abcdefghij";

/**
 * Booking attempts (reserve a window, then book with an Idempotency-Key) from 50 concurrent clients
 * who all want one electrician's next days, in process against the PostgreSQL server in
 * DATABASE_URL, which must be a fresh, empty database. Most attempts conflict; the database
 * decides. Goals: >= 500 attempts/s, p99 <= 150 ms, 0 overlapping timeslots.
 */
export async function benchBooking(options: { clients?: number; seconds?: number; days?: number } = {}) {
  const url = process.env.DATABASE_URL;
  if (!url) return { name: "booking attempts", skipped: "needs DATABASE_URL to a fresh PostgreSQL database" };
  const clients = options.clients ?? 50;
  const seconds = options.seconds ?? 10;
  const days = options.days ?? 5;
  // The app's pool as its server opens it (db/connect.ts): ten connections, opened before it takes traffic.
  const database = await openDatabase({ kind: "postgres", url, poolSize: 10, warm: true });
  await runMigrations(database);
  if ((await database.db.$count(electrician)) > 0) {
    await database.close();
    throw new Error("benchBooking needs a fresh database (DATABASE_URL already has electricians)");
  }
  await database.db.transaction(async (tx) => {
    const handle = tx as unknown as Db;
    await seedCoverage(handle);
    await seedCatalogue(handle);
    await seedUsers(handle);
    await seedSchedule(handle);
  });
  // One electrician, 07:00–17:00 every day: everybody competes for the same time.
  const [ola] = await database.db.select().from(electrician).where(eq(electrician.firstName, "Ola"));
  if (!ola) throw new Error("no electrician");
  await database.db.update(electrician).set({ active: false }).where(ne(electrician.id, ola.id));
  await database.db.insert(weeklyAvailability).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      contractorId: ola.contractorId,
      electricianId: ola.id,
      weekday,
      startTime: "07:00",
      endTime: "17:00",
    })),
  );

  const env = parseEnv({ NODE_ENV: "production", LOG_LEVEL: "silent", AUTH_SECRET, OUTBOX_POLL_MS: "60000" });
  const app = await buildApp({ env, database });
  await app.ready();
  const signer = tokenSigner(AUTH_SECRET);
  try {
    const job = (await app.inject({ method: "GET", url: "/api/catalogue/job/el-kontroll" })).json().data;
    const newCart = async () =>
      (
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
      ).json().data.uuid as string;
    const firstCart = await newCart();
    const offered = (
      await app.inject({ method: "GET", url: `/api/cart/${firstCart}/available-times?days=${days + 2}` })
    ).json().data;
    const windows: string[] = offered.days
      .flatMap((d: { windows: { startsAt: string; available: boolean }[] }) => d.windows)
      .filter((w: { available: boolean }) => w.available)
      .map((w: { startsAt: string }) => w.startsAt)
      .slice(0, days * 2);

    const latencies: number[] = [];
    const outcomes: Record<string, number> = {};
    let attempts = 0;
    // Once the last booking is made every window is taken: from then on the attempts are refusals.
    let lastBooking = { attempts: 0, cpu: process.cpuUsage() };
    const client = async (n: number, firstCart: string) => {
      let i = 0;
      // A customer who lost a time tries another with the same cart; a booked cart is replaced.
      let cart = firstCart;
      while (performance.now() < deadline) {
        const phone = `+4794${String(n).padStart(3, "0")}${String(i++ % 1000).padStart(3, "0")}`;
        const startsAt = windows[Math.floor(Math.random() * windows.length)];
        const start = performance.now();
        const reserved = await app.inject({
          method: "POST",
          url: `/api/cart/${cart}/reservation`,
          payload: { startsAt },
        });
        let outcome = reserved.statusCode === 201 ? "reserved" : (reserved.json().code as string);
        if (reserved.statusCode === 201) {
          // The customer verifies the phone only for a time they hold: a load generator that signed a
          // token for every refused attempt took a tenth of the server's CPU (decision 051).
          const body = {
            contactInformation: {
              address: "Storgata 1",
              firstName: "Bench",
              lastName: "Kunde",
              email: "bench@example.no",
              phoneNumber: phone,
              phoneVerificationToken: await signer.signPhone(phone, 3600),
              company: null,
            },
            acceptedTerms: true,
          };
          const booked = await app.inject({
            method: "POST",
            url: `/api/cart/${cart}/book`,
            payload: body,
            headers: { "idempotency-key": `bench-${cart}` },
          });
          outcome = booked.statusCode === 201 ? "booked" : (booked.json().code as string);
        }
        // The attempt ends with the answer to the booking; the customer's next cart is not part of it.
        latencies.push(performance.now() - start);
        attempts++;
        if (outcome === "booked") lastBooking = { attempts, cpu: process.cpuUsage() };
        outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
        if (outcome === "booked") cart = await newCart();
      }
    };
    // Each customer comes with a filled cart, made before the clock starts: 50 carts written in the
    // same instant before the first attempt is a load generator's artefact, not booking (decision 055).
    const firstCarts: string[] = [];
    for (let n = 0; n < clients; n++) firstCarts.push(await newCart());
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const cpuBefore = process.cpuUsage();
    await Promise.all(firstCarts.map((cart, n) => client(n, cart)));
    const elapsed = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const refusalsCpu = process.cpuUsage(lastBooking.cpu);
    const refusals = attempts - lastBooking.attempts;
    latencies.sort((a, b) => a - b);
    const overlaps = Number(
      (
        (await database.db.execute(sql`select count(*) as n from timeslot a join timeslot b
          on a.electrician_id = b.electrician_id and a.id < b.id
          and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`)) as unknown as {
          rows: { n: string }[];
        }
      ).rows[0]?.n ?? 0,
    );
    const rate = Math.round(attempts / elapsed);
    const p99 = Number(percentile(latencies, 99).toFixed(1));
    return {
      name: `booking attempts: ${clients} conflicting clients, one electrician, ${windows.length} windows`,
      attempts,
      attemptsPerSecond: rate,
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p99,
      // This process's CPU (server and load generator together) per attempt: what the rate costs, whatever the neighbours do.
      cpuMsPerAttempt: Number(((cpu.user + cpu.system) / 1000 / attempts).toFixed(2)),
      cpuMsPerRefusal: Number(((refusalsCpu.user + refusalsCpu.system) / 1000 / refusals).toFixed(2)),
      outcomes,
      overlaps,
      goals: { atLeast500PerSecond: rate >= 500, p99AtMost150ms: p99 <= 150, noOverlaps: overlaps === 0 },
    };
  } finally {
    await app.close();
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchBooking(), null, 2));
