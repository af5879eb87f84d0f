import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BookingTestApp,
  createBookingTestApp,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "../booking/booking.test-support.ts";
import { tokensFor } from "../project/project.test-support.ts";
import { electrician, weeklyAvailability } from "../schedule/schedule.schema.ts";

// The storefront's offered times follow the availability editor: an extra Saturday opens a day the
// week does not have, and blocked hours close it again (decision 029).

let t: BookingTestApp;
let job: { id: number; versionId: number };
let admin: string;
let ola: { uuid: string; contractorId: number };

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";
const SATURDAY = "2026-03-07";

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  job = await jobOf(t, "el-kontroll");
  const { tokens } = await tokensFor(t, ["CONTRACTOR_ADMIN"]);
  admin = tokens.get("CONTRACTOR_ADMIN") as string;
  // Ola alone, every day 07–17 but Saturdays.
  const olaId = await onlyOneElectrician(t.database.db);
  await t.database.db
    .delete(weeklyAvailability)
    .where(and(eq(weeklyAvailability.electricianId, olaId), eq(weeklyAvailability.weekday, 6)));
  const [row] = await t.database.db.select().from(electrician).where(eq(electrician.id, olaId));
  if (!row) throw new Error("no Ola");
  ola = { uuid: row.uuid, contractorId: row.contractorId };
}, 180_000);
afterAll(() => t.close());

async function offeredDates(): Promise<string[]> {
  const cart = await newCart(t, job);
  const res = await t.app.inject({ method: "GET", url: `/api/cart/${cart}/available-times?days=14` });
  expect(res.statusCode, res.body).toBe(200);
  const days = res.json().data.days as { date: string; windows: { available: boolean }[] }[];
  return days.filter((day) => day.windows.some((w) => w.available)).map((day) => day.date);
}

const addException = (body: object) =>
  t.app.inject({
    method: "POST",
    url: `/api/contractor/${ola.contractorId}/electrician/${ola.uuid}/availability-exception`,
    headers: { authorization: `Bearer ${admin}` },
    payload: body,
  });

describe("the storefront honours the availability editor", () => {
  it("offers an extra Saturday, and no longer once it is blocked", async () => {
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
    const blocked = await addException({ kind: "blocked", from_date: SATURDAY, to_date: SATURDAY });
    expect(blocked.statusCode, blocked.body).toBe(200);
    expect(await offeredDates()).not.toContain(SATURDAY);
  });
});
