import { osloToUtc } from "@mt/domain/time/oslo-clock";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import {
  type BookingTestApp,
  createBookingTestApp,
  integrity,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "../booking/booking.test-support.ts";
import { availabilityException } from "../schedule/schedule.schema.ts";
import { setting } from "../settings/settings.schema.ts";
import { bookProject, type Call, caller, messagesTo, tokensFor, versionOf } from "./project.test-support.ts";

/*
 * Cancelling and moving the time, with one electrician (Ola, 07:00–17:00 every day) so that time
 * is scarce and every window is easy to reason about.
 */

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let job: { id: number; versionId: number };
let ola: number;
const token = (role: "CASEWORKER" | "CUSTOMER" | "GLOBAL_ADMIN") => tokens.get(role) as string;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
const at = (date: string, time: string) => new Date(osloToUtc(date, time)).toISOString();

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  call = caller(t);
  job = await jobOf(t, "el-kontroll");
  ola = await onlyOneElectrician(t.database.db);
  ({ tokens } = await tokensFor(t, ["CASEWORKER", "CUSTOMER", "GLOBAL_ADMIN"]));
}, 180_000);
afterAll(() => t.close());

async function reserveStart(startsAt: string): Promise<string> {
  const cart = await newCart(t, job);
  const res = await call("POST", `/api/cart/${cart}/reservation`, null, { startsAt });
  expect(res.statusCode, res.body).toBe(201);
  const reservation = res.json().data.reservation;
  expect((await t.app.inject({ method: "DELETE", url: `/api/cart/${cart}/reservation` })).statusCode).toBe(
    200,
  );
  return reservation.startsAt;
}

describe("cancel", () => {
  it("frees the time in the same transaction and tells the customer the message", async () => {
    const window = at("2026-03-05", "08:00");
    const project = await bookProject(t, job, NORA, window);
    expect(project.startsAt).toBe(window);
    // While booked, a new cart gets the time after it.
    expect(await reserveStart(window)).toBe(at("2026-03-05", "09:30"));

    const version = await versionOf(call, token("CASEWORKER"), project.uuid);
    const res = await call("POST", `/api/project/${project.uuid}/move`, token("CASEWORKER"), {
      move: "cancel",
      version,
      message: "Elektrikeren er syk, vi ringer deg for ny tid.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "cancelled",
      windowStartsAt: null,
      startsAt: null,
      timeslot_uuid: null,
      allowedMoves: [],
      mayReschedule: false,
    });
    expect(res.json().data.timeline.at(-1)).toMatchObject({
      kind: "status",
      fromStatus: "ordered",
      toStatus: "cancelled",
      actor: "Lars Berg",
      message: "Elektrikeren er syk, vi ringer deg for ny tid.",
    });
    const sms = (await messagesTo(t, NORA)).filter(
      (l) => l.channel === "sms" && l.text.includes("kansellert"),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain("Elektrikeren er syk, vi ringer deg for ny tid.");
    expect(sms[0]?.text).toContain(`${t.publicUrl}/dashboard/prosjekt/${project.uuid}`);

    // The very same time can be reserved from a cart again.
    expect(await reserveStart(window)).toBe(window);
    expect(await integrity(t.database.db)).toMatchObject({ overlaps: 0, bookedWithoutProject: 0 });
    // A cancelled project moves no further.
    const again = await call("POST", `/api/project/${project.uuid}/move`, token("CASEWORKER"), {
      move: "cancel",
      version: version + 1,
      message: "Igjen",
    });
    expect(again.json().code).toBe("PROJECT_MOVE_NOT_ALLOWED");
  });
});

describe("reschedule", () => {
  it("offers the contractor's windows and moves the time; the customer gets the new time", async () => {
    const project = await bookProject(t, job, NORA, at("2026-03-06", "08:00"));
    const offered = await call(
      "GET",
      `/api/project/${project.uuid}/available-times?days=7`,
      token("CUSTOMER"),
    );
    expect(offered.statusCode, offered.body).toBe(200);
    expect(offered.json().data).toMatchObject({ timeZone: "Europe/Oslo", kind: "JOB", durationMinutes: 90 });
    // Its own time is offered too (it does not block itself).
    const friday = offered.json().data.days.find((d: { date: string }) => d.date === "2026-03-06");
    expect(friday.windows[0]).toMatchObject({ available: true, earliestArrival: at("2026-03-06", "08:00") });

    const version = await versionOf(call, token("CUSTOMER"), project.uuid);
    const res = await call("POST", `/api/project/${project.uuid}/reschedule`, token("CUSTOMER"), {
      version,
      startsAt: at("2026-03-10", "12:00"),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      windowStartsAt: at("2026-03-10", "12:00"),
      startsAt: at("2026-03-10", "12:00"),
      version: version + 1,
    });
    expect(res.json().data.timeline.at(-1)).toMatchObject({ kind: "reschedule", actor: "Kunden" });
    const sms = (await messagesTo(t, NORA)).filter((l) => l.text.includes("Ny tid"));
    expect(sms.at(-1)?.text).toContain("tirsdag 10. mars");
    // The old time is free again.
    expect(await reserveStart(at("2026-03-06", "08:00"))).toBe(at("2026-03-06", "08:00"));
    const stale = await call("POST", `/api/project/${project.uuid}/reschedule`, token("CUSTOMER"), {
      version,
      startsAt: at("2026-03-10", "08:00"),
    });
    expect(stale.json().code).toBe("PROJECT_VERSION_CONFLICT");
    const notWindow = await call("POST", `/api/project/${project.uuid}/reschedule`, token("CUSTOMER"), {
      version: version + 1,
      startsAt: at("2026-03-10", "09:15"),
    });
    expect(notWindow.statusCode).toBe(422);
  });

  it("answers TIMESLOT_TAKEN when nobody is free, and two moves into the last free time: one wins", async () => {
    const a = await bookProject(t, job, NORA, at("2026-03-11", "08:00"));
    const b = await bookProject(t, job, "+4792222555", at("2026-03-11", "12:00"));
    // Thursday 12 March Ola is away all day; Friday 13 March only 12:00–13:30 is free.
    await t.database.db.insert(availabilityException).values([
      {
        electricianId: ola,
        kind: "blocked",
        startsAt: new Date(at("2026-03-12", "00:00")),
        endsAt: new Date(at("2026-03-13", "00:00")),
      },
      {
        electricianId: ola,
        kind: "blocked",
        startsAt: new Date(at("2026-03-13", "00:00")),
        endsAt: new Date(at("2026-03-13", "12:00")),
      },
      {
        electricianId: ola,
        kind: "blocked",
        startsAt: new Date(at("2026-03-13", "13:30")),
        endsAt: new Date(at("2026-03-14", "00:00")),
      },
    ]);
    const cw = token("CASEWORKER");
    const taken = await call("POST", `/api/project/${a.uuid}/reschedule`, cw, {
      version: await versionOf(call, cw, a.uuid),
      startsAt: at("2026-03-12", "08:00"),
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("TIMESLOT_TAKEN");

    const [va, vb] = [await versionOf(call, cw, a.uuid), await versionOf(call, cw, b.uuid)];
    const last = at("2026-03-13", "12:00");
    const results = await Promise.all([
      call("POST", `/api/project/${a.uuid}/reschedule`, cw, { version: va, startsAt: last }),
      call("POST", `/api/project/${b.uuid}/reschedule`, token("GLOBAL_ADMIN"), {
        version: vb,
        startsAt: last,
      }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().code).toBe("TIMESLOT_TAKEN");
    expect(await integrity(t.database.db)).toMatchObject({ overlaps: 0, orphanProjects: 0 });
  });
});

describe("the customer's cut-off", () => {
  it("customers cancel and move only until the cut-off (a setting, 48 hours by default); staff still can", async () => {
    const start = at("2026-03-16", "08:00");
    const project = await bookProject(t, job, NORA, start);
    const detail = async () =>
      (await call("GET", `/api/project/${project.uuid}`, token("CUSTOMER"))).json().data;
    const before = await detail();
    expect(before).toMatchObject({
      allowedMoves: ["cancel"],
      mayReschedule: true,
      customerChangeDeadline: at("2026-03-14", "08:00"),
      electrician: null,
    });
    await t.database.db.insert(setting).values({ key: "customerChangeCutoffHours", value: 24 });
    expect((await detail()).customerChangeDeadline).toBe(at("2026-03-15", "08:00"));
    await t.database.db.delete(setting).where(eq(setting.key, "customerChangeCutoffHours"));

    const saved = t.clock.now;
    // Before the cut-off, but not into it: a new time must also lie beyond it.
    t.clock.now = Date.parse(at("2026-03-12", "09:00"));
    const intoCutoff = await call("POST", `/api/project/${project.uuid}/reschedule`, token("CUSTOMER"), {
      version: before.version,
      startsAt: at("2026-03-13", "12:00"),
    });
    expect(intoCutoff.json().code).toBe("PROJECT_CHANGE_TOO_LATE");
    // Nor is such a window offered to the customer; staff still see it free. (On the 18th at 09:00,
    // the lead time ends on the 19th at 09:00 and the cut-off on the 20th at 09:00.)
    t.clock.now = Date.parse(at("2026-03-18", "09:00"));
    const windowsFor = async (role: "CUSTOMER" | "CASEWORKER") => {
      const res = await call(
        "GET",
        `/api/project/${project.uuid}/available-times?from=2026-03-19&days=2`,
        token(role),
      );
      expect(res.statusCode, res.body).toBe(200);
      const times = res.json().data;
      const free = times.days
        .flatMap((day: { windows: { startsAt: string; available: boolean }[] }) => day.windows)
        .filter((w: { available: boolean }) => w.available)
        .map((w: { startsAt: string }) => w.startsAt);
      return { free, earliest: times.earliest?.startsAt };
    };
    const staffTimes = await windowsFor("CASEWORKER");
    expect(staffTimes.free).toContain(at("2026-03-19", "12:00"));
    expect(await windowsFor("CUSTOMER")).toEqual({
      free: staffTimes.free.filter((startsAt: string) => startsAt >= at("2026-03-20", "09:00")),
      earliest: at("2026-03-20", "12:00"),
    });
    t.clock.now = Date.parse(at("2026-03-14", "09:00"));
    try {
      const after = await detail();
      expect(after).toMatchObject({ allowedMoves: [], mayReschedule: false });
      const cancel = await call("POST", `/api/project/${project.uuid}/move`, token("CUSTOMER"), {
        move: "cancel",
        version: after.version,
        message: "Passer ikke likevel",
      });
      expect(cancel.statusCode).toBe(409);
      expect(cancel.json().code).toBe("PROJECT_CHANGE_TOO_LATE");
      const move = await call("POST", `/api/project/${project.uuid}/reschedule`, token("CUSTOMER"), {
        version: after.version,
        startsAt: at("2026-03-17", "08:00"),
      });
      expect(move.json().code).toBe("PROJECT_CHANGE_TOO_LATE");
      const staff = await call("POST", `/api/project/${project.uuid}/move`, token("CASEWORKER"), {
        move: "cancel",
        version: after.version,
        message: "Kunden ringte og avlyste",
      });
      expect(staff.statusCode, staff.body).toBe(200);
    } finally {
      t.clock.now = saved;
    }
  });
});
