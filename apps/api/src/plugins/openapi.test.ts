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

  it("documents the contractor calls of spec section 7", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const contractor = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.tags?.includes("contractor"))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(contractor).toEqual([
      "DELETE /api/contractor/{id}/electrician/{uuid}",
      "GET /api/contractor",
      "GET /api/contractor/by-area/{x}",
      "GET /api/contractor/{id}",
      "GET /api/contractor/{id}/calendar",
      "GET /api/contractor/{id}/electrician",
      "GET /api/contractor/{id}/electrician/{uuid}",
      "GET /api/contractor/{id}/feedback",
      "GET /api/contractor/{id}/post-codes",
      "PATCH /api/contractor/{id}",
      "POST /api/contractor/register",
      "POST /api/contractor/{id}/department",
      "POST /api/contractor/{id}/electrician",
      "POST /api/contractor/{id}/electrician/{uuid}/projects-affected-by-general-availability",
      "POST /api/contractor/{id}/feedback",
      "POST /api/contractor/{id}/invoice-emails",
    ]);
    expect(doc.paths["/api/contractor/{id}"].patch.requestBody).toBeDefined();
  });

  it("documents the seller calls of issue 16", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const seller = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>)
      .flatMap(([path, methods]) =>
        Object.entries(methods)
          .filter(([, operation]) => operation.tags?.includes("seller"))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
      )
      .sort();
    expect(seller).toEqual([
      "GET /api/seller-dashboard",
      "GET /api/seller-dashboard/settings",
      "PATCH /api/seller-dashboard/settings",
      "POST /api/cart/{id}/book-by-seller",
      "POST /api/cart/{id}/opened",
      "POST /api/cart/{id}/reminders-by-seller",
    ]);
  });

  it("serves the documentation page at /api/docs", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(res.statusCode);
  });
});

describe("API_DOCS", () => {
  const docs = async (env: Record<string, string>) => {
    const app = await createTestApp(env);
    try {
      const page = await app.app.inject({ method: "GET", url: "/api/docs" });
      const json = await app.app.inject({ method: "GET", url: "/api/docs/json" });
      return [page.statusCode, json.statusCode, json.json().code];
    } finally {
      await app.close();
    }
  };

  it("is public by default in the local demo (the optimised build too)", async () => {
    expect((await docs({ NODE_ENV: "production" })).slice(0, 2)).toEqual([expect.any(Number), 200]);
  });

  it("is off by default in staging and production: both addresses answer the API's 404", async () => {
    expect(await docs({ APP_ENV: "production" })).toEqual([404, 404, "NOT_FOUND"]);
    expect(await docs({ APP_ENV: "staging" })).toEqual([404, 404, "NOT_FOUND"]);
  });

  it("follows the setting either way", async () => {
    expect((await docs({ APP_ENV: "production", API_DOCS: "public" }))[1]).toBe(200);
    expect(await docs({ APP_ENV: "local", API_DOCS: "off" })).toEqual([404, 404, "NOT_FOUND"]);
  });
});
