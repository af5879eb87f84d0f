import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("OpenAPI", () => {
  it("documents the routes from their zod schemas at /api/docs/json", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/api/health"].get.responses["200"]).toBeDefined();
    expect(doc.paths["/api/settings/public"].get.summary).toBe("Settings every visitor may read");
  });

  it("serves the documentation page at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(res.statusCode);
  });
});
