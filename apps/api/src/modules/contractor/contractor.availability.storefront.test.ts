import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "../booking/booking.test-support.ts";
import { tokensFor } from "../project/project.test-support.ts";
import { electrician, timeslot, weeklyAvailability } from "../schedule/schedule.schema.ts";
import { MONDAY } from "./contractor.test-support.ts";

// The storefront's offered times follow the availability editor: an extra Saturday opens a day the
// week does not have, and blocked hours close it again (decision 029).

let t: BookingTestApp;
let job: { id: number; versionId: number };
let admin: string;
let ola: { uuid: string; contractorId: number };
let olaId: number;

const SATURDAY = "2026-03-07";

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  job = await jobOf(t, "el-kontroll");
  const { tokens } = await tokensFor(t, ["CONTRACTOR_ADMIN"]);
  admin = tokens.get("CONTRACTOR_ADMIN") as string;
  // Ola alone, every day 07–17 but Saturdays.
  olaId = await onlyOneElectrician(t.database.db);
  await t.database.db
    .delete(weeklyAvailability)
    .where(and(eq(weeklyAvailability.electricianId, olaId), eq(weeklyAvailability.weekday, 6)));
  const [row] = await t.database.db.select().from(electrician).where(eq(electrician.id, olaId));
  if (!row) throw new Error("no Ola");
  ola = { uuid: row.uuid, contractorId: row.contractorId };
}, 180_000);
afterAll(() => t.close());

type Day = { date: string; windows: { startsAt: string; available: boolean }[] };

async function offered(cart: string): Promise<Day[]> {
  const res = await t.app.inject({ method: "GET", url: `/api/cart/${cart}/available-times?days=14` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.days as Day[];
}

async function offeredDates(): Promise<string[]> {
  const days = await offered(await newCart(t, job));
  return days.filter((day) => day.windows.some((w) => w.available)).map((day) => day.date);
}

/** A new cart holding the first free window on `date`. */
async function cartHolding(date: string): Promise<string> {
  const cart = await newCart(t, job);
  const window = (await offered(cart)).find((d) => d.date === date)?.windows.find((w) => w.available);
  if (!window) throw new Error(`no window on ${date}`);
  const held = await t.app.inject({
    method: "POST",
    url: `/api/cart/${cart}/reservation`,
    payload: { startsAt: window.startsAt },
  });
  expect(held.statusCode, held.body).toBe(201);
  return cart;
}

const addException = (body: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/contractor/${ola.contractorId}/electrician/${ola.uuid}/availability-exception`,
    headers: { authorization: `Bearer ${admin}` },
    payload: body,
  });

describe("the storefront honours the availability editor", () => {
  it("offers an extra Saturday, and no longer once it is blocked: a cart holding that time loses it", async () => {
    expect(await offeredDates()).not.toContain(SATURDAY);
    const extra = await addException({
      kind: "extra",
      from_date: SATURDAY,
      to_date: SATURDAY,
      start_time: "07:00",
      end_time: "17:00",
      note: "Ekstra lørdag",
    });
    expect(extra.statusCode, extra.body).toBe(200);
    expect(await offeredDates()).toContain(SATURDAY);
    // A customer holds a Saturday window in their cart.
    await cartHolding(SATURDAY);
    const blocked = await addException({ kind: "blocked", from_date: SATURDAY, to_date: SATURDAY });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await offeredDates()).not.toContain(SATURDAY);
    // The held time is released: the cart has no reservation any more and chooses again.
    const [still] = await t.database.db
      .select({ id: timeslot.id })
      .from(timeslot)
      .where(and(eq(timeslot.electricianId, olaId), eq(timeslot.status, "RESERVED")));
    expect(still).toBeUndefined();
  });

  it("a holiday and a booking racing for the same time: exactly one wins, no booked job in the holiday", async () => {
    const TUESDAY = "2026-03-10";
    const cart = await cartHolding(TUESDAY);
    const body = await bookBody(t, "+4792222777");
    const [booked, holiday] = await Promise.all([
      t.app.inject({ method: "POST", url: `/api/cart/${cart}/book`, payload: body }),
      addException({ kind: "holiday", from_date: TUESDAY, to_date: TUESDAY }),
    ]);
    const outcome = [booked.statusCode, holiday.statusCode];
    if (booked.statusCode === 201) {
      expect(holiday.statusCode, holiday.body).toBe(409);
      expect(holiday.json().code).toBe("AVAILABILITY_AFFECTS_PROJECTS");
    } else {
      expect(outcome, booked.body).toEqual([409, 200]);
      expect(booked.json().code).toBe("CART_EXPIRED");
      const inHoliday = await t.database.db
        .select({ id: timeslot.id })
        .from(timeslot)
        .where(and(eq(timeslot.electricianId, olaId), eq(timeslot.status, "BOOKED")));
      expect(inHoliday).toEqual([]);
    }
  });
});
