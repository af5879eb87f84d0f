import fs from "node:fs";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appUser } from "../users/users.schema.ts";
import { authSession, codeRequest, verificationCode } from "./auth.schema.ts";
import {
  type AuthTestApp,
  confirm,
  createAuthTestApp,
  demoPhone,
  forgetCodeRequests,
  freshIp,
  lastCode,
  loginAs,
  outboxLines,
  requestLoginCode,
  sessionCookie,
  userIdByPhone,
} from "./auth.test-support.ts";

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ AUTH_CODES_PER_IP_PER_HOUR: "8", AUTH_CONFIRMS_PER_IP_PER_HOUR: "20" });
});
afterAll(() => t.close());

const customer = demoPhone("CUSTOMER");
const caseworker = demoPhone("CASEWORKER");
const unknown = "+4799999999";

const me = (token: string) =>
  t.app.inject({ method: "POST", url: "/api/auth/me", headers: { authorization: `Bearer ${token}` } });

/** A new login code for the number, asked for from `ip` (a fresh address unless given). */
async function freshCode(phoneNumber: string, ip = freshIp()): Promise<string> {
  await forgetCodeRequests(t.database.db, phoneNumber);
  expect((await requestLoginCode(t, phoneNumber, ip)).statusCode).toBe(200);
  const code = await lastCode(t, phoneNumber);
  if (!code) throw new Error("no code");
  return code;
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

describe("one-time codes", () => {
  it("are six random digits, stored only as a hash, and live for ten minutes", async () => {
    const before = Date.now();
    const code = await freshCode(customer);
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.database.db
      .select()
      .from(verificationCode)
      .where(eq(verificationCode.phoneNumber, customer));
    const row = rows.at(-1);
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    const ttl = (row?.expiresAt.getTime() ?? 0) - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add(await freshCode(customer));
    expect(codes.size).toBeGreaterThan(1);
  });

  it("log in once: the same code never works twice", async () => {
    const code = await freshCode(customer);
    expect((await confirm(t, customer, code)).statusCode).toBe(200);
    const again = await confirm(t, customer, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED", errors: {} });
  });

  it("die for the address that asked after five wrong guesses from it, even if the right one follows", async () => {
    const ip = freshIp();
    const code = await freshCode(customer, ip);
    for (let i = 0; i < 5; i++) expect((await confirm(t, customer, wrong(code), ip)).statusCode).toBe(401);
    expect((await confirm(t, customer, code, ip)).statusCode).toBe(401);
  });

  it("still work after four wrong guesses", async () => {
    const ip = freshIp();
    const code = await freshCode(customer, ip);
    for (let i = 0; i < 4; i++) expect((await confirm(t, customer, wrong(code), ip)).statusCode).toBe(401);
    expect((await confirm(t, customer, code, ip)).statusCode).toBe(200);
  });

  it("expire after ten minutes", async () => {
    const code = await freshCode(customer);
    await t.database.db
      .update(verificationCode)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCode.phoneNumber, customer));
    expect((await confirm(t, customer, code)).statusCode).toBe(401);
  });

  it("are bound to the number they were sent to", async () => {
    const code = await freshCode(customer);
    await freshCode(caseworker);
    expect((await confirm(t, caseworker, code)).statusCode).toBe(401);
  });

  it("are replaced by a newer code for the same number asked for from the same address", async () => {
    const ip = freshIp();
    const older = await freshCode(customer, ip);
    const newer = await freshCode(customer, ip);
    if (older === newer) return;
    expect((await confirm(t, customer, older, ip)).statusCode).toBe(401);
    expect((await confirm(t, customer, newer, ip)).statusCode).toBe(200);
  });

  it("go out by SMS through the outbox after commit, with the attempt recorded", async () => {
    await freshCode(customer);
    const sms = (await outboxLines(t)).filter((line) => line.to === customer).at(-1);
    expect(sms?.text).toMatch(/^\d{6} er koden din hos Montørtorget\. Den gjelder i 10 minutter\./);
    const [row] = await t.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from outbox_attempt where ok`)
      .then((result) => (result as unknown as { rows: { n: number }[] }).rows);
    expect(row?.n).toBeGreaterThan(0);
  });
});

describe("sending limits against SMS pumping", () => {
  it("send only to Norwegian (+47, 8 digits) and Polish (+48, 9 digits) numbers", async () => {
    for (const bad of ["+4612345678", "+47123", "+48 12345678", "12345", "+4791234567891"]) {
      const res = await requestLoginCode(t, bad);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone_number).toEqual(["Ugyldig telefonnummer"]);
    }
    const polish = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-code",
      payload: { phone_number: "+48 123 456 789" },
      remoteAddress: freshIp(),
    });
    expect(polish.statusCode).toBe(200);
    expect((await outboxLines(t)).some((line) => line.to === "+48123456789")).toBe(true);
  });

  it("allow one code per number per minute, answering 429 in Norwegian", async () => {
    await forgetCodeRequests(t.database.db, customer);
    expect((await requestLoginCode(t, customer)).statusCode).toBe(200);
    const second = await requestLoginCode(t, customer);
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({
      message: "Vent ett minutt før du ber om en ny kode.",
      code: "TOO_MANY_REQUESTS",
      errors: {},
    });
    await t.database.db
      .update(codeRequest)
      .set({ createdAt: new Date(Date.now() - 61_000) })
      .where(eq(codeRequest.phoneNumber, customer));
    expect((await requestLoginCode(t, customer)).statusCode).toBe(200);
  });

  it("let the holder of the phone ask again at once after using a code; a wrong guess does not", async () => {
    await forgetCodeRequests(t.database.db, customer);
    const ip = freshIp();
    expect((await requestLoginCode(t, customer, ip)).statusCode).toBe(200);
    expect((await confirm(t, customer, "000000", ip)).statusCode).toBe(401);
    expect((await requestLoginCode(t, customer, ip)).statusCode).toBe(429);
    const code = await lastCode(t, customer);
    expect((await confirm(t, customer, code ?? "", ip)).statusCode).toBe(200);
    expect((await requestLoginCode(t, customer, ip)).statusCode).toBe(200);
  });

  it("hold under concurrent requests: one code per minute even when five arrive at once", async () => {
    const phone = "+4745678901";
    const answers = await Promise.all(Array.from({ length: 5 }, () => requestLoginCode(t, phone)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
  });

  it("allow five codes per number per hour", async () => {
    await forgetCodeRequests(t.database.db, customer);
    for (let i = 0; i < 5; i++) {
      expect((await requestLoginCode(t, customer)).statusCode).toBe(200);
      await t.database.db
        .update(codeRequest)
        .set({ createdAt: sql`${codeRequest.createdAt} - interval '2 minutes'` })
        .where(eq(codeRequest.phoneNumber, customer));
    }
    const sixth = await requestLoginCode(t, customer);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toContain("for mange koder");
    await forgetCodeRequests(t.database.db, customer);
  });

  it("cap the codes one IP address may ask for, whatever the numbers", async () => {
    const ip = "192.0.2.77";
    for (let i = 0; i < 8; i++) {
      expect((await requestLoginCode(t, `+479100000${i}`, ip)).statusCode).toBe(200);
    }
    const res = await requestLoginCode(t, "+4791000009", ip);
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe("TOO_MANY_REQUESTS");
    expect((await requestLoginCode(t, "+4791000009", "192.0.2.78")).statusCode).toBe(200);
  });
});

describe("no account enumeration", () => {
  it("answers a login code request the same for known and unknown numbers, and texts only the known", async () => {
    await forgetCodeRequests(t.database.db);
    const known = await requestLoginCode(t, customer);
    const stranger = await requestLoginCode(t, unknown);
    expect(stranger.statusCode).toBe(known.statusCode);
    expect(stranger.body).toBe(known.body);
    expect((await outboxLines(t)).some((line) => line.to === unknown)).toBe(false);
    // The limits count unknown numbers too, so a 429 reveals nothing either.
    expect((await requestLoginCode(t, unknown)).statusCode).toBe(429);
  });

  it("fails confirm for an unknown number exactly like a wrong code", async () => {
    const code = await freshCode(customer);
    const wrongCode = await confirm(t, customer, wrong(code));
    const stranger = await confirm(t, unknown, code);
    expect(stranger.statusCode).toBe(401);
    expect(stranger.body).toBe(wrongCode.body);
  });
});

describe("sessions", () => {
  it("set a 30-day HttpOnly SameSite=Lax AuthToken cookie that works like the bearer header", async () => {
    const code = await freshCode(customer);
    const res = await confirm(t, customer, code);
    const cookie = res.cookies.find((c) => c.name === "AuthToken");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", maxAge: 30 * 24 * 60 * 60 });
    expect(cookie?.secure).toBeFalsy();
    // The session travels only in the HttpOnly cookie: the body holds the user alone.
    expect(Object.keys(res.json().data)).toEqual(["user"]);
    expect(res.body).not.toContain(cookie?.value);
    const body = res.json().data.user;
    expect(body).toMatchObject({ phoneNumber: customer, activeRoles: ["CUSTOMER"], type: "simple" });
    expect(body.permissions).toBeUndefined();
    const byCookie = await t.app.inject({
      method: "POST",
      url: "/api/auth/me",
      cookies: { AuthToken: cookie?.value ?? "" },
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().data.firstName).toBe("Nora");
    expect((await me(cookie?.value ?? "")).statusCode).toBe(200);
  });

  it("answer 401 without a token, with a forged token, or with one signed by another key", async () => {
    expect((await t.app.inject({ method: "POST", url: "/api/auth/me" })).statusCode).toBe(401);
    const token = await loginAs(t, customer);
    const [head, payload] = token.split(".");
    const forged = `${head}.${payload}.${"A".repeat(43)}`;
    expect((await me(forged)).statusCode).toBe(401);
    expect((await me("not-a-token")).statusCode).toBe(401);
    const { tokenSigner } = await import("./auth.tokens.ts");
    const claims = JSON.parse(Buffer.from(payload ?? "", "base64url").toString());
    const foreign = await tokenSigner("x".repeat(48)).signSession(
      claims.sid,
      claims.sub,
      new Date(Date.now() + 60_000),
    );
    expect((await me(foreign)).statusCode).toBe(401);
  });

  it("rotate on refresh: the new token works, the old one is revoked", async () => {
    const old = await loginAs(t, customer);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { authorization: `Bearer ${old}` },
    });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res);
    expect(fresh).not.toBe(old);
    expect(Object.keys(res.json().data)).toEqual(["user"]);
    expect(res.body).not.toContain(fresh);
    expect((await me(fresh)).statusCode).toBe(200);
    expect((await me(old)).statusCode).toBe(401);
    const reuse = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh",
      headers: { authorization: `Bearer ${old}` },
    });
    expect(reuse.statusCode).toBe(401);
  });

  it("end on logout: the token is revoked and the cookies cleared", async () => {
    const token = await loginAs(t, customer);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/logout",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const cleared = res.cookies.find((c) => c.name === "AuthToken");
    expect(cleared?.value).toBe("");
    expect(res.cookies.some((c) => c.name === "ContractorId")).toBe(true);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("end when the session row expires", async () => {
    const token = await loginAs(t, customer);
    const userId = await userIdByPhone(t.database.db, customer);
    await t.database.db
      .update(authSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(authSession.userId, userId)));
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe("phone verification, registration and login links", () => {
  it("verifies a number with a code and registers a customer with the token", async () => {
    const phone = "+4741234567";
    const sent = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-code",
      payload: { phone_number: "412 34 567" },
      remoteAddress: freshIp(),
    });
    expect(sent.statusCode).toBe(200);
    const code = await lastCode(t, phone);
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-phone-number",
      payload: { phone_number: phone, code },
    });
    expect(verified.statusCode).toBe(200);
    const token = verified.json().data.phoneVerificationToken;
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { phone_verification_token: token, first_name: "Sofie", last_name: "Berg" },
    });
    expect(registered.statusCode).toBe(200);
    expect(registered.json().data.user).toMatchObject({ name: "Sofie Berg", activeRoles: ["CUSTOMER"] });
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { phone_verification_token: `${token}x`, first_name: "Sofie", last_name: "Berg" },
    });
    expect(bad.statusCode).toBe(422);
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, phone));
    expect(user?.availableRoles).toEqual(["CUSTOMER"]);
  });

  it("refuses a wrong code when verifying a number", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-phone-number",
      payload: { phone_number: "+4741234568", code: "123456" },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(["Koden er feil eller utløpt."]);
  });

  it("logs in once with a login link", async () => {
    const { createAuthModule } = await import("./auth.module.ts");
    const { createNotificationsModule } = await import("../notifications/notifications.module.ts");
    const { createUsersModule } = await import("../users/users.module.ts");
    const { db } = t.database;
    const auth = await createAuthModule({
      db,
      env: t.env,
      users: createUsersModule({ db }).service,
      notifications: createNotificationsModule({ db, env: t.env, log: t.app.log }).service,
    });
    const token = await auth.service.createLoginLink(await userIdByPhone(db, customer));
    const first = await t.app.inject({ method: "POST", url: "/api/auth/login/token", payload: { token } });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user.phoneNumber).toBe(customer);
    const again = await t.app.inject({ method: "POST", url: "/api/auth/login/token", payload: { token } });
    expect(again.statusCode).toBe(401);
  });
});

describe("security headers", () => {
  it("are on API answers, errors and unknown routes", async () => {
    for (const url of ["/api/settings/public", "/api/finnes-ikke", "/api/auth/me"]) {
      const res = await t.app.inject({ method: url === "/api/auth/me" ? "POST" : "GET", url });
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
      expect(res.headers["x-frame-options"]).toBe("DENY");
    }
  });
});

describe("the outbox file", () => {
  it("holds one JSON line per message", () => {
    const lines = fs.readFileSync(t.outboxFile, "utf8").trim().split("\n");
    expect(() => lines.map((line) => JSON.parse(line))).not.toThrow();
  });
});
