import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { seedMedia } from "../media/media.seed.ts";
import { seedCms } from "./cms.seed.ts";

let t: AuthTestApp;
let admin: Record<string, string>;
let others: Record<string, string>[];

beforeAll(async () => {
  t = await createAuthTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedMedia(tx as unknown as Db);
    await seedCms(tx as unknown as Db);
  });
  admin = { authorization: `Bearer ${await loginAs(t, demoPhone("GLOBAL_ADMIN"))}` };
  others = await Promise.all(
    (["CUSTOMER", "CASEWORKER", "CUSTOMER_SERVICE"] as const).map(async (role) => ({
      authorization: `Bearer ${await loginAs(t, demoPhone(role))}`,
    })),
  );
});
afterAll(() => t.close());

const hero = (key: string, heading: string) => ({ key, type: "hero", data: { heading } });
const placed = (key: string, templateId: number, syncMode: "Synced" | "Manual", modules: unknown[] = []) => ({
  key,
  type: "module_template",
  data: { templateId, syncMode, modules },
});

async function createPage(title: string, slug: string, modules: unknown[] = []) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/page",
    headers: admin,
    payload: { title, slug, published: true, data: { modules } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; revision: number; path: string };
}

function linkTo(key: string, link: Record<string, unknown>) {
  return {
    key,
    type: "rich_text",
    data: {
      content: [
        {
          _type: "block",
          children: [{ _type: "span", text: "Les mer", marks: ["l"] }],
          markDefs: [{ _type: "link", _key: "l", ...link }],
        },
      ],
    },
  };
}

const get = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: "GET", url, headers });

async function topMenu() {
  const menus = (await get("/api/cms/navigation")).json().data as {
    id: number;
    key: string;
    title: string;
    items: { type: string; label: string; url: string | null; pageId: number | null; meta: unknown }[];
  }[];
  return menus.find((menu) => menu.key === "top-menu") as NonNullable<(typeof menus)[number]>;
}

describe("GET /api/page/:id/references and deleting a page", () => {
  it("names the menus and the pages (published or in a draft) that lead to a page", async () => {
    const target = await createPage("Varmepumpe-guide", "varmepumpe-guide");
    const byId = await createPage("Lenker med id", "lenker-med-id", [linkTo("a", { pageId: target.id })]);
    const byPath = await createPage("Lenker med sti", "lenker-med-sti", [
      linkTo("a", { href: `${target.path}/` }),
    ]);
    await createPage("Ekstern lenke", "ekstern-lenke", [
      linkTo("a", { href: `https://annet.no${target.path}` }),
    ]);
    const inDraft = await createPage("Knapp i utkast", "knapp-i-utkast");
    const draft = await t.app.inject({
      method: "POST",
      url: `/api/page/${inDraft.id}/draft`,
      headers: admin,
      payload: {
        data: {
          modules: [
            {
              key: "b",
              type: "button_group",
              data: { buttons: [{ title: "Til guiden", type: "page", id: target.id }] },
            },
          ],
        },
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);

    const none = await get(`/api/page/${target.id}/references`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data.menus).toEqual([]);
    expect(
      none
        .json()
        .data.pages.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([byId.id, byPath.id, inDraft.id].sort());

    const top = await topMenu();
    const saved = await t.app.inject({
      method: "PATCH",
      url: `/api/cms/navigation/${top.id}`,
      headers: admin,
      payload: {
        items: [
          ...top.items.map((item) => ({ ...item, page_id: item.pageId })),
          { type: "page", label: "Guiden", page_id: target.id },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const refs = (await get(`/api/page/${target.id}/references`)).json().data;
    expect(refs.menus).toEqual([{ id: top.id, key: "top-menu", title: top.title, label: "Guiden" }]);
    expect(refs.pages).toContainEqual({ id: byId.id, title: "Lenker med id", path: "/lenker-med-id" });

    const refused = await t.app.inject({ method: "DELETE", url: `/api/page/${target.id}`, headers: admin });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe("PAGE_IN_MENU");
    expect((await get(`/api/page/${target.id}`)).statusCode).toBe(200);

    await t.app.inject({
      method: "PATCH",
      url: `/api/cms/navigation/${top.id}`,
      headers: admin,
      payload: { items: top.items.map((item) => ({ ...item, page_id: item.pageId })) },
    });
    // Links from other pages only warn: the admin has confirmed, so the page goes.
    const deleted = await t.app.inject({ method: "DELETE", url: `/api/page/${target.id}`, headers: admin });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });

  it("answers 404 for unknown pages, 401 to visitors and 403 to everyone but global admins", async () => {
    const page = await createPage("Bare admin", "bare-admin");
    expect((await get("/api/page/999999/references")).statusCode).toBe(404);
    expect((await get(`/api/page/${page.id}/references`, {})).statusCode).toBe(401);
    for (const headers of others) {
      expect((await get(`/api/page/${page.id}/references`, headers)).statusCode).toBe(403);
      const del = await t.app.inject({ method: "DELETE", url: `/api/page/${page.id}`, headers });
      expect(del.statusCode).toBe(403);
    }
    expect(
      (await t.app.inject({ method: "DELETE", url: "/api/page/999999", headers: admin })).statusCode,
    ).toBe(404);
  });
});

describe("GET /api/module-template/:id/pages", () => {
  it("lists the pages that place the template, synced or manual, nested, in the page or its newest draft", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/module-template",
      headers: admin,
      payload: { title: "Ring oss", data: [hero("h", "Ring oss")] },
    });
    const template = created.json().data as { id: number };
    const other = (
      await t.app.inject({
        method: "POST",
        url: "/api/module-template",
        headers: admin,
        payload: { title: "Annen mal", data: [] },
      })
    ).json().data as { id: number };

    const synced = await createPage("Synkronisert", "mal-synk", [placed("a", template.id, "Synced")]);
    const manual = await createPage("Manuell", "mal-manuell", [
      placed("a", template.id, "Manual", [hero("x", "Kopi")]),
    ]);
    const nested = await createPage("Nøstet", "mal-nostet", [
      placed("a", other.id, "Manual", [placed("b", template.id, "Synced")]),
    ]);
    const draftOnly = await createPage("Bare utkast", "mal-utkast");
    await t.app.inject({
      method: "POST",
      url: `/api/page/${draftOnly.id}/draft`,
      headers: admin,
      payload: { data: { modules: [placed("a", template.id, "Synced")] } },
    });
    // An older draft placed it; the newest one no longer does.
    const dropped = await createPage("Fjernet i utkast", "mal-fjernet");
    for (const modules of [[placed("a", template.id, "Synced")], []]) {
      await t.app.inject({
        method: "POST",
        url: `/api/page/${dropped.id}/draft`,
        headers: admin,
        payload: { data: { modules } },
      });
    }
    await createPage("Uten mal", "mal-uten", [placed("a", other.id, "Synced")]);

    const res = await get(`/api/module-template/${template.id}/pages`);
    expect(res.statusCode, res.body).toBe(200);
    const usage = res.json().data as { pageId: number; syncMode: string; in: string; path: string }[];
    const byPage = (id: number) => usage.filter((u) => u.pageId === id).map((u) => [u.syncMode, u.in]);
    expect(byPage(synced.id)).toEqual([["Synced", "page"]]);
    expect(byPage(manual.id)).toEqual([["Manual", "page"]]);
    expect(byPage(nested.id)).toEqual([["Synced", "page"]]);
    expect(byPage(draftOnly.id)).toEqual([["Synced", "draft"]]);
    expect(byPage(dropped.id)).toEqual([]);
    expect(usage).toHaveLength(4);
    expect(usage.find((u) => u.pageId === synced.id)).toMatchObject({
      title: "Synkronisert",
      path: "/mal-synk",
      type: "page",
    });

    // The draft that keeps what the page has is counted once, as both.
    await t.app.inject({
      method: "POST",
      url: `/api/page/${synced.id}/draft`,
      headers: admin,
      payload: {},
    });
    const again = (await get(`/api/module-template/${template.id}/pages`)).json().data;
    expect(again.filter((u: { pageId: number }) => u.pageId === synced.id)).toMatchObject([
      { syncMode: "Synced", in: "both" },
    ]);
  });

  it("answers 404 for unknown templates, 401 to visitors and 403 to everyone but global admins", async () => {
    expect((await get("/api/module-template/999999/pages")).statusCode).toBe(404);
    expect((await get("/api/module-template/1/pages", {})).statusCode).toBe(401);
    for (const headers of others)
      expect((await get("/api/module-template/1/pages", headers)).statusCode).toBe(403);
  });
});
