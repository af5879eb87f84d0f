import {
  decideMove,
  FLOW_MOVES,
  MOVE_RULES,
  PROJECT_MOVES,
  type ProjectMove,
} from "@mt/domain/project/project-status";
import { ROLES, type Role } from "@mt/domain/roles/roles";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { multipartBody, realPdf } from "../media/media.test-support.ts";
import {
  bookProject,
  type Call,
  caller,
  messagesTo,
  perNilsen,
  setProject,
  tokensFor,
  versionOf,
} from "./project.test-support.ts";

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let bergenId: number;
let job: { id: number; versionId: number };
let per: number;
const token = (role: Role | "OTHER_CONTRACTOR_ADMIN") => tokens.get(role) as string;

// Monday 2 March 2026, 08:00 in Oslo; windows start 08:00 (07:00Z) and 12:00 (11:00Z).
const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
const OTHER_CUSTOMER = "+4792222444";

let nora: { uuid: string; number: number; startsAt: string };
let other: { uuid: string; number: number; startsAt: string };
/** Nora's too, moved through every state by the move × role table (and so cancelled on the way). */
let table: { uuid: string; number: number; startsAt: string };

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  call = caller(t);
  job = await jobOf(t, "el-kontroll");
  ({ tokens, bergenId } = await tokensFor(t, ROLES));
  per = await perNilsen(t);
  nora = await bookProject(t, job, NORA, "2026-03-05T07:00:00.000Z");
  other = await bookProject(t, job, OTHER_CUSTOMER, "2026-03-05T11:00:00.000Z");
  table = await bookProject(t, job, NORA, "2026-03-06T07:00:00.000Z");
  // Nora's projects are Per Nilsen's (the demo electrician login); the other one is not.
  await setProject(t, nora.uuid, { electricianId: per });
  await setProject(t, table.uuid, { electricianId: per });
}, 180_000);
afterAll(() => t.close());

/** Who reaches Nora's project (Oslo contractor, Per Nilsen assigned, booked online by Nora). */
function reaches(role: Role, kind: "JOB" | "INSPECTION"): boolean {
  const always: Role[] = [
    "GLOBAL_ADMIN",
    "CASEWORKER",
    "CUSTOMER_SERVICE",
    "CONTRACTOR_ADMIN",
    "ELECTRICIAN",
    "CUSTOMER",
  ];
  return always.includes(role) || (role === "INSPECTOR" && kind === "INSPECTION");
}

const INSPECTION_MOVES: readonly ProjectMove[] = ["inspect", "send_offer", "accept_offer"];

describe("moves over the API", () => {
  it("every move × every role: the move, 403 PROJECT_MOVE_FORBIDDEN, or 404 outside the reach", async () => {
    const admin = token("GLOBAL_ADMIN");
    for (const move of PROJECT_MOVES) {
      const rule = MOVE_RULES[move];
      const kind = INSPECTION_MOVES.includes(move) ? "INSPECTION" : "JOB";
      for (const role of ROLES) {
        const from = rule.from[0];
        if (!from) throw new Error("a move without a start");
        await setProject(t, table.uuid, { status: from, kind });
        const version = await versionOf(call, admin, table.uuid);
        const res = await call("POST", `/api/project/${table.uuid}/move`, token(role), {
          move,
          version,
          message: "Beklager, vi må avlyse.",
        });
        const label = `${move} from ${from} as ${role}`;
        if (!reaches(role, kind)) {
          expect(res.statusCode, label).toBe(404);
          continue;
        }
        if (decideMove(from, move, [role]).ok && FLOW_MOVES.includes(move)) {
          // Made only by their own area, with findings or an offer (modules/inspection, modules/offer).
          expect(res.statusCode, label).toBe(409);
          expect(res.json().code, label).toBe("PROJECT_MOVE_NOT_ALLOWED");
        } else if (decideMove(from, move, [role]).ok) {
          expect(res.statusCode, `${label}: ${res.body}`).toBe(200);
          expect(res.json().data, label).toMatchObject({ status: rule.to, version: version + 1 });
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().code, label).toBe("PROJECT_MOVE_FORBIDDEN");
        }
      }
    }
    await setProject(t, table.uuid, { status: "ordered", kind: "JOB" });
  }, 120_000);

  it("409 PROJECT_VERSION_CONFLICT on a stale version, 409 PROJECT_MOVE_NOT_ALLOWED from the wrong state", async () => {
    const caseworker = token("CASEWORKER");
    const before = await versionOf(call, caseworker, other.uuid);
    // Someone else changes it meanwhile (a note is a change too).
    await call("POST", `/api/project/${other.uuid}/note`, token("GLOBAL_ADMIN"), {
      text: "Sjekket adressen",
    });
    const version = await versionOf(call, caseworker, other.uuid);
    expect(version).toBe(before + 1);
    const stale = await call("POST", `/api/project/${other.uuid}/move`, caseworker, {
      move: "confirm",
      version: before,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe("PROJECT_VERSION_CONFLICT");
    const wrong = await call("POST", `/api/project/${other.uuid}/move`, caseworker, {
      move: "complete",
      version,
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().code).toBe("PROJECT_MOVE_NOT_ALLOWED");
    const missing = await call("POST", `/api/project/${other.uuid}/move`, caseworker, {
      move: "cancel",
      version,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().code).toBe("PROJECT_MESSAGE_REQUIRED");
    expect(await versionOf(call, caseworker, other.uuid)).toBe(version);
  });

  it("two staff move the same project at once: one wins, the other gets 409 and the fresh state", async () => {
    const version = await versionOf(call, token("CASEWORKER"), other.uuid);
    const [a, b] = await Promise.all([
      call("POST", `/api/project/${other.uuid}/move`, token("CASEWORKER"), { move: "confirm", version }),
      call("POST", `/api/project/${other.uuid}/move`, token("GLOBAL_ADMIN"), { move: "confirm", version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().code).toBe("PROJECT_VERSION_CONFLICT");
    const fresh = (await call("GET", `/api/project/${other.uuid}`, token("CASEWORKER"))).json().data;
    expect(fresh).toMatchObject({ status: "confirmed", version: version + 1 });
    const events = fresh.timeline.filter((e: { kind: string }) => e.kind === "status");
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      fromStatus: "ordered",
      toStatus: "confirmed",
      actor: expect.any(String),
    });
  });

  it("tells the customer by SMS and email, with an absolute link to the project page", async () => {
    const version = await versionOf(call, token("CASEWORKER"), other.uuid);
    const res = await call("POST", `/api/project/${other.uuid}/move`, token("CONTRACTOR_ADMIN"), {
      move: "schedule",
      version,
    });
    expect(res.statusCode, res.body).toBe(200);
    const sms = (await messagesTo(t, OTHER_CUSTOMER)).filter((l) => l.text.includes("er planlagt"));
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain(`${t.publicUrl}/dashboard/prosjekt/${other.uuid}`);
    expect(sms[0]?.text).toContain(`Prosjekt ${other.number} er planlagt`);
    const mails = (await messagesTo(t, "kunde@example.no")).filter((l) => l.text.includes("planlagt inn"));
    expect(mails.length).toBeGreaterThan(0);
  });
});

describe("reach: anything outside answers 404", () => {
  it("contractor A on B's project, customer A on B's, an electrician on others'", async () => {
    const foreign: [string, string][] = [
      ["OTHER_CONTRACTOR_ADMIN", nora.uuid],
      ["CUSTOMER", other.uuid],
      ["ELECTRICIAN", other.uuid],
      ["STORE_EMPLOYEE", nora.uuid],
    ];
    for (const [who, uuid] of foreign) {
      const auth = token(who as Role);
      expect((await call("GET", `/api/project/${uuid}`, auth)).statusCode, who).toBe(404);
      const moved = await call("POST", `/api/project/${uuid}/move`, auth, {
        move: "cancel",
        version: 0,
        message: "x",
      });
      expect(moved.statusCode, who).toBe(404);
      expect((await call("GET", `/api/project/${uuid}/available-times`, auth)).statusCode, who).toBe(404);
      const rescheduled = await call("POST", `/api/project/${uuid}/reschedule`, auth, {
        version: 0,
        startsAt: "2026-03-10T07:00:00.000Z",
      });
      expect(rescheduled.statusCode, who).toBe(404);
      const list = (await call("GET", "/api/project", auth)).json();
      expect(
        list.data.map((p: { uuid: string }) => p.uuid),
        who,
      ).not.toContain(uuid);
    }
    expect((await call("GET", "/api/project/9999999999", token("CASEWORKER"))).statusCode).toBe(404);
    // A project number is a reference too, and reveals nothing either.
    expect((await call("GET", `/api/project/${other.number}`, token("CUSTOMER"))).statusCode).toBe(404);
    expect((await call("GET", `/api/project/${nora.number}`, token("CUSTOMER"))).json().data.uuid).toBe(
      nora.uuid,
    );
    // The other contractor sees nothing of Oslo's through its own calls either.
    const own = await call(
      "GET",
      `/api/contractor/${bergenId}/project?from=2026-03-01&to=2026-03-31`,
      token("OTHER_CONTRACTOR_ADMIN"),
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toEqual([]);
    const cancel = await call(
      "POST",
      `/api/contractor/${bergenId}/project/${nora.uuid}/cancel`,
      token("OTHER_CONTRACTOR_ADMIN"),
      {
        message: "Vi avlyser",
      },
    );
    expect(cancel.statusCode).toBe(404);
  });

  it("the contractor's calls give its own projects by dates, electrician and search", async () => {
    const admin = token("CONTRACTOR_ADMIN");
    const me = (await call("POST", "/api/auth/me", admin)).json().data;
    const oslo = me.contractor.uuid as string;
    const byDates = await call("GET", `/api/contractor/${oslo}/project?dates[]=2026-03-05`, admin);
    expect(byDates.statusCode, byDates.body).toBe(200);
    const uuids = byDates.json().data.map((p: { uuid: string }) => p.uuid);
    expect(uuids).toEqual(expect.arrayContaining([nora.uuid, other.uuid]));
    const none = await call("GET", `/api/contractor/${oslo}/project?dates[]=2026-03-06`, admin);
    expect(none.json().data).toEqual([]);
    const perUuid = (await call("GET", `/api/project/${nora.uuid}`, token("GLOBAL_ADMIN"))).json().data
      .electrician.uuid;
    const perOnly = await call(
      "GET",
      `/api/contractor/${me.contractor.id}/project?from=2026-03-01&to=2026-03-31&electrician_uuid=${perUuid}`,
      admin,
    );
    expect(perOnly.json().data.map((p: { uuid: string }) => p.uuid)).toEqual([nora.uuid]);
    const found = await call("POST", `/api/contractor/${oslo}/project/search`, admin, { query: "2222 444" });
    expect(found.json().data.map((p: { uuid: string }) => p.uuid)).toEqual([other.uuid]);
    // A contractor admin may not name another contractor: it reads as one that does not exist.
    expect((await call("GET", `/api/contractor/${bergenId}/project`, admin)).statusCode).toBe(404);
  });
});

describe("notes and documents", () => {
  it("a note is internal: staff and installers see it, the customer does not; customers cannot add one", async () => {
    const note = await call("POST", `/api/project/${nora.uuid}/note`, token("CASEWORKER"), {
      text: "Kunden ringte",
    });
    expect(note.statusCode, note.body).toBe(201);
    const version = note.json().data.version;
    expect(note.json().data.timeline.at(-1)).toMatchObject({
      kind: "note",
      internal: true,
      message: "Kunden ringte",
      actor: "Lars Berg",
    });
    const byElectrician = await call("POST", `/api/project/${nora.uuid}/note`, token("ELECTRICIAN"), {
      text: "Tok med stige",
    });
    expect(byElectrician.statusCode).toBe(201);
    expect(byElectrician.json().data.version).toBe(version + 1);
    expect(
      (await call("POST", `/api/project/${nora.uuid}/note`, token("CUSTOMER"), { text: "Hei" })).statusCode,
    ).toBe(403);
    const seen = (await call("GET", `/api/project/${nora.uuid}`, token("CUSTOMER"))).json().data;
    expect(seen.timeline.some((e: { kind: string }) => e.kind === "note")).toBe(false);
    expect(seen.timeline[0]).toMatchObject({ kind: "created", actor: "Kunden" });
  });

  it("documents: only an uploaded PDF; the customer sees only the shared ones", async () => {
    const upload = async (bytes: Buffer, name: string, by: Role = "CASEWORKER") => {
      const body = await multipartBody(bytes, name);
      const res = await t.app.inject({
        method: "POST",
        url: "/api/media/upload-document",
        payload: body.payload,
        headers: { "content-type": body.contentType, authorization: `Bearer ${token(by)}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data.id as number;
    };
    const pdf = await upload(await realPdf(), "tilbud.pdf");
    const shared = await call("POST", `/api/project/${nora.uuid}/document`, token("CASEWORKER"), {
      mediaId: pdf,
      title: "Tilbud",
      sharedWithCustomer: true,
    });
    expect(shared.statusCode, shared.body).toBe(201);
    // Each attaches a document they uploaded themselves (decision 061).
    const own = await upload(await realPdf(), "notat.pdf", "CONTRACTOR_ADMIN");
    const internal = await call("POST", `/api/project/${nora.uuid}/document`, token("CONTRACTOR_ADMIN"), {
      mediaId: own,
      title: "Internt notat",
    });
    expect(internal.statusCode).toBe(201);
    expect(internal.json().data.documents.map((d: { title: string }) => d.title)).toEqual([
      "Tilbud",
      "Internt notat",
    ]);
    const customer = (await call("GET", `/api/project/${nora.uuid}`, token("CUSTOMER"))).json().data;
    expect(customer.documents).toEqual([
      expect.objectContaining({ title: "Tilbud", url: expect.stringMatching(/^\/media\//) }),
    ]);
    const unknown = await call("POST", `/api/project/${nora.uuid}/document`, token("CASEWORKER"), {
      mediaId: 999_999,
      title: "X",
    });
    expect(unknown.statusCode).toBe(422);
  });
});

describe("the list", () => {
  it("searches by phone, name, number and post code; filters; counts per status ignoring the status filter", async () => {
    const cw = token("CASEWORKER");
    const uuids = async (query: string) => {
      const res = await call("GET", `/api/project?${query}`, cw);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((p: { uuid: string }) => p.uuid);
    };
    expect(await uuids(`search=${encodeURIComponent("922 22 444")}`)).toEqual([other.uuid]);
    expect(await uuids(`search=${encodeURIComponent("+4792222444")}`)).toEqual([other.uuid]);
    expect(await uuids(`search=${other.number}`)).toEqual([other.uuid]);
    expect((await uuids("search=KUNDE%20kundesen")).length).toBe(3);
    expect(await uuids("search=0150")).toEqual(expect.arrayContaining([nora.uuid, other.uuid]));
    expect(await uuids("search=ingen-slik-kunde")).toEqual([]);
    // Characters that mean something to LIKE are plain text.
    expect(await uuids("search=%25")).toEqual([]);

    const byStatus = (await call("GET", "/api/project?status=scheduled", cw)).json();
    expect(byStatus.data.map((p: { uuid: string }) => p.uuid)).toEqual([other.uuid]);
    expect(byStatus.meta).toMatchObject({ total: 1, statusCounts: { scheduled: 1, ordered: 2 } });
    expect(await uuids("status=ordered,scheduled&sort=number&dir=asc")).toEqual([
      nora.uuid,
      other.uuid,
      table.uuid,
    ]);
    expect(await uuids("from=2026-03-05&to=2026-03-05&sort=startsAt&dir=desc")).toEqual([
      other.uuid,
      nora.uuid,
    ]);
    expect(await uuids("from=2026-03-06")).toEqual([]);
    expect(
      await uuids("createdFrom=2026-01-01&workType=ELECTRICIAN&kind=JOB&salesChannel=ONLINE"),
    ).toHaveLength(3);
    const page2 = (await call("GET", "/api/project?sort=number&dir=asc&perPage=1&page=2", cw)).json();
    expect(page2.data.map((p: { uuid: string }) => p.uuid)).toEqual([other.uuid]);
    expect(page2.meta).toMatchObject({ page: 2, perPage: 1, total: 3, lastPage: 3 });
    const bad = await call("GET", "/api/project?status=nope&sort=evil", cw);
    expect(bad.statusCode).toBe(422);
  });

  it("each caller lists only their reach; a customer sees no electrician before it is planned", async () => {
    const list = async (who: Role | "OTHER_CONTRACTOR_ADMIN") =>
      (await call("GET", "/api/project", token(who)))
        .json()
        .data.map((p: { uuid: string }) => p.uuid)
        .sort();
    expect(await list("CONTRACTOR_ADMIN")).toEqual([nora.uuid, other.uuid, table.uuid].sort());
    expect(await list("OTHER_CONTRACTOR_ADMIN")).toEqual([]);
    expect(await list("ELECTRICIAN")).toEqual([nora.uuid, table.uuid].sort());
    expect(await list("CUSTOMER")).toEqual([nora.uuid, table.uuid].sort());
    expect(await list("STORE_EMPLOYEE")).toEqual([]);
    const me = (await call("POST", "/api/auth/me", token("CUSTOMER"))).json().data;
    const mine = (
      await call("GET", `/api/project?customer=${me.uuid}&sort=number&dir=asc`, token("CUSTOMER"))
    ).json().data;
    expect(mine[0]).toMatchObject({ uuid: nora.uuid, status: "ordered", electrician: null });
    // Naming another company's customer answers as for one who does not exist (decision 059).
    const theirs = await call("GET", `/api/project?customer=${me.uuid}`, token("OTHER_CONTRACTOR_ADMIN"));
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe("Fant ikke kunden.");
    expect((await call("GET", "/api/project")).statusCode).toBe(401);
  });

  it("exports the same list as CSV: semicolons, UTF-8 with BOM, Norwegian headers", async () => {
    const res = await call("GET", "/api/project/export?sort=number&dir=asc", token("CASEWORKER"));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toContain("prosjekter.csv");
    const lines = res.body.split("\r\n");
    expect(lines[0]?.startsWith("\uFEFFProsjektnummer;Status;")).toBe(true);
    expect(lines[1]).toContain(`${nora.number};Bestilt;Jobb;El-kontroll av bolig;Kunde Kundesen;`);
    expect(lines[2]).toContain(`${other.number};Planlagt;`);
    expect(lines).toHaveLength(5);
    const customer = await call("GET", "/api/project/export", token("CUSTOMER"));
    expect(customer.body.split("\r\n")).toHaveLength(4);
  });
});
