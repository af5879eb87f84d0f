import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
} from "../booking/booking.test-support.ts";
import { jobTemplate, jobTemplateVersion } from "../catalogue/catalogue.schema.ts";

// Attack: after version 15 of a template raised its price, a cart naming version 1 was accepted
// and booked at the old price. Rule (decision 010): new lines use the published version; a line
// keeps its price for CART_PRICE_HOLD_HOURS (72) from when it was priced, then moves to the
// published version, and a booking that would cross that change is refused once so the customer
// sees the new price first.

let t: BookingTestApp;
let v1: { id: number; versionId: number };
let v15: number;
const RAISE_ORE = 1_000_00;
const HOUR = 60 * 60 * 1000;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  v1 = await jobOf(t, "el-kontroll");
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }) });

/** Publishes version 15 of the template with a higher base price (as the editor's publish does). */
async function publishRaise(): Promise<number> {
  const { db } = t.database;
  const [old] = await db.select().from(jobTemplateVersion).where(eq(jobTemplateVersion.id, v1.versionId));
  if (!old) throw new Error("no version");
  const [created] = await db
    .insert(jobTemplateVersion)
    .values({
      jobTemplateId: old.jobTemplateId,
      version: 15,
      definition: { ...old.definition, basePriceOre: old.definition.basePriceOre + RAISE_ORE },
      products: old.products,
    })
    .returning();
  if (!created) throw new Error("not published");
  await db
    .update(jobTemplate)
    .set({ publishedVersionId: created.id })
    .where(eq(jobTemplate.id, old.jobTemplateId));
  return created.id;
}

const cartOf = async (uuid: string) => (await call("GET", `/api/cart/${uuid}`)).json().data;
const totalOf = async (uuid: string) => (await cartOf(uuid)).totals.totalOre as number;

async function reserveEarliest(uuid: string) {
  const times = (await call("GET", `/api/cart/${uuid}/available-times`)).json().data;
  const res = await call("POST", `/api/cart/${uuid}/reservation`, { startsAt: times.earliest.startsAt });
  expect(res.statusCode, res.body).toBe(201);
}

const book = async (uuid: string, phone: string) =>
  call("POST", `/api/cart/${uuid}/book`, await bookBody(t, phone));

describe("old template versions do not sell at old prices", () => {
  let held: string;
  let expiring: string;
  let viewed: string;
  let oldTotal: number;

  // Setup: three carts priced before the raise, then the raise.
  beforeAll(async () => {
    held = await newCart(t, v1);
    expiring = await newCart(t, v1);
    viewed = await newCart(t, v1);
    oldTotal = await totalOf(held);
    v15 = await publishRaise();
  });

  it("a new cart or a new line naming version 1 is refused with JOB_VERSION_OUTDATED", async () => {
    const line = {
      type: "JOB",
      data: { jobTypeId: v1.id, jobTypeVersionId: v1.versionId, answers: { bolig: "leilighet" } },
    };
    const created = await call("POST", "/api/cart", { post_code: "0150", line_items: [line] });
    expect(created.statusCode).toBe(409);
    expect(created.json()).toMatchObject({ code: "JOB_VERSION_OUTDATED", errors: {} });
    const added = await call("POST", `/api/cart/${held}/line-item`, line);
    expect(added.json().code).toBe("JOB_VERSION_OUTDATED");
    // Moving a held line back to an old version is refused too.
    const fresh = await newCart(t, { id: v1.id, versionId: v15 });
    const n = (await cartOf(fresh)).lineItems[0].id;
    const moved = await call("PATCH", `/api/cart/${fresh}/line-item/${n}`, {
      data: { jobTypeVersionId: v1.versionId },
    });
    expect(moved.json().code).toBe("JOB_VERSION_OUTDATED");
    expect(await totalOf(fresh)).toBe(oldTotal + RAISE_ORE);
    expect((await cartOf(held)).lineItems).toHaveLength(1);
  });

  it("within the hold the cart keeps the price it showed, and books at it", async () => {
    t.clock.now += 71 * HOUR;
    expect(await totalOf(held)).toBe(oldTotal);
    await reserveEarliest(held);
    const res = await book(held, "+4791110001");
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.project.totals.totalOre).toBe(oldTotal);
    expect(res.json().data.project.lineItems[0].jobTypeVersionId).toBe(v1.versionId);
  });

  it("after the hold, booking is refused once with CART_PRICE_CHANGED, then books at the new price", async () => {
    await reserveEarliest(expiring);
    t.clock.now += 2 * HOUR; // 73 h after the line was priced
    const refused = await book(expiring, "+4791110002");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("CART_PRICE_CHANGED");
    const now = await cartOf(expiring);
    expect(now.totals.totalOre).toBe(oldTotal + RAISE_ORE);
    expect(now.lineItems[0].data.jobTypeVersionId).toBe(v15);
    await reserveEarliest(expiring);
    const booked = await book(expiring, "+4791110002");
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json().data.project.totals.totalOre).toBe(oldTotal + RAISE_ORE);
  });

  it("after the hold, opening the cart shows the published version's price", async () => {
    const before = (await call("GET", `/api/cart/${viewed}`)).json().data;
    expect(before.lineItems[0].data.jobTypeVersionId).toBe(v15);
    expect(before.totals.totalOre).toBe(oldTotal + RAISE_ORE);
  });
});
