import { ROLES, type Role } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../db/database.ts";
import { type AuthTestApp, createAuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { seedMedia } from "../media/media.seed.ts";
import { cmsPageVersion } from "./cms.schema.ts";
import { seedCms } from "./cms.seed.ts";

let t: AuthTestApp;
const tokens = new Map<Role, string>();

beforeAll(async () => {
  t = await createAuthTestApp();
  await t.database.db.transaction(async (tx) => {
    await seedMedia(tx as unknown as Db);
    await seedCms(tx as unknown as Db);
  });
  for (const role of ROLES) tokens.set(role, await loginAs(t, demoPhone(role)));
});
afterAll(() => t.close());

const as = (role: Role) => ({ authorization: `Bearer ${tokens.get(role)}` });
const paragraph = (text: string) => [
  { _type: "block", children: [{ _type: "span", text, marks: [] }], markDefs: [], style: "normal" },
];

let pageCounter = 0;
/** A page with a rich-text module, a hero and a manual template holding an FAQ. */
async function createPage() {
  pageCounter += 1;
  const res = await t.app.inject({
    method: "POST",
    url: "/api/page",
    headers: as("GLOBAL_ADMIN"),
    payload: {
      title: `Rik tekst ${pageCounter}`,
      slug: `rik-tekst-${pageCounter}`,
      published: true,
      data: {
        modules: [
          { key: "hero", type: "hero", data: { heading: "Hei" } },
          { key: "rt", type: "rich_text", data: { content: paragraph("Før") } },
          {
            key: "tpl",
            type: "module_template",
            data: {
              templateId: null,
              syncMode: "Manual",
              modules: [
                {
                  key: "faq",
                  type: "faq",
                  data: {
                    heading: "Spørsmål",
                    items: [{ question: "Hvorfor?", answer: paragraph("Fordi") }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; revision: number };
}

const patch = (id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "PATCH", url: `/api/page/${id}/rich-text`, headers, payload });

describe("PATCH /api/page/:id/rich-text", () => {
  it("lets global admins, customer service and caseworkers change rich text; others 403, anonymous 401", async () => {
    const page = await createPage();
    let revision = page.revision;
    for (const role of ROLES) {
      const res = await patch(
        page.id,
        { revision, moduleKey: "rt", field: ["content"], content: paragraph(`Av ${role}`) },
        as(role),
      );
      if (["GLOBAL_ADMIN", "CUSTOMER_SERVICE", "CASEWORKER"].includes(role)) {
        expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
        const data = res.json().data;
        expect(data.revision).toBe(revision + 1);
        expect(data.data.modules[1].data.content[0].children[0].text).toBe(`Av ${role}`);
        revision = data.revision;
      } else {
        expect(res.statusCode, role).toBe(403);
      }
    }
    const anonymous = await patch(page.id, {
      revision,
      moduleKey: "rt",
      field: ["content"],
      content: paragraph("x"),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it("changes an FAQ answer inside a manual template, and keeps the old content as a version", async () => {
    const page = await createPage();
    const res = await patch(
      page.id,
      {
        revision: page.revision,
        moduleKey: "faq",
        field: ["items", 0, "answer"],
        content: paragraph("Derfor"),
      },
      as("CASEWORKER"),
    );
    expect(res.statusCode, res.body).toBe(200);
    const template = res.json().data.data.modules[2];
    expect(template.data.modules[0].data.items[0]).toMatchObject({
      question: "Hvorfor?",
      answer: [{ children: [{ text: "Derfor" }] }],
    });
    const versions = await t.database.db
      .select()
      .from(cmsPageVersion)
      .where(eq(cmsPageVersion.pageId, page.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]?.revision).toBe(page.revision);
  });

  it("answers 422 NOT_RICH_TEXT for a field without rich text, 404 for an unknown page or module", async () => {
    const page = await createPage();
    const body = { revision: page.revision, content: paragraph("x") };
    const heading = await patch(
      page.id,
      { ...body, moduleKey: "hero", field: ["heading"] },
      as("CASEWORKER"),
    );
    expect(heading.statusCode).toBe(422);
    expect(heading.json()).toMatchObject({ code: "NOT_RICH_TEXT", errors: { field: expect.any(Array) } });
    const missingItem = await patch(
      page.id,
      { ...body, moduleKey: "faq", field: ["items", 5, "answer"] },
      as("CASEWORKER"),
    );
    expect(missingItem.json().code).toBe("NOT_RICH_TEXT");
    const buttons = await patch(
      page.id,
      { ...body, moduleKey: "hero", field: ["buttons"] },
      as("CASEWORKER"),
    );
    expect(buttons.json().code).toBe("NOT_RICH_TEXT");
    const module = await patch(page.id, { ...body, moduleKey: "nope", field: ["content"] }, as("CASEWORKER"));
    expect(module.statusCode).toBe(404);
    const unknown = await patch(999_999, { ...body, moduleKey: "rt", field: ["content"] }, as("CASEWORKER"));
    expect(unknown.statusCode).toBe(404);
  });

  it("answers a stale revision with 409 REVISION_CONFLICT and changes nothing", async () => {
    const page = await createPage();
    const first = await patch(
      page.id,
      { revision: page.revision, moduleKey: "rt", field: ["content"], content: paragraph("Først") },
      as("CASEWORKER"),
    );
    expect(first.statusCode).toBe(200);
    const stale = await patch(
      page.id,
      { revision: page.revision, moduleKey: "rt", field: ["content"], content: paragraph("Sist") },
      as("CUSTOMER_SERVICE"),
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("REVISION_CONFLICT");
    const now = await t.app.inject({ method: "GET", url: `/api/page/${page.id}` });
    expect(now.json().data.data.modules[1].data.content[0].children[0].text).toBe("Først");
  });

  it("refuses unsafe links in the content", async () => {
    const page = await createPage();
    const res = await patch(
      page.id,
      {
        revision: page.revision,
        moduleKey: "rt",
        field: ["content"],
        content: [
          {
            _type: "block",
            children: [{ _type: "span", text: "klikk", marks: ["l"] }],
            markDefs: [{ _type: "link", _key: "l", href: "javascript:alert(1)" }],
          },
        ],
      },
      as("CASEWORKER"),
    );
    expect(res.statusCode).toBe(422);
  });
});
