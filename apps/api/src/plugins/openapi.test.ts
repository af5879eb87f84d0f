import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { contractNames } from "./openapi/contract-names.ts";

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

  it("lists only the contracts' calls, each with a unique camelCase id from its contract's name", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const paths = Object.keys(doc.paths);
    expect(paths.filter((path) => path.includes("*") || !path.startsWith("/api/"))).toEqual([]);
    const operations = Object.values(
      doc.paths as Record<string, Record<string, { operationId: string }>>,
    ).flatMap((methods) => Object.values(methods));
    const ids = operations.map((operation) => operation.operationId);
    expect(ids.filter((id) => !/^[a-z][A-Za-z0-9]*$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // A contract module missing from contractNames would leave its calls without an id.
    const names = new Set([...contractNames.values()].map((entry) => entry.name));
    expect(ids.filter((id) => !names.has(id))).toEqual([]);
    expect(doc.paths["/api/cart/{id}/book"].post.operationId).toBe("bookCart");
  });

  it("says which calls need a login: the session cookie or a bearer token", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.paths["/api/settings/public"].get.security).toEqual([]);
    expect(doc.paths["/api/contractor/{id}"].patch.security).toEqual([{ bearer: [] }, { cookie: [] }]);
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(["bearer", "cookie"]);
  });

  it("documents each call's error answers in the error shape, with the codes it can send", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const answer = (path: string, method: string, status: number) => {
      const ref: string = doc.paths[path][method].responses[status].$ref;
      return doc.components.responses[ref.replace("#/components/responses/", "")];
    };
    const codes = (status: number) =>
      answer("/api/contractor/{id}", "patch", status).content["application/json"].schema.properties.code.enum;
    expect(codes(401)).toEqual(["UNAUTHORIZED"]);
    expect(codes(403)).toContain("FORBIDDEN");
    expect(codes(404)).toEqual(["NOT_FOUND"]);
    expect(codes(422)).toContain("VALIDATION_ERROR");
    expect(doc.paths["/api/settings/public"].get.responses[401]).toBeUndefined();
    expect(doc.components.schemas.ApiError.required).toEqual(["message", "code", "errors"]);
    expect(answer("/api/media/upload-customer-image", "post", 429).description).toContain("TOO_MANY_UPLOADS");
  });

  it("documents the uploads as multipart forms with a binary file", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    for (const path of ["upload", "upload-cms-image", "upload-customer-image", "upload-document"]) {
      const form = doc.paths[`/api/media/${path}`].post.requestBody.content["multipart/form-data"].schema;
      expect(form.properties.file).toEqual({ type: "string", format: "binary" });
      expect(form.required).toEqual(["file"]);
    }
  });

  it("describes every tag it uses", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const used = new Set(
      Object.values(doc.paths as Record<string, Record<string, { tags: string[] }>>).flatMap((methods) =>
        Object.values(methods).flatMap((operation) => operation.tags),
      ),
    );
    const described = new Map(
      (doc.tags as { name: string; description: string }[]).map((tag) => [tag.name, tag]),
    );
    expect([...used].filter((tag) => !described.get(tag)?.description)).toEqual([]);
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
