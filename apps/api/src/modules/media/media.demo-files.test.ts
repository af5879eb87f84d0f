import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../seed/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { type AuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";

let t: TestApp;
let auth: AuthTestApp;
const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-demo-files-"));

beforeAll(async () => {
  const outboxFile = path.join(outboxDir, "outbox.jsonl");
  t = await createTestApp({ OUTBOX_FILE: outboxFile, OUTBOX_POLL_MS: "0" });
  await seedDemoData(t.database, { people: true });
  auth = { ...t, outboxFile };
}, 180_000);
afterAll(async () => {
  await t.close();
  fs.rmSync(outboxDir, { recursive: true, force: true });
});

const get = (url: string, token?: string) =>
  t.app.inject({ method: "GET", url, ...(token && { headers: { authorization: `Bearer ${token}` } }) });

describe("the demo's private files (decision 061)", () => {
  it("shows Nora her fuse-box photo and the shared document by signed links, and staff the same", async () => {
    const nora = await loginAs(auth, demoPhone("CUSTOMER"));
    const caseworker = await loginAs(auth, demoPhone("CASEWORKER"));
    const list = (await get("/api/project?perPage=100", nora)).json().data as { uuid: string }[];
    const projects = await Promise.all(
      list.map(async (p) => (await get(`/api/project/${p.uuid}`, nora)).json().data),
    );
    const withPhoto = projects.find((p) =>
      p.lineItems.some((l: { images: string[] }) => l.images.length > 0),
    );
    const photo = withPhoto.lineItems[0].images[0] as string;
    expect(photo).toMatch(/^\/media\/seed\/kundebilde-sikringsskap\.jpg\?exp=\d+&sig=[\w-]+$/);
    const served = await get(`${photo}&w=320&dpr=1`);
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toMatch(/^image\//);
    expect((await get(photo.split("?")[0] as string)).statusCode).toBe(404);
    const shared = projects.flatMap((p) => p.documents as { title: string; url: string }[]);
    expect(shared.map((d) => d.title)).toContain("Samsvarserklæring");
    const asStaff = (await get(`/api/project/${withPhoto.uuid}`, caseworker)).json().data;
    expect((await get(asStaff.lineItems[0].images[0])).statusCode).toBe(200);
  });
});
