import { randomUUID } from "node:crypto";
import { type CalendarWire, decodeCalendar, getContractorCalendar } from "@mt/contract/contractor";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { claim } from "../claim/claim.schema.ts";
import { project } from "../project/project.schema.ts";
import { bookProject } from "../project/project.test-support.ts";
import {
  availabilityException,
  electrician,
  timeslot,
  weeklyAvailability,
} from "../schedule/schedule.schema.ts";
import {
  crewOf,
  expectStatuses,
  type GetAs,
  STAFF_AND_OWN_ADMINS,
  STAFF_AND_OWN_COMPANY,
  startContractorTest,
  type Who,
} from "./contractor.test-support.ts";

let t: BookingTestApp;
let get: GetAs;
let oslo: { id: number; uuid: string };
let bergen: { id: number; uuid: string };
/** Per Nilsen (the demo electrician's login) and a colleague without a login, at Oslo. */
let per: { id: number; uuid: string; userUuid: string };
let colleague: { id: number; uuid: string };

beforeAll(async () => {
  ({ t, get, oslo, bergen } = await startContractorTest());
  const crew = await crewOf(t, oslo.id);
  per = crew.per;
  colleague = crew.others[0] as { id: number; uuid: string };
  // Per's own week: Saturdays 08–16 and whole Sundays (a whole Oslo day: 23, 24 or 25 hours).
  await t.database.db.delete(weeklyAvailability).where(eq(weeklyAvailability.electricianId, per.id));
  await t.database.db.insert(weeklyAvailability).values([
    { contractorId: oslo.id, electricianId: per.id, weekday: 6, startTime: "08:00", endTime: "16:00" },
    { contractorId: oslo.id, electricianId: per.id, weekday: 7, startTime: "00:00", endTime: "24:00" },
  ]);
}, 180_000);
afterAll(() => t.close());

type Calendar = {
  timeZone: string;
  from: string;
  to: string;
  electricians: {
    uuid: string;
    availability: { date: string; startsAt: string; endsAt: string }[];
    exceptions: { kind: string; note: string | null; startsAt: string; endsAt: string }[];
    events: Record<string, unknown>[];
  }[];
};

async function wireOf(query: string, who: Who = "CONTRACTOR_ADMIN", ref = oslo.uuid): Promise<CalendarWire> {
  const res = await get(`/api/contractor/${ref}/calendar?${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  // The route skips the runtime check of its answer (for speed): every answer here is checked
  // against the contract, and parsing (which drops unknown keys) must change nothing.
  expect(getContractorCalendar.response.parse(res.json())).toEqual(res.json());
  return res.json().data;
}

/** The answer as its readers see it: decoded from the compact wire form. */
async function calendarOf(query: string, who: Who = "CONTRACTOR_ADMIN", ref = oslo.uuid): Promise<Calendar> {
  return decodeCalendar(await wireOf(query, who, ref));
}

const perIn = (c: Calendar) => {
  const found = c.electricians.find((e) => e.uuid === per.uuid);
  if (!found) throw new Error("Per is not in the calendar");
  return found;
};

describe("GET contractor/{id}/calendar: who sees what", () => {
  const week = "from=2026-03-02&to=2026-03-09";

  it("answers the company's admins, its electricians and staff; another company's admin gets 404", async () => {
    await expectStatuses(
      (who) => get(`/api/contractor/${oslo.uuid}/calendar?${week}`, who),
      STAFF_AND_OWN_COMPANY,
      403,
    );
    for (const who of ["CONTRACTOR_ADMIN", "ELECTRICIAN"] as const) {
      const foreign = await get(`/api/contractor/${bergen.uuid}/calendar?${week}`, who);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe("Fant ikke installatøren.");
    }
  });

  it("shows an admin every electrician, an electrician only themselves, a colleague's uuid 404", async () => {
    const all = await calendarOf(week);
    expect(all.electricians.map((e) => e.uuid)).toEqual(expect.arrayContaining([per.uuid, colleague.uuid]));
    const own = await calendarOf(week, "ELECTRICIAN");
    expect(own.electricians.map((e) => e.uuid)).toEqual([per.uuid]);
    const byLogin = await calendarOf(`${week}&electrician_uuid=${per.userUuid}`, "ELECTRICIAN");
    expect(byLogin.electricians.map((e) => e.uuid)).toEqual([per.uuid]);
    const other = await get(
      `/api/contractor/${oslo.uuid}/calendar?${week}&electrician_uuid=${colleague.uuid}`,
      "ELECTRICIAN",
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Fant ikke montøren.");
    const one = await calendarOf(`${week}&electrician_uuid=${colleague.uuid}`, "GLOBAL_ADMIN");
    expect(one.electricians.map((e) => e.uuid)).toEqual([colleague.uuid]);
    // Another company's electrician, named under this company, is unknown here.
    const [bergensOwn] = await t.database.db
      .select({ uuid: electrician.uuid })
      .from(electrician)
      .where(eq(electrician.contractorId, bergen.id));
    if (!bergensOwn) throw new Error("no Bergen electrician");
    const crossed = await get(
      `/api/contractor/${oslo.uuid}/calendar?${week}&electrician_uuid=${bergensOwn.uuid}`,
      "GLOBAL_ADMIN",
    );
    expect(crossed.statusCode).toBe(404);
  });
});

describe("GET contractor/{id}/calendar: working time", () => {
  it("lays the week on Oslo days across the March change: a Sunday of 23 hours", async () => {
    const c = await calendarOf(`from=2026-03-28&to=2026-03-30&electrician_uuid=${per.uuid}`);
    expect(c.from).toBe("2026-03-27T23:00:00.000Z");
    expect(c.to).toBe("2026-03-29T22:00:00.000Z");
    expect(perIn(c).availability).toEqual([
      { date: "2026-03-28", startsAt: "2026-03-28T07:00:00.000Z", endsAt: "2026-03-28T15:00:00.000Z" },
      { date: "2026-03-29", startsAt: "2026-03-28T23:00:00.000Z", endsAt: "2026-03-29T22:00:00.000Z" },
    ]);
  });

  it("… and across the October change: a Sunday of 25 hours, Saturday still 08–16 in Oslo", async () => {
    const c = await calendarOf(`from=2026-10-24&to=2026-10-26&electrician_uuid=${per.uuid}`);
    expect(perIn(c).availability).toEqual([
      { date: "2026-10-24", startsAt: "2026-10-24T06:00:00.000Z", endsAt: "2026-10-24T14:00:00.000Z" },
      { date: "2026-10-25", startsAt: "2026-10-24T22:00:00.000Z", endsAt: "2026-10-25T23:00:00.000Z" },
    ]);
    const [sunday] = perIn(c).availability.slice(1);
    if (!sunday) throw new Error("no Sunday");
    expect(Date.parse(sunday.endsAt) - Date.parse(sunday.startsAt)).toBe(25 * 3_600_000);
  });

  it("keeps a public holiday closed unless the company opened it, and the standard week for others", async () => {
    // 17 May 2026 is a Sunday and a public holiday.
    const c = await calendarOf("from=2026-05-16&to=2026-05-18");
    expect(perIn(c).availability.map((a) => a.date)).toEqual(["2026-05-16"]);
    const other = c.electricians.find((e) => e.uuid === colleague.uuid);
    expect(other?.availability.every((a) => a.date !== "2026-05-17")).toBe(true);
  });

  it("clips working time to a window given in instants and shows an exception across its edge whole", async () => {
    await t.database.db.insert(availabilityException).values({
      electricianId: per.id,
      kind: "sick",
      note: "Influensa",
      startsAt: new Date("2026-03-27T12:00:00.000Z"),
      endsAt: new Date("2026-03-28T10:00:00.000Z"),
    });
    const c = await calendarOf(
      `from=${encodeURIComponent("2026-03-28T10:00:00+01:00")}&to=2026-03-28T12:00:00Z&electrician_uuid=${per.uuid}`,
    );
    expect(perIn(c).availability).toEqual([
      { date: "2026-03-28", startsAt: "2026-03-28T09:00:00.000Z", endsAt: "2026-03-28T12:00:00.000Z" },
    ]);
    expect(perIn(c).exceptions).toEqual([
      {
        kind: "sick",
        note: "Influensa",
        startsAt: "2026-03-27T12:00:00.000Z",
        endsAt: "2026-03-28T10:00:00.000Z",
      },
    ]);
    // The exception ends at 10:00Z: a window from there does not show it.
    const after = await calendarOf(
      `from=2026-03-28T10:00:00Z&to=2026-03-28T12:00:00Z&electrician_uuid=${per.uuid}`,
    );
    expect(perIn(after).exceptions).toEqual([]);
  });
});

describe("GET contractor/{id}/calendar: events", () => {
  it("shows a booked job and a claim visit with number, kind, status, address and time, across the window's edge", async () => {
    const booked = await bookProject(
      t,
      await jobOf(t, "el-kontroll"),
      "+4792222555",
      "2026-03-05T07:00:00.000Z",
    );
    const [row] = await t.database.db
      .select({
        id: project.id,
        electricianId: timeslot.electricianId,
        contractorId: project.contractorId,
        startsAt: timeslot.startsAt,
        endsAt: timeslot.endsAt,
        address: project.address,
        postCode: project.postCode,
        status: project.status,
        electricianUuid: electrician.uuid,
      })
      .from(project)
      .innerJoin(timeslot, eq(timeslot.id, project.timeslotId))
      .innerJoin(electrician, eq(electrician.id, timeslot.electricianId))
      .where(and(eq(project.uuid, booked.uuid), isNotNull(project.timeslotId)));
    if (!row) throw new Error("no booked project");
    const ref = String(row.contractorId);
    // A claim visit the next day for the same electrician.
    const [visit] = await t.database.db
      .insert(timeslot)
      .values({
        uuid: randomUUID(),
        timeslotUuid: randomUUID(),
        status: "BOOKED",
        electricianId: row.electricianId,
        startsAt: new Date("2026-03-06T09:00:00.000Z"),
        endsAt: new Date("2026-03-06T10:00:00.000Z"),
        windowStartsAt: new Date("2026-03-06T09:00:00.000Z"),
        windowEndsAt: new Date("2026-03-06T11:00:00.000Z"),
      })
      .returning({ id: timeslot.id });
    const claimUuid = randomUUID();
    await t.database.db.insert(claim).values({
      uuid: claimUuid,
      projectId: row.id,
      status: "scheduled",
      description: "Stikkontakten løsner",
      timeslotId: visit?.id,
      electricianId: row.electricianId,
    });

    // The window starts in the middle of the job: the job shows whole.
    const middle = new Date(row.startsAt.getTime() + 30 * 60_000).toISOString();
    const c = await calendarOf(
      `from=${middle}&to=2026-03-07&electrician_uuid=${row.electricianUuid}`,
      "GLOBAL_ADMIN",
      ref,
    );
    const [only] = c.electricians;
    expect(only?.events).toEqual([
      {
        type: "PROJECT",
        uuid: booked.uuid,
        projectNumber: booked.number,
        kind: "JOB",
        status: row.status,
        address: row.address,
        place: expect.any(String),
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
      },
      {
        type: "CLAIM",
        uuid: claimUuid,
        projectNumber: booked.number,
        kind: "JOB",
        status: "scheduled",
        address: row.address,
        place: expect.any(String),
        startsAt: "2026-03-06T09:00:00.000Z",
        endsAt: "2026-03-06T10:00:00.000Z",
      },
    ]);
    // On the wire: each event an array in the contract's order, instants in minutes from the
    // window's start (which is half an hour into the job).
    const wire = await wireOf(
      `from=${middle}&to=2026-03-07&electrician_uuid=${row.electricianUuid}`,
      "GLOBAL_ADMIN",
      ref,
    );
    const minutesFrom = (iso: string) => (Date.parse(iso) - Date.parse(middle)) / 60_000;
    const length = (row.endsAt.getTime() - row.startsAt.getTime()) / 60_000;
    const place = only?.events[0]?.place;
    expect(wire.electricians[0]?.events).toEqual([
      [0, 0, expect.any(String), booked.number, row.status, row.address, place, -30, length],
      [
        1,
        0,
        expect.any(String),
        booked.number,
        "scheduled",
        row.address,
        place,
        minutesFrom("2026-03-06T09:00:00.000Z"),
        60,
      ],
    ]);
    expect(wire.electricians[0]?.events[0]?.[2]).toBe(
      Buffer.from(booked.uuid.replaceAll("-", ""), "hex").toString("base64url"),
    );

    // A window ending where the job starts, or starting where the visit ends, leaves them out.
    const before = await calendarOf(
      `from=2026-03-05&to=${row.startsAt.toISOString()}&electrician_uuid=${row.electricianUuid}`,
      "GLOBAL_ADMIN",
      ref,
    );
    expect(before.electricians[0]?.events).toEqual([]);
    const later = await calendarOf(
      `from=2026-03-06T10:00:00Z&to=2026-03-08&electrician_uuid=${row.electricianUuid}`,
      "GLOBAL_ADMIN",
      ref,
    );
    expect(later.electricians[0]?.events).toEqual([]);
    // The company's whole calendar has them on that electrician only.
    const whole = await calendarOf("from=2026-03-02&to=2026-03-09", "GLOBAL_ADMIN", ref);
    const withEvents = whole.electricians.filter((e) => e.events.length > 0);
    expect(withEvents.map((e) => [e.uuid, e.events.length])).toEqual([[row.electricianUuid, 2]]);

    // A large company (once read in two halves at once): the same answer.
    const crew = await t.database.db
      .insert(electrician)
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          contractorId: row.contractorId,
          firstName: "Montør",
          lastName: `Nummer ${i + 1}`,
          workTypes: ["ELECTRICIAN"],
        })),
      )
      .returning({ id: electrician.id });
    try {
      const large = await calendarOf("from=2026-03-02&to=2026-03-09", "GLOBAL_ADMIN", ref);
      expect(large.electricians.length).toBe(whole.electricians.length + 20);
      expect(large.electricians.find((e) => e.uuid === row.electricianUuid)?.events).toEqual(
        withEvents[0]?.events,
      );
      expect(large.electricians.filter((e) => e.events.length > 0)).toHaveLength(1);
    } finally {
      await t.database.db
        .update(electrician)
        .set({ active: false })
        .where(
          inArray(
            electrician.id,
            crew.map((e) => e.id),
          ),
        );
    }
  });
});

describe("GET contractor/{id}/calendar: validation in Norwegian", () => {
  const bad = async (query: string) => {
    const res = await get(`/api/contractor/${oslo.uuid}/calendar?${query}`, "CONTRACTOR_ADMIN");
    expect(res.statusCode, res.body).toBe(422);
    return res.json().errors as Record<string, string[]>;
  };

  it("refuses a window longer than 62 days, an empty or reversed one, and what is no date", async () => {
    expect(await bad("from=2026-03-01&to=2026-05-03")).toEqual({
      to: ["Kalenderen viser høyst 62 dager om gangen"],
    });
    expect(await bad("from=2026-03-09&to=2026-03-02")).toEqual({ to: ["Slutten må komme etter starten"] });
    expect(await bad("from=2026-03-02&to=2026-03-02")).toEqual({ to: ["Slutten må komme etter starten"] });
    expect((await bad("from=2.3.2026&to=2026-03-09")).from).toEqual([
      "Oppgi en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ISO 8601 med tidssone)",
    ]);
    expect((await bad("from=2026-03-02T10:00&to=2026-03-09")).from).toHaveLength(1);
    expect((await bad("to=2026-03-09")).from).toHaveLength(1);
    expect((await bad("from=2026-03-02&to=2026-03-09&electrician_uuid=per")).electrician_uuid).toEqual([
      "Ukjent montør",
    ]);
    // 62 days exactly is fine, also when a clock change makes it an hour shorter.
    expect(
      (await get(`/api/contractor/${oslo.uuid}/calendar?from=2026-03-01&to=2026-05-02`, "CONTRACTOR_ADMIN"))
        .statusCode,
    ).toBe(200);
  });
});

describe("GET contractor/{id}/post-codes", () => {
  type Preview = {
    basePostCode: string | null;
    basePlace: string | null;
    radiusKm: number;
    workTypes: { workType: string; extendedRadiusKm: number | null }[];
    counts: {
      total: number;
      withinRadius: number;
      listed: number;
      perWorkType: { workType: string; postCodeCount: number }[];
    };
    postCodes: { code: string; place: string; workTypes: string[]; withinRadius: boolean }[];
  };
  const preview = async (query = "", who: Who = "CONTRACTOR_ADMIN"): Promise<Preview> => {
    const res = await get(`/api/contractor/${oslo.uuid}/post-codes${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("answers the company's admins and staff; another company's admin gets 404", async () => {
    await expectStatuses(
      (who) => get(`/api/contractor/${oslo.uuid}/post-codes`, who),
      STAFF_AND_OWN_ADMINS,
      403,
    );
  });

  it("defaults to the current settings and counts as the contractors list does", async () => {
    const current = await preview();
    expect(current).toMatchObject({ basePostCode: "0150", basePlace: "Oslo", radiusKm: 30 });
    const list = await get("/api/contractor?with_coverage_details=1", "GLOBAL_ADMIN");
    const osloListed = list.json().data.find((c: { uuid: string }) => c.uuid === oslo.uuid);
    expect(current.counts.perWorkType).toEqual(osloListed.coverage);
    expect(current.counts.total).toBe(current.postCodes.length);
    expect(current.postCodes.find((p) => p.code === "0150")).toEqual({
      code: "0150",
      place: "Oslo",
      workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"],
      withinRadius: true,
    });
    // Solar reaches 80 km: more codes than the 30 km radius, some only for solar.
    const count = (p: Preview, type: string) =>
      p.counts.perWorkType.find((w) => w.workType === type)?.postCodeCount;
    expect(count(current, "SOLAR")).toBeGreaterThan(count(current, "ELECTRICIAN") ?? 0);
    expect(current.postCodes.some((p) => !p.withinRadius && p.workTypes.join() === "SOLAR")).toBe(true);
    expect(current.counts.withinRadius).toBe(current.postCodes.filter((p) => p.withinRadius).length);
  });

  it("previews another radius, extended radius and base post code without saving them", async () => {
    const narrow = await preview("?radius=5&extended_radius=5");
    const count = (p: Preview, type: string) =>
      p.counts.perWorkType.find((w) => w.workType === type)?.postCodeCount;
    expect(narrow.radiusKm).toBe(5);
    expect(narrow.workTypes.find((w) => w.workType === "SOLAR")?.extendedRadiusKm).toBe(5);
    expect(count(narrow, "SOLAR")).toBe(count(narrow, "ELECTRICIAN"));
    expect(narrow.counts.total).toBeLessThan((await preview()).counts.total);
    expect(narrow.postCodes.every((p) => p.withinRadius || narrow.counts.listed > 0)).toBe(true);

    const bergenBase = await preview("?post_code=5003&radius=10&extended_radius=10");
    expect(bergenBase).toMatchObject({ basePostCode: "5003", radiusKm: 10 });
    expect(bergenBase.postCodes.some((p) => p.code === "5003")).toBe(true);
    expect(bergenBase.postCodes.some((p) => p.code === "0150")).toBe(false);

    // Nothing was saved.
    const saved = await get(`/api/contractor/${oslo.uuid}`, "CONTRACTOR_ADMIN");
    expect(saved.json().data).toMatchObject({ basePostCode: "0150", radiusKm: 30 });
  });

  it("refuses a bad radius or post code in Norwegian", async () => {
    const bad = async (query: string) => {
      const res = await get(`/api/contractor/${oslo.uuid}/post-codes?${query}`, "CONTRACTOR_ADMIN");
      expect(res.statusCode, res.body).toBe(422);
      return res.json().errors as Record<string, string[]>;
    };
    expect(await bad("radius=-1")).toEqual({ radius: ["Radius kan ikke være negativ"] });
    expect(await bad("extended_radius=5000")).toEqual({ extended_radius: ["Radius kan være høyst 2000 km"] });
    expect((await bad("radius=mange")).radius).toEqual(["Oppgi radius i kilometer"]);
    expect(await bad("post_code=0000")).toEqual({ post_code: ["Postkoden 0000, finnes ikke."] });
    expect((await bad("post_code=12")).post_code).toHaveLength(1);
  });
});
