import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  integrity,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "../booking/booking.test-support.ts";
import { type Person, withSalesPartners } from "./seller.test-support.ts";

// Concurrent on the PostgreSQL server, serialised on PGlite: either way exactly one booking wins.
let t: BookingTestApp;
let job: { id: number; versionId: number };
let tokens: Record<Person, string>;

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  // One electrician, 08:00–09:30 Oslo: room for one 90-minute job a day.
  await onlyOneElectrician(t.database.db, "08:00", "09:30");
  job = await jobOf(t, "el-kontroll");
  tokens = await withSalesPartners(t);
}, 60_000);
afterAll(() => t.close());

describe("a seller and a customer racing for the last time", () => {
  it("exactly one books it; the other gets TIMESLOT_TAKEN, never a double booking", async () => {
    for (let round = 0; round < 5; round++) {
      const day = `2026-03-0${3 + round}T07:00:00.000Z`;
      const [sellerCart, customerCart] = [await newCart(t, job), await newCart(t, job)];
      const [sellerBody, customerBody] = [
        { ...(await bookBody(t, `+479820${round}001`)), sellerDescription: "Race" },
        await bookBody(t, `+479820${round}002`),
      ];
      const attempt = async (cart: string, url: string, body: object, token?: string) => {
        const headers = token ? { authorization: `Bearer ${token}` } : {};
        const held = await t.app.inject({
          method: "POST",
          url: `/api/cart/${cart}/reservation`,
          payload: { startsAt: day },
          headers,
        });
        if (held.statusCode !== 201) return { status: held.statusCode, code: held.json().code as string };
        const booked = await t.app.inject({
          method: "POST",
          url: `/api/cart/${cart}/${url}`,
          payload: body,
          headers: { ...headers, "idempotency-key": `race-${round}-${url}` },
        });
        return { status: booked.statusCode, code: booked.json().code as string | undefined };
      };
      const outcomes = await Promise.all([
        attempt(sellerCart, "book-by-seller", sellerBody, tokens.magnus),
        attempt(customerCart, "book", customerBody),
      ]);
      expect(
        outcomes.filter((o) => o.status === 201),
        JSON.stringify(outcomes),
      ).toHaveLength(1);
      const loser = outcomes.find((o) => o.status !== 201);
      expect(loser?.code).toBe("TIMESLOT_TAKEN");
    }
    expect(await integrity(t.database.db)).toMatchObject({
      overlaps: 0,
      orphanProjects: 0,
      bookedWithoutProject: 0,
      projects: 5,
      bookedCarts: 5,
    });
  }, 60_000);
});
