import { ROLES, type Role } from "@mt/domain/roles/roles";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loginAs } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp } from "../booking/booking.test-support.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { outboxMessage } from "../notifications/notifications.schema.ts";
import { asAuth, tokensFor } from "../project/project.test-support.ts";
import { appUser, caseworkerDepartment, userCaseworkerDepartment } from "../users/users.schema.ts";
import { contractorFeedback } from "./contractor.schema.ts";
import { seedDemoContractorAdminData } from "./contractor.seed.ts";

let t: BookingTestApp;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
type Who = Role | "OTHER_CONTRACTOR_ADMIN";

/** The demo admin's company (no department), and Bergen, whose admin is "OTHER_CONTRACTOR_ADMIN". */
let oslo: { id: number; uuid: string };
let bergen: { id: number; uuid: string };
let vestland: number;
let nordNorge: number;

/** Caseworkers the seed has (both with email), and the ones this file adds. */
const DEMO_CASEWORKERS = ["henrik.solberg@example.no", "lars.berg@example.no"];
const VESTLAND_CASEWORKER = "vera.vik@example.no";
const ALL_CASEWORKERS = [...DEMO_CASEWORKERS, VESTLAND_CASEWORKER].sort();

function call(method: "GET" | "POST", url: string, who?: Who | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    ...(who && { headers: { authorization: `Bearer ${tokens.get(who)}` } }),
  });
}

const send = (company: { uuid: string }, who: Who, feedback: string) =>
  call("POST", `/api/contractor/${company.uuid}/feedback`, who, { feedback });

/** The feedback emails in the outbox that carry this text, by recipient. */
async function emailsWith(text: string) {
  const rows = await t.database.db
    .select()
    .from(outboxMessage)
    .where(
      sql`${outboxMessage.meta}->>'kind' = 'contractor-feedback' and position(${text} in ${outboxMessage.body}) > 0`,
    );
  return rows.sort((a, b) => a.recipient.localeCompare(b.recipient));
}

async function company(name: string) {
  const [row] = await t.database.db
    .select({ id: contractor.id, uuid: contractor.uuid })
    .from(contractor)
    .where(eq(contractor.name, name));
  if (!row) throw new Error(`no contractor ${name}`);
  return row;
}

async function department(name: string) {
  const [row] = await t.database.db
    .select({ id: caseworkerDepartment.id })
    .from(caseworkerDepartment)
    .where(eq(caseworkerDepartment.name, name));
  if (!row) throw new Error(`no department ${name}`);
  return row.id;
}

async function setDepartment(company: { uuid: string }, id: number | null) {
  const res = await call("POST", `/api/contractor/${company.uuid}/department`, "GLOBAL_ADMIN", {
    department_id: id,
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** A caseworker in `departmentId`, with or without an email; or a non-caseworker with one. */
async function addUser(input: { phone: string; email: string | null; roles: Role[]; departmentId: number }) {
  const [user] = await t.database.db
    .insert(appUser)
    .values({
      phoneNumber: input.phone,
      firstName: "Test",
      lastName: input.phone.slice(-3),
      email: input.email,
      availableRoles: input.roles,
      activeRoles: input.roles,
    })
    .returning({ id: appUser.id });
  if (!user) throw new Error("user not created");
  await t.database.db
    .insert(userCaseworkerDepartment)
    .values({ userId: user.id, departmentId: input.departmentId });
}

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  ({ tokens } = await tokensFor(t, ROLES));
  oslo = await company("Oslo Elektro og Varme AS");
  bergen = await company("Bergen Elektro AS");
  vestland = await department("Vestland");
  nordNorge = await department("Nord-Norge");
  await addUser({
    phone: "+4791111101",
    email: VESTLAND_CASEWORKER,
    roles: ["CASEWORKER"],
    departmentId: vestland,
  });
  // In Vestland too, but reached by no email: one without an address, one who is no caseworker.
  await addUser({ phone: "+4791111102", email: null, roles: ["CASEWORKER"], departmentId: vestland });
  await addUser({
    phone: "+4791111103",
    email: "kundeservice.vest@example.no",
    roles: ["CUSTOMER_SERVICE"],
    departmentId: vestland,
  });
}, 180_000);
afterAll(() => t.close());

/** Status per caller (every role, another company's admin, anonymous). */
async function statuses(request: (who: Who | null) => Promise<{ statusCode: number }>) {
  const seen: Record<string, number> = {};
  for (const who of [...ROLES, "OTHER_CONTRACTOR_ADMIN" as const])
    seen[who] = (await request(who)).statusCode;
  seen.anonymous = (await request(null)).statusCode;
  return seen;
}

const expected = (special: Partial<Record<Who, number>>, otherwise: number) => ({
  ...Object.fromEntries([...ROLES, "OTHER_CONTRACTOR_ADMIN"].map((who) => [who, otherwise])),
  ...special,
  anonymous: 401,
});

describe("POST contractor/{id}/feedback reaches the caseworkers by email", () => {
  it("goes to every caseworker with an email when the company has no department", async () => {
    const res = await send(oslo, "CONTRACTOR_ADMIN", "  Vi har ledig kapasitet i Asker neste uke.  ");
    expect(res.statusCode, res.body).toBe(200);
    await t.app.outbox.drain();
    const emails = await emailsWith("Vi har ledig kapasitet i Asker neste uke.");
    expect(emails.map((e) => e.recipient)).toEqual(ALL_CASEWORKERS);
    expect(emails.map((e) => e.status)).toEqual(ALL_CASEWORKERS.map(() => "sent"));
    const [first] = emails;
    expect(first).toMatchObject({
      channel: "email",
      subject: "Tilbakemelding fra Oslo Elektro og Varme AS",
    });
    expect(first?.body).toBe(
      [
        "Ole Bakken (+4790000004) i Oslo Elektro og Varme AS har sendt en tilbakemelding:",
        "",
        "Vi har ledig kapasitet i Asker neste uke.",
        "",
        `Se installatøren: https://montortorget.test/partnere/${oslo.uuid}`,
      ].join("\n"),
    );
  });

  it("goes only to the caseworkers of the company's department", async () => {
    await setDepartment(bergen, vestland);
    const res = await send(bergen, "OTHER_CONTRACTOR_ADMIN", "Kan dere sende oss flere varmepumpejobber?");
    expect(res.statusCode, res.body).toBe(200);
    const emails = await emailsWith("Kan dere sende oss flere varmepumpejobber?");
    expect(emails.map((e) => e.recipient)).toEqual([VESTLAND_CASEWORKER]);
    expect(emails[0]?.subject).toBe("Tilbakemelding fra Bergen Elektro AS");
    expect(emails[0]?.body).toContain("Berit Bergen (+4791111001) i Bergen Elektro AS");
    expect(emails[0]?.body).toContain(`https://montortorget.test/partnere/${bergen.uuid}`);
  });

  it("goes to every caseworker when nobody with an email works in the department", async () => {
    await setDepartment(bergen, nordNorge);
    expect((await send(bergen, "OTHER_CONTRACTOR_ADMIN", "Hei fra nord.")).statusCode).toBe(200);
    expect((await emailsWith("Hei fra nord.")).map((e) => e.recipient)).toEqual(ALL_CASEWORKERS);
    await setDepartment(bergen, null);
  });

  it("is for the company's own admins: another company's id answers 404 and writes nothing", async () => {
    const text = "Rollesjekk av tilbakemelding";
    expect(
      await statuses((who) => call("POST", `/api/contractor/${oslo.uuid}/feedback`, who, { feedback: text })),
    ).toEqual(expected({ CONTRACTOR_ADMIN: 200, OTHER_CONTRACTOR_ADMIN: 404 }, 403));
    // Only Oslo's own admin got through: one stored feedback, one email per caseworker.
    const stored = await t.database.db
      .select()
      .from(contractorFeedback)
      .where(eq(contractorFeedback.feedback, text));
    expect(stored.map((f) => f.contractorId)).toEqual([oslo.id]);
    expect((await emailsWith(text)).map((e) => e.recipient)).toEqual(ALL_CASEWORKERS);

    const foreign = await send(bergen, "CONTRACTOR_ADMIN", "Feil firma");
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe("Fant ikke installatøren.");
    expect(await emailsWith("Feil firma")).toEqual([]);
    const unknown = await call(
      "POST",
      "/api/contractor/00000000-0000-4000-8000-000000000000/feedback",
      "CONTRACTOR_ADMIN",
      {
        feedback: "Ukjent firma",
      },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it("refuses empty feedback without writing an email", async () => {
    const res = await send(oslo, "CONTRACTOR_ADMIN", "   ");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.feedback).toEqual(["Skriv en tilbakemelding"]);
    const malformed = await call("POST", `/api/contractor/${oslo.uuid}/feedback`, "CONTRACTOR_ADMIN", {
      feedback: 42,
    });
    expect(malformed.statusCode).toBe(422);
  });
});

describe("GET contractor/{id}/feedback", () => {
  it("answers the company's own admins and staff; another company's admin gets 404", async () => {
    expect(await statuses((who) => call("GET", `/api/contractor/${oslo.uuid}/feedback`, who))).toEqual(
      expected(
        {
          CONTRACTOR_ADMIN: 200,
          OTHER_CONTRACTOR_ADMIN: 404,
          GLOBAL_ADMIN: 200,
          CASEWORKER: 200,
          CUSTOMER_SERVICE: 200,
        },
        403,
      ),
    );
  });

  it("lists the company's own feedback, newest first, with who sent it", async () => {
    const sent = await send(oslo, "CONTRACTOR_ADMIN", "Den nyeste tilbakemeldingen");
    const own = (await call("GET", `/api/contractor/${oslo.uuid}/feedback`, "CONTRACTOR_ADMIN")).json().data;
    expect(own[0]).toEqual({ ...sent.json().data, from: "Ole Bakken" });
    const times = own.map((f: { createdAt: string }) => f.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    // Bergen's admin sees Bergen's feedback only.
    const theirs = (
      await call("GET", `/api/contractor/${bergen.uuid}/feedback`, "OTHER_CONTRACTOR_ADMIN")
    ).json().data;
    expect(theirs.map((f: { feedback: string }) => f.feedback)).toEqual([
      "Hei fra nord.",
      "Kan dere sende oss flere varmepumpejobber?",
    ]);
  });
});

describe("the demo", () => {
  it("has caseworkers in the departments demo companies use: Trøndelag's feedback reaches Lars Berg", async () => {
    await seedDemoContractorAdminData(t.database.db);
    const trondheim = await company("Trøndelag Installasjon AS");
    const shown = await call("GET", `/api/contractor/${trondheim.uuid}`, "GLOBAL_ADMIN");
    expect(shown.json().data.department.name).toBe("Trøndelag");
    await t.database.db.insert(appUser).values({
      phoneNumber: "+4791111104",
      firstName: "Trond",
      lastName: "Admin",
      availableRoles: ["CONTRACTOR_ADMIN"],
      activeRoles: ["CONTRACTOR_ADMIN"],
      contractorId: trondheim.id,
    });
    const token = await loginAs(asAuth(t), "+4791111104");
    const res = await t.app.inject({
      method: "POST",
      url: `/api/contractor/${trondheim.uuid}/feedback`,
      headers: { authorization: `Bearer ${token}` },
      payload: { feedback: "Hilsen fra Trondheim." },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await emailsWith("Hilsen fra Trondheim.")).map((e) => e.recipient)).toEqual([
      "lars.berg@example.no",
    ]);
  });
});
