import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/test-app.ts";

const HSTS = "max-age=31536000; includeSubDomains";

/** The real app per configuration; every one asked the same plain and forwarded-https requests. */
describe("Strict-Transport-Security", () => {
  const apps: Record<string, TestApp> = {};
  const configs: Record<string, Record<string, string>> = {
    productionHttps: { APP_ENV: "production", PUBLIC_URL: "https://montortorget.no" },
    stagingHttps: { APP_ENV: "staging", PUBLIC_URL: "https://test.montortorget.no" },
    productionBehindProxy: { APP_ENV: "production", PUBLIC_URL: "http://intern:3000", TRUST_PROXY: "true" },
    productionUntrustedProxy: { APP_ENV: "production", PUBLIC_URL: "http://intern:3000" },
    localOptimisedHttps: { NODE_ENV: "production", PUBLIC_URL: "https://localhost:3000" },
  };
  beforeAll(async () => {
    for (const [name, env] of Object.entries(configs)) apps[name] = await createTestApp(env);
  });
  afterAll(async () => {
    for (const app of Object.values(apps)) await app.close();
  });

  const hsts = async (name: string, headers: Record<string, string> = {}) =>
    (await apps[name]?.app.inject({ method: "GET", url: "/api/health", headers }))?.headers[
      "strict-transport-security"
    ];

  it("goes out on every response of a deployment whose public address is https", async () => {
    expect(await hsts("productionHttps")).toBe(HSTS);
    expect(await hsts("stagingHttps")).toBe(HSTS);
  });

  it("behind a trusted proxy, goes out when the proxy says the request came over https", async () => {
    expect(await hsts("productionBehindProxy", { "x-forwarded-proto": "https" })).toBe(HSTS);
    expect(await hsts("productionBehindProxy")).toBeUndefined();
  });

  it("believes no X-Forwarded-Proto without TRUST_PROXY, and never pins a local demo", async () => {
    expect(await hsts("productionUntrustedProxy", { "x-forwarded-proto": "https" })).toBeUndefined();
    expect(await hsts("localOptimisedHttps", { "x-forwarded-proto": "https" })).toBeUndefined();
    expect(await hsts("localOptimisedHttps")).toBeUndefined();
  });
});
