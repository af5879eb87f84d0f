import type { Role } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AuthTestApp, demoPhone, loginAs } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp } from "../booking/booking.test-support.ts";
import { appUser } from "../users/users.schema.ts";
import { seedCustomers } from "./customers.seed.ts";
import { book, type Company, type Person } from "./customers.test-support.ts";

let t: BookingTestApp;
const tokens = new Map<Role, string>();

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";

const ASLAUG: Person = {
  firstName: "Aslaug",
  lastName: "Bergersen",
  phoneNumber: "+4791111001",
  email: "aslaug@example.no",
};
const BJORN: Person = {
  firstName: "Bjørn",
  lastName: "Dæhlie",
  phoneNumber: "+4791111002",
  email: "bjorn@example.no",
};
const NORDMANN: Company = { name: "Nordmann Eiendom AS", organizationNumber: "923609016" };

const call = (role: Role | null, method: "GET" | "PATCH", url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    ...(role && { headers: { authorization: `Bearer ${tokens.get(role)}` } }),
    ...(payload && { payload }),
  });

const bookAs = async (person: Person, address: string, company: Company | null = null) =>
  (await book(t, person, address, company)).number;

const list = async (search: string, role: Role = "CASEWORKER") => {
  const res = await call(role, "GET", `/api/customer?search=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { uuid: string; firstName: string; lastName: string }[];
    meta: { total: number };
  };
};
const names = async (search: string) =>
  (await list(search)).data.map((c) => `${c.firstName} ${c.lastName}`).sort();
const uuidOf = async (phoneNumber: string) => {
  const [row] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, phoneNumber));
  if (!row) throw new Error(`no user ${phoneNumber}`);
  return row.uuid;
};

let aslaugNumbers: number[];
let bjornNumber: number;

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  aslaugNumbers = [
    await bookAs(ASLAUG, "Tollbugata 12"),
    await bookAs(ASLAUG, "Karl Johans gate 1", NORDMANN),
  ];
  bjornNumber = await bookAs(BJORN, "Kirkeveien 5");
  // A caseworker who orders privately is a customer too.
  await bookAs({ ...ASLAUG, phoneNumber: demoPhone("CASEWORKER") }, "Bygdøy allé 3");
  const roles: Role[] = [
    "GLOBAL_ADMIN",
    "CASEWORKER",
    "CUSTOMER_SERVICE",
    "STORE_EMPLOYEE",
    "CONTRACTOR_ADMIN",
    "ELECTRICIAN",
    "CUSTOMER",
  ];
  // Logging in reads the codes from the booking app's outbox file, as it does in the auth tests.
  const auth = t as unknown as AuthTestApp;
  for (const role of roles) tokens.set(role, await loginAs(auth, demoPhone(role)));
}, 60_000);
afterAll(() => t.close());

describe("who reaches the customers desk", () => {
  it("staff who serve customers do; installers, customers and strangers do not", async () => {
    const bjorn = await uuidOf(BJORN.phoneNumber);
    for (const role of ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE", "STORE_EMPLOYEE"] as Role[]) {
      expect((await call(role, "GET", "/api/customer")).statusCode, role).toBe(200);
    }
    for (const role of ["GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"] as Role[]) {
      expect((await call(role, "GET", `/api/customer/${bjorn}`)).statusCode, role).toBe(200);
    }
    // Bjørn ordered online: no store employee reaches him (customers.reach.test.ts).
    expect((await call("STORE_EMPLOYEE", "GET", `/api/customer/${bjorn}`)).statusCode).toBe(404);
    for (const role of ["CONTRACTOR_ADMIN", "ELECTRICIAN", "CUSTOMER"] as Role[]) {
      expect((await call(role, "GET", "/api/customer")).statusCode, role).toBe(403);
      expect((await call(role, "GET", `/api/customer/${bjorn}`)).statusCode, role).toBe(403);
      const patched = await call(role, "PATCH", `/api/customer/${bjorn}`, { firstName: "Hacket" });
      expect(patched.statusCode, role).toBe(403);
    }
    expect((await call(null, "GET", "/api/customer")).statusCode).toBe(401);
    expect((await call(null, "PATCH", `/api/customer/${bjorn}`, { firstName: "Hacket" })).statusCode).toBe(
      401,
    );
    const [row] = await t.database.db.select().from(appUser).where(eq(appUser.uuid, bjorn));
    expect(row?.firstName).toBe("Bjørn");
  });
});

describe("the customer list", () => {
  it("holds customers and people who ordered, newest first, never staff who did not", async () => {
    const { data, meta } = await list("");
    const shown = data.map((c) => `${c.firstName} ${c.lastName}`);
    expect(shown).toEqual(
      expect.arrayContaining(["Aslaug Bergersen", "Bjørn Dæhlie", "Nora Hansen", "Lars Berg"]),
    );
    expect(shown).not.toContain("Emma Johansen");
    expect(shown).not.toContain("Ole Bakken");
    expect(meta).toMatchObject({ page: 1, perPage: 25, total: data.length, lastPage: 1 });
  });

  it("shows each customer's latest order, their company and the number of orders", async () => {
    const [aslaug] = (await list("bergersen")).data;
    expect(aslaug).toMatchObject({
      firstName: "Aslaug",
      phoneNumber: "+4791111001",
      email: "aslaug@example.no",
      companyName: "Nordmann Eiendom AS",
      address: "Karl Johans gate 1",
      postCode: "0150",
      projectCount: 2,
    });
    expect(Date.parse((aslaug as unknown as { lastOrderAt: string }).lastOrderAt)).toBeGreaterThan(0);
    const [nora] = (await list("nora")).data;
    expect(nora).toMatchObject({ companyName: null, address: null, projectCount: 0, lastOrderAt: null });
  });

  it("pages", async () => {
    const all = await list("");
    const second = await call("CASEWORKER", "GET", "/api/customer?perPage=2&page=2");
    expect(second.json().meta).toEqual({
      page: 2,
      perPage: 2,
      total: all.meta.total,
      lastPage: Math.ceil(all.meta.total / 2),
    });
    expect(second.json().data.map((c: { uuid: string }) => c.uuid)).toEqual(
      all.data.slice(2, 4).map((c) => c.uuid),
    );
    const beyond = await call("CASEWORKER", "GET", "/api/customer?perPage=2&page=999");
    expect(beyond.json().data).toEqual([]);
  });
});

describe("searching customers", () => {
  it("finds them by first, last or full name, whatever the case", async () => {
    expect(await names("aslaug")).toEqual(["Aslaug Bergersen"]);
    expect(await names("BERGERS")).toEqual(["Aslaug Bergersen"]);
    expect(await names("  aslaug   berg ")).toEqual(["Aslaug Bergersen"]);
    expect(await names("dæhl")).toEqual(["Bjørn Dæhlie"]);
  });

  it("finds them by phone number however it is typed", async () => {
    for (const typed of ["911 11 002", "+4791111002", "91111002", "+47 911 11 002", "004791111002"]) {
      expect(await names(typed), typed).toEqual(["Bjørn Dæhlie"]);
    }
    expect(await names("911 11")).toEqual(["Aslaug Bergersen", "Bjørn Dæhlie"]);
  });

  it("finds them by email, the address and post code of their orders, and a project number", async () => {
    expect(await names("bjorn@ex")).toEqual(["Bjørn Dæhlie"]);
    expect(await names("kirkeveien")).toEqual(["Bjørn Dæhlie"]);
    expect(await names("Tollbugata 12")).toEqual(["Aslaug Bergersen"]);
    expect(await names("0150")).toEqual(["Aslaug Bergersen", "Bjørn Dæhlie", "Lars Berg"]);
    expect(await names(String(bjornNumber))).toEqual(["Bjørn Dæhlie"]);
    expect(await names(String(aslaugNumbers[0]))).toEqual(["Aslaug Bergersen"]);
  });

  it("treats LIKE wildcards as text and finds nothing for what matches no one", async () => {
    expect((await list("%")).meta.total).toBe(0);
    expect((await list("_slaug")).meta.total).toBe(0);
    expect((await list("zzz")).data).toEqual([]);
    expect((await call("CASEWORKER", "GET", `/api/customer?search=${"a".repeat(201)}`)).statusCode).toBe(422);
    expect((await call("CASEWORKER", "GET", "/api/customer?page=0")).statusCode).toBe(422);
  });
});

describe("one customer", () => {
  it("comes with their projects and the timeline of their orders", async () => {
    const res = await call("CUSTOMER_SERVICE", "GET", `/api/customer/${await uuidOf(ASLAUG.phoneNumber)}`);
    expect(res.statusCode).toBe(200);
    const customer = res.json().data;
    expect(customer.projects.map((p: { number: number }) => p.number)).toEqual([...aslaugNumbers].reverse());
    expect(customer.projects[0]).toMatchObject({
      status: "ordered",
      kind: "JOB",
      workTypes: ["ELECTRICIAN"],
      address: "Karl Johans gate 1",
      postCode: "0150",
      customer: { name: "Aslaug Bergersen", phoneNumber: "+4791111001", companyName: "Nordmann Eiendom AS" },
      contractor: { name: expect.any(String) },
      electrician: { firstName: expect.any(String) },
    });
    expect(customer.projects[0].windowStartsAt).toMatch(/^2026-03-/);
    expect(customer.projects[1].customer.companyName).toBeNull();
    expect(customer.timeline.map((e: { message: string }) => e.message)).toEqual(
      aslaugNumbers.map((n) => `Bestilte prosjekt nr. ${n}`),
    );
  });

  it("is 404 when unknown or not a customer, and 422 for what is no uuid", async () => {
    const unknown = await call("CASEWORKER", "GET", "/api/customer/00000000-0000-4000-8000-000000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: "NOT_FOUND" });
    const staff = await call(
      "CASEWORKER",
      "GET",
      `/api/customer/${await uuidOf(demoPhone("CUSTOMER_SERVICE"))}`,
    );
    expect(staff.statusCode).toBe(404);
    const patched = await call(
      "GLOBAL_ADMIN",
      "PATCH",
      `/api/customer/${await uuidOf(demoPhone("ELECTRICIAN"))}`,
      {
        firstName: "Ny",
      },
    );
    expect(patched.statusCode).toBe(404);
    const bad = await call("CASEWORKER", "GET", "/api/customer/ikke-en-uuid");
    expect(bad.statusCode).toBe(422);
  });
});

describe("changing contact information", () => {
  it("changes name and email, each change on the timeline with who did it", async () => {
    const uuid = await uuidOf(BJORN.phoneNumber);
    const res = await call("CASEWORKER", "PATCH", `/api/customer/${uuid}`, {
      firstName: "Bjørn",
      lastName: "Dæhlie Jr.",
      email: "bjorn.daehlie@example.no",
    });
    expect(res.statusCode, res.body).toBe(200);
    const customer = res.json().data;
    expect(customer).toMatchObject({ email: "bjorn.daehlie@example.no", lastName: "Dæhlie Jr." });
    const changes = customer.timeline.filter((e: { actor: string }) => e.actor === "Lars Berg");
    expect(changes.map((e: { message: string }) => e.message)).toEqual([
      "Etternavn: Dæhlie → Dæhlie Jr.",
      "E-post: bjorn@example.no → bjorn.daehlie@example.no",
    ]);
    expect(await names("bjorn.daehlie")).toEqual(["Bjørn Dæhlie Jr."]);

    const cleared = await call("CUSTOMER_SERVICE", "PATCH", `/api/customer/${uuid}`, {
      email: null,
      lastName: "Dæhlie",
    });
    expect(cleared.json().data.timeline.at(-1)).toMatchObject({
      actor: "Emma Johansen",
      message: "E-post: bjorn.daehlie@example.no → (tom)",
    });
    const same = await call("CUSTOMER_SERVICE", "PATCH", `/api/customer/${uuid}`, {
      email: null,
      lastName: "Dæhlie",
    });
    expect(same.json().data.timeline).toHaveLength(cleared.json().data.timeline.length);
  });

  it("answers 422 per field for what is not valid", async () => {
    const uuid = await uuidOf(ASLAUG.phoneNumber);
    const res = await call("CASEWORKER", "PATCH", `/api/customer/${uuid}`, {
      firstName: " ",
      lastName: "x".repeat(101),
      email: "nei",
      phoneNumber: "123",
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "firstName", "lastName", "phoneNumber"]);
    expect(res.json().errors.email).toEqual(["Ugyldig e-post"]);
  });

  it("leaves a customer who is staff too to an administrator", async () => {
    const uuid = await uuidOf(demoPhone("CASEWORKER"));
    const refused = await call("CUSTOMER_SERVICE", "PATCH", `/api/customer/${uuid}`, {
      firstName: "Lasse",
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe("FORBIDDEN");
    const allowed = await call("GLOBAL_ADMIN", "PATCH", `/api/customer/${uuid}`, {
      email: "lars@example.no",
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().data.timeline.at(-1)).toMatchObject({
      actor: "Ingrid Haugen",
      message: "E-post: lars.berg@example.no → lars@example.no",
    });
  });
});

describe("the demo data", () => {
  it("gives Nora Hansen a history of changes made by customer service", async () => {
    await seedCustomers(t.database.db);
    const nora = (
      await call("CASEWORKER", "GET", `/api/customer/${await uuidOf(demoPhone("CUSTOMER"))}`)
    ).json().data;
    expect(nora.timeline).toEqual([
      expect.objectContaining({
        actor: "Emma Johansen",
        message: "E-post: nora.hansen@exmaple.no → nora.hansen@example.no",
      }),
      expect.objectContaining({ actor: "Emma Johansen", message: "Etternavn: Hanssen → Hansen" }),
    ]);
  });
});
