import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone, loginAs } from "../auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  jobOf,
  newCart,
  onlyOneElectrician,
} from "../booking/booking.test-support.ts";
import { asAuth, caller } from "../project/project.test-support.ts";
import { at, completedProject, opened, overlaps } from "./claim.test-support.ts";

/*
 * A claim's visit and a job race for the one electrician's window: the database's exclusion
 * constraint lets no two hold the same time. Runs on whichever engine the run uses: concurrent on
 * the PostgreSQL server, serialised on PGlite.
 */
let t: BookingTestApp;
let job: { id: number; versionId: number };
let caseworker: string;

beforeAll(async () => {
  t = await createBookingTestApp("2026-03-02T07:00:00.000Z");
  await onlyOneElectrician(t.database.db, "07:00", "17:00");
  job = await jobOf(t, "el-kontroll");
  caseworker = await loginAs(asAuth(t), demoPhone("CASEWORKER"));
}, 180_000);
afterAll(() => t.close());

const CLAIMS = 12;
const CARTS = 24;

describe("a claim and a job racing for one electrician", () => {
  it(`${CLAIMS} claim visits and ${CARTS} bookings for one window: no two hold the same time, every loser TIMESLOT_TAKEN`, async () => {
    const call = caller(t);
    const window = at("2026-03-10", "08:00");
    const windows = ["2026-03-03", "2026-03-04", "2026-03-05"].flatMap((d) =>
      ["08:00", "12:00"].map((time) => at(d, time)),
    );
    let next = 0;
    const project = await completedProject(
      t,
      job,
      demoPhone("CUSTOMER"),
      () => windows[next++ % windows.length] as string,
      "2026-02-27T12:00:00.000Z",
    );
    const claims = [];
    for (let i = 0; i < CLAIMS; i++) claims.push(await opened(call, caseworker, { project: project.uuid }));
    const carts = await Promise.all(Array.from({ length: CARTS }, () => newCart(t, job)));
    const bodies = await Promise.all(carts.map((_, i) => bookBody(t, `+47931${String(i).padStart(5, "0")}`)));

    const claimAttempts = claims.map(async (claim) => {
      const res = await call("POST", `/api/claim/${claim.uuid}/schedule`, caseworker, {
        version: claim.version,
        startsAt: window,
      });
      return { kind: "claim", status: res.statusCode, body: res.json() };
    });
    const jobAttempts = carts.map(async (id, i) => {
      const reserved = await call("POST", `/api/cart/${id}/reservation`, null, { startsAt: window });
      if (reserved.statusCode !== 201)
        return { kind: "job", status: reserved.statusCode, body: reserved.json() };
      const booked = await t.app.inject({
        method: "POST",
        url: `/api/cart/${id}/book`,
        payload: bodies[i],
        headers: { "idempotency-key": `race-${i}` },
      });
      return { kind: "job", status: booked.statusCode, body: booked.json() };
    });
    const outcomes = await Promise.all([...claimAttempts, ...jobAttempts]);

    const winners = outcomes.filter((o) => o.status === 200 || o.status === 201);
    const losers = outcomes.filter((o) => o.status !== 200 && o.status !== 201);
    expect(winners.length).toBeGreaterThan(0);
    for (const loser of losers) {
      expect(loser.status, JSON.stringify(loser.body)).toBe(409);
      expect(loser.body.code).toBe("TIMESLOT_TAKEN");
    }
    // Each winner holds its own stretch of the window: the starts are distinct and do not overlap.
    const starts = winners.map((w) =>
      w.kind === "claim" ? w.body.data.startsAt : w.body.data.project.startsAt,
    );
    expect(new Set(starts).size).toBe(winners.length);
    expect(await overlaps(t)).toBe(0);
    // The 08:00–12:00 window holds at most three 90-minute visits (08:00, 09:30, 11:00 at the latest).
    expect(winners.length).toBeLessThanOrEqual(3);
  });
});
