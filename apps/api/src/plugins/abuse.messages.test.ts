import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, demoPhone, loginAs } from "../modules/auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
} from "../modules/booking/booking.test-support.ts";
import { seedSalesPartners } from "../modules/sales-partner/sales-partner.seed.ts";
import { seedDemoPartnerPeople } from "../modules/users/users.seed.ts";

/**
 * Abuse cases for every call that makes the server send an SMS or email to an address the caller
 * names (contract flag `sendsMessages`): fired 50 times from one client, each is refused with 429 (or
 * its proof) long before the recipient is flooded. A new sending call without a case here fails.
 */

const ATTEMPTS = 50;
const modulesDir = fileURLToPath(new URL("../modules", import.meta.url));

let t: BookingTestApp;
let job: { id: number; versionId: number };

beforeAll(async () => {
  // Monday 2 March 2026, 08:00 in Oslo.
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  job = await jobOf(t, "el-kontroll");
  // The seller calls need the demo seller's sales partner.
  await t.database.db.transaction(async (tx) => {
    await seedSalesPartners(tx as never);
    await seedDemoPartnerPeople(tx as never);
  });
});
afterAll(() => t.close());

const post = (url: string, payload: object, ip = "203.0.113.10") =>
  t.app.inject({ method: "POST", url, payload, remoteAddress: ip });

/** Messages the flood made; a cart's later reminders follow the settings' schedule, one per address (decision 042). */
async function messagesTo(recipient: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where recipient = ${recipient} and meta->>'kind' is distinct from 'cart-reminder-later'`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** Fires the call ATTEMPTS times; answers the statuses seen. */
async function flood(send: (attempt: number) => Promise<{ statusCode: number; json(): unknown }>) {
  const codes = new Set<string>();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const res = await send(attempt);
    if (res.statusCode === 429) codes.add((res.json() as { code: string }).code);
  }
  return codes;
}

const scenarios: Record<string, () => Promise<void>> = {
  "POST /api/auth/send-verification-code": async () => {
    const phone = "+4798765001";
    const refused = await flood(() => post("/api/auth/send-verification-code", { phone_number: phone }));
    expect([...refused]).toEqual(["TOO_MANY_REQUESTS"]);
    expect(await messagesTo(phone)).toBeLessThanOrEqual(5);
  },
  "POST /api/auth/login": async () => {
    const phone = demoPhone("CUSTOMER");
    const before = await messagesTo(phone);
    // From ever new addresses too: the number's own limit holds.
    const refused = await flood((n) => post("/api/auth/login", { phone_number: phone }, `198.51.100.${n}`));
    expect([...refused]).toEqual(["TOO_MANY_REQUESTS"]);
    expect((await messagesTo(phone)) - before).toBeLessThanOrEqual(5);
  },
  "POST /api/cart/:id/reminders": async () => {
    const cart = await newCart(t, job);
    const [phone, email] = ["+4798765002", "offer@example.no"];
    const refused = await flood(() => post(`/api/cart/${cart}/reminders`, { phone_number: phone, email }));
    expect([...refused]).toEqual(["CART_REMINDER_LIMIT"]);
    expect(await messagesTo(phone)).toBeLessThanOrEqual(3);
    expect(await messagesTo(email)).toBeLessThanOrEqual(3);
  },
  "POST /api/cart/:id/book": async () => {
    // Sends only to the phone the booking proves with a single-use token, and the email beside it.
    const phone = "+4798765003";
    const body = await bookBody(t, phone);
    const booked = await newCart(t, job);
    expect(
      (await post(`/api/cart/${booked}/reservation`, { startsAt: "2026-03-05T07:00:00.000Z" })).statusCode,
    ).toBe(201);
    expect((await post(`/api/cart/${booked}/book`, body)).statusCode).toBe(201);
    const sent = await messagesTo(phone);
    expect(sent).toBeGreaterThan(0);
    const other = await newCart(t, job);
    await post(`/api/cart/${other}/reservation`, { startsAt: "2026-03-09T07:00:00.000Z" });
    const again = await flood(async () => {
      const res = await post(`/api/cart/${other}/book`, body);
      expect(res.json()).toMatchObject({ code: "PHONE_NOT_VERIFIED" });
      return res;
    });
    expect([...again]).toEqual([]);
    expect(await messagesTo(phone)).toBe(sent);
  },
  "POST /api/cart/:id/reminders-by-seller": async () => {
    // Behind a seller's login; limited per seller (any address), per cart and per recipient.
    const token = await loginAs(t as unknown as AuthTestApp, demoPhone("SALES_PARTNER_SELLER"));
    const phone = "+4798765004";
    const refused = await flood(async (n) =>
      t.app.inject({
        method: "POST",
        url: `/api/cart/${await newCart(t, job)}/reminders-by-seller`,
        headers: { authorization: `Bearer ${token}` },
        payload: { phone_number: n % 2 ? phone : `+479877${String(n).padStart(4, "0")}` },
        remoteAddress: `198.51.101.${n}`,
      }),
    );
    expect([...refused]).toEqual(["CART_REMINDER_LIMIT"]);
    expect(await messagesTo(phone)).toBeLessThanOrEqual(3);
  },
  "POST /api/cart/:id/book-by-seller": async () => {
    // As POST cart/:id/book: only to the customer's phone that a single-use token proves.
    const token = await loginAs(t as unknown as AuthTestApp, demoPhone("SALES_PARTNER_SELLER"));
    const phone = "+4798765005";
    const body = await bookBody(t, phone);
    const booked = await newCart(t, job);
    await post(`/api/cart/${booked}/reservation`, { startsAt: "2026-03-10T07:00:00.000Z" });
    const first = await t.app.inject({
      method: "POST",
      url: `/api/cart/${booked}/book-by-seller`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
    expect(first.statusCode, first.body).toBe(201);
    const sent = await messagesTo(phone);
    const other = await newCart(t, job);
    await post(`/api/cart/${other}/reservation`, { startsAt: "2026-03-11T07:00:00.000Z" });
    const again = await flood(async () => {
      const res = await t.app.inject({
        method: "POST",
        url: `/api/cart/${other}/book-by-seller`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
      });
      expect(res.json()).toMatchObject({ code: "PHONE_NOT_VERIFIED" });
      return res;
    });
    expect([...again]).toEqual([]);
    expect(await messagesTo(phone)).toBe(sent);
  },
  "POST /api/contractor/:id/electrician": async () => {
    // Behind a contractor admin's login; each new number gets one invitation, and the call is limited.
    const token = await loginAs(t as unknown as AuthTestApp, demoPhone("CONTRACTOR_ADMIN"));
    const [company] = (
      (await t.database.db.execute(
        sql`select c.uuid from contractor c join app_user u on u.contractor_id = c.id where u.phone_number = ${demoPhone("CONTRACTOR_ADMIN")}`,
      )) as unknown as { rows: { uuid: string }[] }
    ).rows;
    const phone = (n: number) => `+479177${String(n).padStart(4, "0")}`;
    const refused = await flood((n) =>
      t.app.inject({
        method: "POST",
        url: `/api/contractor/${company?.uuid}/electrician`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          first_name: "Flom",
          last_name: "Test",
          phone_number: phone(n),
          work_types: ["ELECTRICIAN"],
        },
        remoteAddress: "203.0.113.20",
      }),
    );
    expect([...refused]).toEqual(["TOO_MANY_REQUESTS"]);
    let sent = 0;
    for (let n = 0; n < ATTEMPTS; n++) sent += await messagesTo(phone(n));
    expect(sent).toBeLessThanOrEqual(30);
    expect(await messagesTo(phone(0))).toBe(1);
  },
  "POST /api/sales-partner/:id/people": async () => {
    // Behind a partner's admins' login (here a global admin's); each new number gets one invitation, limited per hour.
    const token = await loginAs(t as unknown as AuthTestApp, demoPhone("GLOBAL_ADMIN"));
    const as = { authorization: `Bearer ${token}` };
    const partner = await t.app.inject({
      method: "POST",
      url: "/api/sales-partner",
      headers: as,
      payload: { name: "Flom Kjede AS" },
    });
    const id = partner.json().data.uuid as string;
    const store = await t.app.inject({
      method: "POST",
      url: `/api/sales-partner/${id}/departments`,
      headers: as,
      payload: { name: "Flom Butikk" },
    });
    const phone = (n: number) => `+479178${String(n).padStart(4, "0")}`;
    const refused = await flood((n) =>
      t.app.inject({
        method: "POST",
        url: `/api/sales-partner/${id}/people`,
        headers: as,
        payload: {
          firstName: "Flom",
          lastName: "Test",
          phoneNumber: phone(n),
          role: "SALES_PARTNER_SELLER",
          departmentId: store.json().data.uuid,
        },
        remoteAddress: "203.0.113.21",
      }),
    );
    expect([...refused]).toEqual(["TOO_MANY_REQUESTS"]);
    let sent = 0;
    for (let n = 0; n < ATTEMPTS; n++) sent += await messagesTo(phone(n));
    expect(sent).toBeLessThanOrEqual(30);
    expect(await messagesTo(phone(0))).toBe(1);
  },
};

/** Module files that put messages in the outbox (tests aside). */
function sendingFiles(): string[] {
  return fs
    .readdirSync(modulesDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.includes(".test") && !file.includes("test-support"))
    .filter((file) =>
      /notifications\.enqueue(All)?\(/.test(fs.readFileSync(path.join(modulesDir, file), "utf8")),
    )
    .map((file) => file.split(path.sep).join("/"))
    .sort();
}

describe("abuse: every call that sends a message", () => {
  it("is flagged in the contract and has a flood case here", () => {
    const flagged = t.app.apiRoutes.filter((route) => route.sendsMessages).map((r) => `${r.method} ${r.url}`);
    expect(flagged.sort()).toEqual(Object.keys(scenarios).sort());
  });

  it("comes from the services known to send; a new sender must flag its call and add a case", () => {
    expect(sendingFiles()).toEqual([
      "auth/auth.service.ts",
      "booking/booking.service.ts",
      "booking/reminders.service.ts",
      // Like the projects desk: tells a claim's project's own customer (the stored contact).
      "claim/claim.service.ts",
      // Emails the caseworkers a company's feedback: only an approved company's admins, limited per hour.
      "contractor/contractor.service.ts",
      // Texts a video inspection's own customer (the stored contact) their meeting link; staff only.
      "inspection/inspection.service.ts",
      // Invites a number to a company or store (POST contractor/:id/electrician, sales-partner/:id/people):
      // only those the role-giving rule lets give the role, an approved company, limited per hour.
      "invitation/invitation.service.ts",
      // Tells a project's own customer (its stored contact) that an offer was sent; only staff who
      // build offers send, once per version.
      "offer/offer.service.ts",
      // Tells a project's own customer (the stored contact, never an address in the request) about
      // a change staff or the customer made; the change itself is behind login and reach.
      "project/project.service.ts",
      // Sends a cart to the customer a seller names: behind a seller's login, limited per seller,
      // cart and recipient (decision 033).
      "seller/seller.service.ts",
    ]);
  });

  for (const [route, scenario] of Object.entries(scenarios)) {
    it(`${route}: a flood is refused before the recipient is`, scenario, 60_000);
  }
});
