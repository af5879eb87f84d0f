import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { seedMedia } from "../media/media.seed.ts";
import { DEMO_TEMPLATES, seedCatalogue } from "./catalogue.seed.ts";

let t: AuthTestApp;
let adminAuth: Record<string, string>;
let customerAuth: Record<string, string>;

const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-catalogue-test-"));

beforeAll(async () => {
  t = await createAuthTestApp({ MEDIA_DIR: mediaDir });
  await t.database.db.transaction(async (tx) => {
    await seedMedia(tx as unknown as Db);
    await seedCatalogue(tx as unknown as Db);
  });
  adminAuth = { authorization: `Bearer ${await loginAs(t, demoPhone("GLOBAL_ADMIN"))}` };
  customerAuth = { authorization: `Bearer ${await loginAs(t, demoPhone("CUSTOMER"))}` };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  headers = adminAuth,
) => t.app.inject({ method, url, headers, ...(payload && { payload }) });

const minimalDraft = {
  title: "Bytte lysbryter",
  workType: "ELECTRICIAN",
  basePriceOre: 99_000,
  baseDurationMinutes: 30,
  questions: [
    {
      key: "antall",
      type: "number",
      title: "Hvor mange brytere?",
      min: 1,
      max: 10,
      includedUnits: 1,
      pricePerUnitOre: 49_000,
    },
  ],
};

describe("storefront catalogue", () => {
  it("gives every seeded job its own image from the media library, served in responsive widths", async () => {
    const { categories } = (await call("GET", "/api/catalogue", undefined, {})).json().data;
    const jobs: { slug: string; imageUrl?: string | null }[] = categories.flatMap(
      (c: { jobs: unknown[] }) => c.jobs,
    );
    expect(jobs.length).toBe(DEMO_TEMPLATES.length);
    const urls = new Set(jobs.map((job) => job.imageUrl));
    expect(urls.size).toBe(jobs.length);
    expect([...urls].every((url) => url?.startsWith("/media/seed/"))).toBe(true);
    expect(jobs.find((j) => j.slug === "elbillader")?.imageUrl).toBe("/media/seed/jobb-elbillader.jpg");
    for (const url of urls) {
      const res = await t.app.inject({ method: "GET", url: `${url}?w=400&dpr=1` });
      expect(res.statusCode, url ?? "").toBe(200);
      expect(res.headers["content-type"]).toMatch(/^image\//);
      expect((await sharp(res.rawPayload).metadata()).width).toBe(400);
    }
    const page = (await call("GET", "/api/catalogue/job/luft-til-luft-varmepumpe", undefined, {})).json();
    expect(page.data.definition.imageUrl).toBe("/media/seed/jobb-varmepumpe.jpg");
  });

  it("gives every seeded category an illustration from the media library", async () => {
    const { categories } = (await call("GET", "/api/catalogue", undefined, {})).json().data;
    const images = Object.fromEntries(
      categories.map((c: { name: string; imageUrl: string | null }) => [c.name, c.imageUrl]),
    );
    expect(images).toEqual({
      Elektriker: "/media/seed/kategori-elektriker.jpg",
      Elbillader: "/media/seed/jobb-elbillader.jpg",
      Varmepumpe: "/media/seed/kategori-varmepumpe.jpg",
      Solceller: "/media/seed/kategori-solceller.jpg",
    });
    const res = await t.app.inject({ method: "GET", url: "/media/seed/kategori-varmepumpe.jpg?w=160&dpr=2" });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it("lists every seeded job by category, with a starting price", async () => {
    const res = await call("GET", "/api/catalogue", undefined, {});
    expect(res.statusCode).toBe(200);
    const { categories } = res.json().data;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      "Elektriker",
      "Elbillader",
      "Varmepumpe",
      "Solceller",
    ]);
    const jobs = categories.flatMap((c: { jobs: unknown[] }) => c.jobs);
    expect(jobs).toHaveLength(DEMO_TEMPLATES.length);
    expect(DEMO_TEMPLATES.length).toBeGreaterThanOrEqual(12);
    const workTypes = new Set(jobs.map((j: { workType: string }) => j.workType));
    expect(workTypes).toEqual(new Set(["ELECTRICIAN", "HEAT_PUMP", "SOLAR"]));
    const charger = jobs.find((j: { slug: string }) => j.slug === "elbillader");
    // base + jordfeilautomat + the cheapest charger + the 10 m of cable the base price includes
    expect(charger.startingPriceOre).toBe(699_000 + 59_000 + 749_000 + 10 * 2_900);
  });

  it("gives a published job with its version and product prices, and 404 for an unknown slug", async () => {
    const res = await call("GET", "/api/catalogue/job/elbillader", undefined, {});
    expect(res.statusCode).toBe(200);
    const job = res.json().data;
    expect(job.version).toBe(1);
    expect(job.definition.questions.map((q: { type: string }) => q.type)).toEqual([
      "product_selector",
      "number",
      "radio",
      "checkbox",
      "number",
      "file_upload",
    ]);
    expect(job.products.length).toBeGreaterThan(3);
    expect((await call("GET", "/api/catalogue/job/finnes-ikke", undefined, {})).statusCode).toBe(404);
  });

  it("carries the solar fields on solar templates", async () => {
    const job = (await call("GET", "/api/catalogue/job/solceller-10-kw", undefined, {})).json().data;
    expect(job.definition.solar).toMatchObject({ panelType: "Monokrystallinsk 410 W, sort", panelQty: 24 });
    expect(job.definition.inspectionFirst).toBe(true);
  });
});

describe("job categories", () => {
  it("anyone reads them in the server format (name, icon)", async () => {
    const res = await call("GET", "/api/job-category", undefined, {});
    expect(res.json().data[0]).toMatchObject({
      name: "Elektriker",
      icon: "/ikoner/elektriker.svg",
      order: 0,
    });
  });

  it("global admins create, change, order and delete them; others are refused", async () => {
    expect((await call("POST", "/api/job-category", { name: "Smarthus" }, {})).statusCode).toBe(401);
    expect((await call("POST", "/api/job-category", { name: "Smarthus" }, customerAuth)).statusCode).toBe(
      403,
    );
    const created = await call("POST", "/api/job-category", {
      name: "Smarthus",
      icon: "/ikoner/smarthus.svg",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    const patched = await call("PATCH", `/api/job-category/${id}`, { name: "Smarthjem" });
    expect(patched.json().data).toMatchObject({
      id,
      name: "Smarthjem",
      icon: "/ikoner/smarthus.svg",
      imageUrl: null,
    });
    const pictured = await call("PATCH", `/api/job-category/${id}`, {
      imageUrl: " /media/seed/kategori-elektriker.jpg ",
    });
    expect(pictured.json().data).toMatchObject({
      name: "Smarthjem",
      imageUrl: "/media/seed/kategori-elektriker.jpg",
    });
    expect((await call("PATCH", `/api/job-category/${id}`, { imageUrl: "x".repeat(501) })).statusCode).toBe(
      422,
    );
    expect(
      (await call("PATCH", `/api/job-category/${id}`, { imageUrl: null })).json().data.imageUrl,
    ).toBeNull();
    const all = (await call("GET", "/api/job-category")).json().data.map((c: { id: number }) => c.id);
    const reordered = await call("POST", "/api/job-category/order", {
      ids: [id, ...all.filter((x: number) => x !== id)],
    });
    expect(reordered.json().data[0]).toMatchObject({ id, order: 0 });
    expect((await call("POST", "/api/job-category/order", { ids: [id, id] })).statusCode).toBe(422);
    expect((await call("DELETE", `/api/job-category/${id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/api/job-category/${id}`)).statusCode).toBe(404);
    expect((await call("PATCH", `/api/job-category/${id}`, { name: "X" })).statusCode).toBe(404);
  });

  it("refuses to delete a category while job templates use it, saying how many, and keeps it", async () => {
    const categories = (await call("GET", "/api/job-category")).json().data;
    const electrician = categories.find((c: { name: string }) => c.name === "Elektriker");
    const inUse = await call("DELETE", `/api/job-category/${electrician.id}`);
    expect(inUse.statusCode).toBe(409);
    const used = DEMO_TEMPLATES.filter((template) => template.category === "Elektriker").length;
    expect(inUse.json()).toEqual({
      code: "JOB_CATEGORY_IN_USE",
      message: `Kategorien brukes av ${used} jobbmaler og kan ikke slettes. Flytt dem til en annen kategori først.`,
      errors: {},
    });
    const names = (await call("GET", "/api/job-category")).json().data.map((c: { name: string }) => c.name);
    expect(names).toContain("Elektriker");

    const created = (await call("POST", "/api/job-category", { name: "Smarthus" })).json().data;
    const template = await call("POST", "/api/job-template", {
      slug: "smarthus-styring",
      categoryId: created.id,
      draft: { ...minimalDraft, title: "Smarthusstyring" },
    });
    expect(template.statusCode).toBe(201);
    const one = await call("DELETE", `/api/job-category/${created.id}`);
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(
      "Kategorien brukes av 1 jobbmal og kan ikke slettes. Flytt den til en annen kategori først.",
    );
    expect(
      (await call("DELETE", `/api/job-category/${created.id}`, undefined, customerAuth)).statusCode,
    ).toBe(403);
    await call("PATCH", `/api/job-template/${template.json().data.id}`, { categoryId: null });
    expect((await call("DELETE", `/api/job-category/${created.id}`)).statusCode).toBe(200);
  });

  it("take a new order of the whole list, which lasts; a partial or unknown list is refused", async () => {
    const before = (await call("GET", "/api/job-category")).json().data.map((c: { id: number }) => c.id);
    const reversed = [...before].reverse();
    expect((await call("POST", "/api/job-category/order", { ids: reversed }, customerAuth)).statusCode).toBe(
      403,
    );
    expect((await call("POST", "/api/job-category/order", { ids: reversed }, {})).statusCode).toBe(401);
    expect((await call("POST", "/api/job-category/order", { ids: reversed })).statusCode).toBe(200);
    const after = (await call("GET", "/api/job-category", undefined, {})).json().data;
    expect(after.map((c: { id: number }) => c.id)).toEqual(reversed);
    expect(after.map((c: { order: number }) => c.order)).toEqual(reversed.map((_, index) => index));

    const partial = await call("POST", "/api/job-category/order", { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors).toEqual({ ids: ["Listen må inneholde alle kategoriene, hver én gang"] });
    const unknown = await call("POST", "/api/job-category/order", { ids: [...reversed.slice(1), 999_999] });
    expect(unknown.statusCode).toBe(422);
    await call("POST", "/api/job-category/order", { ids: before });
  });

  it("validates the name", async () => {
    const res = await call("POST", "/api/job-category", { name: " " });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(["Må fylles ut"]);
  });
});

describe("products", () => {
  it("are for global admins only", async () => {
    expect((await call("GET", "/api/product", undefined, {})).statusCode).toBe(401);
    expect((await call("GET", "/api/product", undefined, customerAuth)).statusCode).toBe(403);
  });

  it("can be listed, searched, created and changed", async () => {
    const list = await call("GET", "/api/product?search=zaptec");
    expect(list.json().data).toHaveLength(1);
    expect((await call("GET", "/api/product?workType=SOLAR")).json().data).toHaveLength(3);
    const created = await call("POST", "/api/product", {
      sku: "9990001",
      name: "Dimmer LED 200 W",
      priceOre: 59_900,
      workType: "ELECTRICIAN",
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect((await call("GET", `/api/product/${id}`)).json().data.name).toBe("Dimmer LED 200 W");
    const changed = await call("PATCH", `/api/product/${id}`, { priceOre: 64_900, active: false });
    expect(changed.json().data).toMatchObject({ priceOre: 64_900, active: false });
    const duplicate = await call("POST", "/api/product", {
      sku: "9990001",
      name: "X",
      priceOre: 1,
      workType: "SOLAR",
    });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json().errors.sku).toEqual(["Varenummeret er i bruk"]);
    expect((await call("GET", "/api/product/999999")).statusCode).toBe(404);
    expect((await call("PATCH", "/api/product/999999", { name: "X" })).statusCode).toBe(404);
  });

  it("refuses a negative price", async () => {
    const res = await call("POST", "/api/product", { sku: "1", name: "X", priceOre: -5, workType: "SOLAR" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain("priceOre");
  });
});

describe("job templates", () => {
  it("are for global admins only", async () => {
    expect((await call("GET", "/api/job-template", undefined, {})).statusCode).toBe(401);
    expect(
      (await call("POST", "/api/job-template", { slug: "x", draft: minimalDraft }, customerAuth)).statusCode,
    ).toBe(403);
  });

  it("publish immutable versions: editing the draft never changes a published version", async () => {
    const created = await call("POST", "/api/job-template", { slug: "bytte-lysbryter", draft: minimalDraft });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ publishedVersionId: null, hasUnpublishedChanges: true });
    // Not on the storefront before it is published.
    expect((await call("GET", "/api/catalogue/job/bytte-lysbryter", undefined, {})).statusCode).toBe(404);

    const v1 = await call("POST", `/api/job-template/${id}/publish`);
    expect(v1.statusCode).toBe(201);
    expect(v1.json().data.version).toBe(1);
    const v1Id = v1.json().data.id;

    const edited = await call("PATCH", `/api/job-template/${id}`, {
      draft: { ...minimalDraft, basePriceOre: 129_000 },
    });
    expect(edited.json().data).toMatchObject({ publishedVersion: 1, hasUnpublishedChanges: true });
    expect(
      (await call("GET", `/api/job-template/${id}/version/${v1Id}`)).json().data.definition.basePriceOre,
    ).toBe(99_000);
    expect(
      (await call("GET", "/api/catalogue/job/bytte-lysbryter", undefined, {})).json().data.definition
        .basePriceOre,
    ).toBe(99_000);

    const v2 = await call("POST", `/api/job-template/${id}/publish`);
    expect(v2.json().data.version).toBe(2);
    const shown = (await call("GET", "/api/catalogue/job/bytte-lysbryter", undefined, {})).json().data;
    expect(shown).toMatchObject({ version: 2, startingPriceOre: 129_000 });
    // The old version stays reachable for carts that hold it.
    const old = await call("GET", `/api/catalogue/job/bytte-lysbryter?version=${v1Id}`, undefined, {});
    expect(old.json().data).toMatchObject({ version: 1, definition: { basePriceOre: 99_000 } });

    const detail = (await call("GET", `/api/job-template/${id}`)).json().data;
    expect(detail.versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(detail.hasUnpublishedChanges).toBe(false);
    expect((await call("GET", "/api/job-template")).json().data.length).toBeGreaterThanOrEqual(13);
  });

  it("refuses an invalid draft with field errors, a taken slug and an unknown category", async () => {
    const bad = await call("POST", "/api/job-template", {
      slug: "Ugyldig Slug",
      draft: {
        ...minimalDraft,
        basePriceOre: -1,
        questions: [{ key: "a", type: "radio", title: "A", options: [] }],
      },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(["slug", "draft.basePriceOre", "draft.questions.0.options"]),
    );
    const taken = await call("POST", "/api/job-template", { slug: "elbillader", draft: minimalDraft });
    expect(taken.json().errors).toEqual({ slug: ["Adressen er i bruk"] });
    const noCategory = await call("POST", "/api/job-template", {
      slug: "ny-jobb",
      categoryId: 9999,
      draft: minimalDraft,
    });
    expect(noCategory.json().errors).toEqual({ categoryId: ["Kategorien finnes ikke"] });
  });

  it("will not publish a draft that refers to unknown products", async () => {
    const created = await call("POST", "/api/job-template", {
      slug: "med-ukjent-produkt",
      draft: { ...minimalDraft, materials: [{ productId: 424242, quantity: 1 }] },
    });
    const res = await call("POST", `/api/job-template/${created.json().data.id}/publish`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.draft[0]).toContain("424242");
    expect((await call("POST", "/api/job-template/999999/publish")).statusCode).toBe(404);
    expect((await call("GET", "/api/job-template/1/version/999999")).statusCode).toBe(404);
  });

  it("documents the calls in OpenAPI", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/api/job-template/{id}/publish",
        "/api/product/{id}",
        "/api/catalogue/job/{slug}",
        "/api/job-category/order",
      ]),
    );
  });
});
