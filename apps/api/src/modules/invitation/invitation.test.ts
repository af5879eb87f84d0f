import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone, loginAs, outboxLines } from "../auth/auth.test-support.ts";
import type { BookingTestApp } from "../booking/booking.test-support.ts";
import { type CallAs, startContractorTest } from "../contractor/contractor.test-support.ts";
import { asAuth } from "../project/project.test-support.ts";
import { partnerRow, storeRow, withDemoChains } from "../sales-partner/sales-partner.test-support.ts";
import { appUser } from "../users/users.schema.ts";

/*
 * Invitations (decision 060) end to end through the API: an installer or a sales partner invites a
 * number, its holder signs in, sees the invitation and accepts (exactly the invited role and place)
 * or declines (nothing changes). Nobody else reaches the invitation.
 */

let t: BookingTestApp;
let call: CallAs;
let oslo: { id: number; uuid: string };
let bergen: { id: number; uuid: string };
let byggmakker: { id: number; uuid: string };
let lagunen: { id: number; uuid: string };

/** A request with a session token (none: anonymous). */
const as = (token: string | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload && { payload }),
    ...(token && { headers: { authorization: `Bearer ${token}` } }),
  });

async function user(phone: string) {
  const [row] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, phone));
  return row ?? null;
}

const electrician = (phone: string, first = "Sindre") => ({
  first_name: first,
  last_name: "Lie",
  phone_number: phone,
  work_types: ["HEAT_PUMP", "ELECTRICIAN"],
});

async function inviteToOslo(phone: string, first?: string): Promise<LightMyRequestResponse> {
  return call(
    "POST",
    `/api/contractor/${oslo.uuid}/electrician`,
    "CONTRACTOR_ADMIN",
    electrician(phone, first),
  );
}

/** The invitations the person holding the number sees after signing in. */
async function signIn(phone: string) {
  const token = await loginAs(asAuth(t), phone);
  const mine = await as(token, "GET", "/invitation");
  expect(mine.statusCode, mine.body).toBe(200);
  return { token, invitations: mine.json().data as { uuid: string; role: string; from: { name: string } }[] };
}

beforeAll(async () => {
  ({ t, call, oslo, bergen } = await startContractorTest());
  await withDemoChains(t);
  byggmakker = await partnerRow(t, "Byggmakker Vest AS");
  lagunen = await storeRow(t, "Bergen Lagunen");
}, 180_000);
afterAll(() => t.close());

describe("an installer invites a new number", () => {
  it("answers 'invited' with what it typed, makes an account without roles, and texts where to answer", async () => {
    const phone = "+4791880101";
    const res = await inviteToOslo(phone);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: "Sindre",
      lastName: "Lie",
      phoneNumber: phone,
      role: "ELECTRICIAN",
      workTypes: ["ELECTRICIAN", "HEAT_PUMP"],
      department: null,
      status: "INVITED",
    });
    expect(await user(phone)).toMatchObject({ availableRoles: [], activeRoles: [], contractorId: null });
    const sms = (await outboxLines(asAuth(t))).filter((line) => line.to === phone);
    expect(sms.map((line) => line.text)).toEqual([
      "Hei Sindre! Oslo Elektro og Varme AS inviterer deg som montør på Montørtorget. Logg inn med telefonnummeret ditt for å godta eller avslå: https://montortorget.test/logginn?redirect=%2Finvitasjoner",
    ]);
    const list = (await call("GET", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json();
    expect(list.invitations).toContainEqual(
      expect.objectContaining({ phoneNumber: phone, status: "INVITED" }),
    );
    expect(list.data.map((e: { phoneNumber: string | null }) => e.phoneNumber)).not.toContain(phone);
  });

  it("answers an existing account's number exactly as a new one", async () => {
    const shape = (res: LightMyRequestResponse) => {
      const { uuid: _u, phoneNumber: _p, createdAt: _c, expiresAt: _e, ...rest } = res.json().data;
      return { status: res.statusCode, ...rest };
    };
    const existing = await inviteToOslo(demoPhone("CASEWORKER"), "Same");
    const fresh = await inviteToOslo("+4791880102", "Same");
    expect(shape(existing)).toEqual(shape(fresh));
    expect(existing.body).not.toContain("Lars");
    expect((await user(demoPhone("CASEWORKER")))?.availableRoles).toEqual(["CASEWORKER"]);
  });

  it("refuses a second live invitation of the same number, and one of the company's own electricians", async () => {
    const again = await inviteToOslo("+4791880101");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "INVITATION_PENDING",
      errors: { phone_number: [expect.any(String)] },
    });
    const own = await inviteToOslo(demoPhone("ELECTRICIAN"));
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe("ELECTRICIAN_PHONE_TAKEN");
  });

  it("refuses the admin's own number", async () => {
    const res = await inviteToOslo(demoPhone("CONTRACTOR_ADMIN"));
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("ROLE_GRANT_SELF");
  });
});

describe("the invited person", () => {
  it("signs in, sees the invitation, accepts it and becomes exactly the company's electrician", async () => {
    const phone = "+4791880101";
    const { token, invitations } = await signIn(phone);
    expect(invitations).toHaveLength(1);
    const [invitation] = invitations;
    expect(invitation).toMatchObject({
      role: "ELECTRICIAN",
      from: { kind: "contractor", name: "Oslo Elektro og Varme AS" },
      department: null,
      workTypes: ["ELECTRICIAN", "HEAT_PUMP"],
      invitedBy: "Ole Bakken",
    });
    const accepted = await as(token, "POST", `/invitation/${invitation?.uuid}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({
      availableRoles: ["ELECTRICIAN"],
      contractor: { uuid: oslo.uuid },
      firstName: "Sindre",
      lastName: "Lie",
    });
    expect((await as(token, "GET", "/invitation")).json().data).toEqual([]);
    // The company now lists them as its electrician, with the invited work types.
    const list = (await call("GET", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json();
    expect(list.data).toContainEqual(
      expect.objectContaining({
        phoneNumber: phone,
        firstName: "Sindre",
        workTypes: ["ELECTRICIAN", "HEAT_PUMP"],
      }),
    );
    expect(list.invitations.map((i: { phoneNumber: string }) => i.phoneNumber)).not.toContain(phone);
    // The session works as an electrician at once: their own calendar answers.
    const self = list.data.find((e: { phoneNumber: string }) => e.phoneNumber === phone);
    expect((await as(token, "GET", `/contractor/${oslo.uuid}/electrician/${self.uuid}`)).statusCode).toBe(
      200,
    );
    // Answered once: a second accept is refused.
    const twice = await as(token, "POST", `/invitation/${invitation?.uuid}/accept`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe("INVITATION_CLOSED");
  });

  it("an existing customer accepts a store role and keeps being a customer", async () => {
    const phone = demoPhone("CUSTOMER");
    const sent = await call("POST", `/api/sales-partner/${byggmakker.uuid}/people`, "GLOBAL_ADMIN", {
      firstName: "Nora",
      lastName: "Hansen",
      phoneNumber: phone,
      role: "STORE_EMPLOYEE",
      departmentId: lagunen.uuid,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().data).toMatchObject({ department: { uuid: lagunen.uuid, name: "Bergen Lagunen" } });
    expect((await user(phone))?.availableRoles).toEqual(["CUSTOMER"]);
    const { token, invitations } = await signIn(phone);
    const [invitation] = invitations;
    expect(invitation).toMatchObject({
      role: "STORE_EMPLOYEE",
      from: { kind: "sales-partner", name: "Byggmakker Vest AS" },
      department: "Bergen Lagunen",
    });
    expect((await as(token, "POST", `/invitation/${invitation?.uuid}/accept`)).statusCode).toBe(200);
    expect(await user(phone)).toMatchObject({
      availableRoles: ["CUSTOMER", "STORE_EMPLOYEE"],
      salesPartnerId: byggmakker.id,
      salesPartnerDepartmentId: lagunen.id,
    });
    const detail = (await call("GET", `/api/sales-partner/${byggmakker.uuid}`, "SALES_PARTNER_ADMIN")).json()
      .data;
    expect(detail.people).toContainEqual(
      expect.objectContaining({ phoneNumber: phone, roles: ["STORE_EMPLOYEE"] }),
    );
    expect(detail.invitations.map((i: { phoneNumber: string }) => i.phoneNumber)).not.toContain(phone);
  });

  it("declines: nothing on the account changes, and the invitation is over", async () => {
    const phone = demoPhone("INSPECTOR");
    expect((await inviteToOslo(phone, "Sigrid")).statusCode).toBe(200);
    const { token, invitations } = await signIn(phone);
    const [invitation] = invitations;
    const declined = await as(token, "POST", `/invitation/${invitation?.uuid}/decline`);
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toEqual({ declined: true });
    expect(await user(phone)).toMatchObject({ availableRoles: ["INSPECTOR"], contractorId: null });
    expect((await as(token, "POST", `/invitation/${invitation?.uuid}/accept`)).json().code).toBe(
      "INVITATION_CLOSED",
    );
    const list = (await call("GET", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json();
    expect(list.invitations.map((i: { phoneNumber: string }) => i.phoneNumber)).not.toContain(phone);
  });
});

describe("nobody else reaches an invitation", () => {
  it("another signed-in person gets 404 for it, as for a made-up one; anonymous 401", async () => {
    const phone = "+4791880103";
    expect((await inviteToOslo(phone)).statusCode).toBe(200);
    const { invitations } = await signIn(phone);
    const uuid = invitations[0]?.uuid;
    const intruder = await loginAs(asAuth(t), demoPhone("SALES_PARTNER_SELLER"));
    for (const action of ["accept", "decline"]) {
      const res = await as(intruder, "POST", `/invitation/${uuid}/${action}`);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe("Fant ikke invitasjonen.");
      const made = await as(intruder, "POST", `/invitation/00000000-0000-4000-8000-000000000000/${action}`);
      expect(made.statusCode).toBe(404);
    }
    // Not even its inviter answers for the person.
    expect((await call("POST", `/api/invitation/${uuid}/accept`, "CONTRACTOR_ADMIN")).statusCode).toBe(404);
    expect((await as(intruder, "GET", "/invitation")).json().data).toEqual([]);
    expect((await as(null, "GET", "/invitation")).statusCode).toBe(401);
    expect((await as(null, "POST", `/invitation/${uuid}/accept`)).statusCode).toBe(401);
    expect((await user(demoPhone("SALES_PARTNER_SELLER")))?.contractorId).toBeNull();
  });
});

describe("an invitation that no longer holds", () => {
  it("expires after 14 days: gone from both lists, and accepting is refused", async () => {
    const phone = "+4791880104";
    expect((await inviteToOslo(phone)).statusCode).toBe(200);
    const { token, invitations } = await signIn(phone);
    const start = t.clock.now;
    t.clock.now = start + 15 * 24 * 60 * 60_000;
    try {
      expect((await as(token, "GET", "/invitation")).json().data).toEqual([]);
      const res = await as(token, "POST", `/invitation/${invitations[0]?.uuid}/accept`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("INVITATION_CLOSED");
      const list = (await call("GET", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json();
      expect(list.invitations.map((i: { phoneNumber: string }) => i.phoneNumber)).not.toContain(phone);
      expect((await user(phone))?.availableRoles).toEqual([]);
    } finally {
      t.clock.now = start;
    }
  });

  it("is refused when its inviter may no longer give the role there", async () => {
    const phone = "+4791880105";
    const sent = await call(
      "POST",
      `/api/contractor/${bergen.uuid}/electrician`,
      "OTHER_CONTRACTOR_ADMIN",
      electrician(phone),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    // Bergen's admin loses the admin role before the answer comes.
    await t.database.db
      .update(appUser)
      .set({ availableRoles: ["CUSTOMER"], activeRoles: ["CUSTOMER"] })
      .where(eq(appUser.phoneNumber, "+4791111001"));
    try {
      const { token, invitations } = await signIn(phone);
      const res = await as(token, "POST", `/invitation/${invitations[0]?.uuid}/accept`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe("INVITATION_CLOSED");
      expect(await user(phone)).toMatchObject({ availableRoles: [], contractorId: null });
    } finally {
      await t.database.db
        .update(appUser)
        .set({ availableRoles: ["CONTRACTOR_ADMIN"], activeRoles: ["CONTRACTOR_ADMIN"] })
        .where(eq(appUser.phoneNumber, "+4791111001"));
    }
  });

  it("never moves someone out of another company: Oslo's electrician cannot join Bergen by accepting", async () => {
    const phone = demoPhone("ELECTRICIAN");
    const sent = await call(
      "POST",
      `/api/contractor/${bergen.uuid}/electrician`,
      "OTHER_CONTRACTOR_ADMIN",
      electrician(phone, "Per"),
    );
    expect(sent.statusCode, sent.body).toBe(200);
    const { token, invitations } = await signIn(phone);
    const res = await as(token, "POST", `/invitation/${invitations[0]?.uuid}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("INVITATION_MEMBER_ELSEWHERE");
    expect((await user(phone))?.contractorId).toBe(oslo.id);
  });
});
