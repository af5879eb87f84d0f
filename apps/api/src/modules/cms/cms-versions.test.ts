import { ROLES } from "@mt/domain/roles/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { seedMedia } from "../media/media.seed.ts";
import { seedCms } from "./cms.seed.ts";

let t: AuthTestApp;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createAuthTestApp({ AUTH_CODES_PER_IP_PER_HOUR: "1000" });
  await t.database.db.transaction(async (tx) => {
    await seedMedia(tx as unknown as Db);
    await seedCms(tx as unknown as Db);
  });
  admin = { authorization: `Bearer ${await loginAs(t, demoPhone("GLOBAL_ADMIN"))}` };
}, 120_000);
afterAll(() => t.close());

const hero = (heading: string) => ({ key: "h", type: "hero", data: { heading } });

async function createPage(slug: string, heading: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/page",
    headers: admin,
    payload: { title: heading, slug, published: true, data: { modules: [hero(heading)] } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; revision: number };
}

/** Starts a draft with the given heading and publishes it. */
async function publish(pageId: number, heading: string) {
  const draft = await t.app.inject({
    method: "POST",
    url: `/api/page/${pageId}/draft`,
    headers: admin,
    payload: { title: heading, data: { modules: [hero(heading)] } },
  });
  expect(draft.statusCode, draft.body).toBe(201);
  const { id, revision } = draft.json().data;
  const res = await t.app.inject({
    method: "PATCH",
    url: `/api/page/${pageId}/draft/${id}`,
    headers: admin,
    payload: { revision, publish: true },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const versions = (pageId: number, headers: Record<string, string> = admin) =>
  t.app.inject({ method: "GET", url: `/api/page/${pageId}/version`, headers });

describe("GET /api/page/:id/version", () => {
  it("lists the earlier published versions, newest first; each publish adds one", async () => {
    const page = await createPage("versjoner", "Første");
    expect((await versions(page.id)).json().data).toEqual([]);
    await publish(page.id, "Andre");
    await publish(page.id, "Tredje");
    const res = await versions(page.id);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((v: { title: string }) => v.title)).toEqual(["Andre", "Første"]);
    expect(data[0]).toMatchObject({
      pageId: page.id,
      revision: 2,
      slug: "versjoner",
      data: { modules: [{ data: { heading: "Andre" } }] },
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it("answers 404 for an unknown page", async () => {
    const res = await versions(999_999);
    expect(res.statusCode).toBe(404);
  });

  it("is for global admins only: others 403, anonymous 401", async () => {
    const page = await createPage("versjoner-tilgang", "Tilgang");
    expect((await t.app.inject({ method: "GET", url: `/api/page/${page.id}/version` })).statusCode).toBe(401);
    for (const role of ROLES) {
      const headers = { authorization: `Bearer ${await loginAs(t, demoPhone(role))}` };
      expect((await versions(page.id, headers)).statusCode, role).toBe(role === "GLOBAL_ADMIN" ? 200 : 403);
    }
  });
});
