import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, confirm, createAuthTestApp, demoPhone } from "./auth.test-support.ts";

describe("the fixed development code and the dev sign-in switcher", () => {
  let dev: AuthTestApp;
  let production: AuthTestApp;
  beforeAll(async () => {
    [dev, production] = await Promise.all([
      createAuthTestApp({ DEV_LOGIN_CODE: "4321" }),
      createAuthTestApp({ DEV_LOGIN_CODE: "4321", NODE_ENV: "production", APP_ENV: "staging" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([dev?.close(), production?.close()]);
  });

  it("accepts the configured code outside production", async () => {
    const res = await confirm(dev, demoPhone("CASEWORKER"), "4321");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.activeRoles).toEqual(["CASEWORKER"]);
  });

  it("never accepts it when NODE_ENV=production, and the cookie is Secure there", async () => {
    const res = await confirm(production, demoPhone("CASEWORKER"), "4321");
    expect(res.statusCode).toBe(401);
    const { lastCode, requestLoginCode } = await import("./auth.test-support.ts");
    await requestLoginCode(production, demoPhone("CASEWORKER"));
    const code = await lastCode(production, demoPhone("CASEWORKER"));
    const ok = await confirm(production, demoPhone("CASEWORKER"), code ?? "");
    expect(ok.statusCode).toBe(200);
    expect(ok.cookies.find((c) => c.name === "AuthToken")?.secure).toBe(true);
    expect(ok.headers["strict-transport-security"]).toContain("max-age=");
  });

  it("is not accepted in a non-production build when APP_ENV says production", async () => {
    const app = await createAuthTestApp({ DEV_LOGIN_CODE: "4321", APP_ENV: "production" });
    try {
      expect((await confirm(app, demoPhone("CUSTOMER"), "4321")).statusCode).toBe(401);
      expect((await app.app.inject({ method: "GET", url: "/api/auth/dev/users" })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it("lists one demo user per role and logs in with one click outside production", async () => {
    const res = await dev.app.inject({ method: "GET", url: "/api/auth/dev/users" });
    expect(res.statusCode).toBe(200);
    const users = res.json().data as { role: string; label: string; uuid: string; name: string }[];
    expect(users.map((user) => user.role)).toHaveLength(11);
    const electrician = users.find((user) => user.role === "ELECTRICIAN");
    expect(electrician).toMatchObject({ label: "Montør", name: "Per Nilsen" });
    const login = await dev.app.inject({
      method: "POST",
      url: "/api/auth/dev/login",
      payload: { uuid: electrician?.uuid },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.some((c) => c.name === "AuthToken")).toBe(true);
  });

  it("exposes neither in production", async () => {
    expect((await production.app.inject({ method: "GET", url: "/api/auth/dev/users" })).statusCode).toBe(404);
    const login = await production.app.inject({
      method: "POST",
      url: "/api/auth/dev/login",
      payload: { uuid: "00000000-0000-0000-0000-000000000000" },
    });
    expect(login.statusCode).toBe(404);
  });
});
