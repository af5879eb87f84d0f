import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser } from "../users/users.schema.ts";
import { devCodeActive } from "./auth.service.ts";
import {
  type AuthTestApp,
  confirm,
  createAuthTestApp,
  demoPhone,
  lastCode,
  outboxLines,
  requestLoginCode,
} from "./auth.test-support.ts";

describe("the fixed development code and the dev sign-in switcher", () => {
  let local: AuthTestApp;
  let staging: AuthTestApp;
  let production: AuthTestApp;
  beforeAll(async () => {
    // The optimised build everywhere: APP_ENV alone decides. The demo users exist in all three, as
    // they would in a deployment that refused to start on them; the calls must still give nothing.
    [local, staging, production] = await Promise.all([
      createAuthTestApp({ DEV_LOGIN_CODE: "4321", NODE_ENV: "production" }),
      createAuthTestApp({ NODE_ENV: "production", APP_ENV: "staging" }),
      createAuthTestApp({ NODE_ENV: "development", APP_ENV: "production" }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([local?.close(), staging?.close(), production?.close()]);
  });

  it("accepts the configured code in the local demo, also in the optimised build", async () => {
    const res = await confirm(local, demoPhone("CASEWORKER"), "4321");
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.activeRoles).toEqual(["CASEWORKER"]);
    // On plain http (PUBLIC_URL's default) the demo's cookie is not Secure, so a browser keeps it.
    expect(res.cookies.find((c) => c.name === "AuthToken")?.secure).toBeFalsy();
  });

  it("texts the configured code in the local demo, so the SMS in the outbox shows the code that works", async () => {
    const phone = demoPhone("INSPECTOR");
    expect((await requestLoginCode(local, phone)).statusCode).toBe(200);
    const sms = (await outboxLines(local)).filter((line) => line.channel === "sms" && line.to === phone);
    expect(sms.at(-1)?.text).toMatch(/^4321 er koden din hos /);
    expect((await confirm(local, phone, "4321")).statusCode).toBe(200);
    // Used up like any texted code: the minute between codes lifts, so a new one may be asked at once.
    expect((await requestLoginCode(local, phone)).statusCode).toBe(200);
  });

  it("never accepts a dev code in staging or production, while a texted code works", async () => {
    for (const app of [staging, production]) {
      // The code cannot be configured there (the server refuses to boot), and even if it were:
      expect(devCodeActive({ ...app.env, DEV_LOGIN_CODE: "4321" })).toBe(false);
      expect((await confirm(app, demoPhone("CASEWORKER"), "4321")).statusCode).toBe(401);
      await requestLoginCode(app, demoPhone("CASEWORKER"));
      const code = await lastCode(app, demoPhone("CASEWORKER"));
      const ok = await confirm(app, demoPhone("CASEWORKER"), code ?? "");
      expect(ok.statusCode).toBe(200);
      // A deployment's cookie is Secure whatever the build.
      expect(ok.cookies.find((c) => c.name === "AuthToken")?.secure).toBe(true);
    }
  });

  it("lists one demo user per role and logs in with one click in the local demo", async () => {
    const res = await local.app.inject({ method: "GET", url: "/api/auth/dev/users" });
    expect(res.statusCode).toBe(200);
    const users = res.json().data as { role: string; label: string; uuid: string; name: string }[];
    expect(users.map((user) => user.role)).toHaveLength(11);
    const electrician = users.find((user) => user.role === "ELECTRICIAN");
    expect(electrician).toMatchObject({ label: "Montør", name: "Per Nilsen" });
    const login = await local.app.inject({
      method: "POST",
      url: "/api/auth/dev/login",
      payload: { uuid: electrician?.uuid },
    });
    expect(login.statusCode).toBe(200);
    expect(login.cookies.some((c) => c.name === "AuthToken")).toBe(true);
  });

  it("exposes neither in staging or production: a known demo user's uuid gets no session", async () => {
    for (const app of [staging, production]) {
      expect((await app.app.inject({ method: "GET", url: "/api/auth/dev/users" })).statusCode).toBe(404);
      const [row] = await app.database.db.select({ uuid: appUser.uuid }).from(appUser).limit(1);
      expect(row?.uuid).toBeDefined();
      const login = await app.app.inject({
        method: "POST",
        url: "/api/auth/dev/login",
        payload: { uuid: row?.uuid },
      });
      expect(login.statusCode).toBe(404);
      expect(login.cookies).toEqual([]);
    }
  });

  it("tells the web which environment it is, for the switcher and the badge", async () => {
    const environment = async (app: AuthTestApp) =>
      (await app.app.inject({ method: "GET", url: "/api/settings/public" })).json().data.environment;
    expect(await environment(local)).toBe("local");
    expect(await environment(staging)).toBe("staging");
    expect(await environment(production)).toBe("production");
  });

  it("offers the one-click sign-in of the local demo to this machine only, even when it listens on the network", async () => {
    const users = (remoteAddress: string) =>
      local.app.inject({ method: "GET", url: "/api/auth/dev/users", remoteAddress });
    const [someone] = (await users("127.0.0.1")).json().data as { uuid: string }[];
    for (const remoteAddress of ["192.168.1.20", "10.0.0.7", "::ffff:192.168.1.20", "fe80::1"]) {
      expect((await users(remoteAddress)).statusCode).toBe(404);
      const login = await local.app.inject({
        method: "POST",
        url: "/api/auth/dev/login",
        payload: { uuid: someone?.uuid },
        remoteAddress,
      });
      expect(login.statusCode).toBe(404);
      expect(login.cookies).toEqual([]);
    }
    for (const remoteAddress of ["127.0.0.1", "127.0.0.2", "::1", "::ffff:127.0.0.1"])
      expect((await users(remoteAddress)).statusCode).toBe(200);
    // Whatever a proxy header claims: only the connection's own address counts.
    const claimed = await local.app.inject({
      method: "GET",
      url: "/api/auth/dev/users",
      remoteAddress: "192.168.1.20",
      headers: { "x-forwarded-for": "127.0.0.1" },
    });
    expect(claimed.statusCode).toBe(404);
  });
});
