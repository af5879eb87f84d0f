import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemoData } from "../../seed/seed.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { jobTemplate } from "../catalogue/catalogue.schema.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database, { people: true });
}, 120_000);
afterAll(() => t.close());

async function templateId(slug: string): Promise<number> {
  const [row] = await t.database.db
    .select({ id: jobTemplate.id })
    .from(jobTemplate)
    .where(eq(jobTemplate.slug, slug));
  if (!row) throw new Error(`no job ${slug}`);
  return row.id;
}

describe("the demo's ratings", () => {
  it("show an approved comment on a job page and leave one pending for the moderation list", async () => {
    const charger = await t.app.inject({
      method: "GET",
      url: `/api/rating/job/${await templateId("elbillader")}`,
    });
    expect(charger.json().data).toMatchObject({ average: 5, count: 1, comments: [{ stars: 5 }] });
    const inspection = await t.app.inject({
      method: "GET",
      url: `/api/rating/job/${await templateId("el-kontroll")}`,
    });
    // A pending comment (4) and stars without one (3): neither comment is shown.
    expect(inspection.json().data).toMatchObject({ average: 3.5, count: 2, comments: [] });
  });

  it("sum up as one average for the storefront, for anyone", async () => {
    const all = await t.app.inject({ method: "GET", url: "/api/rating/storefront" });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({ average: 4, count: 3 });
  });
});
