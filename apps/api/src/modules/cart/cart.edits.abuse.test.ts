import { MAX_CART_LINES } from "@mt/domain/state/cart";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import type { Database, Db } from "../../db/database.ts";
import { parseEnv } from "../../env.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { seedCatalogue } from "../catalogue/catalogue.seed.ts";
import { barePath, uploadedPhoto } from "../media/media.test-support.ts";
import { cart, cartLineItem } from "./cart.schema.ts";

// Attacks on cart lines: concurrent edits that lose a change, a PATCH that empties the images, and
// `POST cart/{id}/line-item` beyond the cap a new cart has.

let t: { app: Awaited<ReturnType<typeof buildApp>>; database: Database };
let job: { id: number; versionId: number; products: { id: number; name: string }[] };
/** The customer's photos, by the signed links their uploads answered with. */
let fuseBox: string;
let front: string;
/** Runs inside a line edit between reading the line and writing it. */
let beforeLineWrite: (() => Promise<void>) | null = null;

beforeAll(async () => {
  const database = await createTestDatabase();
  const app = await buildApp({
    env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }),
    database,
    cart: { beforeLineWrite: async () => beforeLineWrite?.() },
  });
  await app.ready();
  t = { app, database };
  await database.db.transaction((tx) => seedCatalogue(tx as unknown as Db));
  job = (await app.inject({ method: "GET", url: "/api/catalogue/job/elbillader" })).json().data;
  fuseBox = await uploadedPhoto(app);
  front = await uploadedPhoto(app, "#0b3d5c");
});
afterAll(async () => {
  await t.app.close();
  await t.database.close();
});

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }) });

const answers = (avstand = 14) => ({
  lader: (job.products.find((p) => p.name.startsWith("Zaptec Go")) as { id: number }).id,
  avstand,
  plass: "ja",
  tillegg: [],
  "bilde-sikringsskap": [fuseBox],
});
const line = (extra: object = {}) => ({
  type: "JOB",
  data: { jobTypeId: job.id, jobTypeVersionId: job.versionId, answers: answers(), ...extra },
});

async function cartWithLine(extra: object = {}): Promise<{ uuid: string; n: number }> {
  const res = await call("POST", "/api/cart", { line_items: [line(extra)] });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { uuid: data.uuid, n: data.lineItems[0].id };
}

const lineOf = async (uuid: string, n: number) =>
  (await call("GET", `/api/cart/${uuid}/line-item/${n}`)).json().data.data;

describe("a PATCH changes only what it names", () => {
  it("keeps the images (sent and uploaded) when the PATCH does not mention them", async () => {
    const { uuid, n } = await cartWithLine({ images: [front] });
    const images = async () => ((await lineOf(uuid, n)).images as string[]).map(barePath);
    expect(await images()).toEqual([barePath(fuseBox), barePath(front)]);
    const res = await call("PATCH", `/api/cart/${uuid}/line-item/${n}`, {
      data: { commentForElectrician: "Hunden er snill" },
    });
    expect(res.statusCode).toBe(200);
    const after = await lineOf(uuid, n);
    expect(await images()).toEqual([barePath(fuseBox), barePath(front)]);
    expect(after.commentForElectrician).toBe("Hunden er snill");
    // Naming images replaces the sent ones; the answers' own upload stays.
    await call("PATCH", `/api/cart/${uuid}/line-item/${n}`, { data: { images: [] } });
    expect(await images()).toEqual([barePath(fuseBox)]);
    expect((await lineOf(uuid, n)).commentForElectrician).toBe("Hunden er snill");
  });

  it("an answer edited while a comment edit is between reading and writing the line: both stay", async () => {
    const { uuid, n } = await cartWithLine();
    let reached = () => {};
    let release = () => {};
    const paused = new Promise<void>((resolve) => {
      reached = resolve;
    });
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    beforeLineWrite = async () => {
      beforeLineWrite = null;
      reached();
      await gate;
    };
    const first = call("PATCH", `/api/cart/${uuid}/line-item/${n}`, {
      data: { commentForElectrician: "Ring på" },
    });
    await paused;
    const second = await call("PATCH", `/api/cart/${uuid}/line-item/${n}`, {
      data: { answers: answers(33) },
    });
    expect(second.statusCode).toBe(200);
    release();
    expect((await first).statusCode).toBe(200);
    const after = await lineOf(uuid, n);
    expect(after.commentForElectrician).toBe("Ring på");
    expect(after.answers.avstand).toBe(33);
  });

  it("a line that changes under every try answers CART_LINE_CONFLICT and keeps the other edits", async () => {
    const { uuid, n } = await cartWithLine({ commentForElectrician: "Først" });
    let landed = 0;
    beforeLineWrite = async () => {
      landed++;
      await t.database.db
        .update(cartLineItem)
        .set({ revision: sql`${cartLineItem.revision} + 1` })
        .where(eq(cartLineItem.id, n));
    };
    const res = await call("PATCH", `/api/cart/${uuid}/line-item/${n}`, {
      data: { commentForElectrician: "Sist" },
    });
    beforeLineWrite = null;
    expect(landed).toBeGreaterThan(1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "CART_LINE_CONFLICT", errors: {} });
    expect((await lineOf(uuid, n)).commentForElectrician).toBe("Først");
  });

  it("30 trials of a comment and an answer edited at the same moment: both changes stay", async () => {
    const { uuid, n } = await cartWithLine();
    for (let trial = 0; trial < 30; trial++) {
      const comment = `Kommentar ${trial}`;
      const avstand = 10 + (trial % 20);
      const [a, b] = await Promise.all([
        call("PATCH", `/api/cart/${uuid}/line-item/${n}`, { data: { commentForElectrician: comment } }),
        call("PATCH", `/api/cart/${uuid}/line-item/${n}`, { data: { answers: answers(avstand) } }),
      ]);
      // Either both apply, or the later is told (never a silent loss).
      for (const res of [a, b]) {
        if (res.statusCode !== 200) expect(res.json().code).toBe("CART_LINE_CONFLICT");
      }
      const after = await lineOf(uuid, n);
      if (a.statusCode === 200) expect(after.commentForElectrician, `trial ${trial}`).toBe(comment);
      if (b.statusCode === 200) expect(after.answers.avstand, `trial ${trial}`).toBe(avstand);
      expect([a.statusCode, b.statusCode]).toContain(200);
    }
  });
});

describe("one cap on lines everywhere", () => {
  it(`POST cart/{id}/line-item refuses the line after ${MAX_CART_LINES} with CART_FULL`, async () => {
    const full = await call("POST", "/api/cart", {
      line_items: Array.from({ length: MAX_CART_LINES }, () => line()),
    });
    expect(full.statusCode).toBe(201);
    const { uuid } = full.json().data;
    const responses = [];
    for (let i = 0; i < 10; i++) responses.push(await call("POST", `/api/cart/${uuid}/line-item`, line()));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(422));
    expect(responses[0]?.json()).toMatchObject({
      code: "CART_FULL",
      message: `Handlekurven kan ha høyst ${MAX_CART_LINES} jobber.`,
    });
    expect((await call("GET", `/api/cart/${uuid}`)).json().data.lineItems).toHaveLength(MAX_CART_LINES);
    const tooMany = await call("POST", "/api/cart", {
      line_items: Array.from({ length: MAX_CART_LINES + 1 }, () => line()),
    });
    expect(tooMany.statusCode).toBe(422);
  });

  it("concurrent adds to an almost full cart stop at the cap", async () => {
    const res = await call("POST", "/api/cart", {
      line_items: Array.from({ length: MAX_CART_LINES - 3 }, () => line()),
    });
    const { uuid } = res.json().data;
    const adds = await Promise.all(
      Array.from({ length: 12 }, () => call("POST", `/api/cart/${uuid}/line-item`, line())),
    );
    expect(adds.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(adds.filter((r) => r.statusCode === 422)).toHaveLength(9);
    const [row] = await t.database.db.select().from(cart).where(eq(cart.uuid, uuid));
    expect(await t.database.db.$count(cartLineItem, eq(cartLineItem.cartId, row?.id ?? 0))).toBe(
      MAX_CART_LINES,
    );
  });
});
