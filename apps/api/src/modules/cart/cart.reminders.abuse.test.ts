import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { createTestApp, type TestApp } from "../../test/test-app.ts";

// Attack: `POST cart/{uuid}/reminders` needs no login and makes the server text and email any
// address the caller names. Reproduced as 50 calls; only the limits' worth may reach the outbox.

let t: TestApp;
/** A second server on the same database: the limits live in the database, not in one process. */
let other: Awaited<ReturnType<typeof buildApp>>;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-reminders-"));
  const env = {
    OUTBOX_FILE: path.join(dir, "outbox.jsonl"),
    OUTBOX_POLL_MS: "0",
    CART_REMINDERS_PER_RECIPIENT_PER_HOUR: "3",
    CART_REMINDERS_PER_CART_PER_DAY: "5",
    CART_REMINDERS_PER_IP_PER_HOUR: "20",
  };
  t = await createTestApp(env);
  other = await buildApp({ env: t.env, database: t.database });
  await other.ready();
});
afterAll(async () => {
  await other.close();
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

let ipSeq = 0;
const freshIp = () => `10.9.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
let phoneSeq = 0;
const freshPhone = () => `+47${String(41_000_000 + ++phoneSeq)}`;

async function newCart(): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/cart", payload: {} });
  return res.json().data.uuid;
}

function remind(cart: string, body: object, ip: string, server = t.app) {
  return server.inject({
    method: "POST",
    url: `/api/cart/${cart}/reminders`,
    payload: body,
    remoteAddress: ip,
  });
}

/** Reminder messages in the outbox to this recipient. */
async function landed(recipient: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where meta->>'kind' = 'cart-reminder' and recipient = ${recipient}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

const statuses = (responses: { statusCode: number }[]) =>
  responses.reduce<Record<number, number>>((acc, r) => {
    acc[r.statusCode] = (acc[r.statusCode] ?? 0) + 1;
    return acc;
  }, {});

describe("cart reminders cannot bomb a phone or a mailbox", () => {
  it("50 calls for one cart to one number and address: 3 SMS and 3 emails, the rest 429", async () => {
    const cart = await newCart();
    const phone = freshPhone();
    const email = "offer@example.no";
    const ip = freshIp();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => remind(cart, { phone_number: phone, email }, ip)),
    );
    expect(statuses(responses)).toEqual({ 201: 3, 429: 47 });
    expect(await landed(phone)).toBe(3);
    expect(await landed(email)).toBe(3);
    const refused = responses.find((r) => r.statusCode === 429);
    expect(refused?.json()).toEqual({
      message: "Handlekurven er sendt for mange ganger. Prøv igjen senere.",
      code: "CART_REMINDER_LIMIT",
      errors: {},
    });
  });

  it("per recipient across different carts, IP addresses and servers", async () => {
    const phone = freshPhone();
    const email = "Same.Person@Example.no";
    const responses = [];
    for (let i = 0; i < 50; i++) {
      const server = i % 2 === 0 ? t.app : other;
      responses.push(await remind(await newCart(), { phone_number: phone }, freshIp(), server));
      // The same address in other spelling is the same mailbox.
      responses.push(
        await remind(await newCart(), { email: i % 2 ? email : email.toLowerCase() }, freshIp(), server),
      );
    }
    expect(statuses(responses)).toEqual({ 201: 6, 429: 94 });
    expect(await landed(phone)).toBe(3);
    expect(await landed(email.toLowerCase())).toBe(3);
  });

  it("per cart across different recipients and IP addresses", async () => {
    const cart = await newCart();
    const phones = Array.from({ length: 50 }, freshPhone);
    const responses = await Promise.all(phones.map((p) => remind(cart, { phone_number: p }, freshIp())));
    expect(statuses(responses)).toEqual({ 201: 5, 429: 45 });
    let total = 0;
    for (const p of phones) total += await landed(p);
    expect(total).toBe(5);
  });

  it("per IP address across carts and recipients, on two servers", async () => {
    const ip = freshIp();
    const phones = Array.from({ length: 50 }, freshPhone);
    const carts = await Promise.all(phones.map(() => newCart()));
    const responses = await Promise.all(
      phones.map((p, i) => remind(carts[i] as string, { phone_number: p }, ip, i % 2 ? other : t.app)),
    );
    expect(statuses(responses)).toEqual({ 201: 20, 429: 30 });
    let total = 0;
    for (const p of phones) total += await landed(p);
    expect(total).toBe(20);
  });

  it("stopping reminders does not reset the limits", async () => {
    const cart = await newCart();
    const phone = freshPhone();
    for (let i = 0; i < 6; i++) {
      await remind(cart, { phone_number: phone }, freshIp());
      await t.app.inject({ method: "DELETE", url: `/api/cart/${cart}/reminders` });
    }
    expect(await landed(phone)).toBe(3);
  });
});
