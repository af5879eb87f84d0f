import type { Role } from "@mt/domain/roles/roles";
import { sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
} from "../booking/booking.test-support.ts";
import { tokensFor } from "../project/project.test-support.ts";

/*
 * The run-time settings (decision 042): only global admins read and change them, each value is
 * validated, every change is logged, and a change takes effect on the next request.
 */

// Monday 1 March 2027, 08:00 in Oslo (in the future, so scheduled reminders stay unsent).
const MONDAY = "2027-03-01T07:00:00.000Z";
// Tuesday 08:00 in Oslo: the first arrival window after the 24-hour lead time.
const TUESDAY_WINDOW = "2027-03-02T07:00:00.000Z";
const ROLES: Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE", "CUSTOMER", "CONTRACTOR_ADMIN"];

let t: BookingTestApp;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let job: { id: number; versionId: number };

const call = (
  method: "GET" | "PATCH" | "POST",
  url: string,
  who: Role | null,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload && { payload }),
    ...(who && { headers: { authorization: `Bearer ${tokens.get(who) as string}` } }),
  });
const patch = (payload: object) => call("PATCH", "/settings", "GLOBAL_ADMIN", payload);

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  ({ tokens } = await tokensFor(t, ROLES));
  job = await jobOf(t, "el-kontroll");
});
afterAll(() => t.close());

describe("who may read and change the settings", () => {
  it("lets only global admins read and patch; the public settings stay public", async () => {
    for (const who of [...ROLES, null]) {
      const expected = who === "GLOBAL_ADMIN" ? 200 : who === null ? 401 : 403;
      expect((await call("GET", "/settings", who)).statusCode, `GET as ${who}`).toBe(expected);
      expect((await call("PATCH", "/settings", who, {})).statusCode, `PATCH as ${who}`).toBe(expected);
    }
    const open = await call("GET", "/settings/public", null);
    expect(open.statusCode).toBe(200);
    expect(open.json().data.siteServices).toBeDefined();
  });
});

describe("validation", () => {
  it.each([
    [{ reservationMinutes: 2 }, "reservationMinutes", "Minst 5 minutter"],
    [{ reservationMinutes: 12.5 }, "reservationMinutes", "Oppgi et helt tall"],
    [{ bookingHorizonDays: 1000 }, "bookingHorizonDays", "Høyst 365 dager"],
    [{ customerServiceEmail: "ikke-en-adresse" }, "customerServiceEmail", undefined],
    [{ customerServicePhone: "123" }, "customerServicePhone", undefined],
    [{ productName: " " }, "productName", "Oppgi produktnavn"],
    [{ arrivalWindows: [] }, "arrivalWindows", "Oppgi minst ett ankomstvindu"],
    [
      { arrivalWindows: [{ start: "10:00", end: "09:00" }] },
      "arrivalWindows.0.end",
      "Slutt må være etter start",
    ],
    [
      {
        arrivalWindows: [
          { start: "08:00", end: "12:00" },
          { start: "11:00", end: "15:00" },
        ],
      },
      "arrivalWindows",
      "Ankomstvinduene kan ikke overlappe",
    ],
    [
      { arrivalWindows: [{ start: "8", end: "25:00" }] },
      "arrivalWindows.0.start",
      "Bruk klokkeslett som TT:MM",
    ],
    [{ cartReminderHours: [72, 24] }, "cartReminderHours", undefined],
    [{ launchedWorkTypes: ["WIND"] }, "launchedWorkTypes.0", undefined],
  ])("refuses %j with a Norwegian message on the field", async (payload, field, message) => {
    const res = await patch(payload);
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toContain(field);
    if (message) expect(errors[field]).toContain(message);
  });

  it("changes nothing when one field of the save is wrong", async () => {
    const res = await patch({ productName: "Nytt navn", reservationMinutes: 0 });
    expect(res.statusCode).toBe(422);
    expect((await call("GET", "/settings", "GLOBAL_ADMIN")).json().data.values.productName).not.toBe(
      "Nytt navn",
    );
  });
});

describe("change log", () => {
  it("logs who changed what, from what to what, and not a save that changes nothing", async () => {
    const first = await patch({ reservationMinutes: 30, customerServicePhone: "22 12 34 56" });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json().data;
    expect(page.values).toMatchObject({ reservationMinutes: 30, customerServicePhone: "+4722123456" });
    expect(page.changes[0]).toMatchObject({
      changedBy: "Ingrid Haugen",
      before: { reservationMinutes: 15, customerServicePhone: "+4780012345" },
      after: { reservationMinutes: 30, customerServicePhone: "+4722123456" },
    });
    expect(Object.keys(page.changes[0].after)).toHaveLength(2);
    const again = await patch({ reservationMinutes: 30 });
    expect(again.json().data.changes).toHaveLength(page.changes.length);
  });
});

describe("settings take effect at once", () => {
  it("gives every visitor the stored customer service contact", async () => {
    await patch({ customerServicePhone: "22 12 34 56", customerServiceEmail: "hjelp@montortorget.no" });
    const res = await call("GET", "/settings/public", null);
    expect(res.json().data.customerService).toEqual({ phone: "+4722123456", email: "hjelp@montortorget.no" });
  });

  it("reserves for the stored number of minutes", async () => {
    await patch({ reservationMinutes: 20 });
    const cart = await newCart(t, job);
    const res = await call("POST", `/cart/${cart}/reservation`, null, { startsAt: TUESDAY_WINDOW });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.reservation.secondsLeft).toBe(20 * 60);
    await patch({ reservationMinutes: 15 });
  });

  it("offers only the stored arrival windows", async () => {
    await patch({ arrivalWindows: [{ start: "09:00", end: "11:00" }] });
    const cart = await newCart(t, job);
    const taken = await call("POST", `/cart/${cart}/reservation`, null, { startsAt: TUESDAY_WINDOW });
    expect(taken.statusCode).toBe(422);
    const nine = await call("POST", `/cart/${cart}/reservation`, null, {
      startsAt: "2027-03-02T08:00:00.000Z",
    });
    expect(nine.statusCode, nine.body).toBe(201);
    await patch({
      arrivalWindows: [
        { start: "08:00", end: "12:00" },
        { start: "12:00", end: "16:00" },
      ],
    });
  });

  it("reserves no time for a work type taken off sale, and again once it is back on sale", async () => {
    // The reservation reads the offer rules, the work types on sale and the hold in one query.
    await patch({ launchedWorkTypes: ["HEAT_PUMP"] });
    const cart = await newCart(t, job);
    const off = await call("POST", `/cart/${cart}/reservation`, null, { startsAt: TUESDAY_WINDOW });
    expect(off.statusCode, off.body).toBe(409);
    expect(off.json().code).toBe("TIMESLOT_TAKEN");
    await patch({ launchedWorkTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"] });
    const on = await call("POST", `/cart/${cart}/reservation`, null, { startsAt: TUESDAY_WINDOW });
    expect(on.statusCode, on.body).toBe(201);
  });

  it("hides work types that are not launched", async () => {
    await patch({ launchedWorkTypes: ["ELECTRICIAN"] });
    expect((await call("GET", "/post-code/0150", null)).json().data.jobTypes).toEqual(["ELECTRICIAN"]);
    await patch({ launchedWorkTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"] });
    expect((await call("GET", "/post-code/0150", null)).json().data.jobTypes).toEqual([
      "ELECTRICIAN",
      "HEAT_PUMP",
      "SOLAR",
    ]);
  });
});

describe("cart reminders", () => {
  const outboxOf = async (cart: string) => {
    type Row = { status: string; next_attempt_at: string | Date };
    const result = (await t.database.db.execute(
      sql`select status, next_attempt_at from outbox_message where meta->>'cartUuid' = ${cart} order by next_attempt_at`,
    )) as unknown as { rows: Row[] };
    return result.rows.map((row) => ({
      status: row.status,
      at: new Date(row.next_attempt_at).toISOString(),
    }));
  };
  const hoursLater = (hours: number) => new Date(Date.parse(MONDAY) + hours * 3_600_000).toISOString();

  it("schedules the later reminders of the stored schedule, and booking the cart cancels them", async () => {
    await patch({ cartReminderHours: [24, 72] });
    const cart = await newCart(t, job);
    const sent = await call("POST", `/cart/${cart}/reminders`, null, { email: "finn@example.no" });
    expect(sent.statusCode, sent.body).toBe(201);
    const later = (await outboxOf(cart)).filter((row) => row.at > MONDAY);
    expect(later).toEqual([
      { status: "pending", at: hoursLater(24) },
      { status: "pending", at: hoursLater(72) },
    ]);

    expect(
      (await call("POST", `/cart/${cart}/reservation`, null, { startsAt: TUESDAY_WINDOW })).statusCode,
    ).toBe(201);
    const booked = await call("POST", `/cart/${cart}/book`, null, await bookBody(t, "+4791234599"));
    expect(booked.statusCode, booked.body).toBe(201);
    const after = (await outboxOf(cart)).filter((row) => row.at > MONDAY);
    expect(after.map((row) => row.status)).toEqual(["cancelled", "cancelled"]);
  });

  it("keeps one schedule per address: a newer send replaces it", async () => {
    const first = await newCart(t, job);
    const second = await newCart(t, job);
    const to = { email: "kari@example.no" };
    expect((await call("POST", `/cart/${first}/reminders`, null, to)).statusCode).toBe(201);
    expect((await call("POST", `/cart/${second}/reminders`, null, to)).statusCode).toBe(201);
    const statuses = async (cart: string) =>
      (await outboxOf(cart)).filter((row) => row.at > MONDAY).map((row) => row.status);
    expect(await statuses(first)).toEqual(["cancelled", "cancelled"]);
    expect(await statuses(second)).toEqual(["pending", "pending"]);
  });

  it("sends only the first reminder when the schedule is empty", async () => {
    await patch({ cartReminderHours: [] });
    const cart = await newCart(t, job);
    expect(
      (await call("POST", `/cart/${cart}/reminders`, null, { phone_number: "+4791234598" })).statusCode,
    ).toBe(201);
    expect((await outboxOf(cart)).filter((row) => row.at > MONDAY)).toEqual([]);
  });
});
