import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { seedMedia } from "./media.seed.ts";
import { multipartBody } from "./media.test-support.ts";

let t: AuthTestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-media-test-"));

beforeAll(async () => {
  t = await createAuthTestApp({
    MEDIA_DIR: mediaDir,
    MEDIA_MAX_UPLOAD_MB: "0.5",
    MEDIA_MAX_IMAGE_PIXELS: "2000000",
    MEDIA_CUSTOMER_UPLOADS_PER_HOUR: "4",
  });
  await t.database.db.transaction((tx) => seedMedia(tx as unknown as Db));
  admin = { authorization: `Bearer ${await loginAs(t, demoPhone("GLOBAL_ADMIN"))}` };
  customer = { authorization: `Bearer ${await loginAs(t, demoPhone("CUSTOMER"))}` };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

async function upload(
  url: string,
  bytes: Buffer,
  filename: string,
  headers: Record<string, string> = admin,
  fields = {},
) {
  const body = await multipartBody(bytes, filename, fields);
  return t.app.inject({
    method: "POST",
    url,
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

const jpeg = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 20 } } })
    .withExif({ IFD0: { Copyright: "Hemmelig GPS" } })
    .jpeg()
    .toBuffer();
const png = (width = 64, height = 64) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
const svg = (inner = '<rect width="10" height="10" fill="#0b3d5c"/>') =>
  Buffer.from(
    `<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`,
  );
const pdf = (extra = "") =>
  Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog ${extra} >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);

describe("uploads", () => {
  it("re-encodes a CMS image, drops its metadata, and serves it with dpr 1 and 2 variants", async () => {
    const res = await upload("/api/media/upload-cms-image", await jpeg(), "hytte.jpg", admin, {
      title: "Hytte",
      alt: "Hytte i snø",
      category: "picture",
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item).toMatchObject({
      kind: "image",
      mimeType: "image/jpeg",
      title: "Hytte",
      alt: "Hytte i snø",
      category: "picture",
      hidden: false,
      originalFilename: "hytte.jpg",
      metadata: { width: 400, height: 300 },
    });
    expect(item.url).toMatch(/^\/media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.jpg$/);

    const original = await t.app.inject({ method: "GET", url: item.url });
    expect(original.statusCode).toBe(200);
    expect(original.headers["content-type"]).toBe("image/jpeg");
    expect(original.headers["cache-control"]).toContain("immutable");
    expect((await sharp(original.rawPayload).metadata()).exif).toBeUndefined();

    const one = await t.app.inject({ method: "GET", url: `${item.url}?w=160&dpr=1` });
    const two = await t.app.inject({ method: "GET", url: `${item.url}?w=160&dpr=2` });
    expect((await sharp(one.rawPayload).metadata()).width).toBe(160);
    expect((await sharp(two.rawPayload).metadata()).width).toBe(320);
    const webp = await t.app.inject({
      method: "GET",
      url: `${item.url}?w=160&dpr=1`,
      headers: { accept: "image/webp,*/*" },
    });
    expect(webp.headers["content-type"]).toBe("image/webp");
    // Focal-point crop to a square: the height follows the aspect ratio.
    const square = await t.app.inject({ method: "GET", url: `${item.url}?w=160&dpr=1&ar=1&fp=0.9,0.5` });
    expect(await sharp(square.rawPayload).metadata()).toMatchObject({ width: 160, height: 160 });
    const cropped = await t.app.inject({ method: "GET", url: `${item.url}?w=2240&dpr=1&crop=0,0.5,0,0` });
    expect((await sharp(cropped.rawPayload).metadata()).width).toBe(200);
  });

  it("accepts PNG, a clean SVG and a PDF where each is allowed", async () => {
    expect((await upload("/api/media/upload", await png(), "ikon.png")).statusCode).toBe(201);
    const svgRes = await upload("/api/media/upload-cms-image", svg(), "logo.svg", admin, {
      category: "icon",
    });
    expect(svgRes.statusCode, svgRes.body).toBe(201);
    const served = await t.app.inject({ method: "GET", url: svgRes.json().data.url });
    expect(served.headers["content-type"]).toBe("image/svg+xml");
    expect(served.headers["content-security-policy"]).toContain("sandbox");
    // What is stored is the sanitiser's rewrite, not the uploaded bytes.
    expect(served.body).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0b3d5c"/></svg>',
    );
    const doc = await upload("/api/media/upload-document", pdf(), "tilbud.pdf");
    expect(doc.statusCode, doc.body).toBe(201);
    expect(doc.json().data).toMatchObject({ kind: "document", mimeType: "application/pdf", hidden: true });
    const file = await t.app.inject({ method: "GET", url: doc.json().data.url });
    expect(file.headers["content-disposition"]).toBe('attachment; filename="tilbud.pdf"');
  });

  it("sniffs the type from the bytes: a renamed HTML file or a PNG called .pdf are refused", async () => {
    const html = await upload(
      "/api/media/upload-cms-image",
      Buffer.from("<html><script>alert(1)</script></html>"),
      "bilde.jpg",
    );
    expect(html.statusCode).toBe(422);
    expect(html.json()).toMatchObject({
      code: "FILE_TYPE_NOT_ALLOWED",
      error: "Filtypen er ikke tillatt.",
      errors: { file: ["Filtypen er ikke tillatt."] },
    });
    const fakePdf = await upload("/api/media/upload-document", await png(), "faktura.pdf");
    expect(fakePdf.json().code).toBe("FILE_TYPE_NOT_ALLOWED");
    const imageAsDocument = await upload("/api/media/upload-document", await jpeg(), "bilde.jpg");
    expect(imageAsDocument.statusCode).toBe(422);
    const broken = await upload(
      "/api/media/upload-cms-image",
      Buffer.concat([(await jpeg()).subarray(0, 200)]),
      "halv.jpg",
    );
    expect(broken.statusCode).toBe(422);
    expect(broken.json().code).toBe("UNREADABLE_IMAGE");
  });

  it("refuses SVGs with script, handlers or external links, and SVGs from customers", async () => {
    for (const inner of [
      "<script>alert(1)</script>",
      "<SCRIPT>alert(1)</SCRIPT>",
      '<rect onload="alert(1)"/>',
      '<a href="javascript:alert(1)"><rect/></a>',
      '<image href="https://evil.example/x.png"/>',
      "<foreignObject><div>x</div></foreignObject>",
    ]) {
      const res = await upload("/api/media/upload-cms-image", svg(inner), "x.svg");
      expect(res.statusCode, inner).toBe(422);
      expect(res.json().code).toBe("UNSAFE_SVG");
    }
    const entity = await upload(
      "/api/media/upload-cms-image",
      Buffer.from(
        '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
      ),
      "x.svg",
    );
    expect(entity.statusCode).toBe(422);
    const fromCustomer = await upload("/api/media/upload-customer-image", svg(), "x.svg", {});
    expect(fromCustomer.json().code).toBe("FILE_TYPE_NOT_ALLOWED");
  });

  it("refuses PDFs with JavaScript, files over the size limit and images over the pixel limit", async () => {
    const js = await upload(
      "/api/media/upload-document",
      pdf("/OpenAction << /S /JavaScript /JS (app.alert(1)) >>"),
      "x.pdf",
    );
    expect(js.json().code).toBe("UNSAFE_PDF");
    const big = await upload(
      "/api/media/upload-cms-image",
      Buffer.concat([await png(), Buffer.alloc(600 * 1024)]),
      "stor.png",
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().error).toBeTruthy();
    // 2000 × 1500 = 3 Mpx, over the 2 Mpx limit of this test, yet a small file.
    const pixels = await upload("/api/media/upload-cms-image", await png(2000, 1500), "mange.png");
    expect(pixels.statusCode).toBe(422);
    expect(pixels.json().code).toBe("TOO_MANY_PIXELS");
    const empty = await upload("/api/media/upload-cms-image", Buffer.alloc(0), "tom.jpg");
    expect(empty.json().code).toBe("EMPTY_FILE");
  });

  it("needs an admin for library uploads and a login for documents; customers upload without login", async () => {
    expect((await upload("/api/media/upload-cms-image", await png(), "x.png", {})).statusCode).toBe(401);
    expect((await upload("/api/media/upload", await png(), "x.png", customer)).statusCode).toBe(403);
    expect((await upload("/api/media/upload-document", pdf(), "x.pdf", {})).statusCode).toBe(401);
    const res = await upload("/api/media/upload-customer-image", await jpeg(), "sikringsskap.jpg", {});
    expect(res.statusCode).toBe(201);
    expect(res.json().data.hidden).toBe(true);
  });
});

describe("the media library", () => {
  it("lists CMS images with data and meta, never customer images or documents' hidden files", async () => {
    const hidden = (
      await upload("/api/media/upload-customer-image", await jpeg(), "kunde-bilde.jpg", {})
    ).json().data;
    const res = await t.app.inject({ method: "GET", url: "/api/media?perPage=200", headers: admin });
    expect(res.statusCode).toBe(200);
    const ids = res.json().data.map((m: { id: number }) => m.id);
    expect(ids).not.toContain(hidden.id);
    expect(res.json().data.every((m: { hidden: boolean }) => !m.hidden)).toBe(true);
    expect(res.json().meta).toMatchObject({ page: 1, perPage: 200 });
    const byId = await t.app.inject({ method: "GET", url: `/api/media?id=${hidden.id}`, headers: admin });
    expect(byId.json().data).toEqual([]);
    const defaults = await t.app.inject({ method: "GET", url: "/api/media", headers: admin });
    expect(defaults.json().meta.perPage).toBe(48);
    // The hidden file is served by the signed link the upload answered with, privately, never indexed;
    // its bare address opens nothing (decision 061).
    const file = await t.app.inject({ method: "GET", url: hidden.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["x-robots-tag"]).toBe("noindex");
    expect(file.headers["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect((await t.app.inject({ method: "GET", url: hidden.url.split("?")[0] })).statusCode).toBe(404);
  });

  it("filters by type, category and search", async () => {
    const icons = await t.app.inject({
      method: "GET",
      url: "/api/media?type=cms-image&category=icon",
      headers: admin,
    });
    expect(icons.json().data.map((m: { category: string }) => m.category)).toEqual(["icon"]);
    const search = await t.app.inject({ method: "GET", url: "/api/media?search=varmepumpe", headers: admin });
    expect(search.json().data.map((m: { title: string }) => m.title)).toContain("Varmepumpe");
    expect((await t.app.inject({ method: "GET", url: "/api/media" })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/media", headers: customer })).statusCode).toBe(
      403,
    );
  });

  it("changes title, alt, category, crop and hotspot, and deletes the item with its file", async () => {
    const item = (await upload("/api/media/upload-cms-image", await png(), "slett.png")).json().data;
    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/media/${item.id}`,
      headers: admin,
      payload: {
        title: "Nytt navn",
        alt: "Blått",
        category: "illustration",
        crop: { top: 0, bottom: 0.1, left: 0, right: 0 },
        hotspot: { x: 0.4, y: 0.5, width: 0.2, height: 0.2 },
      },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data).toMatchObject({
      title: "Nytt navn",
      category: "illustration",
      hotspot: { x: 0.4 },
    });
    const bad = await t.app.inject({
      method: "PATCH",
      url: `/api/media/${item.id}`,
      headers: admin,
      payload: { hotspot: { x: 3, y: 0, width: 0, height: 0 } },
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/media/${item.id}`, headers: admin })).json(),
    ).toEqual({ data: { id: item.id } });
    expect((await t.app.inject({ method: "GET", url: item.url })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/media/${item.id}`, headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "PATCH", url: `/api/media/${item.id}`, headers: admin, payload: {} }))
        .statusCode,
    ).toBe(404);
  });

  it("generates the demo images into storage at start, and serves no path outside it", async () => {
    const res = await t.app.inject({ method: "GET", url: "/media/seed/kategori-varmepumpe.jpg?w=320&dpr=1" });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
    expect((await t.app.inject({ method: "GET", url: "/media/../package.json" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/media/seed/finnes-ikke.jpg" })).statusCode).toBe(404);
  });
});

describe("the customer upload budget", () => {
  const upload = async (remoteAddress: string) => {
    const body = await multipartBody(await png(), "x.png");
    return t.app.inject({
      method: "POST",
      url: "/api/media/upload-customer-image",
      headers: { "content-type": body.contentType },
      payload: body.payload,
      remoteAddress,
    });
  };

  it("refuses a fifth customer upload from one address within the hour with 429 and a declared code", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload("10.9.9.9")).statusCode);
    const refused = await upload("10.9.9.9");
    expect([...statuses, refused.statusCode]).toEqual([201, 201, 201, 201, 429]);
    expect(refused.json()).toMatchObject({
      code: "TOO_MANY_UPLOADS",
      message: "For mange opplastinger. Prøv igjen om en stund.",
      errors: {},
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3000);
  });

  it("counts each address on its own", async () => {
    expect((await upload("10.9.9.10")).statusCode).toBe(201);
  });
});
