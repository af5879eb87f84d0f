import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BookingTestApp } from "../booking/booking.test-support.ts";
import { outboxMessage } from "../notifications/notifications.schema.ts";
import { type CallAs, startContractorTest } from "./contractor.test-support.ts";

// Names are names (decision 063): the installer's "add electrician" call sends an SMS that starts with
// the first name it is given, so a name that is a sentence with a link went out as a phishing text.

let t: BookingTestApp;
let call: CallAs;
let oslo: { uuid: string };
let nextPhone = 91_660_000;

beforeAll(async () => {
  ({ t, call, oslo } = await startContractorTest());
}, 180_000);
afterAll(() => t.close());

const add = (first_name: string, last_name = "Nordmann", phone = `+47${nextPhone++}`) =>
  call("POST", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN", {
    first_name,
    last_name,
    phone_number: phone,
    work_types: ["ELECTRICIAN"],
  });

const smsTo = (phone: string) =>
  t.database.db
    .select({ body: outboxMessage.body })
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, phone));

describe("POST contractor/{id}/electrician names", () => {
  it("refuses the finding's first name with 422 under first_name, and sends no SMS", async () => {
    const phone = "+4791669999";
    const res = await add(
      "Ola. Din konto er sperret, logg inn på https://evil.example/login",
      "Nordmann",
      phone,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.first_name).toEqual([
      "Bruk bare bokstaver, mellomrom, bindestrek, apostrof og punktum",
    ]);
    expect(await smsTo(phone)).toEqual([]);
  });

  it.each([
    ["a bare domain", "first_name", "Ola evil.no", "Et navn kan ikke inneholde en nettadresse"],
    ["www", "last_name", "www.evil.no", "Et navn kan ikke inneholde en nettadresse"],
    [
      "a line break",
      "first_name",
      "Ola\nLogg inn",
      "Bruk bare bokstaver, mellomrom, bindestrek, apostrof og punktum",
    ],
    ["a digit", "last_name", "Nordmann 2", "Bruk bare bokstaver, mellomrom, bindestrek, apostrof og punktum"],
  ])("refuses %s under the field", async (_, field, value, message) => {
    const res = field === "first_name" ? await add(value) : await add("Ola", value);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors[field]).toEqual([message]);
  });

  it.each([
    ["Åse Marie", "Ødegård-Bø"],
    ["Hélène", "Müller"],
    ["Seán", "O'Brien"],
    ["J.R.R.", "Tolkien"],
    ["Łukasz", "Wałęsa"],
  ])("accepts %s %s and greets them by that name", async (first, last) => {
    const phone = `+47${nextPhone++}`;
    const res = await add(first, last, phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ firstName: first, lastName: last });
    const [sms] = await smsTo(phone);
    expect(sms?.body).toMatch(new RegExp(`^Hei ${first.replace(/\./g, "\\.")}! `));
  });
});
