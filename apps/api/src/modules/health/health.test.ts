import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_VERSION: "9.9.9" });
});
afterAll(() => t.close());

describe("health and readiness", () => {
  it("GET /api/health says the process is alive", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ok", version: "9.9.9" });
  });

  it("GET /api/ready says the database answers", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/ready" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: "ready", database: t.database.kind });
  });

  it("GET /api/ready answers 503 in the error shape when the database is gone", async () => {
    const ping = t.database.ping;
    t.database.ping = async () => {
      throw new Error("connection refused");
    };
    try {
      const res = await t.app.inject({ method: "GET", url: "/api/ready" });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        message: "Databasen svarer ikke.",
        code: "DATABASE_UNAVAILABLE",
        errors: {},
      });
    } finally {
      t.database.ping = ping;
    }
  });
});
