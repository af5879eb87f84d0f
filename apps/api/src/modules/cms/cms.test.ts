import { validateModules } from "@mt/domain/cms/module-schemas";
import { CMS_OWNED_PATHS } from "@mt/domain/cms/page-rules";
import type { JobDefinition } from "@mt/domain/price/job-definition";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { jobTemplate, jobTemplateVersion } from "../catalogue/catalogue.schema.ts";
import { seedMedia } from "../media/media.seed.ts";
import { seedCms } from "./cms.seed.ts";

let t: AuthTestApp;
let admin: Record<string, string>;
let customer: Record<string, string>;

beforeAll(async () => {
  t = await createAuthTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedMedia(tx as unknown as Db);
    await seedCms(tx as unknown as Db);
  });
  admin = { authorization: `Bearer ${await loginAs(t, demoPhone("GLOBAL_ADMIN"))}` };
  customer = { authorization: `Bearer ${await loginAs(t, demoPhone("CUSTOMER"))}` };
});
afterAll(() => t.close());

const hero = (heading: string) => ({ key: "h1", type: "hero", data: { heading } });

/** POST /api/page as a global admin. */
const postPage = (body: Record<string, unknown>) =>
  t.app.inject({ method: "POST", url: "/api/page", headers: admin, payload: body });

async function createPage(body: Record<string, unknown>) {
  const res = await postPage(body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; revision: number; path: string; uuid: string };
}

/** A rich-text module with one linked word. */
function linkedText(text: string, link: { pageId: number } | { href: string }) {
  return {
    key: "r",
    type: "rich_text",
    data: {
      content: [
        {
          _type: "block",
          children: [{ _type: "span", text, marks: ["l"] }],
          markDefs: [{ _type: "link", _key: "l", ...link }],
        },
      ],
    },
  };
}

describe("GET /api/page", () => {
  it("lists published pages for visitors, with data, meta and the server format", async () => {
    await createPage({ title: "Skjult", slug: "skjult", published: false });
    const res = await t.app.inject({ method: "GET", url: "/api/page?perPage=100" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toMatchObject({ page: 1, perPage: 100 });
    const paths = body.data.map((p: { path: string }) => p.path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/selger", "/personvern", "/avtalevilkar", "/nyhetsbrev", "/om-oss"]),
    );
    expect(paths).not.toContain("/skjult");
    const home = body.data.find((p: { path: string }) => p.path === "/");
    expect(home).toMatchObject({ type: "page", published: true, data: { background: "#ffffff" } });
    expect(home.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(home.data.modules.map((m: { type: string }) => m.type)).toEqual([
      "hero",
      "post_code_check",
      "job_category_grid",
      "unique_selling_points",
      "text_with_image",
      "faq",
      "module_template",
    ]);
  });

  it("shows editors unpublished pages too, and filters by path, slug, type, uuid, id and search", async () => {
    const all = await t.app.inject({ method: "GET", url: "/api/page?published=0", headers: admin });
    expect(all.json().data.map((p: { path: string }) => p.path)).toContain("/skjult");
    const byPath = await t.app.inject({ method: "GET", url: "/api/page?path=/personvern" });
    expect(byPath.json().data).toHaveLength(1);
    const { id, uuid } = byPath.json().data[0];
    for (const query of [
      `slug=personvern`,
      `uuid=${uuid}`,
      `id=${id}`,
      `search=Personv`,
      `type=page&search=personvern`,
    ]) {
      const res = await t.app.inject({ method: "GET", url: `/api/page?${query}` });
      expect(
        res.json().data.map((p: { id: number }) => p.id),
        query,
      ).toEqual([id]);
    }
    const paged = await t.app.inject({ method: "GET", url: "/api/page?perPage=2&page=2" });
    expect(paged.json().meta).toMatchObject({ page: 2, perPage: 2, total: 6, lastPage: 3 });
    expect(paged.json().data).toHaveLength(2);
  });

  it("seeds a published page for every fixed path the CMS serves (/, /selger, /personvern, …)", async () => {
    for (const path of CMS_OWNED_PATHS) {
      const res = await t.app.inject({ method: "GET", url: `/api/page?path=${encodeURIComponent(path)}` });
      expect(
        res.json().data.map((page: { path: string }) => page.path),
        path,
      ).toEqual([path]);
    }
  });

  it("seeds only module data that passes the module registry's schemas", async () => {
    const pages = (await t.app.inject({ method: "GET", url: "/api/page?perPage=100" })).json().data;
    for (const page of pages)
      expect(validateModules(page.data.modules), page.path).toMatchObject({ ok: true });
  });

  it("answers a bad filter with 422 and an error field", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/page?type=blog" });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "VALIDATION_ERROR",
      error: expect.any(String),
      errors: { type: expect.any(Array) },
    });
  });
});

describe("pages: GET, POST, PATCH, DELETE", () => {
  it("refuses writes without login (401) and for non-admins (403)", async () => {
    const payload = { title: "X", slug: "x" };
    expect((await t.app.inject({ method: "POST", url: "/api/page", payload })).statusCode).toBe(401);
    const res = await t.app.inject({ method: "POST", url: "/api/page", payload, headers: customer });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(res.json().message);
    for (const [method, url] of [
      ["PATCH", "/api/page/1"],
      ["DELETE", "/api/page/1"],
      ["POST", "/api/page/1/draft"],
      ["GET", "/api/page/1/draft"],
      ["POST", "/api/module-template"],
      ["PATCH", "/api/cms/navigation/1"],
      ["POST", "/api/page/render-module"],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("creates a page with checked modules and computes its path", async () => {
    const page = await createPage({
      title: "Varmepumpe på hytta",
      slug: "Varmepumpe-Hytte",
      published: true,
      data: { modules: [hero("Varm hytte"), { key: "u", type: "ukjent", data: { a: 1 } }] },
    });
    expect(page).toMatchObject({ path: "/varmepumpe-hytte", revision: 1 });
    const child = await createPage({ title: "Pris", slug: "pris", parentId: page.id });
    expect(child.path).toBe("/varmepumpe-hytte/pris");
    const job = await createPage({ title: "Elbillader", slug: "elbillader-test", type: "job" });
    expect(job.path).toBe("/bestilling/jobb/elbillader-test");
    const res = await t.app.inject({ method: "GET", url: `/api/page/${page.id}` });
    expect(res.json().data.data.modules[0].data).toMatchObject({
      heading: "Varm hytte",
      buttons: [],
      align: "left",
    });
    expect(res.json().data.data.modules[1]).toEqual({ key: "u", type: "ukjent", data: { a: 1 } });
  });

  it("gives rich-text links to a page id that page's current path", async () => {
    const target = await createPage({ title: "Mål", slug: "maal", published: true });
    const page = await createPage({
      title: "Lenker",
      slug: "lenker",
      published: true,
      data: { modules: [linkedText("Mål", { pageId: target.id })] },
    });
    await t.app.inject({
      method: "PATCH",
      url: `/api/page/${target.id}`,
      headers: admin,
      payload: { revision: 1, slug: "nytt-maal" },
    });
    const res = await t.app.inject({ method: "GET", url: `/api/page/${page.id}` });
    expect(res.json().data.data.modules[0].data.content[0].markDefs[0]).toMatchObject({
      pageId: target.id,
      path: "/nytt-maal",
    });
  });

  it("keeps the post-code module's texts within their limits", async () => {
    const module = (data: Record<string, unknown>) => ({
      title: "Postnummer",
      slug: "postnummer-sjekk",
      data: { modules: [{ key: "p", type: "post_code_check", data }] },
    });
    const long = await postPage(module({ heading: "x".repeat(121), buttonText: "Se jobber" }));
    expect(long.statusCode).toBe(422);
    expect(JSON.stringify(long.json().errors)).toContain("heading");
    const longButton = await postPage(module({ heading: "Sjekk", buttonText: "x".repeat(41) }));
    expect(longButton.statusCode).toBe(422);
    const ok = await postPage(module({ heading: "Sjekk postnummeret" }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data.data.modules[0].data).toMatchObject({ buttonText: "Se jobber" });
  });

  it("refuses unsafe links, taken and reserved paths, and bad slugs", async () => {
    const xss = await postPage({
      title: "XSS",
      slug: "xss",
      data: {
        modules: [
          {
            key: "b",
            type: "button_group",
            data: { buttons: [{ title: "Klikk", url: "javascript:alert(1)" }] },
          },
        ],
      },
    });
    expect(xss.statusCode).toBe(422);
    expect(JSON.stringify(xss.json().errors)).toContain("Lenken er ikke tillatt");
    const rich = await postPage({
      title: "XSS",
      slug: "xss",
      data: { modules: [linkedText("x", { href: " javascript:alert(1)" })] },
    });
    expect(rich.statusCode).toBe(422);
    const taken = await postPage({ title: "Igjen", slug: "personvern" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      code: "PATH_TAKEN",
      errors: { slug: ["Adressen er allerede i bruk"] },
    });
    const reserved = await postPage({ title: "Logg inn", slug: "logginn" });
    expect(reserved.json().code).toBe("RESERVED_PATH");
    const badSlug = await postPage({ title: "X", slug: "a b" });
    expect(badSlug.statusCode).toBe(422);
    const noParent = await postPage({ title: "X", slug: "x", parentId: 999999 });
    expect(noParent.statusCode).toBe(422);
  });

  it("updates a page with its revision, and answers a stale revision with 409", async () => {
    const page = await createPage({ title: "Kampanje", slug: "kampanje" });
    const first = await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}`,
      headers: admin,
      payload: { revision: 1, title: "Vårkampanje", slug: "varkampanje", published: true },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      title: "Vårkampanje",
      path: "/varkampanje",
      revision: 2,
      published: true,
    });
    // A second editor still holds revision 1.
    const stale = await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}`,
      headers: admin,
      payload: { revision: 1, title: "Sommerkampanje" },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: "REVISION_CONFLICT",
      error: expect.stringContaining("Noen andre"),
    });
    const kept = await t.app.inject({ method: "GET", url: `/api/page/${page.id}` });
    expect(kept.json().data.title).toBe("Vårkampanje");
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/page/999999",
      headers: admin,
      payload: { revision: 1 },
    });
    expect(missing.statusCode).toBe(404);
    const self = await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}`,
      headers: admin,
      payload: { revision: 2, parentId: page.id },
    });
    expect(self.statusCode).toBe(422);
  });

  it("lets exactly one of two concurrent edits of the same revision win", async () => {
    const page = await createPage({ title: "Samtidig", slug: "samtidig" });
    const results = await Promise.all(
      ["A", "B", "C"].map((title) =>
        t.app.inject({
          method: "PATCH",
          url: `/api/page/${page.id}`,
          headers: admin,
          payload: { revision: 1, title },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it("hides unpublished pages from visitors, and deletes pages", async () => {
    const page = await createPage({ title: "Utkast", slug: "utkast-side" });
    expect((await t.app.inject({ method: "GET", url: `/api/page/${page.id}` })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/page/${page.id}`, headers: admin })).statusCode,
    ).toBe(200);
    const del = await t.app.inject({ method: "DELETE", url: `/api/page/${page.id}`, headers: admin });
    expect(del.json()).toEqual({ data: { id: page.id } });
    const again = await t.app.inject({ method: "DELETE", url: `/api/page/${page.id}`, headers: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toBe("Fant ikke siden.");
  });
});

describe("drafts", () => {
  it("creates, reads, patches and publishes a draft, keeping the old content as a version", async () => {
    const page = await createPage({
      title: "Tjenester",
      slug: "tjenester",
      published: true,
      data: { modules: [hero("Gammel")] },
    });
    const created = await t.app.inject({
      method: "POST",
      url: `/api/page/${page.id}/draft`,
      headers: admin,
      payload: {},
    });
    expect(created.statusCode).toBe(201);
    const draft = created.json().data;
    expect(draft).toMatchObject({ pageId: page.id, title: "Tjenester", revision: 1, baseRevision: 1 });
    expect(draft.data.modules[0].data.heading).toBe("Gammel");

    const list = await t.app.inject({ method: "GET", url: `/api/page/${page.id}/draft`, headers: admin });
    expect(list.json().data.map((d: { id: number }) => d.id)).toEqual([draft.id]);
    const pageWithDraft = await t.app.inject({ method: "GET", url: `/api/page/${page.id}`, headers: admin });
    expect(pageWithDraft.json().data.draftId).toBe(draft.id);

    const patched = await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}/draft/${draft.id}`,
      headers: admin,
      payload: { revision: 1, data: { modules: [hero("Ny")] } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.revision).toBe(2);
    // Visitors still see the published content.
    const before = await t.app.inject({ method: "GET", url: `/api/page/${page.id}` });
    expect(before.json().data.data.modules[0].data.heading).toBe("Gammel");

    const stale = await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}/draft/${draft.id}`,
      headers: admin,
      payload: { revision: 1, title: "Annen redaktør" },
    });
    expect(stale.statusCode).toBe(409);

    const got = await t.app.inject({
      method: "GET",
      url: `/api/page/${page.id}/draft/${draft.id}`,
      headers: admin,
    });
    expect(got.json().data.data.modules[0].data.heading).toBe("Ny");

    const published = await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}/draft/${draft.id}`,
      headers: admin,
      payload: { revision: 2, publish: true },
    });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().page).toMatchObject({ revision: 2, draftId: null });
    const after = await t.app.inject({ method: "GET", url: `/api/page/${page.id}` });
    expect(after.json().data.data.modules[0].data.heading).toBe("Ny");
    expect(
      (await t.app.inject({ method: "GET", url: `/api/page/${page.id}/draft/${draft.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);

    const { cmsRepository } = await import("./cms.repository.ts");
    const versions = await cmsRepository(t.database.db).listVersions(page.id);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ revision: 1, data: { modules: [{ data: { heading: "Gammel" } }] } });
  });

  it("refuses to publish a draft whose page changed since it was started", async () => {
    const page = await createPage({ title: "Rask", slug: "rask" });
    const draft = (
      await t.app.inject({
        method: "POST",
        url: `/api/page/${page.id}/draft`,
        headers: admin,
        payload: { title: "Utkast" },
      })
    ).json().data;
    await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}`,
      headers: admin,
      payload: { revision: 1, title: "Endret direkte" },
    });
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/page/${page.id}/draft/${draft.id}`,
      headers: admin,
      payload: { revision: 1, publish: true },
    });
    expect(res.statusCode).toBe(409);
    const del = await t.app.inject({
      method: "DELETE",
      url: `/api/page/${page.id}/draft/${draft.id}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ data: { id: draft.id } });
    expect(
      (
        await t.app.inject({
          method: "DELETE",
          url: `/api/page/${page.id}/draft/${draft.id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "GET", url: "/api/page/999999/draft", headers: admin })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "POST", url: "/api/page/999999/draft", headers: admin, payload: {} }))
        .statusCode,
    ).toBe(404);
  });
});

describe("module templates", () => {
  it("creates, lists, reads, changes and deletes templates; synced modules show the current template", async () => {
    const created = await t.app.inject({
      method: "POST",
      url: "/api/module-template",
      headers: admin,
      payload: { title: "Kontakt oss", preview_id: null, data: [hero("Ring oss")] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json().data;
    expect(template).toMatchObject({ title: "Kontakt oss", previewId: null });

    const page = await createPage({
      title: "Med mal",
      slug: "med-mal",
      published: true,
      data: {
        modules: [
          { key: "s", type: "module_template", data: { templateId: template.id, syncMode: "Synced" } },
          {
            key: "m",
            type: "module_template",
            data: { templateId: template.id, syncMode: "Manual", modules: [hero("Egen kopi")] },
          },
        ],
      },
    });
    const changed = await t.app.inject({
      method: "PATCH",
      url: `/api/module-template/${template.id}`,
      headers: admin,
      payload: { data: [hero("Ring oss i dag")], preview_id: 7 },
    });
    expect(changed.json().data).toMatchObject({ title: "Kontakt oss", previewId: 7 });
    const shown = (await t.app.inject({ method: "GET", url: `/api/page/${page.id}` })).json().data.data
      .modules;
    expect(shown[0].data.modules[0].data.heading).toBe("Ring oss i dag");
    expect(shown[1].data.modules[0].data.heading).toBe("Egen kopi");

    const list = await t.app.inject({ method: "GET", url: "/api/module-template", headers: admin });
    expect(list.json().data.map((m: { title: string }) => m.title)).toContain("Kontakt oss");
    const one = await t.app.inject({
      method: "GET",
      url: `/api/module-template/${template.id}`,
      headers: admin,
    });
    expect(one.json().data.data[0].data.heading).toBe("Ring oss i dag");
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/module-template",
      headers: admin,
      payload: { title: " ", data: [] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.title).toEqual(["Må fylles ut"]);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/module-template/${template.id}`, headers: admin }))
        .statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: "GET", url: `/api/module-template/${template.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "PATCH",
          url: `/api/module-template/${template.id}`,
          headers: admin,
          payload: { title: "x" },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/module-template/${template.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
    // The page keeps rendering: the synced module simply has no template any more.
    expect((await t.app.inject({ method: "GET", url: `/api/page/${page.id}` })).statusCode).toBe(200);
  });
});

describe("menus and link search", () => {
  it("lists the five menus with page items resolved to their paths", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/cms/navigation" });
    expect(res.statusCode).toBe(200);
    const menus = res.json().data as {
      id: number;
      key: string;
      items: { type: string; url: string; label: string; pageId: number | null }[];
    }[];
    expect(menus.map((m) => m.key)).toEqual([
      "top-menu",
      "top-menu-customer",
      "top-menu-seller",
      "mobile-secondary-menu",
      "footer-menu",
    ]);
    const footer = menus.find((m) => m.key === "footer-menu");
    expect(footer?.items.map((i) => i.url)).toEqual([
      "/om-oss",
      "/selger",
      "/nyhetsbrev",
      "/personvern",
      "/avtalevilkar",
    ]);
    expect(footer?.items[0]).toMatchObject({ type: "page", label: "Om oss", pageId: expect.any(Number) });
  });

  it("replaces a menu's items (page_id in, pageId out) and refuses unsafe urls and unknown pages", async () => {
    const menus = (await t.app.inject({ method: "GET", url: "/api/cms/navigation" })).json().data;
    const top = menus.find((m: { key: string }) => m.key === "top-menu");
    const about = top.items.find((i: { label: string }) => i.label === "Om oss");
    const res = await t.app.inject({
      method: "PATCH",
      url: `/api/cms/navigation/${top.id}`,
      headers: admin,
      payload: {
        id: top.id,
        key: "top-menu",
        title: "Toppmeny",
        items: [
          {
            type: "page",
            label: "Om oss",
            page_id: about.pageId,
            url: "https://annet.no/om?x=1",
            meta: null,
          },
          { type: "url", label: "Alle jobber", url: "/nettbutikk/alle", meta: { highlight: true } },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.items).toEqual([
      { type: "page", label: "Om oss", url: "/om-oss", pageId: about.pageId, meta: null },
      { type: "url", label: "Alle jobber", url: "/nettbutikk/alle", pageId: null, meta: { highlight: true } },
    ]);
    const unsafe = await t.app.inject({
      method: "PATCH",
      url: `/api/cms/navigation/${top.id}`,
      headers: admin,
      payload: { title: "x", items: [{ type: "url", label: "x", url: "javascript:alert(1)" }] },
    });
    expect(unsafe.statusCode).toBe(422);
    const unknownPage = await t.app.inject({
      method: "PATCH",
      url: `/api/cms/navigation/${top.id}`,
      headers: admin,
      payload: { title: "x", items: [{ type: "page", label: "x", page_id: 999999 }] },
    });
    expect(unknownPage.statusCode).toBe(422);
    const missing = await t.app.inject({
      method: "PATCH",
      url: "/api/cms/navigation/999999",
      headers: admin,
      payload: { items: [] },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("finds the catalogue's published jobs too, linking to their job page", async () => {
    const db = t.database.db;
    const definition = (title: string): JobDefinition => ({
      title,
      summary: "",
      description: "",
      workType: "HEAT_PUMP",
      basePriceOre: 100_000,
      baseDurationMinutes: 60,
      inspectionFirst: false,
      materials: [],
      questions: [],
    });
    const [template] = await db
      .insert(jobTemplate)
      .values({
        slug: "varmepumpe-service",
        workType: "HEAT_PUMP",
        draft: definition("Service på varmepumpe"),
      })
      .returning();
    const [version] = await db
      .insert(jobTemplateVersion)
      .values({
        jobTemplateId: template?.id as number,
        version: 1,
        definition: definition("Service på varmepumpe"),
      })
      .returning();
    await db
      .update(jobTemplate)
      .set({ publishedVersionId: version?.id })
      .where(eq(jobTemplate.id, template?.id as number));
    await db.insert(jobTemplate).values({
      slug: "varmepumpe-upublisert",
      workType: "HEAT_PUMP",
      draft: definition("Upublisert varmepumpe"),
    });
    const res = await t.app.inject({
      method: "GET",
      url: "/api/cms/link-search?search=varmepumpe",
      headers: admin,
    });
    const found = res.json().data as { kind: string; title: string; url: string }[];
    expect(found).toEqual(
      expect.arrayContaining([
        {
          kind: "job",
          id: template?.id,
          type: "job",
          title: "Service på varmepumpe",
          slug: "varmepumpe-service",
          path: "/bestilling/jobb/varmepumpe-service",
          url: "/bestilling/jobb/varmepumpe-service",
        },
      ]),
    );
    expect(found.map((r) => r.url)).not.toContain("/bestilling/jobb/varmepumpe-upublisert");
  });

  it("finds pages and job pages to link to, never module-template pages", async () => {
    await createPage({ title: "Mal-side", slug: "mal-side", type: "module-template" });
    const res = await t.app.inject({ method: "GET", url: "/api/cms/link-search?search=el", headers: admin });
    expect(res.statusCode).toBe(200);
    const found = res.json().data as { type: string; url: string; title: string }[];
    expect(found).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: "job", url: "/bestilling/jobb/elbillader-test" }),
      ]),
    );
    const all = (
      await t.app.inject({ method: "GET", url: "/api/cms/link-search?limit=50", headers: admin })
    ).json().data;
    expect(all.map((r: { type: string }) => r.type)).not.toContain("module-template");
    expect((await t.app.inject({ method: "GET", url: "/api/cms/link-search" })).statusCode).toBe(401);
  });
});

describe("POST /api/page/render-module", () => {
  it("validates the module and says when the web renderer is not loaded (API alone)", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/page/render-module",
      headers: admin,
      payload: { type: "hero" },
    });
    expect(bad.statusCode).toBe(422);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/page/render-module",
      headers: admin,
      payload: { key: "k", type: "hero", data: { heading: "Hei" } },
    });
    // The browser test renders it through the built web app.
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: "RENDERER_UNAVAILABLE", error: expect.any(String) });
  });
});
