import type { Role } from "@mt/domain/roles/roles";
import { formatPhone } from "@mt/domain/validation/phone";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AuthTestApp,
  confirm,
  demoPhone,
  forgetCodeRequests,
  lastCode,
  loginAs,
  type OutboxLine,
  outboxLines,
  requestLoginCode,
} from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp } from "../booking/booking.test-support.ts";
import { book, caller, loginRoles, type Person, userByPhone } from "./customers.test-support.ts";

/*
 * Decision 059: a customer's login phone number changes only when the new number is confirmed with
 * a code sent to it (the customer reads it out on the phone); the old number is told by SMS; an email
 * change tells the old address.
 */

let t: BookingTestApp;
let auth: AuthTestApp;
let tokens: Map<Role, string>;

const TORE: Person = {
  firstName: "Tore",
  lastName: "Telefonsen",
  phoneNumber: "+4791330001",
  email: "tore@example.no",
};
const NEW_NUMBER = "+4791330002";
const GRETE: Person = {
  firstName: "Grete",
  lastName: "Gammelnummer",
  phoneNumber: "+4791330003",
  email: "grete@example.no",
};

const HEGE: Person = {
  firstName: "Hege",
  lastName: "Hurtigsen",
  phoneNumber: "+4791330004",
  email: "hege@example.no",
};

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  auth = t as unknown as AuthTestApp;
  await book(t, TORE, "Ringveien 1");
  await book(t, GRETE, "Ringveien 2");
  await book(t, HEGE, "Ringveien 4");
  await book(t, { ...GRETE, phoneNumber: demoPhone("CASEWORKER") }, "Bygdøy allé 3");
  tokens = await loginRoles(t, ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"]);
}, 90_000);
afterAll(() => t.close());

const as = (role: Role) => caller(t, tokens.get(role) ?? null);
const uuidOf = async (phoneNumber: string) => (await userByPhone(t.database.db, phoneNumber)).uuid;
const sendCode = async (role: Role, uuid: string, phoneNumber: string) =>
  as(role)("POST", `/api/customer/${uuid}/phone-number/code`, { phoneNumber });
const change = (role: Role, uuid: string, phoneNumber: string, code: string) =>
  as(role)("POST", `/api/customer/${uuid}/phone-number`, { phoneNumber, code });
const smsTo = async (phoneNumber: string) =>
  (await outboxLines(auth)).filter((line) => line.channel === "sms" && line.to === phoneNumber);
/** The emails telling an address that it is no longer the customer's. */
const noticesTo = async (address: string) =>
  ((await outboxLines(auth)) as (OutboxLine & { subject?: string })[]).filter(
    (line) =>
      line.channel === "email" && line.to === address && line.subject === "E-postadressen din er endret",
  );

describe("the old way is closed", () => {
  it("refuses a phone number in PATCH, for every role, and changes nothing", async () => {
    const uuid = await uuidOf(TORE.phoneNumber);
    for (const role of ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"] as Role[]) {
      const res = await as(role)("PATCH", `/api/customer/${uuid}`, {
        firstName: "Tore",
        phoneNumber: NEW_NUMBER,
      });
      expect(res.statusCode, role).toBe(422);
      expect(res.json().errors.phoneNumber).toEqual([
        "Telefonnummeret byttes med en kode som sendes til det nye nummeret.",
      ]);
    }
    expect((await userByPhone(t.database.db, TORE.phoneNumber)).uuid).toBe(uuid);
  });

  it("refuses a change without a code that was sent to the new number", async () => {
    const uuid = await uuidOf(TORE.phoneNumber);
    const missing = await as("CASEWORKER")("POST", `/api/customer/${uuid}/phone-number`, {
      phoneNumber: NEW_NUMBER,
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(["code"]);
    const guessed = await change("CASEWORKER", uuid, NEW_NUMBER, "123456");
    expect(guessed.statusCode).toBe(422);
    expect(guessed.json()).toMatchObject({
      code: "INVALID_CODE",
      errors: { code: ["Koden er feil eller utløpt."] },
    });
    expect((await userByPhone(t.database.db, TORE.phoneNumber)).uuid).toBe(uuid);
  });
});

describe("changing a login phone number with a code", () => {
  let toreSession: string;

  it("sends a code to the new number only, saying what it is for", async () => {
    toreSession = await loginAs(auth, TORE.phoneNumber);
    expect((await caller(t, toreSession)("POST", "/api/auth/me")).statusCode).toBe(200);
    const uuid = await uuidOf(TORE.phoneNumber);
    const before = (await smsTo(TORE.phoneNumber)).length;
    const res = await sendCode("CASEWORKER", uuid, "913 30 002");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { sent: true, phoneNumber: NEW_NUMBER } });
    const [sms] = await smsTo(NEW_NUMBER);
    expect(sms?.text).toMatch(/^\d{6} er koden for å bytte telefonnummer hos Montørtorget\./);
    expect(sms?.text).not.toMatch(/https?:|www\./);
    expect(await smsTo(TORE.phoneNumber)).toHaveLength(before);
  });

  it("keeps to the login code's limits: one code a minute to a number", async () => {
    const again = await sendCode("CASEWORKER", await uuidOf(TORE.phoneNumber), NEW_NUMBER);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("TOO_MANY_REQUESTS");
    expect(await smsTo(NEW_NUMBER)).toHaveLength(1);
  });

  it("refuses a wrong code and changes nothing", async () => {
    const uuid = await uuidOf(TORE.phoneNumber);
    const code = (await lastCode(auth, NEW_NUMBER)) as string;
    const wrong = code === "999999" ? "999998" : "999999";
    const res = await change("CASEWORKER", uuid, NEW_NUMBER, wrong);
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe("INVALID_CODE");
    expect((await userByPhone(t.database.db, TORE.phoneNumber)).uuid).toBe(uuid);
  });

  it("changes the number with the right code, on the timeline, and tells the old number", async () => {
    const uuid = await uuidOf(TORE.phoneNumber);
    const code = (await lastCode(auth, NEW_NUMBER)) as string;
    const res = await change("CASEWORKER", uuid, NEW_NUMBER, code);
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json().data;
    expect(customer.phoneNumber).toBe(NEW_NUMBER);
    expect(customer.timeline.at(-1)).toMatchObject({
      actor: "Lars Berg",
      message: `Telefon: ${formatPhone(TORE.phoneNumber)} → ${formatPhone(NEW_NUMBER)}`,
    });
    const told = (await smsTo(TORE.phoneNumber)).at(-1);
    expect(told?.text).toContain("Telefonnummeret du logger inn med hos Montørtorget er byttet");
    expect(told?.text).toContain("slutter på 02");
    expect(told?.text).toContain("800 12 345");
    expect(told?.text).not.toMatch(/https?:|www\./);
    // The code is used up.
    expect((await change("CASEWORKER", uuid, NEW_NUMBER, code)).statusCode).not.toBe(200);
  });

  it("ends the customer's sessions: the old one no longer works", async () => {
    expect(toreSession).toBeTruthy();
    const me = await caller(t, toreSession)("POST", "/api/auth/me");
    expect(me.statusCode).toBe(401);
  });

  it("lets the customer log in with the new number, and not with the old one", async () => {
    const uuid = await uuidOf(NEW_NUMBER);
    const token = await loginAs(auth, NEW_NUMBER);
    const me = await caller(t, token)("POST", "/api/auth/me");
    expect(me.json().data).toMatchObject({ uuid, firstName: "Tore" });
    await forgetCodeRequests(t.database.db, TORE.phoneNumber);
    const before = (await smsTo(TORE.phoneNumber)).length;
    expect((await requestLoginCode(auth, TORE.phoneNumber)).statusCode).toBe(200);
    expect(await smsTo(TORE.phoneNumber)).toHaveLength(before);
    expect((await confirm(auth, TORE.phoneNumber, "000000")).statusCode).toBe(401);
  });
});

describe("what a phone change refuses", () => {
  it("refuses a number that belongs to another account, before any code is sent", async () => {
    const uuid = await uuidOf(GRETE.phoneNumber);
    const taken = demoPhone("CUSTOMER");
    const res = await sendCode("CUSTOMER_SERVICE", uuid, taken);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "PHONE_NUMBER_IN_USE",
      message: "Telefonnummeret tilhører en annen bruker.",
      errors: { phoneNumber: ["Telefonnummeret tilhører en annen bruker."] },
    });
    expect(await smsTo(taken)).toEqual([]);
    const changed = await change("CUSTOMER_SERVICE", uuid, taken, "123456");
    expect(changed.statusCode).toBe(409);
  });

  it("refuses the number the customer has already", async () => {
    const uuid = await uuidOf(GRETE.phoneNumber);
    const res = await sendCode("CUSTOMER_SERVICE", uuid, GRETE.phoneNumber);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: "PHONE_NUMBER_UNCHANGED",
      errors: { phoneNumber: ["Dette er allerede kundens telefonnummer."] },
    });
  });

  it("leaves a customer who is staff too to an administrator", async () => {
    const uuid = await uuidOf(demoPhone("CASEWORKER"));
    const refused = await sendCode("CUSTOMER_SERVICE", uuid, "+4791330009");
    expect(refused.statusCode).toBe(403);
    expect(await smsTo("+4791330009")).toEqual([]);
    const allowed = await sendCode("GLOBAL_ADMIN", uuid, "+4791330009");
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it("gives a number two staff want for two customers at once to one of them", async () => {
    const wanted = "+4791330020";
    // The number's holder read a code out to each of two caseworkers (each asked from their own desk).
    const attempts = [];
    for (const [index, phoneNumber] of [NEW_NUMBER, HEGE.phoneNumber].entries()) {
      await forgetCodeRequests(t.database.db, wanted);
      const ip = `203.0.113.${40 + index}`;
      const uuid = await uuidOf(phoneNumber);
      const sent = await as("CASEWORKER")(
        "POST",
        `/api/customer/${uuid}/phone-number/code`,
        { phoneNumber: wanted },
        ip,
      );
      expect(sent.statusCode, sent.body).toBe(200);
      attempts.push({ uuid, ip, code: (await lastCode(auth, wanted)) as string });
    }
    const answers = await Promise.all(
      attempts.map(({ uuid, ip, code }) =>
        as("CASEWORKER")("POST", `/api/customer/${uuid}/phone-number`, { phoneNumber: wanted, code }, ip),
      ),
    );
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().code).toBe("PHONE_NUMBER_IN_USE");
    const holder = await userByPhone(t.database.db, wanted);
    expect(attempts.map((attempt) => attempt.uuid)).toContain(holder.uuid);
  });

  it("answers 404 for an unknown customer and for someone who is no customer", async () => {
    const unknown = await sendCode("CASEWORKER", "00000000-0000-4000-8000-000000000000", "+4791330010");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Fant ikke kunden.");
    const staff = await sendCode("CASEWORKER", await uuidOf(demoPhone("CUSTOMER_SERVICE")), "+4791330010");
    expect(staff.statusCode).toBe(404);
    expect(await smsTo("+4791330010")).toEqual([]);
  });
});

describe("an email change", () => {
  it("tells the old address that it changed, without the new address", async () => {
    const uuid = await uuidOf(GRETE.phoneNumber);
    const res = await as("CUSTOMER_SERVICE")("PATCH", `/api/customer/${uuid}`, {
      email: "grete.ny@example.no",
    });
    expect(res.statusCode, res.body).toBe(200);
    const [told] = await noticesTo(GRETE.email);
    expect(told?.text).toContain("E-postadressen din hos Montørtorget er endret");
    expect(told?.text).not.toContain("grete.ny@example.no");
    expect(told?.text).not.toMatch(/https?:|www\./);
    expect(await noticesTo("grete.ny@example.no")).toEqual([]);
  });

  it("tells the old address when it is removed, and no one when an address is added", async () => {
    const uuid = await uuidOf(GRETE.phoneNumber);
    await as("CUSTOMER_SERVICE")("PATCH", `/api/customer/${uuid}`, { email: null });
    expect(await noticesTo("grete.ny@example.no")).toHaveLength(1);
    const before = (await outboxLines(auth)).length;
    await as("CUSTOMER_SERVICE")("PATCH", `/api/customer/${uuid}`, { email: "grete@example.no" });
    expect((await outboxLines(auth)).length).toBe(before);
    // A name change tells no one.
    await as("CUSTOMER_SERVICE")("PATCH", `/api/customer/${uuid}`, { firstName: "Margrete" });
    expect((await outboxLines(auth)).length).toBe(before);
  });
});
