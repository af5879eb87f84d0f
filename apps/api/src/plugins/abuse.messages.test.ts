import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Role } from "@mt/domain/roles/roles";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, demoPhone, lastCode, loginAs } from "../modules/auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
} from "../modules/booking/booking.test-support.ts";
import { contractor } from "../modules/coverage/coverage.schema.ts";
import { makeInspection } from "../modules/inspection/inspection.test-support.ts";
import { messageLimitsEnvShape } from "../modules/notifications/message-limits.env.ts";
import { setProject } from "../modules/project/project.test-support.ts";
import { seedSalesPartners } from "../modules/sales-partner/sales-partner.seed.ts";
import { appUser } from "../modules/users/users.schema.ts";
import { seedDemoPartnerPeople } from "../modules/users/users.seed.ts";

/**
 * Abuse cases for every call that makes the server send an SMS or email (contract flag
 * `sendsMessages`), from both sides (decision 062): one sender towards many recipients, and one
 * recipient from many senders. The message limits are set low here (3 per recipient, 4 per sender,
 * 2 to an unconfirmed email address) so each flood is short; the production values are in
 * `message-limits.env.ts`. A call whose purpose is the message is refused with 429; a call that
 * reports a change goes through, and the messages over the limit stay unsent. A new sending call
 * without a case here fails.
 */

const PER_RECIPIENT = 3;
const PER_SENDER = 4;
const UNCONFIRMED_EMAIL = 2;
/** Feedback goes to every caseworker at once: above the sender's limit, so each side shows. */
const FEEDBACK_PER_RECIPIENT = 6;
const ATTEMPTS = 10;
const sourceDir = fileURLToPath(new URL("..", import.meta.url));

const smallLimits = Object.fromEntries(
  Object.keys(messageLimitsEnvShape).map((name) => [
    name,
    String(
      name === "MESSAGES_UNCONFIRMED_EMAIL_PER_DAY"
        ? UNCONFIRMED_EMAIL
        : name === "MESSAGES_FEEDBACK_PER_RECIPIENT_PER_DAY"
          ? FEEDBACK_PER_RECIPIENT
          : name.includes("_PER_SENDER_")
            ? PER_SENDER
            : PER_RECIPIENT,
    ),
  ]),
);

let t: BookingTestApp;
let job: { id: number; versionId: number };
let oslo: string;

beforeAll(async () => {
  // Monday 2 March 2026, 08:00 in Oslo.
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z", smallLimits);
  job = await jobOf(t, "el-kontroll");
  // The seller calls need the demo seller's sales partner.
  await t.database.db.transaction(async (tx) => {
    await seedSalesPartners(tx as never);
    await seedDemoPartnerPeople(tx as never);
  });
  const [company] = (
    (await t.database.db.execute(
      sql`select c.uuid from contractor c join app_user u on u.contractor_id = c.id where u.phone_number = ${demoPhone("CONTRACTOR_ADMIN")}`,
    )) as unknown as { rows: { uuid: string }[] }
  ).rows;
  oslo = company?.uuid as string;
}, 180_000);
afterAll(() => t.close());

type Res = LightMyRequestResponse;
const auth = () => t as unknown as AuthTestApp;

let ipSeq = 0;
const freshIp = () => `198.18.${Math.floor(++ipSeq / 250)}.${(ipSeq % 250) + 1}`;
let phoneSeq = 0;
const freshPhone = () => `+4793${String(100_000 + ++phoneSeq)}`;
const freshEmail = () => `mottaker.${++phoneSeq}@example.no`;

function send(
  method: "POST" | "PATCH" | "DELETE",
  url: string,
  token: string | null,
  payload?: object,
  ip = "203.0.113.10",
) {
  return t.app.inject({
    method,
    url,
    remoteAddress: ip,
    ...(payload && { payload }),
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  }) as Promise<Res>;
}
const post = (url: string, token: string | null, payload?: object, ip?: string) =>
  send("POST", url, token, payload, ip);

/** Messages in the outbox to this recipient (a cart's later reminders left out: decision 042). */
async function messagesTo(recipient: string): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where recipient = ${recipient} and meta->>'kind' is distinct from 'cart-reminder-later'`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
async function messagesToAll(recipients: readonly string[]): Promise<number> {
  let sum = 0;
  for (const recipient of recipients) sum += await messagesTo(recipient);
  return sum;
}

/** The 429 codes among the answers; any other failure fails the test. */
function refusals(answers: Res[]): string[] {
  const codes = new Set<string>();
  for (const res of answers) {
    if (res.statusCode === 429) codes.add(res.json().code);
    else expect(res.statusCode, res.body).toBeLessThan(300);
  }
  return [...codes];
}

async function times<T>(n: number, make: () => Promise<T>): Promise<T[]> {
  const made: T[] = [];
  for (let i = 0; i < n; i++) made.push(await make());
  return made;
}

async function sequence(n: number, act: (i: number) => Promise<Res>): Promise<Res[]> {
  const answers: Res[] = [];
  for (let i = 0; i < n; i++) answers.push(await act(i));
  return answers;
}

/** `n` more users like the demo user of `role` (same company, partner, store), logged in. */
async function colleagues(role: Role, n: number): Promise<string[]> {
  const [demo] = await t.database.db
    .select()
    .from(appUser)
    .where(eq(appUser.phoneNumber, demoPhone(role)));
  if (!demo) throw new Error(`no demo ${role}`);
  const tokens: string[] = [];
  for (let i = 0; i < n; i++) {
    const phone = freshPhone();
    await t.database.db.insert(appUser).values({
      phoneNumber: phone,
      firstName: "Kollega",
      lastName: `${i}`,
      email: null,
      availableRoles: [role],
      activeRoles: [role],
      contractorId: demo.contractorId,
      salesPartnerId: demo.salesPartnerId,
      salesPartnerDepartmentId: demo.salesPartnerDepartmentId,
    });
    tokens.push(await loginAs(auth(), phone));
  }
  return tokens;
}
const one = async (role: Role) => (await colleagues(role, 1))[0] as string;

/** A customer of their own (phone and email) whom staff may change. */
async function newCustomer(): Promise<{ uuid: string; phone: string; email: string }> {
  const phone = freshPhone();
  const email = freshEmail();
  const [row] = await t.database.db
    .insert(appUser)
    .values({
      phoneNumber: phone,
      firstName: "Kunde",
      lastName: "Flom",
      email,
      availableRoles: ["CUSTOMER"],
      activeRoles: ["CUSTOMER"],
    })
    .returning({ uuid: appUser.uuid });
  return { uuid: row?.uuid as string, phone, email };
}

/** Staff move a customer's login to `to` with the code it got (as the customer reads it out). */
async function changePhone(token: string, customer: string, to: string): Promise<Res> {
  const ip = freshIp();
  const sent = await post(`/api/customer/${customer}/phone-number/code`, token, { phoneNumber: to }, ip);
  if (sent.statusCode !== 200) return sent;
  const code = await lastCode(auth(), to);
  return post(`/api/customer/${customer}/phone-number`, token, { phoneNumber: to, code }, ip);
}

/** `n` approved installer companies of their own, each with an admin logged in. */
async function approvedCompanies(n: number): Promise<{ uuid: string; admin: string }[]> {
  const made: { uuid: string; admin: string }[] = [];
  for (let i = 0; i < n; i++) {
    const [company] = await t.database.db
      .insert(contractor)
      .values({ name: `Flom Elektro ${++phoneSeq} AS`, approvedAt: new Date() })
      .returning({ id: contractor.id, uuid: contractor.uuid });
    if (!company) throw new Error("no company");
    const phone = freshPhone();
    await t.database.db.insert(appUser).values({
      phoneNumber: phone,
      firstName: "Flom",
      lastName: "Admin",
      availableRoles: ["CONTRACTOR_ADMIN"],
      activeRoles: ["CONTRACTOR_ADMIN"],
      contractorId: company.id,
    });
    made.push({ uuid: company.uuid, admin: await loginAs(auth(), phone) });
  }
  return made;
}

/** Windows from Wednesday 4 March on (past the customer's cut-off), 08:00 and 12:00 in Oslo, weekdays. */
const WINDOWS = Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(2026, 2, 4 + i)))
  .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
  .flatMap((d) => ["07:00", "11:00"].map((time) => `${d.toISOString().slice(0, 10)}T${time}:00.000Z`));
let windowSeq = 0;

/** A cart with a reserved time in the first window with a free electrician. */
async function reservedCart(): Promise<string> {
  for (let tries = 0; tries < WINDOWS.length * 2; tries++) {
    const cart = await newCart(t, job);
    const startsAt = WINDOWS[windowSeq++ % WINDOWS.length];
    const reserved = await post(`/api/cart/${cart}/reservation`, null, { startsAt });
    if (reserved.statusCode === 201) return cart;
  }
  throw new Error("no free window left");
}

/** Books for `phone` (the booking proves it) with `email` as the contact's address, from `ip`. */
async function book(phone: string, email = freshEmail(), ip = freshIp()): Promise<Res> {
  const cart = await reservedCart();
  const body = await bookBody(t, phone);
  body.contactInformation.email = email;
  return post(`/api/cart/${cart}/book`, null, body, ip);
}

/** A project booked for its own customer: uuid, phone and email. */
async function project(phone = freshPhone(), email = freshEmail()) {
  const res = await book(phone, email);
  expect(res.statusCode, res.body).toBe(201);
  return { uuid: res.json().data.project.uuid as string, phone, email };
}

async function version(token: string, uuid: string): Promise<number> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/project/${uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.version;
}

async function claimOn(token: string, projectUuid: string) {
  const res = await post("/api/claim", token, { project: projectUuid, description: "Stikkontakten er løs." });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { uuid: string; version: number };
}

/** A completed project of its own customer, with a claim opened on it. */
async function claimed(token: string, phone = freshPhone(), email = freshEmail()) {
  const p = await project(phone, email);
  await setProject(t, p.uuid, { status: "completed" });
  return { ...p, claim: await claimOn(token, p.uuid) };
}

const offerBody = {
  lines: [{ source: "free", description: "Arbeid", quantity: 1, unitPriceOre: 100_000, minutesPerUnit: 60 }],
  validUntil: "2026-03-20",
  message: "Takk for befaringen.",
};
async function offerSent(token: string, projectUuid: string): Promise<Res> {
  const saved = await post(`/api/offer/project/${projectUuid}`, token, offerBody);
  expect(saved.statusCode, saved.body).toBe(201);
  return post(`/api/offer/${saved.json().data.uuid}/send`, token);
}
async function inspected() {
  const p = await project();
  await setProject(t, p.uuid, { status: "inspected", kind: "INSPECTION" });
  return p;
}
async function videoInspection() {
  const p = await project();
  await makeInspection(t, p.uuid, "VIDEO");
  return p;
}

/** Swaps the project's electrician for another free one of its company (as its admin or staff). */
async function swap(token: string, projectUuid: string): Promise<Res> {
  const options = await t.app.inject({
    method: "GET",
    url: `/api/contractor/${oslo}/project/${projectUuid}/swappable-electricians`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(options.statusCode, options.body).toBe(200);
  return post(`/api/contractor/${oslo}/project/${projectUuid}/swap-timeslot`, token, {
    timeslot_uuid: options.json().data.timeslot_uuid,
  });
}

async function claimVisit(token: string, claim: { uuid: string }, pick: number): Promise<Res> {
  const detail = await t.app.inject({
    method: "GET",
    url: `/api/claim/${claim.uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const times = await t.app.inject({
    method: "GET",
    url: `/api/claim/${claim.uuid}/available-times?days=7`,
    headers: { authorization: `Bearer ${token}` },
  });
  const windows = times
    .json()
    .data.days.flatMap((d: { windows: { available: boolean; startsAt: string }[] }) => d.windows)
    .filter((w: { available: boolean }) => w.available);
  return post(`/api/claim/${claim.uuid}/schedule`, token, {
    version: detail.json().data.version,
    startsAt: windows[pick % windows.length].startsAt,
  });
}

async function claimVersion(token: string, uuid: string): Promise<number> {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/claim/${uuid}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().data.version;
}

async function newPartner(token: string) {
  const partner = await post("/api/sales-partner", token, { name: `Flom Kjede ${++phoneSeq} AS` });
  expect(partner.statusCode, partner.body).toBe(201);
  const id = partner.json().data.uuid as string;
  const store = await post(`/api/sales-partner/${id}/departments`, token, { name: "Flom Butikk" });
  return { id, store: store.json().data.uuid as string };
}
const personBody = (phone: string, store: string) => ({
  firstName: "Flom",
  lastName: "Test",
  phoneNumber: phone,
  role: "SALES_PARTNER_SELLER",
  departmentId: store,
});
const electricianBody = (phone: string) => ({
  first_name: "Flom",
  last_name: "Test",
  phone_number: phone,
  work_types: ["ELECTRICIAN"],
});

interface Sides {
  /** Many senders, one recipient. */
  recipient: () => Promise<void>;
  /** One sender, many recipients. */
  sender: () => Promise<void>;
}

const scenarios: Record<string, Sides> = {
  "POST /api/auth/send-verification-code": {
    recipient: async () => {
      const phone = freshPhone();
      const refused = refusals(
        await sequence(ATTEMPTS, () =>
          post("/api/auth/send-verification-code", null, { phone_number: phone }, freshIp()),
        ),
      );
      expect(refused).toEqual(["TOO_MANY_REQUESTS"]);
      expect(await messagesTo(phone)).toBeLessThanOrEqual(PER_RECIPIENT);
    },
    sender: async () => {
      const ip = freshIp();
      const phones = Array.from({ length: ATTEMPTS }, freshPhone);
      const refused = refusals(
        await sequence(ATTEMPTS, (i) =>
          post("/api/auth/send-verification-code", null, { phone_number: phones[i] }, ip),
        ),
      );
      expect(refused).toEqual(["TOO_MANY_REQUESTS"]);
      expect(await messagesToAll(phones)).toBe(PER_SENDER);
    },
  },
  "POST /api/auth/login": {
    recipient: async () => {
      const phone = demoPhone("CUSTOMER");
      const before = await messagesTo(phone);
      // From ever new addresses too: the number's own limit holds.
      const refused = refusals(
        await sequence(ATTEMPTS, () => post("/api/auth/login", null, { phone_number: phone }, freshIp())),
      );
      expect(refused).toEqual(["TOO_MANY_REQUESTS"]);
      expect((await messagesTo(phone)) - before).toBeLessThanOrEqual(PER_RECIPIENT);
    },
    sender: async () => {
      const ip = freshIp();
      const people = (
        [
          "GLOBAL_ADMIN",
          "CASEWORKER",
          "INSPECTOR",
          "ELECTRICIAN",
          "CUSTOMER_SERVICE",
          "STORE_EMPLOYEE",
        ] as const
      ).map(demoPhone);
      const before = await messagesToAll(people);
      const refused = refusals(
        await sequence(people.length, (i) => post("/api/auth/login", null, { phone_number: people[i] }, ip)),
      );
      expect(refused).toEqual(["TOO_MANY_REQUESTS"]);
      expect((await messagesToAll(people)) - before).toBe(PER_SENDER);
    },
  },
  "POST /api/cart/:id/reminders": {
    recipient: async () => {
      const [phone, email] = [freshPhone(), freshEmail()];
      const refused = refusals(
        await sequence(ATTEMPTS, async () =>
          post(
            `/api/cart/${await newCart(t, job)}/reminders`,
            null,
            { phone_number: phone, email },
            freshIp(),
          ),
        ),
      );
      expect(refused).toEqual(["CART_REMINDER_LIMIT"]);
      expect(await messagesTo(phone)).toBeLessThanOrEqual(PER_RECIPIENT);
      expect(await messagesTo(email)).toBeLessThanOrEqual(PER_RECIPIENT);
    },
    sender: async () => {
      const ip = freshIp();
      const phones = Array.from({ length: ATTEMPTS }, freshPhone);
      const refused = refusals(
        await sequence(ATTEMPTS, async (i) =>
          post(`/api/cart/${await newCart(t, job)}/reminders`, null, { phone_number: phones[i] }, ip),
        ),
      );
      expect(refused).toEqual(["CART_REMINDER_LIMIT"]);
      expect(await messagesToAll(phones)).toBe(PER_SENDER);
    },
  },
  "POST /api/cart/:id/reminders-by-seller": {
    recipient: async () => {
      // Sellers and anonymous callers together: the recipient's own limit holds.
      const sellers = await colleagues("SALES_PARTNER_SELLER", 2);
      const phone = freshPhone();
      const refused = refusals(
        await sequence(ATTEMPTS, async (i) => {
          const cart = await newCart(t, job);
          const seller = sellers[i % 3];
          return seller
            ? post(`/api/cart/${cart}/reminders-by-seller`, seller, { phone_number: phone }, freshIp())
            : post(`/api/cart/${cart}/reminders`, null, { phone_number: phone }, freshIp());
        }),
      );
      expect(refused).toEqual(["CART_REMINDER_LIMIT"]);
      expect(await messagesTo(phone)).toBeLessThanOrEqual(PER_RECIPIENT);
    },
    sender: async () => {
      // One seller from ever new addresses: limited per seller.
      const seller = await one("SALES_PARTNER_SELLER");
      const phones = Array.from({ length: ATTEMPTS }, freshPhone);
      const refused = refusals(
        await sequence(ATTEMPTS, async (i) =>
          post(
            `/api/cart/${await newCart(t, job)}/reminders-by-seller`,
            seller,
            { phone_number: phones[i] },
            freshIp(),
          ),
        ),
      );
      expect(refused).toEqual(["CART_REMINDER_LIMIT"]);
      expect(await messagesToAll(phones)).toBe(PER_SENDER);
    },
  },
  "POST /api/cart/:id/book": {
    recipient: async () => {
      // Each booking needs a phone proven by a single-use token (a used one is refused), and
      // holds real time; the email beside it is anyone's: confirmations to it are limited.
      const phone = freshPhone();
      const body = await bookBody(t, phone);
      expect((await post(`/api/cart/${await reservedCart()}/book`, null, body)).statusCode).toBe(201);
      const replayed = await post(`/api/cart/${await reservedCart()}/book`, null, body);
      expect(replayed.json()).toMatchObject({ code: "PHONE_NOT_VERIFIED" });
      const email = freshEmail();
      const booked = await sequence(6, () => book(freshPhone(), email));
      expect(refusals(booked)).toEqual([]);
      expect(await messagesTo(email)).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const ip = freshIp();
      const emails = Array.from({ length: 6 }, freshEmail);
      const booked = await sequence(6, (i) => book(freshPhone(), emails[i], ip));
      expect(refusals(booked)).toEqual([]);
      expect(await messagesToAll(emails)).toBe(PER_SENDER);
    },
  },
  "POST /api/cart/:id/book-by-seller": {
    recipient: async () => {
      const sellers = await colleagues("SALES_PARTNER_SELLER", 3);
      const email = freshEmail();
      const booked = await sequence(6, async (i) => {
        const body = await bookBody(t, freshPhone());
        body.contactInformation.email = email;
        return post(`/api/cart/${await reservedCart()}/book-by-seller`, sellers[i % 3] as string, body);
      });
      expect(refusals(booked)).toEqual([]);
      expect(await messagesTo(email)).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const seller = await one("SALES_PARTNER_SELLER");
      const emails = Array.from({ length: 6 }, freshEmail);
      const booked = await sequence(6, async (i) => {
        const body = await bookBody(t, freshPhone());
        body.contactInformation.email = emails[i] as string;
        return post(`/api/cart/${await reservedCart()}/book-by-seller`, seller, body, freshIp());
      });
      expect(refusals(booked)).toEqual([]);
      expect(await messagesToAll(emails)).toBe(PER_SENDER);
    },
  },
  "POST /api/contractor/:id/electrician": {
    recipient: async () => {
      // The same number invited by one approved company after another (decision 060: each its own offer).
      const companies = await approvedCompanies(ATTEMPTS);
      const phone = freshPhone();
      const refused = refusals(
        await sequence(ATTEMPTS, (i) => {
          const { uuid, admin } = companies[i] as { uuid: string; admin: string };
          return post(`/api/contractor/${uuid}/electrician`, admin, electricianBody(phone), freshIp());
        }),
      );
      expect(refused).toEqual(["MESSAGE_RECIPIENT_LIMIT"]);
      expect(await messagesTo(phone)).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const admin = await one("CONTRACTOR_ADMIN");
      const phones = Array.from({ length: ATTEMPTS }, freshPhone);
      const answers = await sequence(ATTEMPTS, (i) =>
        post(`/api/contractor/${oslo}/electrician`, admin, electricianBody(phones[i] as string), freshIp()),
      );
      expect(refusals(answers)).toEqual(["MESSAGE_SENDER_LIMIT"]);
      expect(await messagesToAll(phones)).toBe(PER_SENDER);
      // Refused is refused: the numbers over the limit were not added without their text.
      expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(PER_SENDER);
    },
  },
  "POST /api/sales-partner/:id/people": {
    recipient: async () => {
      // The same number invited to one chain after another, by one global admin after another.
      const admins = await colleagues("GLOBAL_ADMIN", 3);
      const phone = freshPhone();
      const refused = refusals(
        await sequence(ATTEMPTS, async (i) => {
          const admin = admins[i % 3] as string;
          const { id, store } = await newPartner(admin);
          return post(`/api/sales-partner/${id}/people`, admin, personBody(phone, store), freshIp());
        }),
      );
      expect(refused).toEqual(["MESSAGE_RECIPIENT_LIMIT"]);
      expect(await messagesTo(phone)).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const admin = await one("GLOBAL_ADMIN");
      const { id, store } = await newPartner(admin);
      const phones = Array.from({ length: ATTEMPTS }, freshPhone);
      const refused = refusals(
        await sequence(ATTEMPTS, (i) =>
          post(`/api/sales-partner/${id}/people`, admin, personBody(phones[i] as string, store), freshIp()),
        ),
      );
      expect(refused).toEqual(["MESSAGE_SENDER_LIMIT"]);
      expect(await messagesToAll(phones)).toBe(PER_SENDER);
    },
  },
  "POST /api/customer/:uuid/phone-number/code": {
    recipient: async () => {
      // Staff after staff sending codes to one new number: the login code's limits hold.
      const caseworkers = await colleagues("CASEWORKER", 3);
      const customer = await newCustomer();
      const phone = freshPhone();
      const refused = refusals(
        await sequence(ATTEMPTS, (i) =>
          post(
            `/api/customer/${customer.uuid}/phone-number/code`,
            caseworkers[i % 3] as string,
            { phoneNumber: phone },
            freshIp(),
          ),
        ),
      );
      expect(refused).toEqual(["TOO_MANY_REQUESTS"]);
      expect(await messagesTo(phone)).toBeLessThanOrEqual(PER_RECIPIENT);
    },
    sender: async () => {
      const caseworker = await one("CASEWORKER");
      const customer = await newCustomer();
      const phones = Array.from({ length: ATTEMPTS }, freshPhone);
      const ip = freshIp();
      const refused = refusals(
        await sequence(ATTEMPTS, (i) =>
          post(
            `/api/customer/${customer.uuid}/phone-number/code`,
            caseworker,
            { phoneNumber: phones[i] },
            ip,
          ),
        ),
      );
      expect(refused).toEqual(["TOO_MANY_REQUESTS"]);
      expect(await messagesToAll(phones)).toBe(PER_SENDER);
    },
  },
  "POST /api/customer/:uuid/phone-number": {
    recipient: async () => {
      // One customer's login moved away from a number and back, again and again: the old number is
      // told each time, a few times a day; then the move is refused.
      const caseworkers = await colleagues("CASEWORKER", 3);
      const customer = await newCustomer();
      const answers = await sequence(7, (i) => {
        const to = i % 2 === 0 ? freshPhone() : customer.phone;
        return changePhone(caseworkers[i % 3] as string, customer.uuid, to);
      });
      expect(refusals(answers)).toEqual(["MESSAGE_RECIPIENT_LIMIT"]);
      expect(await countKind(customer.phone, "customer-phone-changed")).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const caseworker = await one("CASEWORKER");
      const customers = await times(ATTEMPTS, () => newCustomer());
      const answers = await sequence(ATTEMPTS, (i) =>
        changePhone(caseworker, (customers[i] as { uuid: string }).uuid, freshPhone()),
      );
      expect(refusals(answers)).toEqual(["MESSAGE_SENDER_LIMIT"]);
      expect(await messagesToAll(customers.map((c) => c.phone))).toBe(PER_SENDER);
    },
  },
  "PATCH /api/customer/:uuid": {
    recipient: async () => {
      // An email change tells the old address: toggling between two addresses tells each a few times.
      const staff = await colleagues("CUSTOMER_SERVICE", 3);
      const customer = await newCustomer();
      const [a, b] = [freshEmail(), freshEmail()];
      const answers = await sequence(ATTEMPTS, (i) =>
        send("PATCH", `/api/customer/${customer.uuid}`, staff[i % 3] as string, { email: i % 2 ? a : b }),
      );
      expect(refusals(answers)).toEqual(["MESSAGE_RECIPIENT_LIMIT"]);
      expect(await messagesTo(customer.email)).toBe(1);
      expect(await messagesTo(a)).toBeLessThanOrEqual(PER_RECIPIENT);
      expect(await messagesTo(b)).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const staff = await one("CUSTOMER_SERVICE");
      const customers = await times(ATTEMPTS, () => newCustomer());
      const answers = await sequence(ATTEMPTS, (i) =>
        send("PATCH", `/api/customer/${(customers[i] as { uuid: string }).uuid}`, staff, {
          email: freshEmail(),
        }),
      );
      expect(refusals(answers)).toEqual(["MESSAGE_SENDER_LIMIT"]);
      expect(await messagesToAll(customers.map((c) => c.email))).toBe(PER_SENDER);
    },
  },
  "POST /api/contractor/:id/feedback": {
    recipient: async () => {
      // Every caseworker hears from every company's admins: the caseworker's own limit holds.
      const admins = await colleagues("CONTRACTOR_ADMIN", 3);
      const caseworker = "henrik.solberg@example.no";
      const before = await messagesTo(caseworker);
      const refused = refusals(
        await sequence(ATTEMPTS, (i) =>
          post(`/api/contractor/${oslo}/feedback`, admins[i % 3] as string, { feedback: `Hei ${i}` }),
        ),
      );
      expect(refused).toEqual(["MESSAGE_RECIPIENT_LIMIT"]);
      expect((await messagesTo(caseworker)) - before).toBe(FEEDBACK_PER_RECIPIENT);
    },
    sender: async () => {
      // One admin writing on and on; each send goes to every caseworker, and counts once for the admin.
      await t.database.db.execute(sql`delete from message_send where purpose = 'feedback'`);
      const admin = await one("CONTRACTOR_ADMIN");
      const caseworker = "lars.berg@example.no";
      const before = await messagesTo(caseworker);
      const refused = refusals(
        await sequence(ATTEMPTS, (i) =>
          post(`/api/contractor/${oslo}/feedback`, admin, { feedback: `Hei ${i}` }),
        ),
      );
      expect(refused).toEqual(["MESSAGE_SENDER_LIMIT"]);
      expect((await messagesTo(caseworker)) - before).toBe(PER_SENDER);
    },
  },
  "POST /api/project/:uuid/move": {
    recipient: async () => {
      // One customer's projects, confirmed by one caseworker after another: the change always goes through.
      const caseworkers = await colleagues("CASEWORKER", 3);
      const phone = freshPhone();
      const projects = await times(6, () => project(phone));
      const answers = await sequence(6, async (i) => {
        const token = caseworkers[i % 3] as string;
        const uuid = projects[i]?.uuid as string;
        return post(`/api/project/${uuid}/move`, token, {
          move: "confirm",
          version: await version(token, uuid),
        });
      });
      expect(refusals(answers)).toEqual([]);
      expect(answers.map((res) => res.json().data.status)).toEqual(Array(6).fill("confirmed"));
      expect(await countKind(phone, "project-confirm")).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const caseworker = await one("CASEWORKER");
      const projects = await times(6, () => project());
      const answers = await sequence(6, async (i) => {
        const uuid = projects[i]?.uuid as string;
        return post(`/api/project/${uuid}/move`, caseworker, {
          move: "confirm",
          version: await version(caseworker, uuid),
        });
      });
      expect(refusals(answers)).toEqual([]);
      expect(
        await countKindAll(
          projects.map((p) => p.email),
          "project-confirm",
        ),
      ).toBe(PER_SENDER);
    },
  },
  "POST /api/project/:uuid/reschedule": {
    recipient: async () => {
      // Issue 33, finding 7: several "customers" booking with one victim's email address, each moving their own time.
      const victim = freshEmail();
      const answers = await sequence(5, async () => {
        const p = await project(freshPhone(), victim);
        const customer = await loginAs(auth(), p.phone);
        return reschedule(customer, p.uuid);
      });
      expect(refusals(answers)).toEqual([]);
      expect(await countKind(victim, "project-reschedule")).toBe(UNCONFIRMED_EMAIL);
    },
    sender: async () => {
      // One customer moving the time of their projects, each with another address.
      const phone = freshPhone();
      const projects = await times(6, () => project(phone));
      const customer = await loginAs(auth(), phone);
      const answers = await sequence(6, (i) => reschedule(customer, projects[i]?.uuid as string));
      expect(refusals(answers)).toEqual([]);
      expect(
        await countKindAll(
          projects.map((p) => p.email),
          "project-reschedule",
        ),
      ).toBe(PER_SENDER);
    },
  },
  "POST /api/contractor/:id/project/:pid/cancel": {
    recipient: async () => {
      const admins = await colleagues("CONTRACTOR_ADMIN", 3);
      const phone = freshPhone();
      const projects = await times(6, () => project(phone));
      const answers = await sequence(6, (i) =>
        post(`/api/contractor/${oslo}/project/${projects[i]?.uuid}/cancel`, admins[i % 3] as string, {
          message: "Vi må dessverre avlyse.",
        }),
      );
      expect(refusals(answers)).toEqual([]);
      expect(answers.map((res) => res.json().data.status)).toEqual(Array(6).fill("cancelled"));
      expect(await countKind(phone, "project-cancel")).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const admin = await one("CONTRACTOR_ADMIN");
      const projects = await times(6, () => project());
      const answers = await sequence(6, (i) =>
        post(`/api/contractor/${oslo}/project/${projects[i]?.uuid}/cancel`, admin, {
          message: "Vi må avlyse.",
        }),
      );
      expect(refusals(answers)).toEqual([]);
      expect(
        await countKindAll(
          projects.map((p) => p.phone),
          "project-cancel",
        ),
      ).toBe(PER_SENDER);
    },
  },
  "POST /api/contractor/:id/project/:pid/swap-timeslot": {
    recipient: async () => {
      // Issue 33: the electrician swapped back and forth; the customer sees the name change each time.
      const admins = await colleagues("CONTRACTOR_ADMIN", 3);
      const p = await project();
      await setProject(t, p.uuid, { status: "scheduled" });
      const answers = await sequence(6, (i) => swap(admins[i % 3] as string, p.uuid));
      expect(refusals(answers)).toEqual([]);
      expect(await countKind(p.phone, "project-swap")).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const admin = await one("CONTRACTOR_ADMIN");
      const projects = await times(6, async () => {
        const p = await project();
        await setProject(t, p.uuid, { status: "scheduled" });
        return p;
      });
      const answers = await sequence(6, (i) => swap(admin, projects[i]?.uuid as string));
      expect(refusals(answers)).toEqual([]);
      expect(
        await countKindAll(
          projects.map((p) => p.phone),
          "project-swap",
        ),
      ).toBe(PER_SENDER);
    },
  },
  "POST /api/claim": {
    recipient: async () => {
      const caseworkers = await colleagues("CASEWORKER", 3);
      const p = await project();
      await setProject(t, p.uuid, { status: "completed" });
      const answers = await sequence(6, (i) =>
        post("/api/claim", caseworkers[i % 3] as string, { project: p.uuid, description: `Feil ${i}` }),
      );
      expect(refusals(answers)).toEqual([]);
      expect(await countKind(p.phone, "claim-opened")).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const caseworker = await one("CASEWORKER");
      const projects = await times(6, async () => {
        const p = await project();
        await setProject(t, p.uuid, { status: "completed" });
        return p;
      });
      const answers = await sequence(6, (i) =>
        post("/api/claim", caseworker, { project: projects[i]?.uuid, description: "Feil" }),
      );
      expect(refusals(answers)).toEqual([]);
      expect(
        await countKindAll(
          projects.map((p) => p.phone),
          "claim-opened",
        ),
      ).toBe(PER_SENDER);
    },
  },
  "POST /api/claim/:uuid/schedule": {
    recipient: async () => {
      // The visit moved back and forth by one caseworker after another.
      const caseworkers = await colleagues("CASEWORKER", 3);
      const c = await claimed(caseworkers[0] as string);
      const before = await messagesTo(c.phone);
      const answers = await sequence(6, (i) => claimVisit(caseworkers[i % 3] as string, c.claim, i));
      expect(refusals(answers)).toEqual([]);
      // The claim's opening told the customer once already; the visit's moves take the rest.
      expect((await messagesTo(c.phone)) - before).toBe(PER_RECIPIENT - 1);
      expect(await countKinds(c.phone, ["claim-scheduled", "claim-rescheduled"])).toBe(PER_RECIPIENT - 1);
    },
    sender: async () => {
      const opener = await one("CASEWORKER");
      const claims = await times(6, () => claimed(opener));
      const caseworker = await one("CASEWORKER");
      const answers = await sequence(6, (i) =>
        claimVisit(caseworker, claims[i]?.claim as { uuid: string }, 0),
      );
      expect(refusals(answers)).toEqual([]);
      let told = 0;
      for (const c of claims) told += await countKinds(c.phone, ["claim-scheduled"]);
      expect(told).toBe(PER_SENDER);
    },
  },
  "POST /api/claim/:uuid/resolve": {
    recipient: async () => finishRecipient("resolve", "claim-resolved"),
    sender: async () => finishSender("resolve", "claim-resolved"),
  },
  "POST /api/claim/:uuid/reject": {
    recipient: async () => finishRecipient("reject", "claim-rejected"),
    sender: async () => finishSender("reject", "claim-rejected"),
  },
  "POST /api/offer/:uuid/send": {
    recipient: async () => {
      // New versions sent one after another by several caseworkers: the customer's limit refuses the send.
      const caseworkers = await colleagues("CASEWORKER", 3);
      const p = await inspected();
      const refused = refusals(await sequence(6, (i) => offerSent(caseworkers[i % 3] as string, p.uuid)));
      expect(refused).toEqual(["MESSAGE_RECIPIENT_LIMIT"]);
      expect(await countKind(p.phone, "offer-sent")).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const caseworker = await one("CASEWORKER");
      const projects = await times(6, () => inspected());
      const refused = refusals(await sequence(6, (i) => offerSent(caseworker, projects[i]?.uuid as string)));
      expect(refused).toEqual(["MESSAGE_SENDER_LIMIT"]);
      expect(
        await countKindAll(
          projects.map((p) => p.phone),
          "offer-sent",
        ),
      ).toBe(PER_SENDER);
    },
  },
  "POST /api/inspection/:uuid/video/link": {
    recipient: async () => {
      const inspectors = await colleagues("INSPECTOR", 3);
      const p = await videoInspection();
      const refused = refusals(
        await sequence(ATTEMPTS, (i) =>
          post(`/api/inspection/${p.uuid}/video/link`, inspectors[i % 3] as string),
        ),
      );
      expect(refused).toEqual(["MESSAGE_RECIPIENT_LIMIT"]);
      expect(await countKind(p.phone, "inspection-video-link")).toBe(PER_RECIPIENT);
    },
    sender: async () => {
      const inspector = await one("INSPECTOR");
      const projects = await times(6, () => videoInspection());
      const refused = refusals(
        await sequence(6, (i) => post(`/api/inspection/${projects[i]?.uuid}/video/link`, inspector)),
      );
      expect(refused).toEqual(["MESSAGE_SENDER_LIMIT"]);
      expect(
        await countKindAll(
          projects.map((p) => p.phone),
          "inspection-video-link",
        ),
      ).toBe(PER_SENDER);
    },
  },
};

async function countKind(recipient: string, kind: string): Promise<number> {
  return countKinds(recipient, [kind]);
}
async function countKinds(recipient: string, kinds: readonly string[]): Promise<number> {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where recipient = ${recipient} and meta->>'kind' in (${sql.join(
      kinds.map((k) => sql`${k}`),
      sql`, `,
    )})`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}
async function countKindAll(recipients: readonly string[], kind: string): Promise<number> {
  let sum = 0;
  for (const recipient of recipients) sum += await countKind(recipient, kind);
  return sum;
}

/** The customer moves their own project to another window it offers them. */
async function reschedule(customer: string, uuid: string): Promise<Res> {
  const as = { authorization: `Bearer ${customer}` };
  const detail = (await t.app.inject({ method: "GET", url: `/api/project/${uuid}`, headers: as })).json()
    .data;
  const times = await t.app.inject({
    method: "GET",
    url: `/api/project/${uuid}/available-times?days=14`,
    headers: as,
  });
  const other = times
    .json()
    .data.days.flatMap((d: { windows: { available: boolean; startsAt: string }[] }) => d.windows)
    .find(
      (w: { available: boolean; startsAt: string }) => w.available && w.startsAt !== detail.windowStartsAt,
    );
  return post(`/api/project/${uuid}/reschedule`, customer, {
    version: detail.version,
    startsAt: other.startsAt,
  });
}

async function finishRecipient(move: "resolve" | "reject", kind: string) {
  // The customer's own claims on one project (their own messages count apart), closed by one
  // caseworker after another.
  const caseworkers = await colleagues("CASEWORKER", 3);
  const p = await project();
  await setProject(t, p.uuid, { status: "completed" });
  const customer = await loginAs(auth(), p.phone);
  const claims = await times(6, () => claimOn(customer, p.uuid));
  const answers = await sequence(6, async (i) => {
    const token = caseworkers[i % 3] as string;
    const claim = claims[i] as { uuid: string };
    return post(`/api/claim/${claim.uuid}/${move}`, token, {
      version: await claimVersion(token, claim.uuid),
      message: "Ferdig behandlet.",
    });
  });
  expect(refusals(answers)).toEqual([]);
  expect(await countKind(p.phone, kind)).toBe(PER_RECIPIENT);
}

async function finishSender(move: "resolve" | "reject", kind: string) {
  const opener = await one("CASEWORKER");
  const claims = await times(6, () => claimed(opener));
  const caseworker = await one("CASEWORKER");
  const answers = await sequence(6, async (i) => {
    const claim = claims[i]?.claim as { uuid: string };
    return post(`/api/claim/${claim.uuid}/${move}`, caseworker, {
      version: await claimVersion(caseworker, claim.uuid),
      message: "Ferdig behandlet.",
    });
  });
  expect(refusals(answers)).toEqual([]);
  expect(
    await countKindAll(
      claims.map((c) => c.phone),
      kind,
    ),
  ).toBe(PER_SENDER);
}

/** API files that put messages in the outbox (tests aside), from `apps/api/src`. */
function sendingFiles(): string[] {
  return fs
    .readdirSync(sourceDir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.includes(".test") && !file.includes("test-support"))
    .filter((file) =>
      /notifications\.enqueue(All|Limited)?\(/.test(fs.readFileSync(path.join(sourceDir, file), "utf8")),
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
      // Tells a case's own customer (the stored contact of a project, claim or inspection, never an
      // address in the request) about a change staff or the customer made, or texts a video
      // inspection's meeting link (staff only).
      "lib/case-timeline.ts",
      "modules/auth/auth.service.ts",
      "modules/booking/booking-checkout.service.ts",
      "modules/booking/reminders.service.ts",
      // Feedback to the caseworkers: only an approved company's admins.
      "modules/contractor/contractor-feedback.service.ts",
      // Tells a customer's old number that their login moved (only after a code to the new one
      // proved it; decision 059).
      "modules/customers/customer-phone-change.ts",
      // Tells a customer's old email address that it changed (decision 059).
      "modules/customers/customers.service.ts",
      // Invites a number to a company or store (POST contractor/:id/electrician, sales-partner/:id/people):
      // only those the role-giving rule lets give the role, from an approved company.
      "modules/invitation/invitation.service.ts",
      // Tells a project's own customer (its stored contact) that an offer was sent.
      "modules/offer/offer-building.service.ts",
      // Sends a cart to the customer a seller names.
      "modules/seller/seller.service.ts",
    ]);
  });

  it("passes the message limits wherever it writes to the outbox", () => {
    // A plain enqueue must sit beside a limit check in the same file (auth and the cart's
    // reminders check with `check`, everything else writes through `enqueueLimited`).
    for (const file of sendingFiles()) {
      const text = fs.readFileSync(path.join(sourceDir, file), "utf8");
      const plain = /notifications\.enqueue(All)?\(/.test(text);
      const limited = /notifications\.(enqueueLimited|allow|check)\(|withinReminderLimits\(/.test(text);
      expect(!plain || limited, file).toBe(true);
    }
  });

  for (const [route, sides] of Object.entries(scenarios)) {
    it(
      `${route}: one recipient from many senders stays within the recipient's limit`,
      sides.recipient,
      120_000,
    );
    it(`${route}: one sender towards many recipients stays within the sender's limit`, sides.sender, 120_000);
  }
});
