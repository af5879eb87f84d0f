import { defineRoute } from "@mt/contract/define-route";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { publicAccess } from "../lib/access.ts";
import { registerRoute } from "../lib/register-route.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const echo = defineRoute({
  method: "POST",
  path: "/test/echo/:id",
  summary: "test",
  tags: ["test"],
  params: z.object({ id: z.coerce.number().int() }),
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  body: z.object({ name: z.string().min(2), contact: z.object({ email: z.email() }) }),
  response: z.object({ id: z.number(), page: z.number(), name: z.string(), token: z.string().nullable() }),
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, (app) => {
    registerRoute(app, echo, {
      access: publicAccess,
      handler: ({ params, query, body, request }) => ({
        id: params.id,
        page: query.page,
        name: body.name,
        token: request.authToken ?? null,
      }),
    });
    app.get("/api/test/crash", { config: { access: publicAccess } }, async () => {
      throw new Error("secret database password in stack");
    });
  });
});
afterAll(() => t.close());

const validBody = { name: "Kari", contact: { email: "kari@example.no" } };

describe("API conventions", () => {
  it("answers a valid call with the parsed, coerced input", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/test/echo/7?page=2", payload: validBody });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: 7, page: 2, name: "Kari", token: null });
  });

  it("answers a validation failure with 422 and the messages per field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo/7",
      payload: { name: "K", contact: { email: "nope" } },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toBe("VALIDATION_ERROR");
    expect(typeof body.message).toBe("string");
    expect(Object.keys(body.errors).sort()).toEqual(["contact.email", "name"]);
    expect(body.errors.name[0]).toMatch(/2/);
  });

  it("says Må fylles ut for a missing field", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo/7",
      payload: { contact: { email: "a@b.no" } },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual(["Må fylles ut"]);
  });

  it("answers wrong types in path and query with 422", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/test/echo/abc?page=0", payload: validBody });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain("id");
  });

  it("answers malformed JSON with 400 in the error shape", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo/7",
      headers: { "content-type": "application/json" },
      payload: '{"name": "Kari",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: expect.any(String), code: "MALFORMED_JSON", errors: {} });
  });

  it("answers an empty JSON body with 400", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo/7",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("MALFORMED_JSON");
  });

  it("answers an unsupported content type with 415", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo/7",
      headers: { "content-type": "application/xml" },
      payload: "<a/>",
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });

  it("answers a body over the limit with 413", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo/7",
      payload: { ...validBody, name: "x".repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers unknown /api/ routes and methods with 404 in the error shape", async () => {
    for (const [method, url] of [
      ["GET", "/api/does-not-exist"],
      ["DELETE", "/api/health"],
      ["GET", "/api"],
      ["POST", "/api/"],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json()).toEqual({ message: "Fant ikke det du lette etter.", code: "NOT_FOUND", errors: {} });
    }
  });

  it("answers an unexpected error with a generic 500 and never leaks the cause", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/test/crash" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: "Noe gikk galt. Prøv igjen senere.",
      code: "INTERNAL_ERROR",
      errors: {},
    });
    expect(res.body).not.toMatch(/secret|stack|Error/);
    expect(res.headers["x-request-id"]).toBeTruthy();
  });

  it("reads the bearer token from the Authorization header, else the AuthToken cookie", async () => {
    const url = "/api/test/echo/1";
    const bearer = await t.app.inject({
      method: "POST",
      url,
      payload: validBody,
      headers: { authorization: "Bearer abc.def" },
    });
    expect(bearer.json().token).toBe("abc.def");
    const cookie = await t.app.inject({
      method: "POST",
      url,
      payload: validBody,
      cookies: { AuthToken: "from-cookie" },
    });
    expect(cookie.json().token).toBe("from-cookie");
    const both = await t.app.inject({
      method: "POST",
      url,
      payload: validBody,
      headers: { authorization: "Bearer header-wins" },
      cookies: { AuthToken: "cookie" },
    });
    expect(both.json().token).toBe("header-wins");
  });

  it("accepts the Page-URL and Request-from headers", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/test/echo/1",
      payload: validBody,
      headers: { "page-url": "https://example.no/bestilling/handlekurv", "request-from": "web" },
    });
    expect(res.statusCode).toBe(200);
  });

  it("stamps every response, errors included, with the app and cart versions", async () => {
    for (const url of ["/api/health", "/api/nope"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["x-app-version"]).toBeTruthy();
      expect(res.headers["x-cart-version"]).toBe("1");
    }
  });

  it("keeps a well-formed request id from the caller and makes one otherwise", async () => {
    const given = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "trace-12345678" },
    });
    expect(given.headers["x-request-id"]).toBe("trace-12345678");
    const made = await t.app.inject({
      method: "GET",
      url: "/api/health",
      headers: { "x-request-id": "<script>" },
    });
    expect(made.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });
});
