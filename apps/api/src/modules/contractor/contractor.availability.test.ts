import { decodeCalendar } from "@mt/contract/contractor";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { project } from "../project/project.schema.ts";
import { bookProject } from "../project/project.test-support.ts";
import { availabilityException, timeslot, weeklyAvailability } from "../schedule/schedule.schema.ts";
import {
  type CallAs,
  crewOf,
  expectStatuses,
  type Method,
  startContractorTest,
  type Who,
} from "./contractor.test-support.ts";

let t: BookingTestApp;
let call: CallAs;

let oslo: { id: number; uuid: string };
/** Per Nilsen (the demo electrician's login) and Ola, a colleague without a login, at Oslo. */
let per: { id: number; uuid: string; userUuid: string };
let ola: { id: number; uuid: string };
/** Jobs of Per's on the two changeover Sundays: 10–12 in March, 14–16 in October (Oslo). */
let spring: { uuid: string; number: number; timeslotUuid: string };
let autumn: { uuid: string; number: number; timeslotUuid: string };

function send(method: Method, url: string, who: Who | null, payload?: object) {
  return call(method, `/api${url}`, who, payload);
}

const sundays = (start: string, end: string) => [
  ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "07:30", end: "15:30" })),
  { weekday: 7, start, end },
];

async function setWeek(electricianId: number, week: { weekday: number; start: string; end: string }[]) {
  await t.database.db.delete(weeklyAvailability).where(eq(weeklyAvailability.electricianId, electricianId));
  await t.database.db.insert(weeklyAvailability).values(
    week.map((s) => ({
      contractorId: oslo.id,
      electricianId,
      weekday: s.weekday,
      startTime: s.start,
      endTime: s.end,
    })),
  );
}

/** Books a job through the storefront, then puts it on Per at the given instants (test setup). */
async function perJob(startsAt: string, endsAt: string, phone: string) {
  const booked = await bookProject(t, await jobOf(t, "el-kontroll"), phone, "2026-03-05T07:00:00.000Z");
  const [row] = await t.database.db
    .select({ timeslotId: project.timeslotId })
    .from(project)
    .where(eq(project.uuid, booked.uuid));
  if (!row?.timeslotId) throw new Error("not booked");
  const [slot] = await t.database.db
    .update(timeslot)
    .set({
      electricianId: per.id,
      startsAt: new Date(startsAt),
      endsAt: new Date(endsAt),
      windowStartsAt: new Date(startsAt),
      windowEndsAt: new Date(endsAt),
    })
    .where(eq(timeslot.id, row.timeslotId))
    .returning({ timeslotUuid: timeslot.timeslotUuid });
  await t.database.db
    .update(project)
    .set({ electricianId: per.id, contractorId: oslo.id, status: "scheduled" })
    .where(eq(project.uuid, booked.uuid));
  return { uuid: booked.uuid, number: booked.number, timeslotUuid: slot?.timeslotUuid as string };
}

beforeAll(async () => {
  ({ t, call, oslo } = await startContractorTest());
  const crew = await crewOf(t, oslo.id);
  const o = crew.others.find((e) => e.firstName === "Ola");
  if (!o) throw new Error("seed: Per and Ola");
  per = crew.per;
  ola = o;
  // Both work Sundays 08–16 (Oslo), so Ola is free to take Per's Sunday jobs.
  await setWeek(per.id, sundays("08:00", "16:00"));
  await setWeek(ola.id, sundays("08:00", "16:00"));
  spring = await perJob("2026-03-29T08:00:00.000Z", "2026-03-29T10:00:00.000Z", "+4792222601");
  autumn = await perJob("2026-10-25T13:00:00.000Z", "2026-10-25T15:00:00.000Z", "+4792222602");
}, 180_000);
afterAll(() => t.close());

const base = () => `/contractor/${oslo.uuid}/electrician/${per.uuid}`;
const affected = async (change: object, who: Who = "CONTRACTOR_ADMIN") => {
  const res = await send("POST", `${base()}/projects-affected-by-general-availability`, who, change);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    projectNumber: number;
    timeslotUuid: string;
    startsAt: string;
    customerName: string;
  }[];
};
const holiday = (date: string) => ({ kind: "holiday", from_date: date, to_date: date, note: "Ferie" });

describe("who reaches an electrician's availability", () => {
  it("the electrician (own uuid or login uuid), their company's admins and global admins; others 403, another company 404", async () => {
    await expectStatuses(
      (who) => send("GET", `/electrician/${who ? per.userUuid : per.uuid}/availability`, who),
      { ELECTRICIAN: 200, CONTRACTOR_ADMIN: 200, GLOBAL_ADMIN: 200, OTHER_CONTRACTOR_ADMIN: 404 },
      403,
    );
    // The electrician does not reach a colleague.
    const colleague = await send("GET", `/electrician/${ola.uuid}/availability`, "ELECTRICIAN");
    expect(colleague.statusCode).toBe(404);
    expect(colleague.json().message).toBe("Fant ikke montøren.");
    const foreign = await send(
      "POST",
      `${base()}/availability-exception`,
      "OTHER_CONTRACTOR_ADMIN",
      holiday("2026-04-20"),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("answers the standard week, the own week and the rights", async () => {
    const res = await send("GET", `/electrician/${per.uuid}/availability`, "ELECTRICIAN");
    const data = res.json().data;
    expect(data.contractor.uuid).toBe(oslo.uuid);
    expect(data.standardWeek).toHaveLength(5);
    expect(data.ownWeek).toContainEqual({ weekday: 7, start: "08:00", end: "16:00" });
    expect(data.may).toEqual({ editStandardWeek: false, swap: false });
    const admin = (await send("GET", `/electrician/${per.uuid}/availability`, "CONTRACTOR_ADMIN")).json()
      .data;
    expect(admin.may).toEqual({ editStandardWeek: true, swap: true });
  });

  it("lets only company admins and global admins replace the standard week", async () => {
    const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: "07:30", end: "15:30" }));
    expect(
      (await send("PUT", `/contractor/${oslo.uuid}/standard-availability`, "ELECTRICIAN", { week }))
        .statusCode,
    ).toBe(403);
    const ok = await send("PUT", `/contractor/${oslo.uuid}/standard-availability`, "GLOBAL_ADMIN", { week });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe("validation in Norwegian", () => {
  it("refuses bad clock times, reversed stretches, overlaps and bad dates with 422", async () => {
    const put = (week: object[]) => send("PUT", `${base()}/availability`, "ELECTRICIAN", { week });
    const bad = await put([{ weekday: 1, start: "7:30", end: "15:00" }]);
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain("Bruk klokkeslett som TT:MM");
    expect((await put([{ weekday: 1, start: "15:00", end: "08:00" }])).body).toContain(
      "Sluttid må være etter starttid",
    );
    expect(
      (
        await put([
          { weekday: 2, start: "08:00", end: "12:00" },
          { weekday: 2, start: "11:00", end: "16:00" },
        ])
      ).body,
    ).toContain("To arbeidstider samme dag overlapper");
    const post = (body: object) => send("POST", `${base()}/availability-exception`, "ELECTRICIAN", body);
    expect((await post({ ...holiday("2026-02-30") })).body).toContain("Oppgi en gyldig dato");
    expect(
      (
        await post({
          kind: "blocked",
          from_date: "2026-04-20",
          to_date: "2026-04-20",
          start_time: "14:00",
          end_time: "12:00",
        })
      ).body,
    ).toContain("Slutten må komme etter starten");
    expect((await post({ kind: "fri", from_date: "2026-04-20", to_date: "2026-04-20" })).statusCode).toBe(
      422,
    );
    expect((await post([1, 2])).statusCode).toBe(422);
    expect((await send("DELETE", `${base()}/availability-exception/x`, "ELECTRICIAN")).statusCode).toBe(422);
  });
});

describe("projects-affected-by-general-availability on the changeover Sundays", () => {
  it("lists the March Sunday's job for a holiday that day, with number, customer and time", async () => {
    const list = await affected({ exception: holiday("2026-03-29") }, "ELECTRICIAN");
    expect(list.map((w) => w.projectNumber)).toEqual([spring.number]);
    expect(list[0]?.startsAt).toBe("2026-03-29T08:00:00.000Z");
    expect(list[0]?.customerName).not.toBe("");
    expect(await affected({ exception: holiday("2026-03-30") })).toEqual([]);
  });

  it("a shorter Sunday (08–14 Oslo) takes only the October job (14–16 Oslo, 13–15 UTC)", async () => {
    const list = await affected({ week: sundays("08:00", "14:00") });
    expect(list.map((w) => w.projectNumber)).toEqual([autumn.number]);
    // 08–13 keeps March's 10–12 job… and 08–11 takes it too.
    expect((await affected({ week: sundays("08:00", "11:00") })).map((w) => w.projectNumber)).toEqual([
      spring.number,
      autumn.number,
    ]);
    // Back to the company's standard (no Sundays) takes both.
    expect(await affected({ week: null })).toHaveLength(2);
  });
});

describe("saving a change that takes booked time", () => {
  it("is refused with 409 listing the work; kept work leaves a hole in the holiday", async () => {
    const refused = await send(
      "POST",
      `${base()}/availability-exception`,
      "ELECTRICIAN",
      holiday("2026-10-25"),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("AVAILABILITY_AFFECTS_PROJECTS");
    expect(refused.json().message).toContain(`#${autumn.number}`);
    expect(refused.json().errors.keep).toEqual([autumn.timeslotUuid]);
    const kept = await send("POST", `${base()}/availability-exception`, "ELECTRICIAN", {
      ...holiday("2026-10-25"),
      keep: [autumn.timeslotUuid],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const rows = await t.database.db
      .select({ startsAt: availabilityException.startsAt, endsAt: availabilityException.endsAt })
      .from(availabilityException)
      .where(and(eq(availabilityException.electricianId, per.id), eq(availabilityException.kind, "holiday")));
    // The 25-hour day from Oslo midnight (22:00Z) to the next (23:00Z), minus the job.
    expect(rows.map((r) => [r.startsAt.toISOString(), r.endsAt.toISOString()])).toEqual(
      expect.arrayContaining([
        ["2026-10-24T22:00:00.000Z", "2026-10-25T13:00:00.000Z"],
        ["2026-10-25T15:00:00.000Z", "2026-10-25T23:00:00.000Z"],
      ]),
    );
    // The hole is working time: a holiday over it again would list the job again.
    expect((await affected({ exception: holiday("2026-10-25") })).map((w) => w.projectNumber)).toEqual([
      autumn.number,
    ]);
  });

  it("a kept job under a new week gets extra time over it; removing that extra is refused", async () => {
    const partly = await send("PUT", `${base()}/availability`, "CONTRACTOR_ADMIN", {
      week: sundays("08:00", "11:00"),
      keep: [spring.timeslotUuid],
    });
    // The October job (in the holiday's hole) is taken too and not kept.
    expect(partly.statusCode).toBe(409);
    expect(partly.json().errors.keep).toEqual([autumn.timeslotUuid]);
    const saved = await send("PUT", `${base()}/availability`, "CONTRACTOR_ADMIN", {
      week: sundays("08:00", "11:00"),
      keep: [spring.timeslotUuid, autumn.timeslotUuid],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const extra = saved
      .json()
      .data.exceptions.find(
        (x: { kind: string; note: string }) => x.kind === "extra" && x.note.includes(String(spring.number)),
      );
    expect(extra).toMatchObject({ startsAt: "2026-03-29T08:00:00.000Z", endsAt: "2026-03-29T10:00:00.000Z" });
    expect(extra.note).toBe(`Beholdt for oppdrag #${spring.number}`);
    const removal = await send("DELETE", `${base()}/availability-exception/${extra.id}`, "CONTRACTOR_ADMIN");
    expect(removal.statusCode).toBe(409);
    // The calendar shades the extra time as working time.
    const cal = await send(
      "GET",
      `/contractor/${oslo.uuid}/calendar?from=2026-03-29&to=2026-03-30&electrician_uuid=${per.uuid}`,
      "ELECTRICIAN",
    );
    expect(decodeCalendar(cal.json().data).electricians[0]?.availability).toEqual([
      { date: "2026-03-29", startsAt: "2026-03-29T06:00:00.000Z", endsAt: "2026-03-29T09:00:00.000Z" },
      { date: "2026-03-29", startsAt: "2026-03-29T08:00:00.000Z", endsAt: "2026-03-29T10:00:00.000Z" },
    ]);
    expect(cal.json().data.electricians[0].exceptions.map((x: { kind: string }) => x.kind)).toContain(
      "extra",
    );
  });

  it("after the admin swaps the job to a colleague, the holiday saves without keep", async () => {
    await setWeek(per.id, sundays("08:00", "16:00"));
    await t.database.db.delete(availabilityException).where(eq(availabilityException.electricianId, per.id));
    const before = await affected({ exception: holiday("2026-03-29") });
    expect(before.map((w) => w.projectNumber)).toEqual([spring.number]);
    const swappable = await send(
      "GET",
      `/contractor/${oslo.uuid}/project/${spring.uuid}/swappable-electricians`,
      "CONTRACTOR_ADMIN",
    );
    expect(swappable.statusCode, swappable.body).toBe(200);
    expect(swappable.json().data.electricians.map((e: { uuid: string }) => e.uuid)).toContain(ola.uuid);
    const swap = await send(
      "POST",
      `/contractor/${oslo.uuid}/project/${spring.uuid}/swap-timeslot`,
      "CONTRACTOR_ADMIN",
      {
        timeslot_uuid: spring.timeslotUuid,
        electrician_uuid: ola.uuid,
      },
    );
    expect(swap.statusCode, swap.body).toBe(200);
    const saved = await send(
      "POST",
      `${base()}/availability-exception`,
      "ELECTRICIAN",
      holiday("2026-03-29"),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const [moved] = await t.database.db
      .select({ startsAt: timeslot.startsAt, electricianId: timeslot.electricianId })
      .from(timeslot)
      .where(eq(timeslot.timeslotUuid, spring.timeslotUuid));
    expect(moved).toEqual({ startsAt: new Date("2026-03-29T08:00:00.000Z"), electricianId: ola.id });
  });
});

describe("extra working time", () => {
  it("an extra Saturday the week does not have is working time in the calendar", async () => {
    // Ola has no Saturday in his week; an extra Saturday opens it.
    const saturday = "2026-03-14";
    const olaBase = `/contractor/${oslo.uuid}/electrician/${ola.uuid}`;
    const added = await send("POST", `${olaBase}/availability-exception`, "CONTRACTOR_ADMIN", {
      kind: "extra",
      from_date: saturday,
      to_date: saturday,
      start_time: "09:00",
      end_time: "15:00",
      note: "Ekstra lørdag",
    });
    expect(added.statusCode, added.body).toBe(200);
    const cal = await send(
      "GET",
      `/contractor/${oslo.uuid}/calendar?from=${saturday}&to=2026-03-15&electrician_uuid=${ola.uuid}`,
      "CONTRACTOR_ADMIN",
    );
    expect(decodeCalendar(cal.json().data).electricians[0]?.availability).toEqual([
      { date: saturday, startsAt: "2026-03-14T08:00:00.000Z", endsAt: "2026-03-14T14:00:00.000Z" },
    ]);
    const standard = await t.database.db
      .select({ id: weeklyAvailability.id })
      .from(weeklyAvailability)
      .where(
        and(
          eq(weeklyAvailability.contractorId, oslo.id),
          isNull(weeklyAvailability.electricianId),
          eq(weeklyAvailability.weekday, 6),
        ),
      );
    expect(standard).toEqual([]);
  });
});
