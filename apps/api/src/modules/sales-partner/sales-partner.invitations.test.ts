import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp } from "../booking/booking.test-support.ts";
import { asAuth } from "../project/project.test-support.ts";
import { appUser } from "../users/users.schema.ts";
import { partnerRow, storeRow, withDemoChains } from "./sales-partner.test-support.ts";

/*
 * Issue 33, finding 5 and part of finding 1: adding a phone number to a sales partner binds no
 * account and tells the adder nothing about it, and a department admin cannot give herself a role.
 */

let t: BookingTestApp;
const tokens = new Map<string, string>();
let byggmakker: { id: number; uuid: string };
let asane: { id: number; uuid: string };

const post = (who: string, url: string, payload: object): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method: "POST",
    url: `/api${url}`,
    payload,
    headers: { authorization: `Bearer ${tokens.get(who) as string}` },
  });

async function user(phone: string) {
  const [row] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, phone));
  return row ?? null;
}

/** The invitation texts a number got (login codes aside). */
async function smsCount(phone: string) {
  const result = (await t.database.db.execute(
    sql`select count(*) as n from outbox_message where recipient = ${phone} and meta->>'kind' like '%invit%'`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  await withDemoChains(t);
  byggmakker = await partnerRow(t, "Byggmakker Vest AS");
  asane = await storeRow(t, "Bergen Åsane");
  for (const role of ["SALES_PARTNER_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"] as const)
    tokens.set(role, await loginAs(asAuth(t), demoPhone(role)));
}, 180_000);
afterAll(() => t.close());

const seller = (phoneNumber: string, extra: object = {}) => ({
  firstName: "Test",
  lastName: "Person",
  phoneNumber,
  role: "SALES_PARTNER_SELLER",
  departmentId: asane.uuid,
  ...extra,
});

describe("a partner admin adding an unaffiliated person's number", () => {
  it("attaches nothing to the account and answers without the person's name", async () => {
    // Ole Bakken, another installer's admin: nothing to do with the chain.
    const phone = demoPhone("CONTRACTOR_ADMIN");
    const before = await user(phone);
    const res = await post("SALES_PARTNER_ADMIN", `/sales-partner/${byggmakker.uuid}/people`, seller(phone));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.body).not.toContain("Ole");
    expect(res.body).not.toContain("Bakken");
    expect(res.json().data).toMatchObject({ firstName: "Test", lastName: "Person" });
    const after = await user(phone);
    expect(after).toMatchObject({
      availableRoles: before?.availableRoles,
      activeRoles: before?.activeRoles,
      salesPartnerId: null,
      salesPartnerDepartmentId: null,
      firstName: "Ole",
    });
    expect(await smsCount(phone)).toBe(1);
  });

  it("answers an existing account's number exactly as a number without an account", async () => {
    const shape = (res: LightMyRequestResponse) => {
      const { uuid: _u, phoneNumber: _p, createdAt: _c, expiresAt: _e, ...rest } = res.json().data;
      return { status: res.statusCode, ...rest };
    };
    const url = `/sales-partner/${byggmakker.uuid}/people`;
    const existing = await post("SALES_PARTNER_ADMIN", url, seller(demoPhone("INSPECTOR")));
    const fresh = await post("SALES_PARTNER_ADMIN", url, seller("+4792299001"));
    expect(shape(existing)).toEqual(shape(fresh));
    expect(Object.keys(existing.json().data).sort()).toEqual(Object.keys(fresh.json().data).sort());
  });
});

describe("a department admin", () => {
  it("cannot give herself STORE_EMPLOYEE with her own number", async () => {
    const own = demoPhone("SALES_PARTNER_DEPARTMENT_ADMIN");
    const res = await post(
      "SALES_PARTNER_DEPARTMENT_ADMIN",
      `/sales-partner/${byggmakker.uuid}/people`,
      seller(own, { role: "STORE_EMPLOYEE" }),
    );
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json()).toMatchObject({ code: "ROLE_GRANT_SELF" });
    expect((await user(own))?.availableRoles).toEqual(["SALES_PARTNER_DEPARTMENT_ADMIN"]);
    expect(await smsCount(own)).toBe(0);
  });
});
