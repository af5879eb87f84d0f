import { CLAIM_MOVES, type ClaimMove, decideClaimMove } from "@mt/domain/claim/claim-status";
import { ROLES, type Role } from "@mt/domain/roles/roles";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone, userIdByPhone } from "../auth/auth.test-support.ts";
import { type BookingTestApp, createBookingTestApp, jobOf } from "../booking/booking.test-support.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { type Call, caller, messagesTo, perNilsen, tokensFor } from "../project/project.test-support.ts";
import { electrician } from "../schedule/schedule.schema.ts";
import { at, completedProject, customerImage, openClaim, opened } from "./claim.test-support.ts";

/*
 * Claims through the API: who reaches them, every move × role, the deadline and its override, the
 * schedule with the original contractor's electricians and the contractor's calls.
 */

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let job: { id: number; versionId: number };
let per: number;
let osloContractor: { id: number; uuid: string };
let bergenId: number;
const token = (role: Role | "OTHER_CONTRACTOR_ADMIN") => tokens.get(role) as string;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
/** Roles that reach a claim on Nora's project done by Per Nilsen at the Oslo contractor. */
const REACHING: readonly Role[] = [
  "GLOBAL_ADMIN",
  "CASEWORKER",
  "CUSTOMER_SERVICE",
  "CONTRACTOR_ADMIN",
  "ELECTRICIAN",
  "CUSTOMER",
];

/** Windows for the projects (three bookings each; several electricians work then), from 3 March. */
const WINDOWS = Array.from({ length: 50 }, (_, i) => new Date(Date.UTC(2026, 2, 3 + i))).flatMap((d) =>
  ["08:00", "12:00"].map((time) => at(d.toISOString().slice(0, 10), time)),
);
let next = 0;
const projectWindow = () => WINDOWS[Math.floor(next++ / 3) % WINDOWS.length] as string;
/** Windows for claim visits: weekdays from 13 April, one each, clear of the projects' time. */
const VISITS = Array.from({ length: 18 }, (_, i) => new Date(Date.UTC(2026, 3, 13 + i)))
  .filter((d) => d.getUTCDay() !== 0 && d.getUTCDay() !== 6)
  .flatMap((d) => ["08:00", "12:00"].map((time) => at(d.toISOString().slice(0, 10), time)));
let visit = 0;
const nextWindow = () => {
  const window = VISITS[visit++];
  if (!window) throw new Error("out of visit windows");
  return window;
};

/** Nora's completed project (by Per Nilsen), completed at `completedAt`. */
const noraProject = (completedAt = "2026-02-20T12:00:00.000Z") =>
  completedProject(t, job, NORA, projectWindow, completedAt, { electricianId: per });

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  call = caller(t);
  job = await jobOf(t, "el-kontroll");
  per = await perNilsen(t);
  ({ tokens, bergenId } = await tokensFor(t, ROLES));
  const [row] = await t.database.db
    .select({ id: contractor.id, uuid: contractor.uuid })
    .from(contractor)
    .innerJoin(electrician, eq(electrician.contractorId, contractor.id))
    .where(eq(electrician.id, per));
  if (!row) throw new Error("no contractor of Per");
  osloContractor = row;
}, 180_000);
afterAll(() => t.close());

describe("opening a claim", () => {
  it("lets the customer open one with a photo on a completed project; they are told; staff see it", async () => {
    const p = await noraProject("2026-02-20T12:00:00.000Z");
    const image = await customerImage(
      t,
      "customer/claim-test-1.jpg",
      await userIdByPhone(t.database.db, NORA),
    );
    const res = await openClaim(call, token("CUSTOMER"), {
      project: p.uuid,
      description: "  Varmekablene på badet blir ikke varme.  ",
      imageIds: [image],
    });
    expect(res.statusCode, res.body).toBe(201);
    const claim = res.json().data;
    expect(claim).toMatchObject({
      status: "opened",
      description: "Varmekablene på badet blir ikke varme.",
      images: [
        { id: image, url: expect.stringMatching(/^\/media\/customer\/claim-test-1\.jpg\?exp=\d+&sig=/) },
      ],
      deadline: "2031-02-20",
      deadlineText: "Reklamasjonsfrist: 20. februar 2031",
      overridden: false,
      overrideReason: null,
      project: { uuid: p.uuid, number: p.number },
      allowedMoves: [],
      mayReschedule: false,
    });
    expect(claim.timeline).toEqual([
      expect.objectContaining({ kind: "opened", actor: "Kunden", toStatus: "opened" }),
    ]);
    const sms = (await messagesTo(t, NORA)).filter(
      (l) => l.channel === "sms" && l.text.includes("reklamasjonen"),
    );
    expect(sms.at(-1)?.text).toContain(`${t.publicUrl}/dashboard/prosjekt/${p.uuid}`);

    const asCaseworker = await call("GET", `/api/claim/${claim.uuid}`, token("CASEWORKER"));
    expect(asCaseworker.json().data.allowedMoves).toEqual(["schedule", "resolve", "reject"]);
    const list = await call("GET", `/api/claim?search=${p.number}`, token("CASEWORKER"));
    expect(list.json().data.map((c: { uuid: string }) => c.uuid)).toEqual([claim.uuid]);
    const forProject = await call("GET", `/api/claim/for-project/${p.uuid}`, token("CUSTOMER"));
    expect(forProject.json().data).toMatchObject({
      deadlineText: "Reklamasjonsfrist: 20. februar 2031",
      withinDeadline: true,
      mayOpen: true,
      mayOverride: false,
      claims: [{ uuid: claim.uuid }],
    });
  });

  it("refuses an image that is not an uploaded one, a project not completed, and an installer", async () => {
    const p = await noraProject();
    const unknown = await openClaim(call, token("CUSTOMER"), { project: p.uuid, imageIds: [999_999] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { imageIds: ["Fant ikke bildet."] } });

    const installer = await openClaim(call, token("CONTRACTOR_ADMIN"), { project: p.uuid });
    expect(installer.statusCode).toBe(403);
    expect(installer.json().code).toBe("CLAIM_OPEN_FORBIDDEN");

    const foreign = await openClaim(call, token("OTHER_CONTRACTOR_ADMIN"), { project: p.uuid });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ project: ["Fant ikke prosjektet."] });

    const ongoing = await completedProject(t, job, NORA, projectWindow, "2026-02-20T12:00:00.000Z");
    await t.database.db.execute(
      // Back to scheduled: the work is not done.
      (await import("drizzle-orm")).sql`update project set status = 'scheduled' where uuid = ${ongoing.uuid}`,
    );
    const early = await openClaim(call, token("CUSTOMER"), { project: ongoing.uuid });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      code: "CLAIM_PROJECT_NOT_COMPLETED",
      message: "Du kan melde reklamasjon når jobben er fullført.",
    });
    const none = await call("GET", `/api/claim/for-project/${ongoing.uuid}`, token("CUSTOMER"));
    expect(none.json().data).toMatchObject({ deadline: null, deadlineText: null, mayOpen: false });
  });
});

describe("the deadline (five years after completion) and the override", () => {
  it("accepts a claim on the last day", async () => {
    // Completed Monday 2 March 2021 in Oslo: the last day is today, 2 March 2026.
    const p = await noraProject("2021-03-02T10:00:00.000Z");
    const res = await openClaim(call, token("CUSTOMER"), { project: p.uuid });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.deadlineText).toBe("Reklamasjonsfrist: 2. mars 2026");
  });

  it("refuses the customer one day after, even with a reason; only a caseworker or admin overrides, in writing", async () => {
    const p = await noraProject("2021-03-01T10:00:00.000Z");
    const late = await openClaim(call, token("CUSTOMER"), { project: p.uuid });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: "CLAIM_DEADLINE_PASSED" });
    expect(late.json().message).toContain("Reklamasjonsfristen gikk ut 1. mars 2026");

    const customerOverride = await openClaim(call, token("CUSTOMER"), {
      project: p.uuid,
      overrideReason: "Jeg vil gjerne",
    });
    expect(customerOverride.statusCode).toBe(403);
    expect(customerOverride.json().code).toBe("CLAIM_OVERRIDE_FORBIDDEN");
    const serviceOverride = await openClaim(call, token("CUSTOMER_SERVICE"), {
      project: p.uuid,
      overrideReason: "Kunden ringte",
    });
    expect(serviceOverride.json().code).toBe("CLAIM_OVERRIDE_FORBIDDEN");

    const noReason = await openClaim(call, token("CASEWORKER"), { project: p.uuid, overrideReason: "  " });
    expect(noReason.statusCode).toBe(409);
    expect(noReason.json()).toMatchObject({
      code: "CLAIM_DEADLINE_PASSED",
      errors: { overrideReason: [expect.stringContaining("Skriv en begrunnelse")] },
    });

    for (const role of ["CUSTOMER", "CASEWORKER"] as const) {
      const view = (await call("GET", `/api/claim/for-project/${p.uuid}`, token(role))).json().data;
      expect(view).toMatchObject({
        withinDeadline: false,
        mayOpen: false,
        mayOverride: role === "CASEWORKER",
      });
    }

    const reason = "Feil i kursen funnet av el-tilsynet; installatøren har godtatt å se på det.";
    const overridden = await openClaim(call, token("CASEWORKER"), {
      project: p.uuid,
      overrideReason: reason,
    });
    expect(overridden.statusCode, overridden.body).toBe(201);
    const claim = overridden.json().data;
    expect(claim).toMatchObject({ overridden: true, overrideReason: reason });
    expect(claim.timeline.map((e: { kind: string }) => e.kind)).toEqual(["opened", "override"]);
    expect(claim.timeline[1]).toMatchObject({ actor: "Lars Berg", message: reason });
    const admin = await openClaim(call, token("GLOBAL_ADMIN"), { project: p.uuid, overrideReason: "Avtalt" });
    expect(admin.statusCode).toBe(201);
    const filtered = await call("GET", "/api/claim?deadline=overridden", token("CASEWORKER"));
    expect(filtered.json().data.every((c: { overridden: boolean }) => c.overridden)).toBe(true);
    expect(filtered.json().data.map((c: { uuid: string }) => c.uuid)).toContain(claim.uuid);
  });
});

describe("who reaches a claim", () => {
  it("staff all, the contractor admin their company's, the electrician their own, the customer their own; others 404", async () => {
    const p = await noraProject();
    const claim = await opened(call, token("CASEWORKER"), { project: p.uuid });
    for (const role of [...ROLES, "OTHER_CONTRACTOR_ADMIN"] as const) {
      const res = await call("GET", `/api/claim/${claim.uuid}`, token(role));
      const reaches = (REACHING as readonly string[]).includes(role);
      expect(res.statusCode, role).toBe(reaches ? 200 : 404);
      if (!reaches)
        expect(res.json()).toMatchObject({ code: "NOT_FOUND", message: "Fant ikke reklamasjonen." });
      const list = await call("GET", "/api/claim?perPage=200", token(role));
      expect(list.statusCode, role).toBe(200);
      expect(
        list.json().data.some((c: { uuid: string }) => c.uuid === claim.uuid),
        role,
      ).toBe(reaches);
    }
    const unknown = await call(
      "GET",
      "/api/claim/00000000-0000-4000-8000-000000000000",
      token("GLOBAL_ADMIN"),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe("every move × role", () => {
  const movesOf = (move: ClaimMove, version: number) =>
    move === "schedule"
      ? { path: "schedule", body: { version, startsAt: nextWindow() } }
      : { path: move, body: { version, message: "Vi har sett på saken." } };

  for (const move of CLAIM_MOVES) {
    it(`${move}: allowed to exactly the roles the flow names, 404 outside reach`, async () => {
      for (const role of [...ROLES, "OTHER_CONTRACTOR_ADMIN"] as const) {
        const p = await noraProject();
        const claim = await opened(call, token("CASEWORKER"), { project: p.uuid });
        const { path, body } = movesOf(move, claim.version);
        const res = await call("POST", `/api/claim/${claim.uuid}/${path}`, token(role), body);
        if (!(REACHING as readonly string[]).includes(role)) {
          expect(res.statusCode, `${move} ${role}`).toBe(404);
          continue;
        }
        const decision = decideClaimMove("opened", move, [role as Role]);
        if (decision.ok) {
          expect(res.statusCode, `${move} ${role}: ${res.body}`).toBe(200);
          expect(res.json().data.status).toBe(decision.to);
          // From the end state nothing moves again.
          if (move !== "schedule") {
            const again = await call("POST", `/api/claim/${claim.uuid}/${path}`, token(role), {
              ...body,
              version: res.json().data.version,
            });
            expect(again.json().code).toBe("CLAIM_MOVE_NOT_ALLOWED");
          }
        } else {
          expect(res.statusCode, `${move} ${role}`).toBe(403);
          expect(res.json().code).toBe("CLAIM_MOVE_FORBIDDEN");
        }
      }
    });
  }

  it("refuses a stale version and a resolve without a message", async () => {
    const p = await noraProject();
    const claim = await opened(call, token("CASEWORKER"), { project: p.uuid });
    const stale = await call("POST", `/api/claim/${claim.uuid}/resolve`, token("CASEWORKER"), {
      version: claim.version + 1,
      message: "Løst",
    });
    expect(stale.json().code).toBe("CLAIM_VERSION_CONFLICT");
    const empty = await call("POST", `/api/claim/${claim.uuid}/resolve`, token("CASEWORKER"), {
      version: claim.version,
      message: "   ",
    });
    expect(empty.statusCode).toBe(422);
  });
});

describe("scheduling, swapping and resolving", () => {
  it("books the original electrician, swaps to another free one of the contractor, resolves; the customer is told", async () => {
    const p = await noraProject();
    const claim = await opened(call, token("CUSTOMER"), { project: p.uuid });
    const times = await call("GET", `/api/claim/${claim.uuid}/available-times?days=5`, token("CASEWORKER"));
    expect(times.statusCode, times.body).toBe(200);
    const window = times.json().data.earliest;
    expect(window).not.toBeNull();

    const scheduled = await call("POST", `/api/claim/${claim.uuid}/schedule`, token("CASEWORKER"), {
      version: claim.version,
      startsAt: window.startsAt,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const visit = scheduled.json().data;
    expect(visit).toMatchObject({
      status: "scheduled",
      windowStartsAt: window.startsAt,
      mayReschedule: true,
    });
    expect(visit.electrician).toMatchObject({ firstName: "Per", lastName: "Nilsen" });
    const told = (await messagesTo(t, NORA)).filter(
      (l) => l.channel === "sms" && l.text.includes("er planlagt"),
    );
    expect(told.at(-1)?.text).toContain(`prosjekt ${p.number}`);

    // The contractor's calls.
    const date = window.startsAt.slice(0, 10);
    const theirs = await call(
      "GET",
      `/api/contractor/${osloContractor.uuid}/claim?dates[]=${date}`,
      token("CONTRACTOR_ADMIN"),
    );
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().data.map((c: { uuid: string }) => c.uuid)).toContain(claim.uuid);
    const elsewhere = await call(
      "GET",
      `/api/contractor/${osloContractor.id}/claim`,
      token("OTHER_CONTRACTOR_ADMIN"),
    );
    expect(elsewhere.statusCode).toBe(404);
    const foreign = await call(
      "GET",
      `/api/contractor/${bergenId}/claim/${claim.uuid}/swappable-electricians`,
      token("OTHER_CONTRACTOR_ADMIN"),
    );
    expect(foreign.statusCode).toBe(404);
    const otherDay = await call(
      "GET",
      `/api/contractor/${osloContractor.id}/claim?from=2027-01-01&to=2027-01-02`,
      token("CASEWORKER"),
    );
    expect(otherDay.json().data).toEqual([]);

    const swappable = await call(
      "GET",
      `/api/contractor/${osloContractor.id}/claim/${claim.uuid}/swappable-electricians`,
      token("CONTRACTOR_ADMIN"),
    );
    expect(swappable.statusCode, swappable.body).toBe(200);
    const { timeslot_uuid, electricians } = swappable.json().data;
    expect(timeslot_uuid).toBe(visit.timeslot_uuid);
    expect(electricians.length).toBeGreaterThan(0);
    expect(electricians.map((e: { firstName: string }) => e.firstName)).not.toContain("Per");
    const target = electricians[0];

    const wrongSlot = await call(
      "POST",
      `/api/contractor/${osloContractor.id}/claim/${claim.uuid}/swap-timeslot`,
      token("CASEWORKER"),
      { timeslot_uuid: "00000000-0000-4000-8000-000000000000" },
    );
    // A time that does not exist is named like any other out of reach: 422 under the field.
    expect(wrongSlot.statusCode).toBe(422);
    expect(wrongSlot.json().errors).toEqual({ timeslot_uuid: ["Fant ikke tidspunktet."] });
    const swapped = await call(
      "POST",
      `/api/contractor/${osloContractor.id}/claim/${claim.uuid}/swap-timeslot`,
      token("CASEWORKER"),
      { timeslot_uuid, electrician_uuid: target.uuid },
    );
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data).toMatchObject({
      electrician: { uuid: target.uuid },
      windowStartsAt: window.startsAt,
      startsAt: visit.startsAt,
    });
    expect(swapped.json().data.timeline.at(-1)).toMatchObject({ kind: "swap", actor: "Lars Berg" });
    // Per no longer reaches it: the visit is someone else's.
    expect((await call("GET", `/api/claim/${claim.uuid}`, token("ELECTRICIAN"))).statusCode).toBe(404);

    const resolved = await call("POST", `/api/claim/${claim.uuid}/resolve`, token("CASEWORKER"), {
      version: swapped.json().data.version,
      message: "Vi bytter termostaten kostnadsfritt.",
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json().data).toMatchObject({
      status: "resolved",
      resolutionMessage: "Vi bytter termostaten kostnadsfritt.",
      allowedMoves: [],
    });
    const last = (await messagesTo(t, NORA)).filter((l) => l.channel === "sms" && l.text.includes("er løst"));
    expect(last.at(-1)?.text).toContain("Vi bytter termostaten kostnadsfritt.");
    const email = (await messagesTo(t, "kunde@example.no")).filter((l) => l.channel === "email");
    expect(email.length).toBeGreaterThan(0);
  });

  it("refuses a window nobody offers and swapping a claim with no visit", async () => {
    const p = await noraProject();
    const claim = await opened(call, token("CASEWORKER"), { project: p.uuid });
    const odd = await call("POST", `/api/claim/${claim.uuid}/schedule`, token("CASEWORKER"), {
      version: claim.version,
      startsAt: at("2026-03-10", "08:17"),
    });
    expect(odd.statusCode).toBe(422);
    const swappable = await call(
      "GET",
      `/api/contractor/${osloContractor.id}/claim/${claim.uuid}/swappable-electricians`,
      token("CASEWORKER"),
    );
    expect(swappable.json().code).toBe("CLAIM_NOT_SCHEDULED");
  });
});
