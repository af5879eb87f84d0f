import { ROLES, type Role } from "@mt/domain/roles/roles";
import { and, eq, isNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import {
  bookProject,
  messagesTo,
  perNilsen,
  setProject,
  tokensFor,
  versionOf,
} from "../project/project.test-support.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

let t: BookingTestApp;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let job: { id: number; versionId: number };
const token = (role: Role | "OTHER_CONTRACTOR_ADMIN") => tokens.get(role) as string;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
const OTHER_CUSTOMER = "+4792222555";

let completed: { uuid: string; number: number };
let notDone: { uuid: string; number: number };
let others: { uuid: string; number: number };
/** The demo electrician login's electrician record (Per Nilsen), and one of his colleagues without a login. */
let per: number;
let notPer: { id: number; uuid: string };

type Method = "GET" | "PUT" | "POST";
function call(method: Method, url: string, who?: string | null, payload?: object) {
  return t.app.inject({
    method,
    url,
    ...(payload && { payload }),
    ...(who && { headers: { authorization: `Bearer ${who}` } }),
  });
}

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  job = await jobOf(t, "el-kontroll");
  ({ tokens } = await tokensFor(t, ROLES));
  completed = await bookProject(t, job, NORA, "2026-03-05T07:00:00.000Z");
  notDone = await bookProject(t, job, NORA, "2026-03-05T11:00:00.000Z");
  others = await bookProject(t, job, OTHER_CUSTOMER, "2026-03-06T07:00:00.000Z");
  per = await perNilsen(t);
  await setProject(t, completed.uuid, { status: "in_progress", electricianId: per });
  // The other customer's job is not the demo electrician login's (Per Nilsen): he does not reach it.
  const [colleague] = await t.database.db
    .select({ id: electrician.id, uuid: electrician.uuid })
    .from(electrician)
    .where(
      and(
        isNull(electrician.userId),
        eq(electrician.contractorId, sql`(select contractor_id from project where uuid = ${others.uuid})`),
      ),
    );
  if (!colleague) throw new Error("no electrician without a login");
  notPer = colleague;
  await setProject(t, others.uuid, { status: "invoiced", electricianId: notPer.id });
  await setProject(t, notDone.uuid, { status: "scheduled" });
}, 180_000);
afterAll(() => t.close());

describe("the completion message", () => {
  it("sends the customer an SMS and an email with an absolute link to rate the job on my page", async () => {
    const version = await versionOf(call as never, token("GLOBAL_ADMIN"), completed.uuid);
    const done = await call("POST", `/api/project/${completed.uuid}/move`, token("GLOBAL_ADMIN"), {
      move: "complete",
      version,
    });
    expect(done.statusCode, done.body).toBe(200);
    const link = `https://montortorget.test/dashboard/prosjekt/${completed.uuid}#vurdering`;
    const lines = await messagesTo(t, NORA);
    const sms = lines.find((line) => line.channel === "sms" && line.text.includes("er fullført"));
    expect(sms?.text).toContain(`Gi jobben en vurdering på Min side: ${link}`);
    const mails = await messagesTo(t, "kunde@example.no");
    expect(mails.some((line) => line.text.includes(`Gi den 1 til 5 stjerner på Min side: ${link}`))).toBe(
      true,
    );
  });
});

describe("rating a project", () => {
  it("is refused before the job is completed, with a declared 409", async () => {
    const seen = await call("GET", `/api/rating/project/${notDone.uuid}`, token("CUSTOMER"));
    expect(seen.json().data).toEqual({ rating: null, mayRate: false });
    const res = await call("PUT", `/api/rating/project/${notDone.uuid}`, token("CUSTOMER"), { stars: 5 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "RATING_NOT_YET",
      message: "Du kan gi en vurdering når jobben er fullført.",
    });
  });

  it("is for the project's customer only: staff and installers 403, other customers and foreign installers 404", async () => {
    for (const role of ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN", "ELECTRICIAN"] as const) {
      const res = await call("PUT", `/api/rating/project/${others.uuid}`, token(role), { stars: 1 });
      expect(res.statusCode, role).toBe(role === "ELECTRICIAN" ? 404 : 403);
    }
    for (const who of ["CUSTOMER", "OTHER_CONTRACTOR_ADMIN", "SALES_PARTNER_SELLER"] as const) {
      const res = await call("PUT", `/api/rating/project/${others.uuid}`, token(who), { stars: 1 });
      expect(res.statusCode, who).toBe(404);
      expect(res.json().message).toBe("Fant ikke prosjektet.");
      const read = await call("GET", `/api/rating/project/${others.uuid}`, token(who));
      expect(read.statusCode, who).toBe(404);
    }
    expect((await call("PUT", `/api/rating/project/${others.uuid}`, null, { stars: 1 })).statusCode).toBe(
      401,
    );
  });

  it("validates stars and the comment's length in Norwegian", async () => {
    const bad = await call("PUT", `/api/rating/project/${completed.uuid}`, token("CUSTOMER"), {
      stars: 6,
      comment: "x".repeat(1001),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      stars: ["Velg fra 1 til 5 stjerner"],
      comment: ["Må være maks 1000 tegn"],
    });
  });

  it("keeps one rating per project, which the customer may change until it is moderated", async () => {
    const first = await call("PUT", `/api/rating/project/${completed.uuid}`, token("CUSTOMER"), {
      stars: 4,
      comment: "Ryddig og hyggelig.",
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      mayRate: true,
      rating: { stars: 4, comment: "Ryddig og hyggelig.", commentStatus: "pending", moderatedBy: null },
    });
    expect(first.json().data.rating.changeableUntil).toBe(
      new Date(Date.parse(first.json().data.rating.createdAt) + 14 * 86_400_000).toISOString(),
    );
    const second = await call("PUT", `/api/rating/project/${completed.uuid}`, token("CUSTOMER"), {
      stars: 5,
      comment: "Ryddig, rask og hyggelig elektriker!",
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.rating).toMatchObject({ stars: 5, uuid: first.json().data.rating.uuid });
    // The same rating sent again (a double click) changes nothing.
    const again = await call("PUT", `/api/rating/project/${completed.uuid}`, token("CUSTOMER"), {
      stars: 5,
      comment: "Ryddig, rask og hyggelig elektriker!",
    });
    expect(again.statusCode).toBe(200);
    const rows = await t.database.db.execute(sql`select count(*)::int as n from rating`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
    // Staff who reach the project see the rating, and may not rate it.
    const staff = await call("GET", `/api/rating/project/${completed.number}`, token("CASEWORKER"));
    expect(staff.json().data).toMatchObject({ mayRate: false, rating: { stars: 5 } });
  });

  it("may not be changed after the change window", async () => {
    const res = await call("PUT", `/api/rating/project/${others.uuid}`, await otherCustomer(), {
      stars: 2,
      comment: "Kom for sent. Ring meg på 922 22 555.",
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db.execute(
      sql`update rating set created_at = created_at - interval '14 days 1 second' where project_id = (select id from project where uuid = ${others.uuid})`,
    );
    const late = await call("PUT", `/api/rating/project/${others.uuid}`, await otherCustomer(), { stars: 3 });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe("RATING_LOCKED");
    const seen = await call("GET", `/api/rating/project/${others.uuid}`, await otherCustomer());
    expect(seen.json().data).toMatchObject({ mayRate: false, rating: { stars: 2, changeableUntil: null } });
  });
});

let otherToken: string | null = null;
async function otherCustomer(): Promise<string> {
  if (!otherToken) {
    const { loginAs } = await import("../auth/auth.test-support.ts");
    const { asAuth } = await import("../project/project.test-support.ts");
    otherToken = await loginAs(asAuth(t), OTHER_CUSTOMER);
  }
  return otherToken;
}

describe("moderation", () => {
  it("lists and moderates for global admins and caseworkers only", async () => {
    for (const role of ROLES) {
      const res = await call("GET", "/api/rating?commentStatus=pending", token(role));
      expect(res.statusCode, role).toBe(role === "GLOBAL_ADMIN" || role === "CASEWORKER" ? 200 : 403);
    }
    const list = await call("GET", "/api/rating?commentStatus=pending", token("CASEWORKER"));
    expect(list.json().meta.total).toBe(2);
    const mine = list
      .json()
      .data.find((r: { project: { uuid: string } }) => r.project.uuid === completed.uuid);
    expect(mine).toMatchObject({
      stars: 5,
      customerName: "Kunde Kundesen",
      contractor: { name: expect.any(String) },
      jobs: [expect.any(String)],
    });
    const forbidden = await call("POST", `/api/rating/${mine.uuid}/moderation`, token("CONTRACTOR_ADMIN"), {
      decision: "approve",
    });
    expect(forbidden.statusCode).toBe(403);
    const approved = await call("POST", `/api/rating/${mine.uuid}/moderation`, token("CASEWORKER"), {
      decision: "approve",
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ commentStatus: "approved", moderatedBy: "Lars Berg" });
    const theirs = list
      .json()
      .data.find((r: { project: { uuid: string } }) => r.project.uuid === others.uuid);
    const rejected = await call("POST", `/api/rating/${theirs.uuid}/moderation`, token("GLOBAL_ADMIN"), {
      decision: "reject",
    });
    expect(rejected.json().data.commentStatus).toBe("rejected");
    const pending = await call("GET", "/api/rating?commentStatus=pending", token("CASEWORKER"));
    expect(pending.json().meta.total).toBe(0);
    const byContractor = await call(
      "GET",
      `/api/rating?contractor=${mine.contractor.uuid}`,
      token("CASEWORKER"),
    );
    expect(byContractor.json().meta.total).toBe(2);
  });

  it("locks the rating once its comment is approved", async () => {
    const res = await call("PUT", `/api/rating/project/${completed.uuid}`, token("CUSTOMER"), { stars: 1 });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RATING_LOCKED");
  });

  it("answers 404 for an unknown rating and 409 for one without a comment", async () => {
    const unknown = await call(
      "POST",
      "/api/rating/00000000-0000-4000-8000-000000000000/moderation",
      token("CASEWORKER"),
      {
        decision: "approve",
      },
    );
    expect(unknown.statusCode).toBe(404);
    const third = await bookProject(t, job, NORA, "2026-03-09T07:00:00.000Z");
    await setProject(t, third.uuid, { status: "completed", electricianId: per });
    const rated = await call("PUT", `/api/rating/project/${third.uuid}`, token("CUSTOMER"), {
      stars: 3,
      comment: " ",
    });
    expect(rated.json().data.rating).toMatchObject({ stars: 3, comment: null, commentStatus: null });
    const res = await call(
      "POST",
      `/api/rating/${rated.json().data.rating.uuid}/moderation`,
      token("CASEWORKER"),
      {
        decision: "approve",
      },
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe("RATING_NO_COMMENT");
  });
});

type TimelineEvent = { kind: string; actor: string; message: string | null; internal: boolean };
async function ratingEvents(uuid: string, who: string): Promise<TimelineEvent[]> {
  const res = await call("GET", `/api/project/${uuid}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.timeline.filter((event: TimelineEvent) => event.kind === "rating");
}

describe("the project's timeline", () => {
  it("tells the customer the stars they gave and changed, once per change", async () => {
    const events = await ratingEvents(completed.uuid, token("CUSTOMER"));
    expect(events.map(({ actor, message, internal }) => ({ actor, message, internal }))).toEqual([
      { actor: "Kunden", message: "Kunden ga 4 av 5 stjerner, med en kommentar", internal: false },
      { actor: "Kunden", message: "Kunden endret vurderingen fra 4 til 5 av 5 stjerner", internal: false },
    ]);
  });

  it("shows staff and the electrician the moderation as an internal event, the customer not", async () => {
    const approved = {
      kind: "rating",
      actor: "Lars Berg",
      message: "Kommentaren i kundens vurdering er godkjent og vises på jobbsidene",
      internal: true,
    };
    for (const role of ["CASEWORKER", "ELECTRICIAN"] as const) {
      const events = await ratingEvents(completed.uuid, token(role));
      expect(events, role).toHaveLength(3);
      expect(events[2], role).toMatchObject(approved);
    }
    const rejected = await ratingEvents(others.uuid, token("CASEWORKER"));
    expect(rejected.map((event) => event.message)).toEqual([
      "Kunden ga 2 av 5 stjerner, med en kommentar",
      "Kommentaren i kundens vurdering er avvist og vises ikke offentlig",
    ]);
    expect(rejected[1]?.internal).toBe(true);
    const customer = await ratingEvents(others.uuid, await otherCustomer());
    expect(customer.map((event) => event.message)).toEqual(["Kunden ga 2 av 5 stjerner, med en kommentar"]);
  });
});

describe("averages", () => {
  it("shows a job page the average, the count and approved comments only, with first name and place", async () => {
    const res = await call("GET", `/api/rating/job/${job.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.count).toBe(3);
    expect(data.average).toBeCloseTo((5 + 2 + 3) / 3, 2);
    expect(data.comments).toHaveLength(1);
    expect(data.comments[0]).toEqual({
      firstName: "Kunde",
      place: expect.any(String),
      stars: 5,
      comment: "Ryddig, rask og hyggelig elektriker!",
      at: expect.any(String),
    });
    expect(res.body).not.toContain("Kundesen");
    expect(res.body).not.toContain("kunde@example.no");
    expect(res.body).not.toContain("922");
    expect(res.body).not.toContain("Kom for sent");
    expect(res.body).not.toContain("Storgata");
    const none = await call("GET", "/api/rating/job/999999");
    expect(none.json().data).toEqual({ average: null, count: 0, comments: [] });
  });

  it("gives a contractor's admin their own average, and nobody else's", async () => {
    const list = await call("GET", "/api/rating", token("CASEWORKER"));
    const oslo = list.json().data[0].contractor.uuid;
    const own = await call("GET", `/api/rating/contractor/${oslo}`, token("CONTRACTOR_ADMIN"));
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data.count).toBe(3);
    const staff = await call("GET", `/api/rating/contractor/${oslo}`, token("CASEWORKER"));
    expect(staff.json().data).toEqual(own.json().data);
    const foreign = await call("GET", `/api/rating/contractor/${oslo}`, token("OTHER_CONTRACTOR_ADMIN"));
    expect(foreign.statusCode).toBe(404);
  });
});

describe("an electrician's own average", () => {
  let perUser: string;
  let perRow: string;
  const url = (uuid: string) => `/api/rating/electrician/${uuid}`;

  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ user: appUser.uuid, electrician: electrician.uuid })
      .from(electrician)
      .innerJoin(appUser, eq(appUser.id, electrician.userId))
      .where(eq(electrician.id, per));
    if (!row) throw new Error("Per Nilsen has no login");
    perUser = row.user;
    perRow = row.electrician;
  });

  it("gives the electrician the ratings of the jobs they did, by their login's uuid or their own", async () => {
    for (const uuid of [perUser, perRow]) {
      const own = await call("GET", url(uuid), token("ELECTRICIAN"));
      expect(own.statusCode, own.body).toBe(200);
      // Per did the completed job (5 stars) and the third (3); his colleague did the other customer's (2).
      expect(own.json().data).toEqual({ average: 4, count: 2 });
    }
  });

  it("refuses an electrician another electrician's average, and anything unknown", async () => {
    const colleague = await call("GET", url(notPer.uuid), token("ELECTRICIAN"));
    expect(colleague.statusCode).toBe(404);
    expect(colleague.body).not.toContain("average");
    const unknown = await call("GET", url("00000000-0000-4000-8000-000000000000"), token("ELECTRICIAN"));
    expect(unknown.statusCode).toBe(404);
  });

  it("gives a contractor's admin their own electricians' averages, and not another company's", async () => {
    const mine = await call("GET", url(perRow), token("CONTRACTOR_ADMIN"));
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().data).toEqual({ average: 4, count: 2 });
    const colleague = await call("GET", url(notPer.uuid), token("CONTRACTOR_ADMIN"));
    expect(colleague.json().data).toEqual({ average: 2, count: 1 });
    for (const uuid of [perRow, perUser, notPer.uuid]) {
      const foreign = await call("GET", url(uuid), token("OTHER_CONTRACTOR_ADMIN"));
      expect(foreign.statusCode, uuid).toBe(404);
    }
  });

  it("gives staff any electrician's average, 404 for an unknown one; customers and nobody are refused", async () => {
    const staff = await call("GET", url(perUser), token("CASEWORKER"));
    expect(staff.json().data).toEqual({ average: 4, count: 2 });
    const unknown = await call("GET", url("00000000-0000-4000-8000-000000000000"), token("CASEWORKER"));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Fant ikke montøren.");
    expect((await call("GET", url(perUser), token("CUSTOMER"))).statusCode).toBe(403);
    expect((await call("GET", url(perUser))).statusCode).toBe(401);
  });
});
