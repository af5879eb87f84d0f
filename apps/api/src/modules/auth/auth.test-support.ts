import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Role } from "@mt/domain/roles/roles";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { Db } from "../../db/database.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";
import { seedCoverage } from "../coverage/coverage.seed.ts";
import { messageSend } from "../notifications/notifications.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { DEMO_USERS, seedUsers } from "../users/users.seed.ts";
import { codeRequest } from "./auth.schema.ts";

export interface AuthTestApp extends TestApp {
  outboxFile: string;
}

/** The real app with the demo users and an outbox file of its own; the worker only runs when drained. */
export async function createAuthTestApp(
  env: Record<string, string> = {},
  configure?: (app: FastifyInstance) => void,
): Promise<AuthTestApp> {
  const outboxFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mt-outbox-")), "outbox.jsonl");
  const t = await createTestApp({ OUTBOX_FILE: outboxFile, OUTBOX_POLL_MS: "0", ...env }, configure);
  await t.database.db.transaction(async (tx) => {
    await seedCoverage(tx as unknown as Db);
    await seedUsers(tx as unknown as Db);
  });
  return {
    ...t,
    outboxFile,
    close: async () => {
      await t.close();
      fs.rmSync(path.dirname(outboxFile), { recursive: true, force: true });
    },
  };
}

export function demoPhone(role: Role): string {
  const user = DEMO_USERS.find((candidate) => candidate.role === role);
  if (!user) throw new Error(`no demo user for ${role}`);
  return user.phoneNumber;
}

export interface OutboxLine {
  channel: "sms" | "email";
  to: string;
  text: string;
}

/** Sends what is due and reads the development driver's file. */
export async function outboxLines(t: AuthTestApp): Promise<OutboxLine[]> {
  await t.app.outbox.drain();
  if (!fs.existsSync(t.outboxFile)) return [];
  return fs
    .readFileSync(t.outboxFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxLine);
}

/** The code of the newest SMS to the number, or null. */
export async function lastCode(t: AuthTestApp, phoneNumber: string): Promise<string | null> {
  const sms = (await outboxLines(t))
    .filter((line) => line.channel === "sms" && line.to === phoneNumber)
    .at(-1);
  return sms ? (/\b(\d{6})\b/.exec(sms.text)?.[1] ?? null) : null;
}

let ipCounter = 1;
/** A fresh client address, so tests do not share the per-IP limit unless they mean to. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export async function requestLoginCode(t: AuthTestApp, phoneNumber: string, ip = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { phone_number: phoneNumber },
    remoteAddress: ip,
  });
}

/** Tries a code; from a fresh address unless `ip` says which (the one that asked has its own budget). */
export async function confirm(t: AuthTestApp, phoneNumber: string, code: string, ip = freshIp()) {
  return t.app.inject({
    method: "POST",
    url: "/api/auth/confirm",
    payload: { phone_number: phoneNumber, code },
    remoteAddress: ip,
  });
}

/** The session token a login answer set as the AuthToken cookie (it is never in the body). */
export function sessionCookie(res: { cookies: { name: string; value: string }[] }): string {
  const token = res.cookies.find((cookie) => cookie.name === "AuthToken")?.value;
  if (!token) throw new Error("no AuthToken cookie");
  return token;
}

/** Logs in with a real SMS code and gives the session token. */
export async function loginAs(t: AuthTestApp, phoneNumber: string): Promise<string> {
  await forgetCodeRequests(t.database.db, phoneNumber);
  // Messages still waiting go out first, so the newest text to the number is the code.
  await t.app.outbox.drain();
  const ip = freshIp();
  const sent = await requestLoginCode(t, phoneNumber, ip);
  if (sent.statusCode !== 200) throw new Error(`login code refused: ${sent.body}`);
  const code = await lastCode(t, phoneNumber);
  if (!code) throw new Error("no code in the outbox");
  const res = await confirm(t, phoneNumber, code, ip);
  if (res.statusCode !== 200) throw new Error(`confirm failed: ${res.body}`);
  return sessionCookie(res);
}

export async function userIdByPhone(db: Db, phoneNumber: string): Promise<number> {
  const [row] = await db.select({ id: appUser.id }).from(appUser).where(eq(appUser.phoneNumber, phoneNumber));
  if (!row) throw new Error("unknown user");
  return row.id;
}

/** Forgets earlier code requests of a number, so the send limits (auth's and the codes' message limits) start afresh. */
export async function forgetCodeRequests(db: Db, phoneNumber?: string): Promise<void> {
  await (phoneNumber
    ? db.delete(codeRequest).where(eq(codeRequest.phoneNumber, phoneNumber))
    : db.delete(codeRequest));
  const codes = eq(messageSend.purpose, "code");
  await db
    .delete(messageSend)
    .where(phoneNumber ? and(codes, eq(messageSend.recipient, phoneNumber)) : codes);
}

/** A phone verification token as the checkout and onboarding get it: a code by SMS, then verify-phone-number. */
export async function verifiedToken(t: AuthTestApp, phoneNumber: string): Promise<string> {
  await forgetCodeRequests(t.database.db, phoneNumber);
  const ip = freshIp();
  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, payload, remoteAddress: ip });
  const sent = await post("/api/auth/send-verification-code", { phone_number: phoneNumber });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastCode(t, phoneNumber);
  const verified = await post("/api/auth/verify-phone-number", { phone_number: phoneNumber, code });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data.phoneVerificationToken as string;
}
