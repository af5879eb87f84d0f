import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { makeInspection } from "../inspection/inspection.test-support.ts";
import { asAuth, bookProject } from "../project/project.test-support.ts";
import { messageLimits, messageLimitsEnvShape } from "./message-limits.env.ts";

/*
 * The message limits hold across servers (decision 062): two app instances on one database, the
 * same requests spread over both and sent at once. They count in PostgreSQL under advisory locks
 * taken in one order, so exactly the limit goes through, whichever server takes the request; on
 * the PostgreSQL server (TEST_DATABASE_URL) the requests truly run in parallel.
 */

let t: BookingTestApp;
let other: Awaited<ReturnType<typeof buildApp>>;
const defaults = messageLimits(
  Object.fromEntries(
    Object.entries(messageLimitsEnvShape).map(([name, schema]) => [name, schema.parse(undefined)]),
  ) as Parameters<typeof messageLimits>[0],
);

beforeAll(async () => {
  // Monday 2 March 2026, 08:00 in Oslo.
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  other = await buildApp({ env: t.env, database: t.database, booking: { now: () => t.clock.now } });
  await other.ready();
}, 180_000);
afterAll(async () => {
  await other.close();
  await t.close();
});

const servers = () => [t.app, other];

async function outboxCount(where: ReturnType<typeof sql>): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where ${where}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

describe("the message limits across two servers on one database", () => {
  it("one admin's feedback: exactly the sender's daily limit goes through, half the calls on each server", async () => {
    const admin = await loginAs(asAuth(t), demoPhone("CONTRACTOR_ADMIN"));
    const [company] = (
      (await t.database.db.execute(
        sql`select c.uuid from contractor c join app_user u on u.contractor_id = c.id where u.phone_number = ${demoPhone("CONTRACTOR_ADMIN")}`,
      )) as unknown as { rows: { uuid: string }[] }
    ).rows;
    const limit = defaults.purposes.feedback.sender.max;
    const answers = await Promise.all(
      Array.from({ length: limit * 2 }, (_, n) =>
        servers()[n % 2]?.inject({
          method: "POST",
          url: `/api/contractor/${company?.uuid}/feedback`,
          headers: { authorization: `Bearer ${admin}` },
          payload: { feedback: `Samtidig tilbakemelding ${n}` },
        }),
      ),
    );
    const statuses = answers.map((res) => res?.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(limit);
    expect(new Set(answers.filter((r) => r?.statusCode === 429).map((r) => r?.json().code))).toEqual(
      new Set(["MESSAGE_SENDER_LIMIT"]),
    );
    const caseworker = "henrik.solberg@example.no";
    expect(await outboxCount(sql`recipient = ${caseworker} and meta->>'kind' = 'contractor-feedback'`)).toBe(
      limit,
    );
  });

  it("one customer's video link: exactly the recipient's daily limit goes through, from two inspectors on two servers", async () => {
    const phone = "+4798733001";
    const project = await bookProject(t, await jobOf(t, "el-kontroll"), phone, "2026-03-05T07:00:00.000Z");
    await makeInspection(t, project.uuid, "VIDEO");
    const inspectors = [
      await loginAs(asAuth(t), demoPhone("INSPECTOR")),
      await loginAs(asAuth(t), demoPhone("CASEWORKER")),
    ];
    const limit = defaults.purposes["video-link"].recipient.max;
    const answers = await Promise.all(
      Array.from({ length: limit + 6 }, (_, n) =>
        servers()[n % 2]?.inject({
          method: "POST",
          url: `/api/inspection/${project.uuid}/video/link`,
          headers: { authorization: `Bearer ${inspectors[Math.floor(n / 2) % 2]}` },
        }),
      ),
    );
    const statuses = answers.map((res) => res?.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(limit);
    expect(answers.filter((r) => r?.statusCode !== 200).map((r) => r?.json().code)).toEqual(
      Array(6).fill("MESSAGE_RECIPIENT_LIMIT"),
    );
    expect(await outboxCount(sql`recipient = ${phone} and meta->>'kind' = 'inspection-video-link'`)).toBe(
      limit,
    );
  });
});

describe("the limits table", () => {
  it("reads a limit for every purpose from the environment, far above what a real user does", () => {
    for (const [purpose, limits] of Object.entries(defaults.purposes)) {
      expect(limits.recipient.max, purpose).toBeGreaterThanOrEqual(3);
      expect(limits.sender.max, purpose).toBeGreaterThanOrEqual(10);
    }
    expect(defaults.unconfirmedEmail).toEqual({ max: 3, windowMs: 24 * 3600_000 });
    expect(defaults.purposes.news.overLimit).toBe("drop");
    expect(defaults.purposes.invitation.overLimit).toBe("refuse");
  });
});
