import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import { type BookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { outboxMessage } from "../notifications/notifications.schema.ts";
import { project } from "../project/project.schema.ts";
import { bookProject } from "../project/project.test-support.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { appUser, caseworkerDepartment } from "../users/users.schema.ts";
import {
  addAcceptedElectrician,
  type CallAs,
  company,
  crewOf,
  expectStatuses,
  MONDAY,
  STAFF_AND_OWN_ADMINS,
  STAFF_AND_OWN_COMPANY,
  startContractorTest,
  type Who,
} from "./contractor.test-support.ts";

let t: BookingTestApp;
let call: CallAs;
let oslo: { id: number; uuid: string };
let bergen: { id: number; uuid: string };
let per: { uuid: string; userUuid: string };
let colleague: { uuid: string };

async function smsTo(phone: string) {
  return t.database.db
    .select({ body: outboxMessage.body, channel: outboxMessage.channel })
    .from(outboxMessage)
    .where(eq(outboxMessage.recipient, phone));
}

beforeAll(async () => {
  ({ t, call, oslo, bergen } = await startContractorTest());
  const crew = await crewOf(t, oslo.id);
  per = crew.per;
  colleague = crew.others[0] as { uuid: string };
}, 180_000);
afterAll(() => t.close());

describe("GET contractor/{id}", () => {
  it("answers the company's admins, electricians and staff; another company's people get 404, others 403", async () => {
    await expectStatuses(
      (who) => call("GET", `/api/contractor/${oslo.uuid}`, who),
      STAFF_AND_OWN_COMPANY,
      403,
    );
  });

  it("shows company details, work types with extended radius, electricians and takes the numeric id", async () => {
    const res = await call("GET", `/api/contractor/${oslo.id}`, "CONTRACTOR_ADMIN");
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: oslo.id,
      uuid: oslo.uuid,
      name: "Oslo Elektro og Varme AS",
      basePostCode: "0150",
      basePlace: "Oslo",
      radiusKm: 30,
      active: true,
      department: null,
    });
    expect(data.workTypes).toEqual([
      { workType: "ELECTRICIAN", extendedRadiusKm: null },
      { workType: "HEAT_PUMP", extendedRadiusKm: null },
      { workType: "SOLAR", extendedRadiusKm: 80 },
    ]);
    expect(data.electricianCount).toBeGreaterThan(1);
  });

  it("answers 404 for an unknown company and 422 in Norwegian for something that is no id", async () => {
    const unknown = await call("GET", "/api/contractor/00000000-0000-4000-8000-000000000000", "GLOBAL_ADMIN");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Fant ikke installatøren.");
    expect((await call("GET", "/api/contractor/999999", "GLOBAL_ADMIN")).statusCode).toBe(404);
    const bad = await call("GET", "/api/contractor/oslo", "GLOBAL_ADMIN");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.id).toEqual(["Ukjent installatør"]);
  });
});

describe("GET contractor", () => {
  it("is for global admins only", async () => {
    await expectStatuses((who) => call("GET", "/api/contractor", who), { GLOBAL_ADMIN: 200 }, 403);
  });

  it("lists every company by name, inactive ones too, with coverage per work type on request", async () => {
    const plain = (await call("GET", "/api/contractor", "GLOBAL_ADMIN")).json().data;
    expect(plain.map((c: { name: string }) => c.name)).toContain("Nordlys Elektro AS (ikke startet)");
    expect(plain[0]).not.toHaveProperty("coverage");
    const names = plain.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en")));

    const res = await call("GET", "/api/contractor?with_coverage_details=1", "GLOBAL_ADMIN");
    expect(res.statusCode).toBe(200);
    const byName = new Map(res.json().data.map((c: { name: string }) => [c.name, c]));
    const osloCoverage = (
      byName.get("Oslo Elektro og Varme AS") as { coverage: { workType: string; postCodeCount: number }[] }
    ).coverage;
    const count = (type: string) => osloCoverage.find((c) => c.workType === type)?.postCodeCount ?? -1;
    expect(count("ELECTRICIAN")).toBeGreaterThan(50);
    expect(count("HEAT_PUMP")).toBe(count("ELECTRICIAN"));
    // Solar reaches 80 km instead of 30.
    expect(count("SOLAR")).toBeGreaterThan(count("ELECTRICIAN"));
    const bergenCoverage = (byName.get("Bergen Elektro AS") as { coverage: { workType: string }[] }).coverage;
    expect(bergenCoverage.map((c) => c.workType)).toEqual(["ELECTRICIAN", "HEAT_PUMP"]);
  });

  it("refuses an unknown flag value in Norwegian", async () => {
    const res = await call("GET", "/api/contractor?with_coverage_details=ja", "GLOBAL_ADMIN");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.with_coverage_details).toEqual(["Bruk 0 eller 1"]);
  });
});

describe("GET contractor/by-area/{post code}", () => {
  it("is for staff", async () => {
    await expectStatuses(
      (who) => call("GET", "/api/contractor/by-area/0150", who),
      { GLOBAL_ADMIN: 200, CASEWORKER: 200, CUSTOMER_SERVICE: 200 },
      403,
    );
  });

  it("lists the active companies covering the code, with the work types each delivers there", async () => {
    const oslo0150 = (await call("GET", "/api/contractor/by-area/0150", "CASEWORKER")).json().data;
    expect(oslo0150).toEqual([
      {
        id: oslo.id,
        uuid: oslo.uuid,
        name: "Oslo Elektro og Varme AS",
        workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"],
      },
    ]);
    // Egersund is on Stavanger's explicit list, outside its radius.
    const egersund = (await call("GET", "/api/contractor/by-area/4370", "CASEWORKER")).json().data;
    expect(egersund.map((c: { name: string }) => c.name)).toEqual(["Stavanger Kraft og Sol AS"]);
    // Tromsø: only the inactive company is there.
    expect((await call("GET", "/api/contractor/by-area/9008", "CASEWORKER")).json().data).toEqual([]);
  });

  it("answers 422 for a code that is not a post code", async () => {
    const res = await call("GET", "/api/contractor/by-area/12", "CASEWORKER");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.x[0]).toMatch(/postnummer|gyldig|format/i);
    expect((await call("GET", "/api/contractor/by-area/0000", "CASEWORKER")).statusCode).toBe(422);
  });
});

describe("PATCH contractor/{id}", () => {
  it("the company's admins and global admins; another company's admin gets 404", async () => {
    await expectStatuses(
      (who) => call("PATCH", `/api/contractor/${bergen.uuid}`, who, { radius_km: 25 }),
      { GLOBAL_ADMIN: 200, CONTRACTOR_ADMIN: 404, OTHER_CONTRACTOR_ADMIN: 200 },
      403,
    );
  });

  it("changes details, work types, radius and explicit post codes; coverage follows", async () => {
    const res = await call("PATCH", `/api/contractor/${bergen.id}`, "OTHER_CONTRACTOR_ADMIN", {
      name: "Bergen Elektro og Sol AS",
      radius_km: 20,
      work_types: [{ work_type: "ELECTRICIAN" }, { work_type: "SOLAR", extended_radius_km: 50 }],
      post_codes: ["6800", "6800", "5700"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: "Bergen Elektro og Sol AS",
      radiusKm: 20,
      workTypes: [
        { workType: "ELECTRICIAN", extendedRadiusKm: null },
        { workType: "SOLAR", extendedRadiusKm: 50 },
      ],
      postCodes: ["5700", "6800"],
    });
    // Førde (6800) is far from Bergen, but now on the list.
    const forde = (await call("GET", "/api/contractor/by-area/6800", "CASEWORKER")).json().data;
    expect(forde).toEqual([
      expect.objectContaining({ name: "Bergen Elektro og Sol AS", workTypes: ["ELECTRICIAN", "SOLAR"] }),
    ]);
    const bergen5003 = (await call("GET", "/api/contractor/by-area/5003", "CASEWORKER")).json().data;
    expect(bergen5003[0].workTypes).toEqual(["ELECTRICIAN", "SOLAR"]);
  });

  it("lets only global admins switch a company on or off", async () => {
    const own = await call("PATCH", `/api/contractor/${oslo.uuid}`, "CONTRACTOR_ADMIN", { active: false });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({
      code: "CONTRACTOR_ACTIVE_ADMIN_ONLY",
      message: "Bare administratorer kan aktivere eller deaktivere en installatør.",
    });
    const nordlys = await company(t, "Nordlys Elektro AS (ikke startet)");
    const on = await call("PATCH", `/api/contractor/${nordlys.uuid}`, "GLOBAL_ADMIN", { active: true });
    expect(on.json().data.active).toBe(true);
    expect((await call("GET", "/api/contractor/by-area/9008", "CASEWORKER")).json().data).toHaveLength(1);
    await call("PATCH", `/api/contractor/${nordlys.uuid}`, "GLOBAL_ADMIN", { active: false });
    expect((await call("GET", "/api/contractor/by-area/9008", "CASEWORKER")).json().data).toEqual([]);
  });

  it("refuses wrong values with Norwegian messages per field", async () => {
    const url = `/api/contractor/${oslo.uuid}`;
    const negative = await call("PATCH", url, "CONTRACTOR_ADMIN", { radius_km: -1 });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors.radius_km).toEqual(["Radius kan ikke være negativ"]);
    const unknownCode = await call("PATCH", url, "CONTRACTOR_ADMIN", { post_codes: ["0150", "0000"] });
    expect(unknownCode.statusCode).toBe(422);
    expect(unknownCode.json().errors.post_codes).toEqual(["Postkoden 0000, finnes ikke."]);
    const twice = await call("PATCH", url, "CONTRACTOR_ADMIN", {
      work_types: [{ work_type: "SOLAR" }, { work_type: "SOLAR" }],
    });
    expect(twice.statusCode).toBe(422);
    expect(JSON.stringify(twice.json().errors)).toContain("En arbeidstype står to ganger");
    const empty = await call("PATCH", url, "CONTRACTOR_ADMIN", { name: " " });
    expect(empty.json().errors.name).toEqual(["Oppgi firmanavn"]);
    expect((await call("PATCH", url, "CONTRACTOR_ADMIN", { organizationNumber: "1" })).statusCode).toBe(422);
    // Nothing changed.
    expect((await call("GET", url, "CONTRACTOR_ADMIN")).json().data.radiusKm).toBe(30);
  });
});

describe("POST contractor/{id}/invoice-emails", () => {
  it("the company's admins and global admins; another company's admin gets 404", async () => {
    await expectStatuses(
      (who) =>
        call("POST", `/api/contractor/${oslo.uuid}/invoice-emails`, who, {
          invoice_emails: ["faktura@oslo-elektro.no"],
        }),
      { GLOBAL_ADMIN: 200, CONTRACTOR_ADMIN: 200, OTHER_CONTRACTOR_ADMIN: 404 },
      403,
    );
  });

  it("replaces the addresses in the order given and refuses a wrong one", async () => {
    const url = `/api/contractor/${oslo.uuid}/invoice-emails`;
    const res = await call("POST", url, "CONTRACTOR_ADMIN", {
      invoice_emails: ["Regnskap@oslo-elektro.no", "faktura@oslo-elektro.no"],
    });
    expect(res.json().data.invoiceEmails).toEqual(["regnskap@oslo-elektro.no", "faktura@oslo-elektro.no"]);
    const bad = await call("POST", url, "CONTRACTOR_ADMIN", { invoice_emails: ["ikke-en-adresse"] });
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(bad.json().errors)).toMatch(/e-post/i);
    const none = await call("POST", url, "CONTRACTOR_ADMIN", { invoice_emails: [] });
    expect(none.json().errors.invoice_emails).toEqual(["Oppgi minst én e-postadresse"]);
  });
});

describe("POST contractor/{id}/department", () => {
  it("is for global admins; sets and removes the caseworkers' department", async () => {
    const [department] = await t.database.db.select().from(caseworkerDepartment).limit(1);
    if (!department) throw new Error("no department");
    const url = `/api/contractor/${bergen.uuid}/department`;
    await expectStatuses(
      (who) => call("POST", url, who, { department_id: department.id }),
      { GLOBAL_ADMIN: 200 },
      403,
    );
    const shown = await call("GET", `/api/contractor/${bergen.uuid}`, "OTHER_CONTRACTOR_ADMIN");
    expect(shown.json().data.department).toEqual({ id: department.id, name: department.name });
    const unknown = await call("POST", url, "GLOBAL_ADMIN", { department_id: 99999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.department_id).toEqual(["Ukjent avdeling"]);
    const removed = await call("POST", url, "GLOBAL_ADMIN", { department_id: null });
    expect(removed.json().data.department).toBeNull();
    expect(
      (
        await call(
          "POST",
          "/api/contractor/00000000-0000-4000-8000-000000000000/department",
          "GLOBAL_ADMIN",
          { department_id: null },
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe("contractor/{id}/electrician", () => {
  it("GET list: the company's admins and staff; another company's admin gets 404", async () => {
    await expectStatuses(
      (who) => call("GET", `/api/contractor/${oslo.uuid}/electrician`, who),
      STAFF_AND_OWN_ADMINS,
      403,
    );
    const list = (await call("GET", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json()
      .data;
    expect(list).toContainEqual(
      expect.objectContaining({
        uuid: per.uuid,
        userUuid: per.userUuid,
        phoneNumber: demoPhone("ELECTRICIAN"),
      }),
    );
  });

  it("GET one: the electrician only themselves (by either uuid), the admins their company's", async () => {
    await expectStatuses(
      (who) => call("GET", `/api/contractor/${oslo.uuid}/electrician/${per.uuid}`, who),
      STAFF_AND_OWN_COMPANY,
      403,
    );
    expect(
      (await call("GET", `/api/contractor/${oslo.uuid}/electrician/${per.userUuid}`, "ELECTRICIAN"))
        .statusCode,
    ).toBe(200);
    const other = await call(
      "GET",
      `/api/contractor/${oslo.uuid}/electrician/${colleague.uuid}`,
      "ELECTRICIAN",
    );
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe("Fant ikke montøren.");
    // Oslo's electrician is not Bergen's, even for Bergen's admin.
    expect(
      (await call("GET", `/api/contractor/${bergen.uuid}/electrician/${per.uuid}`, "OTHER_CONTRACTOR_ADMIN"))
        .statusCode,
    ).toBe(404);
    expect(
      (await call("GET", `/api/contractor/${oslo.uuid}/electrician/nei`, "CONTRACTOR_ADMIN")).json().errors
        .uuid,
    ).toEqual(["Ukjent montør"]);
  });

  it("POST: roles; invites the number by SMS, and the account holds nothing until it is accepted", async () => {
    const body = (phone: string) => ({
      first_name: "Ola",
      last_name: "Montør",
      phone_number: phone,
      work_types: ["ELECTRICIAN"],
    });
    let n = 0;
    await expectStatuses(
      (who) =>
        call(
          "POST",
          `/api/contractor/${oslo.uuid}/electrician`,
          who,
          body(`+47915550${String(n++).padStart(2, "0")}`),
        ),
      { GLOBAL_ADMIN: 200, CONTRACTOR_ADMIN: 200, OTHER_CONTRACTOR_ADMIN: 404 },
      403,
    );
    const res = await call("POST", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN", {
      first_name: "Kari",
      last_name: "Kabel",
      phone_number: "915 56 001",
      work_types: ["SOLAR", "ELECTRICIAN"],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      firstName: "Kari",
      lastName: "Kabel",
      phoneNumber: "+4791556001",
      role: "ELECTRICIAN",
      workTypes: ["ELECTRICIAN", "SOLAR"],
      status: "INVITED",
    });
    const [user] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, "+4791556001"));
    expect(user).toMatchObject({ availableRoles: [], activeRoles: [], contractorId: null });
    expect(await smsTo("+4791556001")).toEqual([
      {
        channel: "sms",
        body: "Hei Kari! Oslo Elektro og Varme AS inviterer deg som montør på Montørtorget. Logg inn med telefonnummeret ditt for å godta eller avslå: https://montortorget.test/logginn?redirect=%2Finvitasjoner",
      },
    ]);
    const again = await call(
      "POST",
      `/api/contractor/${oslo.uuid}/electrician`,
      "CONTRACTOR_ADMIN",
      body("+4791556001"),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: "INVITATION_PENDING",
      message: "Nummeret er allerede invitert. Invitasjonen venter på svar.",
    });
    // The company's own electrician is refused; it sees him in its list already.
    const own = await call("POST", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN", {
      ...body(demoPhone("ELECTRICIAN")),
    });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({
      code: "ELECTRICIAN_PHONE_TAKEN",
      message: "Telefonnummeret er allerede registrert på en montør.",
    });
    // Another company's electrician gets an invitation like anyone (Bergen learns nothing), and stays Oslo's.
    expect(
      (
        await call(
          "POST",
          `/api/contractor/${bergen.uuid}/electrician`,
          "OTHER_CONTRACTOR_ADMIN",
          body(demoPhone("ELECTRICIAN")),
        )
      ).statusCode,
    ).toBe(200);
    const [per] = await t.database.db
      .select()
      .from(appUser)
      .where(eq(appUser.phoneNumber, demoPhone("ELECTRICIAN")));
    expect(per?.contractorId).toBe(oslo.id);
  });

  it("POST refuses a missing work type and a wrong phone number in Norwegian", async () => {
    const res = await call("POST", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN", {
      first_name: "",
      last_name: "X",
      phone_number: "12",
      work_types: [],
    });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(errors.first_name).toEqual(["Oppgi fornavn"]);
    expect(errors.work_types).toEqual(["Velg minst én arbeidstype"]);
    expect(errors.phone_number?.[0]).toMatch(/telefon/i);
  });

  it("DELETE: removes an electrician without future work; refused while they have booked work", async () => {
    const uuid = await addAcceptedElectrician(t, call, oslo.uuid, "CONTRACTOR_ADMIN", {
      first_name: "Siri",
      last_name: "Slutter",
      phone_number: "+4791557001",
      work_types: ["ELECTRICIAN"],
    });
    const url = `/api/contractor/${oslo.uuid}/electrician/${uuid}`;
    for (const who of ["ELECTRICIAN", "CASEWORKER", "CUSTOMER"] as Who[])
      expect((await call("DELETE", url, who)).statusCode).toBe(403);
    expect(
      (await call("DELETE", `/api/contractor/${bergen.uuid}/electrician/${uuid}`, "OTHER_CONTRACTOR_ADMIN"))
        .statusCode,
    ).toBe(404);
    const removed = await call("DELETE", url, "CONTRACTOR_ADMIN");
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ removed: true });
    expect((await call("GET", url, "CONTRACTOR_ADMIN")).statusCode).toBe(404);
    const list = (await call("GET", `/api/contractor/${oslo.uuid}/electrician`, "CONTRACTOR_ADMIN")).json()
      .data;
    expect(list.map((e: { uuid: string }) => e.uuid)).not.toContain(uuid);

    // A booked job on Thursday: its electrician stays until the job is moved.
    const job = await jobOf(t, "el-kontroll");
    const booked = await bookProject(t, job, "+4792222777", "2026-03-05T07:00:00.000Z");
    const [row] = await t.database.db
      .select({ uuid: electrician.uuid, contractorId: project.contractorId })
      .from(project)
      .innerJoin(electrician, eq(electrician.id, project.electricianId))
      .where(and(eq(project.uuid, booked.uuid), isNotNull(project.timeslotId)));
    if (!row) throw new Error("no booked electrician");
    const busy = await call(
      "DELETE",
      `/api/contractor/${row.contractorId}/electrician/${row.uuid}`,
      "GLOBAL_ADMIN",
    );
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({
      code: "ELECTRICIAN_HAS_FUTURE_WORK",
      message: "Montøren har oppdrag fremover. Flytt oppdragene til en kollega før montøren fjernes.",
    });
    // Once the job is in the past, they can go.
    t.clock.now = Date.parse("2026-03-10T07:00:00.000Z");
    try {
      expect(
        (await call("DELETE", `/api/contractor/${row.contractorId}/electrician/${row.uuid}`, "GLOBAL_ADMIN"))
          .statusCode,
      ).toBe(200);
    } finally {
      t.clock.now = Date.parse(MONDAY);
    }
  });
});

describe("contractor/{id}/feedback", () => {
  it("POST: the company's own admins only; another company's admin gets 404", async () => {
    await expectStatuses(
      (who) => call("POST", `/api/contractor/${oslo.uuid}/feedback`, who, { feedback: "Fint samarbeid." }),
      { CONTRACTOR_ADMIN: 200, OTHER_CONTRACTOR_ADMIN: 404 },
      403,
    );
  });

  it("reaches the caseworkers, newest first, with who sent it", async () => {
    const sent = await call("POST", `/api/contractor/${oslo.uuid}/feedback`, "CONTRACTOR_ADMIN", {
      feedback: "  Kan vi få flere jobber i Asker?  ",
    });
    expect(sent.json().data).toMatchObject({
      feedback: "Kan vi få flere jobber i Asker?",
      from: expect.any(String),
    });
    await expectStatuses(
      (who) => call("GET", `/api/contractor/${oslo.uuid}/feedback`, who),
      STAFF_AND_OWN_ADMINS,
      403,
    );
    const list = (await call("GET", `/api/contractor/${oslo.uuid}/feedback`, "CASEWORKER")).json().data;
    expect(list[0]).toEqual(sent.json().data);
    expect(list).toHaveLength(2);
    expect((await call("GET", `/api/contractor/${bergen.uuid}/feedback`, "CASEWORKER")).json().data).toEqual(
      [],
    );
  });

  it("refuses empty and too long feedback in Norwegian", async () => {
    const url = `/api/contractor/${oslo.uuid}/feedback`;
    const empty = await call("POST", url, "CONTRACTOR_ADMIN", { feedback: "   " });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.feedback).toEqual(["Skriv en tilbakemelding"]);
    const long = await call("POST", url, "CONTRACTOR_ADMIN", { feedback: "x".repeat(5001) });
    expect(long.json().errors.feedback).toEqual(["Tilbakemeldingen er for lang (høyst 5000 tegn)"]);
  });
});
