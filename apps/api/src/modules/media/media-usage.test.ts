import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { multipartBody } from "./media.test-support.ts";

let t: AuthTestApp;
let admin: Record<string, string>;
const mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-media-usage-"));

beforeAll(async () => {
  t = await createAuthTestApp({ MEDIA_DIR: mediaDir });
  admin = { authorization: `Bearer ${await loginAs(t, demoPhone("GLOBAL_ADMIN"))}` };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(mediaDir, { recursive: true, force: true });
});

async function uploadImage(): Promise<{ id: number; url: string }> {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
    .png()
    .toBuffer();
  const body = await multipartBody(bytes, "bilde.png");
  const res = await t.app.inject({
    method: "POST",
    url: "/api/media/upload-cms-image",
    headers: { ...admin, "content-type": body.contentType },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: Record<string, unknown>) =>
  payload === undefined
    ? t.app.inject({ method, url: `/api${url}`, headers: admin })
    : t.app.inject({ method, url: `/api${url}`, headers: admin, payload });

const heroWith = (url: string) => [
  { key: "h", type: "hero", data: { heading: "Bilde", image: { url: `${url}?w=640`, alt: "" } } },
];
const richTextWith = (url: string) => [
  { key: "r", type: "rich_text", data: { content: [{ _type: "image", url, float: "left", width: 300 }] } },
];

describe("GET /api/media/:id/usage and DELETE /api/media/:id", () => {
  it("lists the published page that shows an image and refuses to delete it until it is gone", async () => {
    const image = await uploadImage();
    const unused = await call("GET", `/media/${image.id}/usage`);
    expect(unused.statusCode).toBe(200);
    expect(unused.json().data).toEqual([]);

    const page = await call("POST", "/page", {
      title: "Med bilde",
      slug: "med-bilde",
      published: true,
      data: { modules: heroWith(image.url) },
    });
    expect(page.statusCode, page.body).toBe(201);
    const { id, revision } = page.json().data;

    const usage = await call("GET", `/media/${image.id}/usage`);
    expect(usage.json().data).toEqual([{ kind: "page", id, title: "Med bilde", path: "/med-bilde" }]);
    const refused = await call("DELETE", `/media/${image.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("MEDIA_IN_USE");

    const cleared = await call("PATCH", `/page/${id}`, { revision, data: { modules: [] } });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect((await call("GET", `/media/${image.id}/usage`)).json().data).toEqual([]);
    expect((await call("DELETE", `/media/${image.id}`)).statusCode).toBe(200);
    expect((await call("GET", `/media/${image.id}/usage`)).statusCode).toBe(404);
  });

  it("counts an image in a draft's rich text, and in a module template", async () => {
    const image = await uploadImage();
    const page = await call("POST", "/page", { title: "Utkast", slug: "utkast-bilde", published: false });
    const pageId = page.json().data.id;
    const draft = await call("POST", `/page/${pageId}/draft`, { data: { modules: richTextWith(image.url) } });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await call("GET", `/media/${image.id}/usage`)).json().data).toEqual([
      { kind: "page", id: pageId, title: "Utkast", path: "/utkast-bilde" },
    ]);
    expect((await call("DELETE", `/media/${image.id}`)).statusCode).toBe(409);
    expect((await call("DELETE", `/page/${pageId}/draft/${draft.json().data.id}`)).statusCode).toBe(200);

    const template = await call("POST", "/module-template", {
      title: "Mal med bilde",
      data: heroWith(image.url),
    });
    expect(template.statusCode, template.body).toBe(201);
    expect((await call("GET", `/media/${image.id}/usage`)).json().data).toEqual([
      { kind: "module-template", id: template.json().data.id, title: "Mal med bilde", path: "" },
    ]);
    expect((await call("DELETE", `/media/${image.id}`)).statusCode).toBe(409);
    expect((await call("DELETE", `/module-template/${template.json().data.id}`)).statusCode).toBe(200);
    expect((await call("DELETE", `/media/${image.id}`)).statusCode).toBe(200);
  });

  it("does not take an image for another whose URL starts the same", async () => {
    const image = await uploadImage();
    const other = `${image.url}2`;
    await call("POST", "/page", {
      title: "Annet",
      slug: "annet-bilde",
      published: true,
      data: { modules: heroWith(other) },
    });
    expect((await call("GET", `/media/${image.id}/usage`)).json().data).toEqual([]);
  });

  it("answers usage and deletion only to global admins", async () => {
    const image = await uploadImage();
    const caseworker = { authorization: `Bearer ${await loginAs(t, demoPhone("CASEWORKER"))}` };
    const res = await t.app.inject({
      method: "GET",
      url: `/api/media/${image.id}/usage`,
      headers: caseworker,
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: `/api/media/${image.id}/usage` })).statusCode).toBe(401);
  });
});
