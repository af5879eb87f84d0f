import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ONBOARDED_ADMIN, DEMO_ONBOARDED_COMPANY } from "../../seed/demo-onboarding.ts";
import { demoPhone, loginAs } from "../auth/auth.test-support.ts";
import type { BookingTestApp } from "../booking/booking.test-support.ts";
import { asAuth } from "../project/project.test-support.ts";
import { appUser } from "../users/users.schema.ts";
import { type CallAs, company, startContractorTest } from "./contractor.test-support.ts";

/*
 * Issue 33, finding 4: a self-registered company that no global admin has approved yet (the demo's
 * Vestfold Solenergi AS, its admin Marte Vik) finishes its details and coverage, and sends nothing
 * to anyone: no electrician SMS, no feedback emails, and no customer's account bound to it.
 */

let t: BookingTestApp;
let call: CallAs;
let pending: { id: number; uuid: string };
let marte: string;
let bergen: { uuid: string };

const asMarte = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${marte}` },
    ...(payload && { payload }),
  });

async function outboxCount(where: ReturnType<typeof sql>) {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where ${where}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

async function user(phone: string) {
  const [row] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, phone));
  return row ?? null;
}

beforeAll(async () => {
  ({ t, call, bergen } = await startContractorTest());
  pending = await company(t, DEMO_ONBOARDED_COMPANY.name);
  marte = await loginAs(asAuth(t), DEMO_ONBOARDED_ADMIN.phoneNumber);
}, 180_000);
afterAll(() => t.close());

describe("a company waiting for approval", () => {
  it("is PENDING to its own admin, who may still finish its details and coverage", async () => {
    const shown = await asMarte("GET", `/api/contractor/${pending.uuid}`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.status).toBe("PENDING");
    const changed = await asMarte("PATCH", `/api/contractor/${pending.uuid}`, {
      name: "Vestfold Solenergi AS",
      radius_km: 45,
      post_codes: ["3110"],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ radiusKm: 45, postCodes: ["3110"], status: "PENDING" });
    const emails = await asMarte("POST", `/api/contractor/${pending.uuid}/invoice-emails`, {
      invoice_emails: ["faktura@vestfoldsol.example.no"],
    });
    expect(emails.statusCode, emails.body).toBe(200);
  });

  it("cannot add an electrician: refused with a declared code, and no SMS goes out", async () => {
    const phone = "+4791990001";
    const res = await asMarte("POST", `/api/contractor/${pending.uuid}/electrician`, {
      first_name: "Ola",
      last_name: "Nordmann",
      phone_number: phone,
      work_types: ["SOLAR"],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({
      code: "CONTRACTOR_PENDING_APPROVAL",
      message: expect.stringContaining("venter på godkjenning"),
    });
    expect(await outboxCount(sql`recipient = ${phone}`)).toBe(0);
    expect(await user(phone)).toBeNull();
  });

  it("cannot send feedback: no email reaches any caseworker", async () => {
    const before = await outboxCount(sql`meta->>'kind' = 'contractor-feedback'`);
    const res = await asMarte("POST", `/api/contractor/${pending.uuid}/feedback`, {
      feedback: "Se https://example.invalid for mer",
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().code).toBe("CONTRACTOR_PENDING_APPROVAL");
    expect(await outboxCount(sql`meta->>'kind' = 'contractor-feedback'`)).toBe(before);
  });

  it("cannot bind an existing customer's account as its electrician", async () => {
    const customer = demoPhone("CUSTOMER");
    const res = await asMarte("POST", `/api/contractor/${pending.uuid}/electrician`, {
      first_name: "Nora",
      last_name: "Hansen",
      phone_number: customer,
      work_types: ["SOLAR"],
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(await user(customer)).toMatchObject({
      availableRoles: ["CUSTOMER"],
      activeRoles: ["CUSTOMER"],
      contractorId: null,
    });
    expect(await outboxCount(sql`recipient = ${customer} and meta->>'kind' like '%invit%'`)).toBe(0);
  });
});

describe("an approved company adding an existing customer's number", () => {
  it("sends an invitation; the customer gains no role and no company until they accept", async () => {
    const customer = demoPhone("CUSTOMER");
    const res = await call("POST", `/api/contractor/${bergen.uuid}/electrician`, "OTHER_CONTRACTOR_ADMIN", {
      first_name: "Nora",
      last_name: "Hansen",
      phone_number: customer,
      work_types: ["HEAT_PUMP"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await user(customer)).toMatchObject({
      availableRoles: ["CUSTOMER"],
      activeRoles: ["CUSTOMER"],
      contractorId: null,
    });
    expect(await outboxCount(sql`recipient = ${customer} and meta->>'kind' like '%invit%'`)).toBe(1);
  });
});
