import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createNotificationsModule } from "../notifications/notifications.module.ts";
import { createUsersModule } from "../users/users.module.ts";
import { authRepository } from "./auth.repository.ts";
import { verificationCode } from "./auth.schema.ts";
import { authService } from "./auth.service.ts";
import {
  type AuthTestApp,
  confirm,
  createAuthTestApp,
  demoPhone,
  forgetCodeRequests,
  freshIp,
  lastCode,
  requestLoginCode,
} from "./auth.test-support.ts";
import { tokenSigner } from "./auth.tokens.ts";

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp({ AUTH_CONFIRMS_PER_IP_PER_HOUR: "12" });
});
afterAll(() => t.close());

const victim = demoPhone("CUSTOMER");
/** The n-th wrong guess for a code (never the code itself). */
const wrong = (code: string, n = 0) => String((Number(code) + 1 + n) % 1_000_000).padStart(6, "0");

async function codeFor(phoneNumber: string, ip: string): Promise<string> {
  await forgetCodeRequests(t.database.db, phoneNumber);
  expect((await requestLoginCode(t, phoneNumber, ip)).statusCode).toBe(200);
  const code = await lastCode(t, phoneNumber);
  if (!code) throw new Error("no code");
  return code;
}

async function liveCodes(phoneNumber: string) {
  return t.database.db
    .select()
    .from(verificationCode)
    .where(and(eq(verificationCode.phoneNumber, phoneNumber), isNull(verificationCode.consumedAt)));
}

describe("a stranger guessing codes for someone else's number", () => {
  it("cannot make the owner's right code fail, however fast they guess and from however many addresses", async () => {
    const owner = freshIp();
    const code = await codeFor(victim, owner);
    let stop = false;
    let underWay = () => {};
    const eightGuesses = new Promise<void>((resolve) => {
      underWay = resolve;
    });
    const attack = (async () => {
      for (let n = 0; n < 60 && !stop; n++) {
        const res = await confirm(t, victim, wrong(code, n), freshIp());
        expect(res.statusCode).toBe(401);
        if (n === 7) underWay();
      }
    })();
    // The attack is well under way (more guesses than any per-code limit) when the owner types the code.
    await Promise.race([eightGuesses, attack]);
    const res = await confirm(t, victim, code, owner);
    stop = true;
    await attack;
    expect(res.statusCode, res.body).toBe(200);
  });

  it("cannot brute-force either: a code takes five guesses from the address that asked and three from all others", async () => {
    const owner = freshIp();
    const code = await codeFor(victim, owner);
    for (let n = 0; n < 3; n++) expect((await confirm(t, victim, wrong(code, n))).statusCode).toBe(401);
    // The strangers' budget is spent: even the right code from another address fails now.
    expect((await confirm(t, victim, code)).statusCode).toBe(401);
    for (let n = 0; n < 5; n++)
      expect((await confirm(t, victim, wrong(code, n), owner)).statusCode).toBe(401);
    expect((await confirm(t, victim, code, owner)).statusCode).toBe(401);
    const [row] = await liveCodes(victim);
    expect(row).toMatchObject({ attempts: 5, otherAttempts: 3 });

    // A fresh code asked for by the owner starts a fresh budget.
    const fresh = await codeFor(victim, owner);
    expect((await confirm(t, victim, fresh, owner)).statusCode).toBe(200);
  });

  it("cannot kill the owner's code by asking for a new one from elsewhere", async () => {
    const owner = freshIp();
    const code = await codeFor(victim, owner);
    await forgetCodeRequests(t.database.db, victim);
    expect((await requestLoginCode(t, victim, freshIp())).statusCode).toBe(200);
    expect(await liveCodes(victim)).toHaveLength(2);
    expect((await confirm(t, victim, code, owner)).statusCode).toBe(200);
  });
});

describe("no account enumeration by the work a code check does", () => {
  it("does the same queries and hash comparisons with or without an account, a code or budget left", async () => {
    const { db } = t.database;
    let calls: string[] = [];
    let comparisons = 0;
    /** Records every method called on the real object. */
    const recorded = <T extends object>(name: string, target: T): T =>
      new Proxy(target, {
        get(object, key) {
          const value = Reflect.get(object, key);
          if (typeof value !== "function") return value;
          return (...args: unknown[]) => {
            calls.push(`${name}.${String(key)}`);
            return value.apply(object, args);
          };
        },
      });
    const secret = "enumeration-test-secret-0123456789abcdefghij";
    const service = authService({
      repo: recorded("repo", authRepository(db)),
      users: recorded("users", createUsersModule({ db }).service),
      notifications: createNotificationsModule({ db, env: t.env, log: t.app.log }).service,
      signer: tokenSigner(secret),
      secret,
      env: t.env,
      probe: { hashCompared: () => comparisons++ },
    });
    const sendCode = async (phoneNumber: string, kind: "login" | "verify") => {
      await forgetCodeRequests(db, phoneNumber);
      const info = { ip: freshIp(), userAgent: null };
      await (kind === "login"
        ? service.sendLoginCode(phoneNumber, info)
        : service.sendVerificationCode(phoneNumber, info));
      return (await lastCode(t, phoneNumber)) ?? "";
    };
    const work = async (phoneNumber: string, code: string) => {
      calls = [];
      comparisons = 0;
      await expect(
        service.confirm(phoneNumber, code, { ip: freshIp(), userAgent: null }),
      ).rejects.toMatchObject({
        statusCode: 401,
      });
      return { calls, comparisons };
    };

    const withCode = demoPhone("CASEWORKER");
    const known = await work(withCode, wrong(await sendCode(withCode, "login")));
    expect(known.calls).toContain("repo.countGuess");
    expect(known.comparisons).toBe(5);

    const withoutCode = demoPhone("ELECTRICIAN");
    await db
      .update(verificationCode)
      .set({ consumedAt: new Date() })
      .where(eq(verificationCode.phoneNumber, withoutCode));
    expect(await work(withoutCode, "123456")).toEqual(known);
    expect(await work("+4799999991", "123456")).toEqual(known);
    const strangerWithCode = "+4799999992";
    expect(await work(strangerWithCode, wrong(await sendCode(strangerWithCode, "verify")))).toEqual(known);

    const spent = demoPhone("INSPECTOR");
    const spentCode = await sendCode(spent, "login");
    for (let n = 0; n < 3; n++) await work(spent, wrong(spentCode, n));
    expect(await work(spent, wrong(spentCode, 3))).toEqual(known);
  });
});

describe("a cap on code checks per address", () => {
  it("answers 429 in Norwegian after AUTH_CONFIRMS_PER_IP_PER_HOUR checks, counted in the database for every server", async () => {
    const second = await buildApp({ env: t.env, database: t.database });
    await second.ready();
    try {
      const ip = freshIp();
      const check = (server: typeof second, url = "/api/auth/confirm") =>
        server.inject({
          method: "POST",
          url,
          payload: { phone_number: "+4799999993", code: "123456" },
          remoteAddress: ip,
        });
      for (let n = 0; n < 12; n++) expect((await check(n % 2 ? second : t.app)).statusCode).toBe(401);
      const refused = await check(t.app);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        message: "For mange forsøk med kode. Prøv igjen senere.",
        code: "TOO_MANY_REQUESTS",
        errors: {},
      });
      expect((await check(second, "/api/auth/verify-phone-number")).statusCode).toBe(429);
      expect((await confirm(t, "+4799999993", "123456")).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
