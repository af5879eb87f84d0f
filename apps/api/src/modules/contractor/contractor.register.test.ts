import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ONBOARDED_COMPANY } from "../../seed/demo-onboarding.ts";
import {
  type AuthTestApp,
  createAuthTestApp,
  demoPhone,
  forgetCodeRequests,
  freshIp,
  lastCode,
  loginAs,
  sessionCookie,
  verifiedToken,
} from "../auth/auth.test-support.ts";
import { contractor, contractorWorkType } from "../coverage/coverage.schema.ts";
import { appUser } from "../users/users.schema.ts";

let t: AuthTestApp;
beforeAll(async () => {
  t = await createAuthTestApp();
}, 180_000);
afterAll(() => t.close());

/** A valid registration of a company in Kristiansand, where no active company delivers. */
function body(token: string, overrides: Record<string, unknown> = {}, admin: Record<string, unknown> = {}) {
  return {
    organization_number: "923609016",
    name: "Sørlandet Elektro AS",
    address: "Markens gate 5",
    post_code: "4611",
    work_types: [{ work_type: "ELECTRICIAN" }, { work_type: "SOLAR", extended_radius_km: 60 }],
    base_post_code: "4611",
    radius_km: 25,
    admin: {
      first_name: "Silje",
      last_name: "Håland",
      email: "silje@sorlandet-elektro.no",
      phone_number: "+4791100001",
      phone_verification_token: token,
      ...admin,
    },
    ...overrides,
  };
}

const register = (payload: unknown, ip = freshIp()) =>
  t.app.inject({
    method: "POST",
    url: "/api/contractor/register",
    payload: payload as object,
    remoteAddress: ip,
  });

describe("POST contractor/register", () => {
  it("creates the company inactive with its details, work types and coverage, and signs its first admin in", async () => {
    const token = await verifiedToken(t, "+4791100001");
    const res = await register(body(token));
    expect(res.statusCode, res.body).toBe(200);
    const { contractor: company, user } = res.json().data;
    expect(company).toMatchObject({
      name: "Sørlandet Elektro AS",
      organizationNumber: "923609016",
      address: "Markens gate 5",
      postCode: "4611",
      postArea: expect.stringMatching(/^Kristiansand/i),
      basePostCode: "4611",
      radiusKm: 25,
      active: false,
      workTypes: [
        { workType: "ELECTRICIAN", extendedRadiusKm: null },
        { workType: "SOLAR", extendedRadiusKm: 60 },
      ],
    });
    expect(user).toMatchObject({
      firstName: "Silje",
      lastName: "Håland",
      email: "silje@sorlandet-elektro.no",
      phoneNumber: "+4791100001",
      availableRoles: ["CONTRACTOR_ADMIN"],
      contractor: { uuid: company.uuid, name: "Sørlandet Elektro AS" },
    });

    // The session cookie is a real login: the new admin reaches their own company, not another.
    const cookie = sessionCookie(res);
    const headers = { authorization: `Bearer ${cookie}` };
    const own = await t.app.inject({ method: "GET", url: `/api/contractor/${company.uuid}`, headers });
    expect(own.statusCode, own.body).toBe(200);
    const [oslo] = await t.database.db
      .select({ uuid: contractor.uuid })
      .from(contractor)
      .where(eq(contractor.name, "Oslo Elektro og Varme AS"));
    const other = await t.app.inject({ method: "GET", url: `/api/contractor/${oslo?.uuid}`, headers });
    expect(other.statusCode).toBe(404);
    // An admin of the company cannot switch it on themselves.
    const activate = await t.app.inject({
      method: "PATCH",
      url: `/api/contractor/${company.uuid}`,
      headers,
      payload: { active: true },
    });
    expect(activate.statusCode).toBe(403);
    expect(activate.json().code).toBe("CONTRACTOR_ACTIVE_ADMIN_ONLY");
  });

  it("gives the storefront no work to the inactive company until a global admin approves it", async () => {
    const before = await t.app.inject({ method: "GET", url: "/api/post-code/4611" });
    expect(before.statusCode).toBe(200);
    expect(before.json().data.jobTypes).toEqual([]);
    const [row] = await t.database.db
      .select({ uuid: contractor.uuid })
      .from(contractor)
      .where(eq(contractor.organizationNumber, "923609016"));
    const admin = await loginAs(t, demoPhone("GLOBAL_ADMIN"));
    const approved = await t.app.inject({
      method: "PATCH",
      url: `/api/contractor/${row?.uuid}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: { active: true },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = await t.app.inject({ method: "GET", url: "/api/post-code/4611" });
    expect(after.json().data.jobTypes).toEqual(["ELECTRICIAN", "SOLAR"]);
  });

  it("answers 409 for an organisation number already registered, and the code stays usable", async () => {
    const token = await verifiedToken(t, "+4791100002");
    const admin = { phone_number: "+4791100002" };
    const taken = await register(
      body(token, { organization_number: DEMO_ONBOARDED_COMPANY.organizationNumber }, admin),
    );
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "CONTRACTOR_ALREADY_REGISTERED",
      message: expect.stringContaining("allerede registrert"),
      errors: { organization_number: [expect.any(String)] },
    });
    const [row] = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.phoneNumber, "+4791100002"));
    expect(row).toBeUndefined();
    const again = await register(
      body(token, { organization_number: "911002205", name: "Midt Elektro AS" }, admin),
    );
    expect(again.statusCode, again.body).toBe(200);
  });

  it("refuses a wrong code, a made-up or used token, and a token for another number", async () => {
    const phone = "+4791100003";
    await forgetCodeRequests(t.database.db, phone);
    const ip = freshIp();
    await t.app.inject({
      method: "POST",
      url: "/api/auth/send-verification-code",
      payload: { phone_number: phone },
      remoteAddress: ip,
    });
    const code = await lastCode(t, phone);
    const wrong = await t.app.inject({
      method: "POST",
      url: "/api/auth/verify-phone-number",
      payload: { phone_number: phone, code: code === "000000" ? "111111" : "000000" },
      remoteAddress: ip,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("INVALID_CODE");

    const admin = { phone_number: phone };
    const made = await register(body("not-a-token", { organization_number: "998877660" }, admin));
    expect(made.statusCode).toBe(422);
    expect(made.json().code).toBe("INVALID_PHONE_TOKEN");

    const othersToken = await verifiedToken(t, "+4791100004");
    const foreign = await register(body(othersToken, { organization_number: "998877660" }, admin));
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().code).toBe("INVALID_PHONE_TOKEN");

    const token = await verifiedToken(t, phone);
    const first = await register(
      body(token, { organization_number: "998877660", name: "Vest Elektro AS" }, admin),
    );
    expect(first.statusCode, first.body).toBe(200);
    const reused = await register(
      body(token, { organization_number: "973000101", name: "Gjenbruk AS" }, admin),
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json().code).toBe("INVALID_PHONE_TOKEN");
    const companies = await t.database.db
      .select({ id: contractor.id })
      .from(contractor)
      .where(eq(contractor.organizationNumber, "973000101"));
    expect(companies).toEqual([]);
  });

  it("refuses a number that is a login of another company; a customer's number becomes an admin too", async () => {
    const otherAdmin = demoPhone("CONTRACTOR_ADMIN");
    const token = await verifiedToken(t, otherAdmin);
    const taken = await register(
      body(token, { organization_number: "973000101" }, { phone_number: otherAdmin }),
    );
    expect(taken.statusCode, taken.body).toBe(409);
    expect(taken.json().code).toBe("CONTRACTOR_ADMIN_PHONE_TAKEN");

    const customer = demoPhone("CUSTOMER");
    const customerToken = await verifiedToken(t, customer);
    const res = await register(
      body(
        customerToken,
        { organization_number: "973000101", name: "Nora Elektro ENK" },
        { phone_number: customer },
      ),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.availableRoles).toEqual(["CUSTOMER", "CONTRACTOR_ADMIN"]);
    const types = await t.database.db
      .select({ workType: contractorWorkType.workType })
      .from(contractorWorkType)
      .innerJoin(contractor, eq(contractor.id, contractorWorkType.contractorId))
      .where(eq(contractor.organizationNumber, "973000101"));
    expect(types.map((w) => w.workType).sort()).toEqual(["ELECTRICIAN", "SOLAR"]);
  });

  it("answers malformed input with 400 or 422 and Norwegian messages, never 500", async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(
      expect.arrayContaining(["organization_number", "name", "address", "post_code", "work_types", "admin"]),
    );
    const badNumber = await register(body("x", { organization_number: "923609017" }));
    expect(badNumber.statusCode).toBe(422);
    expect(badNumber.json().errors.organization_number).toEqual(["Ugyldig organisasjonsnummer"]);
    const noTypes = await register(body("x", { work_types: [] }));
    expect(noTypes.json().errors.work_types).toEqual(["Velg minst én arbeidstype"]);
    const badPhone = await register(body("x", {}, { phone_number: "12" }));
    expect(badPhone.statusCode).toBe(422);
    const unknownCode = await register(body("x", { post_code: "0000" }));
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().errors.post_code).toEqual(["Postkoden 0000, finnes ikke."]);
    const extra = await register({ ...body("x"), active: true });
    expect(extra.statusCode).toBe(422);
    const junk = await t.app.inject({
      method: "POST",
      url: "/api/contractor/register",
      headers: { "content-type": "application/json" },
      payload: "{not json",
      remoteAddress: freshIp(),
    });
    expect(junk.statusCode).toBe(400);
  });

  it("limits registrations per address", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await register({}, ip)).statusCode);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(422));
    expect(statuses[30]).toBe(429);
  });
});

describe("GET onboarding/coverage-preview", () => {
  const preview = (query: string, ip = freshIp()) =>
    t.app.inject({ method: "GET", url: `/api/onboarding/coverage-preview?${query}`, remoteAddress: ip });

  it("counts the post codes a base post code and radius cover and names the nearest places first", async () => {
    const near = await preview("post_code=3126&radius=10");
    expect(near.statusCode, near.body).toBe(200);
    const small = near.json().data;
    expect(small).toMatchObject({
      postCode: "3126",
      place: expect.stringMatching(/^T.nsberg$/i),
      radiusKm: 10,
    });
    expect(small.places[0]).toBe(small.place);
    expect(small.postCodeCount).toBeGreaterThan(1);
    const far = (await preview("post_code=3126&radius=60")).json().data;
    expect(far.postCodeCount).toBeGreaterThan(small.postCodeCount);
    expect(far.placeCount).toBeGreaterThan(20);
    expect(far.places).toHaveLength(20);
    expect(new Set(far.places).size).toBe(20);
  });

  it("explains a bad post code or radius with 422", async () => {
    const unknown = await preview("post_code=0000&radius=10");
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.post_code).toEqual(["Postkoden 0000, finnes ikke."]);
    expect((await preview("post_code=3126")).statusCode).toBe(422);
    expect((await preview("post_code=3126&radius=-1")).statusCode).toBe(422);
    expect((await preview("post_code=31x&radius=abc")).statusCode).toBe(422);
  });
});
