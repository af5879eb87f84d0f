import { ROLES } from "@mt/domain/roles/roles";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone, loginAs, outboxLines } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { asAuth, bookProject } from "../project/project.test-support.ts";
import { appUser } from "../users/users.schema.ts";
import { partnerRow, storeRow, withDemoChains } from "./sales-partner.test-support.ts";

/*
 * The sales partner calls (decision 032) for every role, and the store channel on the projects
 * desk: who sees which store's orders, and the filters by partner and store.
 */

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";

type Who =
  | "GLOBAL_ADMIN"
  | "CASEWORKER"
  | "CUSTOMER"
  | "SALES_PARTNER_ADMIN"
  | "SALES_PARTNER_DEPARTMENT_ADMIN"
  | "SALES_PARTNER_SELLER"
  | "STORE_EMPLOYEE"
  /** The admin of the other chain (Hjem og Energi Norge AS). */
  | "OTHER_PARTNER_ADMIN"
  /** Eirik Moen, a seller of the other chain. */
  | "OTHER_SELLER";
const EVERYONE: (Who | null)[] = [
  "GLOBAL_ADMIN",
  "CASEWORKER",
  "CUSTOMER",
  "SALES_PARTNER_ADMIN",
  "SALES_PARTNER_DEPARTMENT_ADMIN",
  "SALES_PARTNER_SELLER",
  "STORE_EMPLOYEE",
  "OTHER_PARTNER_ADMIN",
  null,
];

let t: BookingTestApp;
const tokens = new Map<Who, string>();
let byggmakker: { id: number; uuid: string };
let hjem: { id: number; uuid: string };
let stores: Record<"asane" | "lagunen" | "storo", { id: number; uuid: string }>;

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  who: Who | null,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  t.app.inject({
    method,
    url: `/api${url}`,
    ...(payload && { payload }),
    ...(who && { headers: { authorization: `Bearer ${tokens.get(who) as string}` } }),
  });

/** Each caller's status for the same call; anonymous always 401, the rest `otherwise`. */
async function expectStatuses(
  run: (who: Who | null) => Promise<LightMyRequestResponse>,
  expected: Partial<Record<Who, number>>,
  otherwise: number,
) {
  const got: Record<string, number> = {};
  const want: Record<string, number> = {};
  for (const who of EVERYONE) {
    const key = who ?? "anonymous";
    got[key] = (await run(who)).statusCode;
    want[key] = who === null ? 401 : (expected[who] ?? otherwise);
  }
  expect(got).toEqual(want);
}

async function userByPhone(phone: string) {
  const [row] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, phone));
  if (!row) throw new Error(`no user ${phone}`);
  return row;
}

/** The invited number's holder signs in and accepts the invitation (decision 060). */
async function accept(phone: string, invitationUuid: string) {
  const token = await loginAs(asAuth(t), phone);
  const res = await t.app.inject({
    method: "POST",
    url: `/api/invitation/${invitationUuid}/accept`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(200);
}

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  await withDemoChains(t);
  byggmakker = await partnerRow(t, "Byggmakker Vest AS");
  hjem = await partnerRow(t, "Hjem og Energi Norge AS");
  stores = {
    asane: await storeRow(t, "Bergen Åsane"),
    lagunen: await storeRow(t, "Bergen Lagunen"),
    storo: await storeRow(t, "Oslo Storo"),
  };
  await t.database.db.insert(appUser).values({
    phoneNumber: "+4791111201",
    firstName: "Hanne",
    lastName: "Hjem",
    availableRoles: ["SALES_PARTNER_ADMIN"],
    activeRoles: ["SALES_PARTNER_ADMIN"],
    salesPartnerId: hjem.id,
  });
  for (const role of ROLES) {
    if (EVERYONE.includes(role as Who)) tokens.set(role as Who, await loginAs(asAuth(t), demoPhone(role)));
  }
  tokens.set("OTHER_PARTNER_ADMIN", await loginAs(asAuth(t), "+4791111201"));
  tokens.set("OTHER_SELLER", await loginAs(asAuth(t), "+4790000015"));
}, 180_000);
afterAll(() => t.close());

describe("GET /sales-partner", () => {
  it("lists every partner for staff, the caller's own for partner and department admins", async () => {
    await expectStatuses(
      (who) => call("GET", "/sales-partner", who),
      {
        GLOBAL_ADMIN: 200,
        CASEWORKER: 200,
        SALES_PARTNER_ADMIN: 200,
        SALES_PARTNER_DEPARTMENT_ADMIN: 200,
        OTHER_PARTNER_ADMIN: 200,
      },
      403,
    );
    const names = async (who: Who) =>
      (await call("GET", "/sales-partner", who)).json().data.map((p: { name: string }) => p.name);
    expect(await names("GLOBAL_ADMIN")).toEqual(["Byggmakker Vest AS", "Hjem og Energi Norge AS"]);
    expect(await names("SALES_PARTNER_ADMIN")).toEqual(["Byggmakker Vest AS"]);
    expect(await names("SALES_PARTNER_DEPARTMENT_ADMIN")).toEqual(["Byggmakker Vest AS"]);
    expect(await names("OTHER_PARTNER_ADMIN")).toEqual(["Hjem og Energi Norge AS"]);
    const [first] = (await call("GET", "/sales-partner", "SALES_PARTNER_ADMIN")).json().data;
    // Jonas, Ida, Magnus, Kari in Åsane and Sofie in Lagunen.
    expect(first).toMatchObject({ departmentCount: 2, peopleCount: 5, ordersThisMonth: 0, active: true });
  });
});

describe("GET /sales-partner/:id", () => {
  it("answers staff and the partner's own admins; another partner's id is 404 like an unknown one", async () => {
    await expectStatuses(
      (who) => call("GET", `/sales-partner/${byggmakker.uuid}`, who),
      {
        GLOBAL_ADMIN: 200,
        CASEWORKER: 200,
        SALES_PARTNER_ADMIN: 200,
        SALES_PARTNER_DEPARTMENT_ADMIN: 200,
        OTHER_PARTNER_ADMIN: 404,
      },
      403,
    );
    const foreign = await call("GET", `/sales-partner/${hjem.uuid}`, "SALES_PARTNER_ADMIN");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Fant ikke salgspartneren.");
    const unknown = await call("GET", "/sales-partner/00000000-0000-4000-8000-000000000000", "GLOBAL_ADMIN");
    expect(unknown.statusCode).toBe(404);
    const malformed = await call("GET", "/sales-partner/not-a-uuid", "GLOBAL_ADMIN");
    expect(malformed.statusCode).toBeGreaterThanOrEqual(400);
    expect(malformed.statusCode).toBeLessThan(500);
  });

  it("shows the partner admin everyone, the department admin only their store's people", async () => {
    const people = async (who: Who) =>
      (await call("GET", `/sales-partner/${byggmakker.uuid}`, who)).json().data;
    const all = await people("SALES_PARTNER_ADMIN");
    expect(all.people.map((p: { firstName: string }) => p.firstName).sort()).toEqual([
      "Ida",
      "Jonas",
      "Kari",
      "Magnus",
      "Sofie",
    ]);
    expect(all.departments.map((d: { name: string }) => d.name)).toEqual(["Bergen Lagunen", "Bergen Åsane"]);
    expect(all.can).toMatchObject({ editPartner: false, manageDepartments: true, onlyDepartment: null });
    expect(all.can.addRoles).toHaveLength(4);
    const store = await people("SALES_PARTNER_DEPARTMENT_ADMIN");
    expect(store.people.map((p: { firstName: string }) => p.firstName).sort()).toEqual([
      "Ida",
      "Kari",
      "Magnus",
    ]);
    expect(store.can).toEqual({
      editPartner: false,
      manageDepartments: false,
      addRoles: ["SALES_PARTNER_SELLER", "STORE_EMPLOYEE"],
      onlyDepartment: stores.asane.uuid,
    });
    const seller = store.people.find((p: { firstName: string }) => p.firstName === "Magnus");
    expect(seller).toMatchObject({
      roles: ["SALES_PARTNER_SELLER"],
      department: { uuid: stores.asane.uuid, name: "Bergen Åsane" },
    });
    expect((await people("CASEWORKER")).can).toMatchObject({ editPartner: false, addRoles: [] });
    expect((await people("GLOBAL_ADMIN")).can).toMatchObject({ editPartner: true, manageDepartments: true });
  });
  it("counts each store's people as the people list shows them, for every caller", async () => {
    const storeCounts = async (who: Who) =>
      Object.fromEntries(
        (await call("GET", `/sales-partner/${byggmakker.uuid}`, who))
          .json()
          .data.departments.map((d: { name: string; peopleCount: number }) => [d.name, d.peopleCount]),
      );
    // Ida, Magnus and Kari in Åsane; Sofie in Lagunen; Jonas, the partner admin, in no store.
    for (const who of ["GLOBAL_ADMIN", "SALES_PARTNER_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN"] as const) {
      expect(await storeCounts(who)).toEqual({ "Bergen Åsane": 3, "Bergen Lagunen": 1 });
    }
    const mine = (
      await call("GET", `/sales-partner/${byggmakker.uuid}`, "SALES_PARTNER_DEPARTMENT_ADMIN")
    ).json().data;
    const asane = mine.departments.find((d: { uuid: string }) => d.uuid === stores.asane.uuid);
    expect(asane.peopleCount).toBe(mine.people.length);
    const [summary] = (await call("GET", "/sales-partner", "SALES_PARTNER_ADMIN")).json().data;
    expect(summary.peopleCount).toBe(5);

    // A login in the store without a partner role (a customer's) is not one of its people.
    const [outsider] = await t.database.db
      .insert(appUser)
      .values({
        phoneNumber: "+4791111299",
        availableRoles: ["CUSTOMER"],
        activeRoles: ["CUSTOMER"],
        salesPartnerId: byggmakker.id,
        salesPartnerDepartmentId: stores.lagunen.id,
      })
      .returning({ id: appUser.id });
    try {
      expect((await storeCounts("SALES_PARTNER_ADMIN"))["Bergen Lagunen"]).toBe(1);
    } finally {
      await t.database.db.delete(appUser).where(eq(appUser.id, (outsider as { id: number }).id));
    }
  });
});

describe("POST and PATCH /sales-partner", () => {
  it("lets only global admins create a partner, with errors per field", async () => {
    let n = 0;
    await expectStatuses(
      (who) => call("POST", "/sales-partner", who, { name: `Kjede ${++n}` }),
      { GLOBAL_ADMIN: 201 },
      403,
    );
    const created = await call("POST", "/sales-partner", "GLOBAL_ADMIN", {
      name: "  Elkjøp Test AS ",
      organizationNumber: "923 609 016",
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data).toMatchObject({
      name: "Elkjøp Test AS",
      organizationNumber: "923609016",
      departmentCount: 0,
      people: [],
    });
    const invalid = await call("POST", "/sales-partner", "GLOBAL_ADMIN", {
      name: " ",
      organizationNumber: "123",
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["name", "organizationNumber"]);
    const twice = await call("POST", "/sales-partner", "GLOBAL_ADMIN", { name: "Elkjøp Test AS" });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: "SALES_PARTNER_NAME_TAKEN",
      errors: { name: [expect.any(String)] },
    });
  });

  it("lets only global admins change a partner; an unknown id is 404", async () => {
    const created = (await call("POST", "/sales-partner", "GLOBAL_ADMIN", { name: "Endres AS" })).json().data;
    await expectStatuses(
      (who) => call("PATCH", `/sales-partner/${created.uuid}`, who, { active: true }),
      { GLOBAL_ADMIN: 200 },
      403,
    );
    const changed = await call("PATCH", `/sales-partner/${created.uuid}`, "GLOBAL_ADMIN", {
      name: "Endret AS",
      active: false,
    });
    expect(changed.json().data).toMatchObject({ name: "Endret AS", active: false });
    const bad = await call("PATCH", `/sales-partner/${created.uuid}`, "GLOBAL_ADMIN", { active: "ja" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("active");
    const unknown = await call(
      "PATCH",
      "/sales-partner/00000000-0000-4000-8000-000000000000",
      "GLOBAL_ADMIN",
      {
        name: "X",
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("stores: /sales-partner/:id/departments", () => {
  it("lets global admins and the partner's own admins add, rename and delete stores", async () => {
    let n = 0;
    await expectStatuses(
      (who) => call("POST", `/sales-partner/${byggmakker.uuid}/departments`, who, { name: `Butikk ${++n}` }),
      { GLOBAL_ADMIN: 201, SALES_PARTNER_ADMIN: 201, OTHER_PARTNER_ADMIN: 404 },
      403,
    );
    const added = await call("POST", `/sales-partner/${byggmakker.uuid}/departments`, "SALES_PARTNER_ADMIN", {
      name: "Bergen Sentrum",
      postCode: "5015",
    });
    expect(added.statusCode).toBe(201);
    const store = added.json().data;
    expect(store).toMatchObject({ name: "Bergen Sentrum", postCode: "5015", peopleCount: 0 });
    const invalid = await call(
      "POST",
      `/sales-partner/${byggmakker.uuid}/departments`,
      "SALES_PARTNER_ADMIN",
      {
        name: "",
        postCode: "12",
      },
    );
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(["name", "postCode"]);
    const twice = await call("POST", `/sales-partner/${byggmakker.uuid}/departments`, "SALES_PARTNER_ADMIN", {
      name: "Bergen Sentrum",
    });
    expect(twice.json()).toMatchObject({ code: "SALES_PARTNER_DEPARTMENT_NAME_TAKEN" });

    const url = `/sales-partner/${byggmakker.uuid}/departments/${store.uuid}`;
    await expectStatuses(
      (who) => call("PATCH", url, who, { postCode: "5014" }),
      { GLOBAL_ADMIN: 200, SALES_PARTNER_ADMIN: 200, OTHER_PARTNER_ADMIN: 404 },
      403,
    );
    const renamed = await call("PATCH", url, "SALES_PARTNER_ADMIN", { name: "Bergen Torget" });
    expect(renamed.json().data).toMatchObject({ name: "Bergen Torget", postCode: "5014" });
    // Another partner's store through this partner's id is not found.
    const foreign = await call(
      "PATCH",
      `/sales-partner/${byggmakker.uuid}/departments/${stores.storo.uuid}`,
      "GLOBAL_ADMIN",
      { name: "X" },
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Fant ikke butikken.");

    for (const who of ["SALES_PARTNER_DEPARTMENT_ADMIN", "SALES_PARTNER_SELLER", "CASEWORKER"] as const)
      expect((await call("DELETE", url, who)).statusCode).toBe(403);
    expect((await call("DELETE", url, "OTHER_PARTNER_ADMIN")).statusCode).toBe(404);
    const deleted = await call("DELETE", url, "SALES_PARTNER_ADMIN");
    expect(deleted.statusCode).toBe(200);
    expect((await call("DELETE", url, "SALES_PARTNER_ADMIN")).statusCode).toBe(404);
  });

  it("refuses to delete a store while people work there", async () => {
    const res = await call(
      "DELETE",
      `/sales-partner/${byggmakker.uuid}/departments/${stores.lagunen.uuid}`,
      "GLOBAL_ADMIN",
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "SALES_PARTNER_DEPARTMENT_HAS_PEOPLE" });
  });
});

describe("people: /sales-partner/:id/people", () => {
  const person = (phoneNumber: string, extra: object = {}) => ({
    firstName: "Test",
    lastName: "Person",
    phoneNumber,
    role: "SALES_PARTNER_SELLER",
    departmentId: stores.asane.uuid,
    ...extra,
  });

  it("answers the people admins; others are refused, another partner's admin gets 404", async () => {
    let n = 0;
    await expectStatuses(
      (who) => call("POST", `/sales-partner/${byggmakker.uuid}/people`, who, person(`+479222300${++n}`)),
      {
        GLOBAL_ADMIN: 201,
        SALES_PARTNER_ADMIN: 201,
        SALES_PARTNER_DEPARTMENT_ADMIN: 201,
        OTHER_PARTNER_ADMIN: 404,
      },
      403,
    );
  });

  it("invites the number to the role and store by SMS; the account holds nothing until it accepts", async () => {
    const res = await call(
      "POST",
      `/sales-partner/${byggmakker.uuid}/people`,
      "SALES_PARTNER_ADMIN",
      person("922 33 100", { firstName: "Nora", lastName: "Berg" }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      firstName: "Nora",
      phoneNumber: "+4792233100",
      role: "SALES_PARTNER_SELLER",
      department: { uuid: stores.asane.uuid, name: "Bergen Åsane" },
      status: "INVITED",
    });
    const sms = (await outboxLines(asAuth(t))).filter((line) => line.to === "+4792233100");
    expect(sms.at(-1)?.text).toContain("Byggmakker Vest AS inviterer deg som selger");
    expect(sms.at(-1)?.text).toContain("https://montortorget.test/logginn?redirect=%2Finvitasjoner");
    expect(await userByPhone("+4792233100")).toMatchObject({
      availableRoles: [],
      salesPartnerId: null,
      salesPartnerDepartmentId: null,
    });
    const detail = (await call("GET", `/sales-partner/${byggmakker.uuid}`, "SALES_PARTNER_ADMIN")).json()
      .data;
    expect(detail.invitations).toContainEqual(expect.objectContaining({ phoneNumber: "+4792233100" }));
    expect(detail.people.map((p: { phoneNumber: string }) => p.phoneNumber)).not.toContain("+4792233100");
    await accept("+4792233100", res.json().data.uuid);
    expect(await userByPhone("+4792233100")).toMatchObject({
      availableRoles: ["SALES_PARTNER_SELLER"],
      salesPartnerId: byggmakker.id,
      salesPartnerDepartmentId: stores.asane.id,
    });
  });

  it("adds the role to an existing login once it accepts, keeping its other roles", async () => {
    const phone = demoPhone("CUSTOMER");
    const res = await call(
      "POST",
      `/sales-partner/${byggmakker.uuid}/people`,
      "GLOBAL_ADMIN",
      person(phone, { role: "STORE_EMPLOYEE", departmentId: stores.lagunen.uuid }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await userByPhone(phone)).availableRoles).toEqual(["CUSTOMER"]);
    await accept(phone, res.json().data.uuid);
    const user = await userByPhone(phone);
    expect(user.availableRoles).toEqual(["CUSTOMER", "STORE_EMPLOYEE"]);
    expect(user.salesPartnerDepartmentId).toBe(stores.lagunen.id);
    // The customer's own projects and login are untouched by removal: only the store role goes.
    const removed = await call(
      "DELETE",
      `/sales-partner/${byggmakker.uuid}/people/${user.uuid}`,
      "SALES_PARTNER_ADMIN",
    );
    expect(removed.statusCode).toBe(200);
    const after = await userByPhone(phone);
    expect(after).toMatchObject({
      availableRoles: ["CUSTOMER"],
      activeRoles: ["CUSTOMER"],
      salesPartnerId: null,
      salesPartnerDepartmentId: null,
    });
  });

  it("checks each field, and refuses only someone the caller sees here with the role", async () => {
    const url = `/sales-partner/${byggmakker.uuid}/people`;
    const empty = await call("POST", url, "SALES_PARTNER_ADMIN", {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(["firstName", "lastName", "phoneNumber", "role"]);
    const noStore = await call(
      "POST",
      url,
      "SALES_PARTNER_ADMIN",
      person("+4792233101", { departmentId: null }),
    );
    expect(noStore.statusCode).toBe(422);
    expect(Object.keys(noStore.json().errors)).toEqual(["departmentId"]);
    const badPhone = await call("POST", url, "SALES_PARTNER_ADMIN", person("12"));
    expect(Object.keys(badPhone.json().errors)).toEqual(["phoneNumber"]);
    const foreignStore = await call(
      "POST",
      url,
      "SALES_PARTNER_ADMIN",
      person("+4792233102", { departmentId: stores.storo.uuid }),
    );
    expect(foreignStore.statusCode).toBe(422);
    expect(Object.keys(foreignStore.json().errors)).toEqual(["departmentId"]);
    const taken = await call("POST", url, "SALES_PARTNER_ADMIN", person(demoPhone("SALES_PARTNER_SELLER")));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: "SALES_PARTNER_ALREADY_MEMBER",
      errors: { phoneNumber: [expect.any(String)] },
    });
    // Another chain's seller is invited like anyone: the answer tells nothing, and nothing moves.
    const elsewhere = await call("POST", url, "SALES_PARTNER_ADMIN", person("+4790000015"));
    expect(elsewhere.statusCode).toBe(201);
    expect((await userByPhone("+4790000015")).salesPartnerId).toBe(hjem.id);
    // A partner admin needs no store.
    const admin = await call(
      "POST",
      url,
      "SALES_PARTNER_ADMIN",
      person("+4792233103", { role: "SALES_PARTNER_ADMIN", departmentId: null }),
    );
    expect(admin.statusCode).toBe(201);
    expect(admin.json().data).toMatchObject({ role: "SALES_PARTNER_ADMIN", department: null });
  });

  it("keeps a department admin to sellers and store employees of their own store", async () => {
    const url = `/sales-partner/${byggmakker.uuid}/people`;
    const admin = await call(
      "POST",
      url,
      "SALES_PARTNER_DEPARTMENT_ADMIN",
      person("+4792233110", { role: "SALES_PARTNER_DEPARTMENT_ADMIN" }),
    );
    expect(admin.statusCode).toBe(403);
    expect(admin.json()).toMatchObject({
      code: "SALES_PARTNER_ROLE_NOT_ALLOWED",
      errors: { role: [expect.any(String)] },
    });
    const otherStore = await call(
      "POST",
      url,
      "SALES_PARTNER_DEPARTMENT_ADMIN",
      person("+4792233111", { departmentId: stores.lagunen.uuid }),
    );
    expect(otherStore.statusCode).toBe(422);
    expect(Object.keys(otherStore.json().errors)).toEqual(["departmentId"]);
    // Sofie works in Lagunen: a department admin of Åsane cannot pull her over (her acceptance is
    // refused: she belongs to another store), nor remove her.
    const sofie = await userByPhone("+4790000014");
    const pulled = await call("POST", url, "SALES_PARTNER_DEPARTMENT_ADMIN", person("+4790000014"));
    expect(pulled.statusCode).toBe(201);
    const sofieToken = await loginAs(asAuth(t), "+4790000014");
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/invitation/${pulled.json().data.uuid}/accept`,
      headers: { authorization: `Bearer ${sofieToken}` },
    });
    expect(refused.json().code).toBe("INVITATION_MEMBER_ELSEWHERE");
    expect((await userByPhone("+4790000014")).salesPartnerDepartmentId).toBe(stores.lagunen.id);
    const removeSofie = await call("DELETE", `${url}/${sofie.uuid}`, "SALES_PARTNER_DEPARTMENT_ADMIN");
    expect(removeSofie.statusCode).toBe(404);
    expect(removeSofie.json().message).toBe("Fant ikke personen.");
    // Nor their partner admin.
    const jonas = await userByPhone(demoPhone("SALES_PARTNER_ADMIN"));
    expect((await call("DELETE", `${url}/${jonas.uuid}`, "SALES_PARTNER_DEPARTMENT_ADMIN")).statusCode).toBe(
      404,
    );

    const added = await call("POST", url, "SALES_PARTNER_DEPARTMENT_ADMIN", person("+4792233112"));
    expect(added.statusCode).toBe(201);
    await accept("+4792233112", added.json().data.uuid);
    const uuid = (await userByPhone("+4792233112")).uuid;
    for (const who of ["SALES_PARTNER_SELLER", "STORE_EMPLOYEE", "CASEWORKER", "CUSTOMER"] as const)
      expect((await call("DELETE", `${url}/${uuid}`, who)).statusCode).toBe(403);
    expect((await call("DELETE", `${url}/${uuid}`, "OTHER_PARTNER_ADMIN")).statusCode).toBe(404);
    expect((await call("DELETE", `${url}/${uuid}`, null)).statusCode).toBe(401);
    const removed = await call("DELETE", `${url}/${uuid}`, "SALES_PARTNER_DEPARTMENT_ADMIN");
    expect(removed.statusCode).toBe(200);
    const user = await userByPhone("+4792233112");
    // A login made for the store keeps only what every login has.
    expect(user).toMatchObject({ availableRoles: ["CUSTOMER"], salesPartnerId: null });
    expect((await call("DELETE", `${url}/${uuid}`, "SALES_PARTNER_DEPARTMENT_ADMIN")).statusCode).toBe(404);
  });
});

describe("the store channel on the projects desk", () => {
  let inAsane: { uuid: string; number: number };
  let inStoro: { uuid: string; number: number };
  let web: { uuid: string; number: number };

  beforeAll(async () => {
    const job = await jobOf(t, "el-kontroll");
    inAsane = await bookProject(t, job, "+4792222901", "2026-03-05T07:00:00.000Z");
    inStoro = await bookProject(t, job, "+4792222902", "2026-03-05T11:00:00.000Z");
    web = await bookProject(t, job, "+4792222903", "2026-03-06T07:00:00.000Z");
    const magnus = await userByPhone(demoPhone("SALES_PARTNER_SELLER"));
    const eirik = await userByPhone("+4790000015");
    const asStore = (uuid: string, partner: number, store: number, seller: number, text: string) =>
      t.database.db.execute(
        sql`update project set sales_channel = 'STORE', sales_partner_id = ${partner}, sales_partner_department_id = ${store}, seller_user_id = ${seller}, seller_description = ${text} where uuid = ${uuid}`,
      );
    await asStore(inAsane.uuid, byggmakker.id, stores.asane.id, magnus.id, "Solgt: elbillader Easee One");
    await asStore(inStoro.uuid, hjem.id, stores.storo.id, eirik.id, "Solgt: varmepumpe");
  });

  const numbers = async (who: Who, query = "") => {
    const res = await call("GET", `/project${query}`, who);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.map((p: { number: number }) => p.number);
  };

  it("shows each store person only their reach; another partner's order is 404", async () => {
    expect(await numbers("SALES_PARTNER_SELLER")).toEqual([inAsane.number]);
    expect(await numbers("OTHER_SELLER")).toEqual([inStoro.number]);
    expect(await numbers("SALES_PARTNER_DEPARTMENT_ADMIN")).toEqual([inAsane.number]);
    expect(await numbers("SALES_PARTNER_ADMIN")).toEqual([inAsane.number]);
    expect(await numbers("OTHER_PARTNER_ADMIN")).toEqual([inStoro.number]);
    for (const who of [
      "SALES_PARTNER_ADMIN",
      "SALES_PARTNER_SELLER",
      "SALES_PARTNER_DEPARTMENT_ADMIN",
    ] as const) {
      expect((await call("GET", `/project/${inStoro.number}`, who)).statusCode).toBe(404);
      expect((await call("GET", `/project/${web.number}`, who)).statusCode).toBe(404);
    }
    expect((await call("GET", `/project/${inAsane.number}`, "OTHER_PARTNER_ADMIN")).statusCode).toBe(404);
    expect((await call("GET", `/project/${inAsane.number}`, "SALES_PARTNER_SELLER")).statusCode).toBe(200);
  });

  it("filters by partner and store, and shows partner, store, seller and description", async () => {
    expect(await numbers("GLOBAL_ADMIN", `?salesPartner=${hjem.uuid}`)).toEqual([inStoro.number]);
    expect(await numbers("CASEWORKER", `?salesPartnerDepartment=${stores.asane.uuid}`)).toEqual([
      inAsane.number,
    ]);
    expect(await numbers("GLOBAL_ADMIN", `?salesPartnerDepartment=${stores.lagunen.uuid}`)).toEqual([]);
    const all = await numbers("GLOBAL_ADMIN", "?salesChannel=ONLINE");
    expect(all).toContain(web.number);
    expect(all).not.toContain(inAsane.number);
    const bad = await call("GET", "/project?salesPartner=nope", "GLOBAL_ADMIN");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("salesPartner");

    const detail = (await call("GET", `/project/${inAsane.number}`, "CASEWORKER")).json().data;
    expect(detail).toMatchObject({
      salesChannel: "STORE",
      salesPartner: { uuid: byggmakker.uuid, name: "Byggmakker Vest AS" },
      salesPartnerDepartment: { uuid: stores.asane.uuid, name: "Bergen Åsane" },
      seller: { name: "Magnus Pedersen" },
      sellerDescription: "Solgt: elbillader Easee One",
    });
    const row = (await call("GET", `/project?salesPartner=${byggmakker.uuid}`, "GLOBAL_ADMIN")).json()
      .data[0];
    expect(row).toMatchObject({
      salesPartner: { name: "Byggmakker Vest AS" },
      seller: { name: "Magnus Pedersen" },
    });
    const webDetail = (await call("GET", `/project/${web.number}`, "CASEWORKER")).json().data;
    expect(webDetail).toMatchObject({
      salesPartner: null,
      salesPartnerDepartment: null,
      seller: null,
      sellerDescription: null,
    });
    // A store with orders is renamed, not deleted.
    const store = (
      await call("POST", `/sales-partner/${hjem.uuid}/departments`, "GLOBAL_ADMIN", { name: "Oslo Økern" })
    ).json().data;
    await t.database.db.execute(
      sql`update project set sales_partner_department_id = (select id from sales_partner_department where uuid = ${store.uuid}) where uuid = ${inStoro.uuid}`,
    );
    const refused = await call(
      "DELETE",
      `/sales-partner/${hjem.uuid}/departments/${store.uuid}`,
      "GLOBAL_ADMIN",
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "SALES_PARTNER_DEPARTMENT_HAS_ORDERS" });
    // The month's count on the partners list follows the orders.
    const list = (await call("GET", "/sales-partner", "GLOBAL_ADMIN")).json().data;
    expect(list.find((p: { uuid: string }) => p.uuid === hjem.uuid).ordersThisMonth).toBe(1);
  });
});
