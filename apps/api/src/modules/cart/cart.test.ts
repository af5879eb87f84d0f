import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { seedCatalogue } from "../catalogue/catalogue.seed.ts";
import { barePath, uploadedPhoto } from "../media/media.test-support.ts";
import { cart, cartLineItem } from "./cart.schema.ts";

let t: TestApp;
let charger: { id: number; versionId: number; products: { id: number; name: string; priceOre: number }[] };
/** The customer's photo of the fuse box, by the signed link its upload answered with. */
let photo: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedCatalogue(tx as unknown as Db));
  const job = (await t.app.inject({ method: "GET", url: "/api/catalogue/job/elbillader" })).json().data;
  charger = { id: job.id, versionId: job.versionId, products: job.products };
  photo = await uploadedPhoto(t.app);
});
afterAll(() => t.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, ...(payload && { payload }) });

function productId(name: string) {
  return (charger.products.find((p) => p.name.startsWith(name)) as { id: number }).id;
}

const answers = () => ({
  lader: productId("Zaptec Go"),
  avstand: 14,
  plass: "nei",
  tillegg: ["graving", "lastbalansering"],
  groft: 6,
  "bilde-sikringsskap": [photo],
});

const jobLine = (extra: object = {}) => ({
  type: "JOB",
  data: { jobTypeId: charger.id, jobTypeVersionId: charger.versionId, answers: answers(), ...extra },
});

async function rowCounts() {
  return {
    carts: await t.database.db.$count(cart),
    lines: await t.database.db.$count(cartLineItem),
  };
}

// 6 990 base + 4 × 250 m + 2 500 plass + 3 000 graving + 1 200 balansering + 6 × 400 grøft = 17 090 kr
// materials: jordfeilautomat 590 + Zaptec 10 990 + 14 m kabel × 29 = 11 986 kr
const EXPECTED_TOTAL = (6990 + 1000 + 2500 + 3000 + 1200 + 2400 + 590 + 10990 + 14 * 29) * 100;

describe("the cart", () => {
  it("creates a cart, prices a JOB line on the server and shows it by uuid", async () => {
    const created = await call("POST", "/api/cart", { post_code: "0150" });
    expect(created.statusCode).toBe(201);
    const { uuid } = created.json().data;
    expect(uuid).toMatch(/^[0-9a-f-]{36}$/);
    const added = await call(
      "POST",
      `/api/cart/${uuid}/line-item`,
      jobLine({ commentForElectrician: "Ring på døra" }),
    );
    expect(added.statusCode).toBe(201);
    const data = added.json().data;
    expect(data.lineItems).toHaveLength(1);
    const line = data.lineItems[0];
    expect(line.type).toBe("JOB");
    expect(line.data).toMatchObject({
      typeKey: "ELECTRICIAN",
      jobTypeId: charger.id,
      jobTypeVersionId: charger.versionId,
      slug: "elbillader",
      commentForElectrician: "Ring på døra",
    });
    expect(line.data.images.map(barePath)).toEqual([barePath(photo)]);
    expect(line.data.summary).toEqual([
      { question: "Velg lader", answer: "Zaptec Go elbillader" },
      { question: "Avstand fra sikringsskapet til laderen", answer: "14\u00a0m" },
      { question: "Er det ledig plass i sikringsskapet?", answer: "Nei, det må utvides" },
      { question: "Trenger du noe av dette?", answer: "Graving av grøft for kabel, Lastbalansering" },
      { question: "Hvor lang er grøfta?", answer: "6\u00a0m" },
      { question: "Last opp et bilde av sikringsskapet", answer: "1\u00a0bilde" },
    ]);
    expect(line.data.totals.totalOre).toBe(EXPECTED_TOTAL);
    expect(line.data.totals.vatOre).toBe(EXPECTED_TOTAL / 5);
    expect(line.data.materials.map((m: { name: string }) => m.name)).toContain("Zaptec Go elbillader");
    expect(data.totals.totalOre).toBe(EXPECTED_TOTAL);

    const fetched = await call("GET", `/api/cart/${uuid}`);
    expect(fetched.json().data).toEqual(data);
    expect((await call("GET", `/api/cart/${uuid}/line-item`)).json().data).toEqual(data.lineItems);
    expect((await call("GET", `/api/cart/${uuid}/line-item/${line.id}`)).json().data).toEqual(line);
  });

  it("ignores a total, materials or prices sent by the client", async () => {
    const { uuid } = (await call("POST", "/api/cart", {})).json().data;
    const tampered = jobLine({
      totals: { totalOre: 100, baseOre: 1 },
      materials: [{ productId: 1, quantity: 1, unitPriceOre: 1, totalOre: 1 }],
      priceOre: 1,
    });
    const res = await call("POST", `/api/cart/${uuid}/line-item`, tampered);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.lineItems[0].data.totals.totalOre).toBe(EXPECTED_TOTAL);
    expect(res.json().data.totals.totalOre).toBe(EXPECTED_TOTAL);
  });

  it("refuses unknown version ids and templates with 422 and stores nothing", async () => {
    const before = await rowCounts();
    const res = await call("POST", "/api/cart", { line_items: [jobLine({ jobTypeVersionId: 999_999 })] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "line_items.0.data.jobTypeVersionId": ["Ukjent versjon av jobben"] });
    const otherTemplates = await call("POST", "/api/cart", {
      line_items: [jobLine({ jobTypeId: charger.id + 1 })],
    });
    expect(otherTemplates.statusCode).toBe(422);
    expect(otherTemplates.json().errors).toHaveProperty(["line_items.0.data.jobTypeVersionId"]);
    const noTemplate = await call("POST", "/api/cart", { line_items: [jobLine({ jobTypeId: 999_999 })] });
    expect(noTemplate.json().errors).toEqual({ "line_items.0.data.jobTypeId": ["Jobben finnes ikke"] });
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses bad answers with 422 and field errors, and stores nothing", async () => {
    const { uuid } = (await call("POST", "/api/cart", {})).json().data;
    const before = await rowCounts();
    const res = await call("POST", `/api/cart/${uuid}/line-item`, {
      type: "JOB",
      data: {
        jobTypeId: charger.id,
        jobTypeVersionId: charger.versionId,
        answers: { lader: 424242, avstand: 500, plass: "kanskje" },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "answers.lader": ["Ugyldig valg"],
      "answers.avstand": ["Må være maks 60"],
      "answers.plass": ["Ugyldig valg"],
      "answers.bilde-sikringsskap": ["Må fylles ut"],
    });
    expect(await rowCounts()).toEqual(before);
    // A wholly malformed body is refused by the schema.
    const malformed = await call("POST", `/api/cart/${uuid}/line-item`, {
      type: "PRODUCT",
      data: { answers: "x" },
    });
    expect(malformed.statusCode).toBe(422);
    expect(Object.keys(malformed.json().errors)).toEqual(
      expect.arrayContaining(["type", "data.jobTypeId", "data.jobTypeVersionId"]),
    );
    expect((await call("GET", `/api/cart/${uuid}`)).json().data.lineItems).toEqual([]);
  });

  it("one bad line in a new cart stores no cart at all", async () => {
    const before = await rowCounts();
    const res = await call("POST", "/api/cart", {
      line_items: [jobLine(), jobLine({ answers: { ...answers(), plass: "x" } })],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ "line_items.1.data.answers.plass": ["Ugyldig valg"] });
    expect(await rowCounts()).toEqual(before);
  });

  it("edits answers and reprices, keeps the comment, and removes lines", async () => {
    const created = await call("POST", "/api/cart", {
      line_items: [jobLine({ commentForElectrician: "Hund i hagen" })],
    });
    const { uuid, lineItems } = created.json().data;
    const n = lineItems[0].id;
    const cheaper = { ...answers(), tillegg: [], plass: "ja" };
    delete (cheaper as Record<string, unknown>).groft;
    const patched = await call("PATCH", `/api/cart/${uuid}/line-item/${n}`, {
      data: { answers: cheaper, totals: { totalOre: 1 } },
    });
    expect(patched.statusCode).toBe(200);
    const line = patched.json().data.lineItems[0];
    expect(line.data.totals.totalOre).toBe(EXPECTED_TOTAL - (2500 + 3000 + 1200 + 2400) * 100);
    expect(line.data.commentForElectrician).toBe("Hund i hagen");
    const badPatch = await call("PATCH", `/api/cart/${uuid}/line-item/${n}`, {
      data: { answers: { lader: -1 } },
    });
    expect(badPatch.statusCode).toBe(422);
    expect((await call("GET", `/api/cart/${uuid}`)).json().data.lineItems[0].data.totals.totalOre).toBe(
      line.data.totals.totalOre,
    );

    const removed = await call("DELETE", `/api/cart/${uuid}/line-item/${n}`);
    expect(removed.json().data).toMatchObject({ lineItems: [], totals: { totalOre: 0 } });
    expect((await call("DELETE", `/api/cart/${uuid}/line-item/${n}`)).statusCode).toBe(404);
    expect((await call("GET", `/api/cart/${uuid}/line-item/${n}`)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/cart/${uuid}/line-item/${n}`, { data: {} })).statusCode).toBe(404);
  });

  it("changes the post code and sets or releases the reservation", async () => {
    const { uuid } = (await call("POST", "/api/cart", {})).json().data;
    const reservation = "3f1c1d9e-8a43-4c53-9d5e-0d8c2b9d7a11";
    const res = await call("PATCH", `/api/cart/${uuid}`, { post_code: "5003" });
    expect(res.json().data).toMatchObject({ postCode: "5003", reservation: null });
    // A reservation is made with POST cart/{id}/reservation; a uuid that is not the cart's live
    // reservation answers CART_EXPIRED (the booking tests cover the live case).
    const unknown = await call("PATCH", `/api/cart/${uuid}`, { reservation_uuid: reservation });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().code).toBe("CART_EXPIRED");
    const released = await call("PATCH", `/api/cart/${uuid}`, { reservation_uuid: null });
    expect(released.json().data.reservation).toBeNull();
    const bad = await call("PATCH", `/api/cart/${uuid}`, { post_code: "12a" });
    expect(bad.statusCode).toBe(422);
  });

  it("is reachable only by its uuid: unknown or malformed ids are 404 or 422", async () => {
    expect((await call("GET", "/api/cart/3f1c1d9e-8a43-4c53-9d5e-0d8c2b9d7a11")).statusCode).toBe(404);
    expect((await call("GET", "/api/cart/1")).statusCode).toBe(422);
    expect(
      (await call("POST", "/api/cart/3f1c1d9e-8a43-4c53-9d5e-0d8c2b9d7a11/line-item", jobLine())).statusCode,
    ).toBe(404);
  });

  it("answers CART_BOOKED for changes to a booked cart", async () => {
    const { uuid } = (await call("POST", "/api/cart", {})).json().data;
    const { eq } = await import("drizzle-orm");
    await t.database.db.update(cart).set({ status: "booked" }).where(eq(cart.uuid, uuid));
    const res = await call("POST", `/api/cart/${uuid}/line-item`, jobLine());
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("CART_BOOKED");
  });
});

describe("a solar line", () => {
  it("records the panels it charges for, whatever the count, on every seeded solar job", async () => {
    for (const slug of ["solceller-10-kw", "solceller-6-kw", "batteri-solcelleanlegg"]) {
      const job = (await call("GET", `/api/catalogue/job/${slug}`)).json().data;
      const counts = job.definition.questions.find((q: { key: string }) => q.key === "paneler");
      for (const panels of counts ? [counts.min, 20, counts.max] : [undefined]) {
        const res = await call("POST", "/api/cart", {
          line_items: [
            {
              type: "JOB",
              data: {
                jobTypeId: job.id,
                jobTypeVersionId: job.versionId,
                answers: { tak: "takstein", ...(panels !== undefined && { paneler: panels }) },
              },
            },
          ],
        });
        expect(res.statusCode, res.body).toBe(201);
        const line = res.json().data.lineItems[0].data;
        const charged = line.materials
          .filter((m: { name: string }) => m.name.startsWith("Solcellepanel"))
          .reduce((sum: number, m: { quantity: number }) => sum + m.quantity, 0);
        expect(line.solar.panelQty ?? 0, `${slug} ${panels}`).toBe(charged);
        if (panels !== undefined) expect(charged).toBe(panels);
      }
    }
  });
});
