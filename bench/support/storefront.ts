import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { CONSENT_COOKIE } from "@mt/domain/state/cookie-consent";
import { sessionTokenOf } from "./dev-session.ts";
import { type BenchServer, startProductServer, thisCheckout } from "./servers.ts";
import { until } from "./until.ts";

/** A customer of the benches: not one of the demo people, whom a production server refuses. */
const BENCH_CUSTOMER = { phoneNumber: "+4741999035", firstName: "Kari", lastName: "Benk" };

export interface BrowserCookie {
  name: string;
  value: string;
  httpOnly?: boolean;
}

/** A returning visitor who chose the essential cookies only (no consent banner). */
export const CONSENT: BrowserCookie = { name: CONSENT_COOKIE, value: "essentials" };

export interface Storefront {
  server: BenchServer;
  /** The signed-in customer's session cookie. */
  customer: BrowserCookie;
}

/**
 * The production build of the checkout at `root` as customers meet it (`APP_ENV=production`: the
 * local demo adds the developer menu and its sign-in list), with a customer registered on it.
 */
export async function startStorefront(root = thisCheckout): Promise<Storefront> {
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-bench-outbox-"));
  const outbox = path.join(outboxDir, "outbox.jsonl");
  const product = await startProductServer(
    { APP_ENV: "production", OUTBOX_FILE: outbox, OUTBOX_POLL_MS: "100" },
    root,
  );
  const server = {
    url: product.url,
    stop: async () => {
      await product.stop();
      fs.rmSync(outboxDir, { recursive: true, force: true });
    },
  };
  try {
    const token = await registerCustomer(server.url, outbox);
    return { server, customer: { name: AUTH_COOKIE_NAME, value: token, httpOnly: true } };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/**
 * Registers the bench customer as a person does at checkout: a code by SMS (a production server has
 * no fixed dev code and no demo people; its development SMS driver writes the code to `outbox`),
 * the verified number, then name. Returns the session token.
 */
async function registerCustomer(serverUrl: string, outbox: string): Promise<string> {
  const post = async (route: string, body: object) => {
    const res = await fetch(`${serverUrl}/api/auth/${route}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`);
    return res;
  };
  const { phoneNumber, firstName, lastName } = BENCH_CUSTOMER;
  await post("send-verification-code", { phone_number: phoneNumber });
  const code = await codeSentTo(outbox, phoneNumber);
  const verified = await post("verify-phone-number", { phone_number: phoneNumber, code });
  const { phoneVerificationToken } = ((await verified.json()) as { data: { phoneVerificationToken: string } })
    .data;
  const registered = await post("register", {
    phone_verification_token: phoneVerificationToken,
    first_name: firstName,
    last_name: lastName,
  });
  const token = sessionTokenOf(registered);
  if (!token) throw new Error("the registration gave no session");
  return token;
}

/** The six-digit code of the last SMS to `phoneNumber` in the outbox file, once the outbox has sent it. */
async function codeSentTo(outbox: string, phoneNumber: string): Promise<string> {
  return until(
    () => {
      const lines = fs.existsSync(outbox) ? fs.readFileSync(outbox, "utf8").split("\n").filter(Boolean) : [];
      const sms = lines
        .map((line) => JSON.parse(line) as { channel?: string; to?: string; text?: string })
        .filter((line) => line.channel === "sms" && line.to === phoneNumber)
        .at(-1);
      return (sms?.text && /\b(\d{6})\b/.exec(sms.text)?.[1]) || undefined;
    },
    "no code reached the outbox",
    { timeoutMs: 30_000, intervalMs: 100 },
  );
}
