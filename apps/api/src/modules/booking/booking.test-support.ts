import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, ne, sql } from "drizzle-orm";
import { buildApp } from "../../app.ts";
import type { Database, Db } from "../../db/database.ts";
import { type Env, parseEnv } from "../../env.ts";
import { checkErrorsAreDocumented } from "../../test/documented-errors.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { tokenSigner } from "../auth/auth.tokens.ts";
import { seedCatalogue } from "../catalogue/catalogue.seed.ts";
import { seedCoverage } from "../coverage/coverage.seed.ts";
import { electrician, weeklyAvailability } from "../schedule/schedule.schema.ts";
import { seedSchedule } from "../schedule/schedule.seed.ts";
import { seedUsers } from "../users/users.seed.ts";

const AUTH_SECRET = "booking-test-secret-0123456789abcdefghij";

export interface BookingTestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  /** The parsed environment, for a second server on the same database. */
  env: Env;
  clock: { now: number };
  hooks: { beforeCommit: ((tx: Db) => Promise<void>) | null };
  outboxFile: string;
  /** PUBLIC_URL: where links in messages point. */
  publicUrl: string;
  /** A phone verification token as auth/verify-phone-number gives it. */
  phoneToken(phoneNumber: string): Promise<string>;
  close(): Promise<void>;
}

/** The real app on a fresh database with contractors, catalogue, users and electricians, and a movable clock. */
export async function createBookingTestApp(
  start: string,
  envOverrides: Record<string, string> = {},
): Promise<BookingTestApp> {
  const outboxFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mt-booking-")), "outbox.jsonl");
  const env = parseEnv({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    AUTH_SECRET,
    OUTBOX_FILE: outboxFile,
    OUTBOX_POLL_MS: "0",
    PUBLIC_URL: "https://montortorget.test",
    ...envOverrides,
  });
  const database = await createTestDatabase();
  await database.db.transaction(async (tx) => {
    const handle = tx as unknown as Db;
    await seedCoverage(handle);
    await seedCatalogue(handle);
    await seedUsers(handle);
    await seedSchedule(handle);
  });
  const clock = { now: Date.parse(start) };
  const hooks: BookingTestApp["hooks"] = { beforeCommit: null };
  const app = await buildApp({
    env,
    database,
    booking: {
      now: () => clock.now,
      beforeCommit: async (tx) => {
        if (hooks.beforeCommit) await hooks.beforeCommit(tx);
      },
    },
  });
  checkErrorsAreDocumented(app);
  await app.ready();
  const signer = tokenSigner(AUTH_SECRET);
  return {
    app,
    database,
    env,
    clock,
    hooks,
    outboxFile,
    publicUrl: env.PUBLIC_URL,
    phoneToken: (phoneNumber) => signer.signPhone(phoneNumber, 3600),
    close: async () => {
      await app.close();
      await database.close();
      fs.rmSync(path.dirname(outboxFile), { recursive: true, force: true });
    },
  };
}

/** Leaves one active electrician (Ola at the Oslo contractor) working `start`–`end` every day. */
export async function onlyOneElectrician(db: Db, start = "07:00", end = "17:00"): Promise<number> {
  const [ola] = await db.select().from(electrician).where(eq(electrician.firstName, "Ola"));
  if (!ola) throw new Error("no Ola");
  await db.update(electrician).set({ active: false }).where(ne(electrician.id, ola.id));
  await db.delete(weeklyAvailability).where(eq(weeklyAvailability.electricianId, ola.id));
  await db.insert(weeklyAvailability).values(
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      contractorId: ola.contractorId,
      electricianId: ola.id,
      weekday,
      startTime: start,
      endTime: end,
    })),
  );
  return ola.id;
}

export async function jobOf(t: BookingTestApp, slug: string): Promise<{ id: number; versionId: number }> {
  const job = (await t.app.inject({ method: "GET", url: `/api/catalogue/job/${slug}` })).json().data;
  return { id: job.id, versionId: job.versionId };
}

/** A cart in Oslo (0150) with one el-kontroll line (90 minutes for a flat, 150 for a house). */
export async function newCart(
  t: BookingTestApp,
  job: { id: number; versionId: number },
  bolig: "leilighet" | "enebolig" = "leilighet",
): Promise<string> {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/cart",
    payload: {
      post_code: "0150",
      line_items: [
        { type: "JOB", data: { jobTypeId: job.id, jobTypeVersionId: job.versionId, answers: { bolig } } },
      ],
    },
  });
  if (res.statusCode !== 201) throw new Error(`cart: ${res.body}`);
  return res.json().data.uuid as string;
}

export async function bookBody(t: BookingTestApp, phoneNumber: string, extra: Record<string, unknown> = {}) {
  return {
    contactInformation: {
      address: "Storgata 1",
      additionalInfo: "Ring på",
      firstName: "Kunde",
      lastName: "Kundesen",
      email: "kunde@example.no",
      phoneNumber,
      phoneVerificationToken: await t.phoneToken(phoneNumber),
      company: null,
    },
    acceptedTerms: true,
    ...extra,
  };
}

/** Integrity of the time and booking tables: overlaps, orphans, counts. */
export async function integrity(db: Db) {
  const one = async (query: ReturnType<typeof sql>) => {
    const result = (await db.execute(query)) as unknown as { rows: { n: number | string }[] };
    return Number(result.rows[0]?.n ?? 0);
  };
  return {
    overlaps: await one(sql`select count(*) as n from timeslot a join timeslot b
      on a.electrician_id = b.electrician_id and a.id < b.id
      and tstzrange(a.starts_at, a.ends_at) && tstzrange(b.starts_at, b.ends_at)`),
    // A cancelled project has no timeslot (its time was freed); every other one has a booked one.
    orphanProjects: await one(sql`select count(*) as n from project p
      left join timeslot t on t.id = p.timeslot_id and t.status = 'BOOKED'
      where t.id is null and (p.timeslot_id is not null or p.status <> 'cancelled')`),
    bookedWithoutProject: await one(sql`select count(*) as n from timeslot t
      left join project p on p.timeslot_id = t.id where t.status = 'BOOKED' and p.id is null`),
    orphanMessages: await one(sql`select count(*) as n from outbox_message m
      where m.meta->>'kind' = 'booking-confirmation'
      and not exists (select 1 from project p where p.uuid::text = m.meta->>'projectUuid')`),
    confirmations: await one(
      sql`select count(*) as n from outbox_message m where m.meta->>'kind' = 'booking-confirmation'`,
    ),
    projects: await one(sql`select count(*) as n from project`),
    bookedCarts: await one(sql`select count(*) as n from cart where status = 'booked'`),
  };
}
