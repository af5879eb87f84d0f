import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingTestApp, jobOf, newCart } from "../booking/booking.test-support.ts";
import { project } from "../project/project.schema.ts";
import { bookProject } from "../project/project.test-support.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import {
  addAcceptedElectrician,
  type CallAs,
  company,
  expectStatuses,
  type GetAs,
  MONDAY,
  STAFF_AND_OWN_ADMINS,
  startContractorTest,
  type Tokens,
  type Who,
} from "./contractor.test-support.ts";

/*
 * What the partner pages read beyond the contractor calls of decision 027: the upcoming job count
 * on the contractors list, each electrician's upcoming work (what blocks a removal), and what a
 * coverage change adds, drops and affects.
 */

let t: BookingTestApp;
let tokens: Tokens;
let get: GetAs;
let call: CallAs;

let oslo: { id: number; uuid: string };
let bergen: { id: number; uuid: string };
/** A job booked at Oslo's 0150 on Thursday 5 March. */
let booked: { uuid: string; number: number; startsAt: string; electricianUuid: string };

beforeAll(async () => {
  ({ t, tokens, get, call, oslo, bergen } = await startContractorTest());
  const job = await jobOf(t, "el-kontroll");
  const made = await bookProject(t, job, "+4792222881", "2026-03-05T07:00:00.000Z");
  const [row] = await t.database.db
    .select({ uuid: electrician.uuid })
    .from(project)
    .innerJoin(electrician, eq(electrician.id, project.electricianId))
    .where(eq(project.uuid, made.uuid));
  if (!row) throw new Error("no booked electrician");
  booked = { ...made, electricianUuid: row.uuid };
}, 180_000);
afterAll(() => t.close());

describe("GET contractor: upcoming jobs per company", () => {
  it("counts each company's booked work still to come; the list stays global admins only", async () => {
    await expectStatuses((who) => get("/api/contractor", who), { GLOBAL_ADMIN: 200 }, 403);
    const list = async () =>
      (await get("/api/contractor?with_coverage_details=1", "GLOBAL_ADMIN")).json().data;
    const find = (rows: { uuid: string; upcomingJobCount: number }[], uuid: string) =>
      rows.find((c) => c.uuid === uuid)?.upcomingJobCount;
    const now = await list();
    expect(find(now, oslo.uuid)).toBe(1);
    expect(find(now, bergen.uuid)).toBe(0);
    // Once its time has passed, it is no longer upcoming.
    t.clock.now = Date.parse("2026-03-06T07:00:00.000Z");
    try {
      expect(find(await list(), oslo.uuid)).toBe(0);
    } finally {
      t.clock.now = Date.parse(MONDAY);
    }
  });
});

describe("contractor status: waiting for approval until first active", () => {
  it("shows a never-active company as PENDING, approved as ACTIVE, switched off as INACTIVE", async () => {
    const statusOf = async (uuid: string) =>
      (await get(`/api/contractor/${uuid}`, "GLOBAL_ADMIN")).json().data as {
        status: string;
        active: boolean;
      };
    const nordlys = await company(t, "Nordlys Elektro AS (ikke startet)");
    expect(await statusOf(oslo.uuid)).toMatchObject({ status: "ACTIVE", active: true });
    expect(await statusOf(nordlys.uuid)).toMatchObject({ status: "PENDING", active: false });
    const patch = (uuid: string, active: boolean) =>
      t.app.inject({
        method: "PATCH",
        url: `/api/contractor/${uuid}`,
        payload: { active },
        headers: { authorization: `Bearer ${tokens.get("GLOBAL_ADMIN")}` },
      });
    expect((await patch(nordlys.uuid, true)).json().data.status).toBe("ACTIVE");
    expect((await patch(nordlys.uuid, false)).json().data.status).toBe("INACTIVE");
    // A seeded company switched off was approved too.
    expect((await patch(bergen.uuid, false)).json().data.status).toBe("INACTIVE");
    expect((await patch(bergen.uuid, true)).json().data.status).toBe("ACTIVE");
  });
});

describe("GET contractor/{id}/electrician: upcoming work", () => {
  it("lists the booked job under its electrician; another company's admin gets 404", async () => {
    await expectStatuses(
      (who) => get(`/api/contractor/${oslo.uuid}/electrician`, who),
      STAFF_AND_OWN_ADMINS,
      403,
    );
    const people = (await get(`/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json().data;
    const busy = people.find((e: { uuid: string }) => e.uuid === booked.electricianUuid);
    expect(busy.upcoming).toEqual([
      {
        type: "PROJECT",
        uuid: booked.uuid,
        projectUuid: booked.uuid,
        projectNumber: booked.number,
        address: expect.any(String),
        place: expect.any(String),
        startsAt: booked.startsAt,
        endsAt: expect.any(String),
      },
    ]);
    expect(busy.heldTimes).toBe(0);
    for (const other of people.filter((e: { uuid: string }) => e.uuid !== booked.electricianUuid))
      expect(other.upcoming).toEqual([]);
  });

  it("refuses the removal while the listed job is there", async () => {
    const res = await t.app.inject({
      method: "DELETE",
      url: `/api/contractor/${oslo.uuid}/electrician/${booked.electricianUuid}`,
      headers: { authorization: `Bearer ${tokens.get("CONTRACTOR_ADMIN")}` },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("ELECTRICIAN_HAS_FUTURE_WORK");
  });
});

describe("a cart's hold on an electrician's time", () => {
  it("blocks the removal while it lives and shows as held; an expired one blocks nothing", async () => {
    const auth = { authorization: `Bearer ${tokens.get("CONTRACTOR_ADMIN")}` };
    const uuid = await addAcceptedElectrician(t, call, oslo.uuid, "CONTRACTOR_ADMIN", {
      first_name: "Hanne",
      last_name: "Holm",
      phone_number: "+4792222882",
      work_types: ["SOLAR"],
    });
    const [row] = await t.database.db
      .select({ id: electrician.id })
      .from(electrician)
      .where(eq(electrician.uuid, uuid));
    if (!row) throw new Error("no electrician");
    const [slot] = await t.database.db
      .insert(timeslot)
      .values({
        uuid: randomUUID(),
        status: "RESERVED",
        electricianId: row.id,
        startsAt: new Date("2026-03-04T07:00:00.000Z"),
        endsAt: new Date("2026-03-04T08:30:00.000Z"),
        windowStartsAt: new Date("2026-03-04T07:00:00.000Z"),
        windowEndsAt: new Date("2026-03-04T11:00:00.000Z"),
        expiresAt: new Date(Date.parse(MONDAY) + 15 * 60_000),
      })
      .returning({ id: timeslot.id });
    const url = `/api/contractor/${oslo.uuid}/electrician/${uuid}`;
    const people = (await get(`/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json().data;
    expect(people.find((e: { uuid: string }) => e.uuid === uuid)).toMatchObject({
      upcoming: [],
      heldTimes: 1,
    });
    expect((await t.app.inject({ method: "DELETE", url, headers: auth })).statusCode).toBe(409);
    // Twenty minutes later the hold has expired: it is no one's work.
    t.clock.now = Date.parse(MONDAY) + 20 * 60_000;
    try {
      const later = (await get(`/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json().data;
      expect(later.find((e: { uuid: string }) => e.uuid === uuid)).toMatchObject({ heldTimes: 0 });
      const removed = await t.app.inject({ method: "DELETE", url, headers: auth });
      expect(removed.statusCode, removed.body).toBe(200);
    } finally {
      t.clock.now = Date.parse(MONDAY);
      if (slot) await t.database.db.delete(timeslot).where(eq(timeslot.id, slot.id));
    }
  });
});

describe("GET contractor/{id}/post-codes: what a change adds, drops and affects", () => {
  type Changed = { code: string; place: string; workTypes: string[] };
  type Preview = {
    postCodes: { code: string }[];
    added: Changed[];
    dropped: Changed[];
    affected: {
      openCarts: number;
      futureProjects: { uuid: string; number: number; address: string; postCode: string; startsAt: string }[];
    };
  };
  const preview = async (query = "", who: Who = "CONTRACTOR_ADMIN"): Promise<Preview> => {
    const res = await get(`/api/contractor/${oslo.uuid}/post-codes${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it("changes nothing with today's settings", async () => {
    const today = await preview();
    expect(today.added).toEqual([]);
    expect(today.dropped).toEqual([]);
    expect(today.affected).toEqual({ openCarts: 0, futureProjects: [] });
  });

  it("a wider radius adds codes with their places and the work types gained, and drops none", async () => {
    const wider = await preview("?radius=60");
    expect(wider.dropped).toEqual([]);
    expect(wider.added.length).toBeGreaterThan(0);
    expect(wider.added.every((a) => a.place !== "" && a.workTypes.includes("ELECTRICIAN"))).toBe(true);
    // Solar already reaches 80 km: 60 km adds the other work types only.
    expect(wider.added.every((a) => !a.workTypes.includes("SOLAR"))).toBe(true);
  });

  it("moving the base to Bergen drops Oslo: the booked job there and an open cart are affected", async () => {
    const before = await preview("?post_code=5003&radius=10&extended_radius=10");
    expect(before.dropped.find((d) => d.code === "0150")).toEqual({
      code: "0150",
      place: "Oslo",
      workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"],
    });
    expect(before.added.some((a) => a.code === "5003")).toBe(true);
    expect(before.affected.futureProjects).toEqual([
      {
        uuid: booked.uuid,
        number: booked.number,
        address: expect.any(String),
        postCode: "0150",
        place: "Oslo",
        startsAt: booked.startsAt,
      },
    ]);
    await newCart(t, await jobOf(t, "el-kontroll"));
    const after = await preview("?post_code=5003&radius=10&extended_radius=10");
    expect(after.affected.openCarts).toBe(before.affected.openCarts + 1);
    // Staff see the same; another company's admin gets 404.
    expect((await preview("?post_code=5003&radius=10&extended_radius=10", "GLOBAL_ADMIN")).affected).toEqual(
      after.affected,
    );
    expect(
      (await get(`/api/contractor/${oslo.uuid}/post-codes?radius=1`, "OTHER_CONTRACTOR_ADMIN")).statusCode,
    ).toBe(404);
  });

  it("previews other work types with their own extended radius, and refuses a bad list in Norwegian", async () => {
    const noSolar = await preview("?work_types=ELECTRICIAN,HEAT_PUMP");
    expect(noSolar.dropped.length).toBeGreaterThan(0);
    expect(noSolar.dropped.every((d) => d.workTypes.join() === "SOLAR")).toBe(true);
    const heatPumpFar = await preview("?work_types=ELECTRICIAN,HEAT_PUMP:80,SOLAR:80");
    expect(heatPumpFar.dropped).toEqual([]);
    expect(heatPumpFar.added.every((a) => a.workTypes.join() === "HEAT_PUMP")).toBe(true);
    expect(heatPumpFar.added.length).toBeGreaterThan(0);
    for (const [query, message] of [
      ["work_types=ELECTRICIAN,ELECTRICIAN", "En arbeidstype står to ganger"],
      ["work_types=ROOFING", "Oppgi arbeidstyper som ELECTRICIAN,SOLAR:80"],
      ["work_types=SOLAR:5000", "Radius kan være høyst 2000 km"],
    ]) {
      const res = await get(`/api/contractor/${oslo.uuid}/post-codes?${query}`, "CONTRACTOR_ADMIN");
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ work_types: [message] });
    }
  });

  it("shrinking only the extended radius drops solar alone, keeping the other work types", async () => {
    const narrow = await preview("?extended_radius=5");
    expect(narrow.added).toEqual([]);
    expect(narrow.dropped.length).toBeGreaterThan(0);
    expect(narrow.dropped.every((d) => d.workTypes.join() === "SOLAR")).toBe(true);
    expect(narrow.affected.futureProjects).toEqual([]);
  });
});
