import { randomUUID } from "node:crypto";
import { decodeCalendar, getContractorCalendar } from "@mt/contract/contractor";
import { and, eq, ne, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type BookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { claim } from "../claim/claim.schema.ts";
import { project } from "../project/project.schema.ts";
import { bookProject } from "../project/project.test-support.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { calendarVersion } from "./contractor.schema.ts";
import { type GetAs, startContractorTest } from "./contractor.test-support.ts";

// Decision 057: a calendar's events are kept in the server per electrician and window under the
// electrician's calendar version, which the triggers of migration 0031 change at every commit that
// writes what an event shows. Each step writes as the modules do (or in SQL), then reads again.

let t: BookingTestApp;
let get: GetAs;
let db: Db;
let job: { projectId: number; timeslotId: number; electricianId: number; electricianUuid: string };
let colleague: { id: number; uuid: string };
let ref: string;
const WEEK = "from=2026-03-02&to=2026-03-09";

beforeAll(async () => {
  ({ t, get } = await startContractorTest());
  db = t.database.db;
  const booked = await bookProject(
    t,
    await jobOf(t, "el-kontroll"),
    "+4792222666",
    "2026-03-05T07:00:00.000Z",
  );
  const [row] = await db
    .select({
      projectId: project.id,
      timeslotId: timeslot.id,
      electricianId: timeslot.electricianId,
      electricianUuid: electrician.uuid,
      contractorId: electrician.contractorId,
    })
    .from(project)
    .innerJoin(timeslot, eq(timeslot.id, project.timeslotId))
    .innerJoin(electrician, eq(electrician.id, timeslot.electricianId))
    .where(eq(project.uuid, booked.uuid));
  if (!row) throw new Error("no booked project");
  job = row;
  ref = String(row.contractorId);
  const [other] = await db
    .select({ id: electrician.id, uuid: electrician.uuid })
    .from(electrician)
    .where(
      and(
        eq(electrician.contractorId, row.contractorId),
        eq(electrician.active, true),
        ne(electrician.id, row.electricianId),
      ),
    )
    .limit(1);
  if (!other) throw new Error("no colleague");
  colleague = other;
}, 180_000);
afterAll(() => t.close());

async function eventsOf(electricianUuid: string) {
  const res = await get(`/api/contractor/${ref}/calendar?${WEEK}`, "GLOBAL_ADMIN");
  expect(res.statusCode, res.body).toBe(200);
  const calendar = decodeCalendar(getContractorCalendar.response.parse(res.json()).data);
  return calendar.electricians.find((e) => e.uuid === electricianUuid)?.events ?? [];
}

async function versionOf(electricianId: number) {
  const [row] = await db
    .select({ version: calendarVersion.version })
    .from(calendarVersion)
    .where(eq(calendarVersion.electricianId, electricianId));
  return row?.version;
}

/** A write the triggers do not see (as if it had happened without them). */
async function unseen(write: (tx: Db) => Promise<unknown>) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await write(tx as unknown as Db);
  });
}

describe("the calendar's events kept between reads (decision 057)", () => {
  it("reads again exactly what a write changed, and keeps what none changed", async () => {
    const [first] = await eventsOf(job.electricianUuid);
    if (!first) throw new Error("the job is not in the calendar");
    const setProject = (values: Partial<typeof project.$inferInsert>) =>
      db.update(project).set(values).where(eq(project.id, job.projectId));

    // Kept: a change the triggers did not see does not show (the answer was not read again)…
    await unseen((tx) =>
      tx.update(project).set({ address: "Skjult vei 1" }).where(eq(project.id, job.projectId)),
    );
    expect((await eventsOf(job.electricianUuid))[0]?.address).toBe(first.address);
    // …the same field written as usual does, with a new version.
    const before = await versionOf(job.electricianId);
    await setProject({ address: "Nyveien 2" });
    expect(await versionOf(job.electricianId)).not.toBe(before);
    expect((await eventsOf(job.electricianUuid))[0]?.address).toBe("Nyveien 2");
    await setProject({ status: "in_progress", place: "Asker" });
    expect((await eventsOf(job.electricianUuid))[0]).toMatchObject({ status: "in_progress", place: "Asker" });

    // What no event shows, and a write rolled back, leave the version.
    const unchanged = await versionOf(job.electricianId);
    await setProject({ sellerDescription: "Ringer før" });
    await db
      .transaction(async (tx) => {
        await tx.update(project).set({ address: "Angret vei 3" }).where(eq(project.id, job.projectId));
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    // A reservation (no project yet) shows in no calendar.
    const [reservation] = await db
      .insert(timeslot)
      .values({
        uuid: randomUUID(),
        status: "RESERVED",
        expiresAt: new Date("2026-03-02T08:00:00.000Z"),
        electricianId: job.electricianId,
        startsAt: new Date("2026-03-04T09:00:00.000Z"),
        endsAt: new Date("2026-03-04T10:00:00.000Z"),
        windowStartsAt: new Date("2026-03-04T09:00:00.000Z"),
        windowEndsAt: new Date("2026-03-04T11:00:00.000Z"),
      })
      .returning({ id: timeslot.id });
    await db.delete(timeslot).where(eq(timeslot.id, reservation?.id ?? 0));
    expect(await versionOf(job.electricianId)).toBe(unchanged);

    // The job's time, then a swap to a colleague: both electricians read again.
    await db
      .update(timeslot)
      .set({ startsAt: new Date("2026-03-05T08:00:00.000Z"), endsAt: new Date("2026-03-05T09:00:00.000Z") })
      .where(eq(timeslot.id, job.timeslotId));
    expect((await eventsOf(job.electricianUuid))[0]?.startsAt).toBe("2026-03-05T08:00:00.000Z");
    expect(await eventsOf(colleague.uuid)).toEqual([]);
    await db.update(timeslot).set({ electricianId: colleague.id }).where(eq(timeslot.id, job.timeslotId));
    expect(await eventsOf(job.electricianUuid)).toEqual([]);
    expect((await eventsOf(colleague.uuid)).map((e) => e.uuid)).toEqual([first.uuid]);

    // A claim visit: booked, its status, the project's address it shows, gone.
    const [visit] = await db
      .insert(timeslot)
      .values({
        uuid: randomUUID(),
        timeslotUuid: randomUUID(),
        status: "BOOKED",
        electricianId: job.electricianId,
        startsAt: new Date("2026-03-06T09:00:00.000Z"),
        endsAt: new Date("2026-03-06T10:00:00.000Z"),
        windowStartsAt: new Date("2026-03-06T09:00:00.000Z"),
        windowEndsAt: new Date("2026-03-06T11:00:00.000Z"),
      })
      .returning({ id: timeslot.id });
    const claimUuid = randomUUID();
    await db.insert(claim).values({
      uuid: claimUuid,
      projectId: job.projectId,
      status: "scheduled",
      description: "Sikringen går",
      timeslotId: visit?.id,
      electricianId: job.electricianId,
    });
    expect(await eventsOf(job.electricianUuid)).toMatchObject([
      { type: "CLAIM", uuid: claimUuid, status: "scheduled", address: "Nyveien 2" },
    ]);
    await db.update(claim).set({ status: "resolved" }).where(eq(claim.uuid, claimUuid));
    await setProject({ address: "Klageveien 4" });
    expect(await eventsOf(job.electricianUuid)).toMatchObject([
      { type: "CLAIM", status: "resolved", address: "Klageveien 4" },
    ]);
    await db.delete(claim).where(eq(claim.uuid, claimUuid));
    expect(await eventsOf(job.electricianUuid)).toEqual([]);
  });

  it("forgets every version at a truncate", async () => {
    expect(await versionOf(job.electricianId)).toBeDefined();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`truncate claim cascade`);
        const left = await tx.select().from(calendarVersion);
        expect(left).toEqual([]);
        throw new Error("rolled back");
      })
      .catch((error: Error) => expect(error.message).toBe("rolled back"));
    expect(await versionOf(job.electricianId)).toBeDefined();
  });
});
