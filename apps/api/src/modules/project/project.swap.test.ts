import { ROLES, type Role } from "@mt/domain/roles/roles";
import { and, eq, inArray, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoPhone } from "../auth/auth.test-support.ts";
import {
  type BookingTestApp,
  bookBody,
  createBookingTestApp,
  integrity,
  jobOf,
  newCart,
} from "../booking/booking.test-support.ts";
import { at, overlaps } from "../claim/claim.test-support.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { availabilityException, electrician, weeklyAvailability } from "../schedule/schedule.schema.ts";
import { bookProject, type Call, caller, messagesTo, setProject, tokensFor } from "./project.test-support.ts";

/*
 * Swapping a project's electrician (spec section 7): the contractor's other electricians free for
 * the whole timeslot and qualified, the swap under the booking's guarantee, the timeline, the
 * customer's SMS, who may and the race. Three electricians of the Oslo contractor (Ola, Kari,
 * Jonas) work 08:00–09:30 every day: a 90-minute job has exactly one place in the 08:00 window, so
 * every booking and swap there competes for the same interval. Runs on whichever engine the run
 * uses: concurrent on the PostgreSQL server, serialised on PGlite.
 */

let t: BookingTestApp;
let call: Call;
let tokens: Awaited<ReturnType<typeof tokensFor>>["tokens"];
let bergenId: number;
let job: { id: number; versionId: number };
let oslo: { id: number; uuid: string };
let crew: Map<number, { uuid: string; firstName: string; lastName: string }>;
const token = (role: Role | "OTHER_CONTRACTOR_ADMIN") => tokens.get(role) as string;

// Monday 2 March 2026, 08:00 in Oslo.
const MONDAY = "2026-03-02T07:00:00.000Z";
const NORA = demoPhone("CUSTOMER");
const CREW = ["Ola", "Kari", "Jonas"];

beforeAll(async () => {
  t = await createBookingTestApp(MONDAY);
  call = caller(t);
  job = await jobOf(t, "el-kontroll");
  ({ tokens, bergenId } = await tokensFor(t, ROLES));
  const db = t.database.db;
  const [row] = await db
    .select({ id: contractor.id, uuid: contractor.uuid })
    .from(contractor)
    .where(eq(contractor.name, "Oslo Elektro og Varme AS"));
  if (!row) throw new Error("no Oslo contractor");
  oslo = row;
  const people = await db
    .select()
    .from(electrician)
    .where(and(eq(electrician.contractorId, oslo.id), inArray(electrician.firstName, CREW)));
  expect(people).toHaveLength(3);
  const ids = people.map((e) => e.id);
  crew = new Map(people.map((e) => [e.id, e]));
  await db.update(electrician).set({ active: false }).where(ne(electrician.contractorId, -1));
  await db.update(electrician).set({ active: true }).where(inArray(electrician.id, ids));
  await db.delete(availabilityException).where(inArray(availabilityException.electricianId, ids));
  await db.delete(weeklyAvailability).where(inArray(weeklyAvailability.electricianId, ids));
  await db.insert(weeklyAvailability).values(
    ids.flatMap((electricianId) =>
      [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        contractorId: oslo.id,
        electricianId,
        weekday,
        startTime: "08:00",
        endTime: "09:30",
      })),
    ),
  );
}, 180_000);
afterAll(() => t.close());

const swappableUrl = (contractorRef: string | number, pid: string | number) =>
  `/api/contractor/${contractorRef}/project/${pid}/swappable-electricians`;
const swapUrl = (contractorRef: string | number, pid: string | number) =>
  `/api/contractor/${contractorRef}/project/${pid}/swap-timeslot`;

/** The project as staff see it. */
async function detail(uuid: string) {
  const res = await call("GET", `/api/project/${uuid}`, token("CASEWORKER"));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function electricianOf(uuid: string) {
  const current = (await detail(uuid)).electrician.uuid;
  return [...crew.values()].find((e) => e.uuid === current);
}

const swapSms = async () =>
  (await messagesTo(t, NORA)).filter((l) => l.channel === "sms" && l.text.includes("annen elektriker"));

describe("swappable electricians and the swap", () => {
  it("lists only the free and qualified, swaps with a timeline event, no SMS while the name was not shown", async () => {
    const window = at("2026-03-10", "08:00");
    const p = await bookProject(t, job, NORA, window);
    const q = await bookProject(t, job, NORA, window);
    const holder = await electricianOf(p.uuid);
    const busy = await electricianOf(q.uuid);
    const third = [...crew.entries()].find(([, e]) => e !== holder && e !== busy);
    if (!holder || !busy || !third) throw new Error("crew not found");
    const [thirdId, free] = third;

    const listed = await call("GET", swappableUrl(oslo.uuid, p.uuid), token("CONTRACTOR_ADMIN"));
    expect(listed.statusCode, listed.body).toBe(200);
    const slot = (await detail(p.uuid)).timeslot_uuid;
    expect(listed.json().data).toEqual({
      timeslot_uuid: slot,
      electricians: [{ uuid: free.uuid, firstName: free.firstName, lastName: free.lastName }],
    });
    // Not qualified for the work: no longer listed.
    const db = t.database.db;
    await db
      .update(electrician)
      .set({ workTypes: ["SOLAR"] })
      .where(eq(electrician.id, thirdId));
    const unqualified = await call("GET", swappableUrl(oslo.id, p.number), token("CASEWORKER"));
    expect(unqualified.json().data.electricians).toEqual([]);
    await db
      .update(electrician)
      .set({ workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"] })
      .where(eq(electrician.id, thirdId));

    // Another timeslot than the project's own is refused.
    const wrong = await call("POST", swapUrl(oslo.id, p.uuid), token("CASEWORKER"), {
      timeslot_uuid: (await detail(q.uuid)).timeslot_uuid,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("PROJECT_TIMESLOT_MISMATCH");
    // The busy colleague cannot take it.
    const taken = await call("POST", swapUrl(oslo.id, p.uuid), token("CASEWORKER"), {
      timeslot_uuid: slot,
      electrician_uuid: busy.uuid,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("TIMESLOT_TAKEN");

    const before = (await swapSms()).length;
    const swapped = await call("POST", swapUrl(oslo.uuid, p.uuid), token("CONTRACTOR_ADMIN"), {
      timeslot_uuid: slot,
      electrician_uuid: free.uuid,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    const data = swapped.json().data;
    expect(data).toMatchObject({
      electrician: { uuid: free.uuid },
      startsAt: p.startsAt,
      timeslot_uuid: slot,
    });
    expect(data.timeline.at(-1)).toMatchObject({
      kind: "electrician",
      message: `Elektriker byttet fra ${holder.firstName} ${holder.lastName} til ${free.firstName} ${free.lastName}`,
      internal: true,
    });
    // The job was only ordered: the customer had not been shown a name, so no SMS.
    expect(await swapSms()).toHaveLength(before);
    // The former holder is now the free one.
    const after = await call("GET", swappableUrl(oslo.uuid, p.uuid), token("GLOBAL_ADMIN"));
    expect(after.json().data.electricians.map((e: { uuid: string }) => e.uuid)).toEqual([holder.uuid]);
    expect(await integrity(db)).toMatchObject({ overlaps: 0 });
  });

  it("texts the customer the new first name once the project is planned in (pid as the number)", async () => {
    const p = await bookProject(t, job, NORA, at("2026-03-11", "08:00"));
    await setProject(t, p.uuid, { status: "scheduled" });
    const listed = await call("GET", swappableUrl(oslo.id, p.number), token("CASEWORKER"));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data.electricians).toHaveLength(2);
    const before = (await swapSms()).length;
    const swapped = await call("POST", swapUrl(oslo.id, p.number), token("CASEWORKER"), {
      timeslot_uuid: listed.json().data.timeslot_uuid,
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.timeline.at(-1)).toMatchObject({ kind: "electrician", internal: false });
    const sms = (await swapSms()).slice(before);
    expect(sms).toHaveLength(1);
    expect(sms[0]?.text).toContain(`prosjekt ${p.number}`);
    expect(sms[0]?.text).toContain(swapped.json().data.electrician.firstName);
    // Without a named electrician it goes to one of the listed.
    expect(listed.json().data.electricians.map((e: { uuid: string }) => e.uuid)).toContain(
      swapped.json().data.electrician.uuid,
    );
    // The customer sees the new first name.
    const mine = await call("GET", `/api/project/${p.uuid}`, token("CUSTOMER"));
    expect(mine.json().data.electrician.firstName).toBe(swapped.json().data.electrician.firstName);
  });

  it("lets only the project's contractor admins, global admins and caseworkers in; another company's ids answer 404", async () => {
    const p = await bookProject(t, job, NORA, at("2026-03-13", "08:00"));
    const expected: Record<Role, number> = {
      GLOBAL_ADMIN: 200,
      CASEWORKER: 200,
      CONTRACTOR_ADMIN: 200,
      CUSTOMER_SERVICE: 403,
      ELECTRICIAN: 403,
      CUSTOMER: 403,
    } as Record<Role, number>;
    for (const role of ROLES) {
      const res = await call("GET", swappableUrl(oslo.uuid, p.uuid), token(role));
      expect(res.statusCode, `${role}: ${res.body}`).toBe(expected[role] ?? 403);
    }
    expect((await call("GET", swappableUrl(oslo.uuid, p.uuid), null)).statusCode).toBe(401);
    const start = await detail(p.uuid);
    const slot = start.timeslot_uuid;
    // Another company's admin: with the project's company, or with their own company's id.
    for (const ref of [oslo.uuid, String(oslo.id), String(bergenId)]) {
      const listed = await call("GET", swappableUrl(ref, p.uuid), token("OTHER_CONTRACTOR_ADMIN"));
      expect(listed.statusCode, listed.body).toBe(404);
      const swap = await call("POST", swapUrl(ref, p.uuid), token("OTHER_CONTRACTOR_ADMIN"), {
        timeslot_uuid: slot,
      });
      expect(swap.statusCode, swap.body).toBe(404);
    }
    // Staff naming the wrong company for the project, or a project that does not exist.
    expect((await call("GET", swappableUrl(bergenId, p.uuid), token("GLOBAL_ADMIN"))).statusCode).toBe(404);
    expect((await call("GET", swappableUrl(oslo.id, "99999999"), token("CASEWORKER"))).statusCode).toBe(404);
    expect((await call("GET", swappableUrl("999999", p.uuid), token("CASEWORKER"))).statusCode).toBe(404);
    // Nothing moved.
    expect(await detail(p.uuid)).toMatchObject({ version: start.version, electrician: start.electrician });
  });
});

describe("two swaps and a booking racing for one interval", () => {
  it("exactly one gets the free electrician's interval; the others TIMESLOT_TAKEN, no two hold the same time", async () => {
    const window = at("2026-03-12", "08:00");
    const p1 = await bookProject(t, job, NORA, window);
    const p2 = await bookProject(t, job, NORA, window);
    const slots = await Promise.all([p1, p2].map(async (p) => (await detail(p.uuid)).timeslot_uuid));
    const holders = await Promise.all([p1, p2].map((p) => electricianOf(p.uuid)));
    // The one electrician still free at 08:00: both swaps name them, the booking can only get them.
    const free = [...crew.values()].find((e) => !holders.includes(e));
    if (!free) throw new Error("no free electrician");
    const cart = await newCart(t, job);
    const body = await bookBody(t, "+4793100077");

    const swaps = [p1, p2].map(async (p, i) => {
      const res = await call(
        "POST",
        swapUrl(oslo.uuid, p.uuid),
        token(i ? "CASEWORKER" : "CONTRACTOR_ADMIN"),
        {
          timeslot_uuid: slots[i],
          electrician_uuid: free.uuid,
        },
      );
      return { kind: "swap", status: res.statusCode, body: res.json() };
    });
    const booking = (async () => {
      const reserved = await call("POST", `/api/cart/${cart}/reservation`, null, { startsAt: window });
      if (reserved.statusCode !== 201)
        return { kind: "job", status: reserved.statusCode, body: reserved.json() };
      const booked = await t.app.inject({
        method: "POST",
        url: `/api/cart/${cart}/book`,
        payload: body,
        headers: { "idempotency-key": "swap-race" },
      });
      return { kind: "job", status: booked.statusCode, body: booked.json() };
    })();
    const outcomes = await Promise.all([...swaps, booking]);
    const won = (o: (typeof outcomes)[number]) => o.status === 200 || o.status === 201;
    for (const loser of outcomes.filter((o) => !won(o))) {
      expect(loser.status, JSON.stringify(loser.body)).toBe(409);
      expect(loser.body.code).toBe("TIMESLOT_TAKEN");
    }

    // Who ended up with the free electrician's interval: a swap, or the booking.
    const swapWinners = outcomes.filter((o) => o.kind === "swap" && won(o));
    const job_ = outcomes.find((o) => o.kind === "job");
    const bookedOn = job_ && won(job_) ? job_.body.data.project.electrician.uuid : null;
    expect(swapWinners.length + (bookedOn === free.uuid ? 1 : 0), JSON.stringify(outcomes)).toBe(1);
    for (const w of swapWinners) expect(w.body.data.electrician.uuid).toBe(free.uuid);
    // A booking that came after a winning swap may take the time that swap gave up, and only that.
    if (bookedOn && bookedOn !== free.uuid) {
      expect(swapWinners).toHaveLength(1);
      expect(holders.map((h) => h?.uuid)).toContain(bookedOn);
    }
    expect(await overlaps(t)).toBe(0);
    // The losing swaps left their project as it was.
    const now = await Promise.all([p1, p2].map((p) => electricianOf(p.uuid)));
    expect(now.filter((e, i) => e !== holders[i])).toHaveLength(swapWinners.length);
  });
});
