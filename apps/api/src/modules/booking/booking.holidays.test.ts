import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { electrician } from "../schedule/schedule.schema.ts";
import { type ScheduleService, scheduleService } from "../schedule/schedule.service.ts";
import {
  type BookingTestApp,
  createBookingTestApp,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "./booking.test-support.ts";

// Public holidays are closed in the offered times and refused when reserved, whatever the
// electrician's week says; a contractor may open one.

let t: BookingTestApp;
let job: { id: number; versionId: number };
let schedule: ScheduleService;
let contractorId: number;

// Monday 30 March 2026, 10:00 in Oslo: the 60 days offered reach Easter and 17 May.
const BEFORE_EASTER = "2026-03-30T08:00:00.000Z";
// Tuesday 1 December 2026: the days offered reach Christmas and New Year.
const BEFORE_CHRISTMAS = "2026-12-01T09:00:00.000Z";

beforeAll(async () => {
  t = await createBookingTestApp(BEFORE_EASTER);
  job = await jobOf(t, "el-kontroll");
  // Ola works 07:00–17:00 every day of the week, Sundays and holidays included in his week.
  const olaId = await onlyOneElectrician(t.database.db);
  const [ola] = await t.database.db.select().from(electrician).where(eq(electrician.id, olaId));
  contractorId = ola?.contractorId ?? 0;
  schedule = scheduleService(t.database.db);
});
afterAll(() => t.close());

interface Day {
  date: string;
  windows: { startsAt: string; available: boolean }[];
}

async function offeredDates(cart: string): Promise<string[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/cart/${cart}/available-times?days=60` });
  expect(res.statusCode, res.body).toBe(200);
  const days = res.json().data.days as Day[];
  return days.filter((day) => day.windows.some((w) => w.available)).map((day) => day.date);
}

const reserve = (cart: string, startsAt: string) =>
  t.app.inject({ method: "POST", url: `/api/cart/${cart}/reservation`, payload: { startsAt } });

const release = (cart: string) => t.app.inject({ method: "DELETE", url: `/api/cart/${cart}/reservation` });

async function expectRefused(cart: string, startsAt: string) {
  const res = await reserve(cart, startsAt);
  expect(res.statusCode, res.body).toBe(409);
  expect(res.json().code).toBe("TIMESLOT_TAKEN");
}

describe("public holidays", () => {
  it("offers no time on Good Friday, the Easter days or 17 May, and refuses to reserve one", async () => {
    t.clock.now = Date.parse(BEFORE_EASTER);
    const cart = await newCart(t, job);
    const offered = await offeredDates(cart);
    for (const holiday of ["2026-04-02", "2026-04-03", "2026-04-05", "2026-04-06", "2026-05-01"]) {
      expect(offered).not.toContain(holiday);
    }
    for (const holiday of ["2026-05-14", "2026-05-17", "2026-05-24", "2026-05-25"]) {
      expect(offered).not.toContain(holiday);
    }
    // The days around them are offered: Ola's week is every day.
    expect(offered).toEqual(expect.arrayContaining(["2026-04-01", "2026-04-04", "2026-04-07", "2026-05-16"]));
    expect(offered).toContain("2026-05-18");

    // 08:00 in Oslo (summer time) on Good Friday and on 17 May.
    await expectRefused(cart, "2026-04-03T06:00:00.000Z");
    await expectRefused(cart, "2026-05-17T06:00:00.000Z");
    expect((await reserve(cart, "2026-05-18T06:00:00.000Z")).statusCode).toBe(201);
    await release(cart);
  });

  it("offers no time on Christmas Day or New Year's Day", async () => {
    t.clock.now = Date.parse(BEFORE_CHRISTMAS);
    const cart = await newCart(t, job);
    const offered = await offeredDates(cart);
    for (const holiday of ["2026-12-25", "2026-12-26", "2027-01-01"]) expect(offered).not.toContain(holiday);
    expect(offered).toEqual(expect.arrayContaining(["2026-12-24", "2026-12-27", "2026-12-31", "2027-01-02"]));
    await expectRefused(cart, "2026-12-25T07:00:00.000Z");
  });

  it("offers a holiday the contractor opened, and no longer once closed again", async () => {
    t.clock.now = Date.parse(BEFORE_EASTER);
    const cart = await newCart(t, job);
    await schedule.setHolidayOpen(contractorId, "2026-05-17", true);
    try {
      const offered = await offeredDates(cart);
      expect(offered).toContain("2026-05-17");
      // Only that holiday: Whit Sunday and Good Friday stay closed.
      expect(offered).not.toContain("2026-05-24");
      expect(offered).not.toContain("2026-04-03");
      const res = await reserve(cart, "2026-05-17T06:00:00.000Z");
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.reservation.startsAt).toBe("2026-05-17T06:00:00.000Z");
      await release(cart);
    } finally {
      await schedule.setHolidayOpen(contractorId, "2026-05-17", false);
    }
    expect(await offeredDates(cart)).not.toContain("2026-05-17");
    await expectRefused(cart, "2026-05-17T06:00:00.000Z");
  });

  it("opens only public holidays", async () => {
    await expect(schedule.setHolidayOpen(contractorId, "2026-05-18", true)).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
    await expect(schedule.setHolidayOpen(contractorId, "17. mai", true)).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
    });
  });
});
