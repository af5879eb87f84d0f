import { defaultRange } from "@mt/domain/key-figures/period";
import { initialStatus, MOVE_RULES, type ProjectStatus } from "@mt/domain/project/project-status";
import { osloDate, osloTime, weekday } from "@mt/domain/time/oslo-clock";
import { publicHoliday } from "@mt/domain/time/public-holidays";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claim, claimEvent } from "../modules/claim/claim.schema.ts";
import { keyFiguresService } from "../modules/key-figures/key-figures.service.ts";
import { offer } from "../modules/offer/offer.schema.ts";
import { project, projectEvent } from "../modules/project/project.schema.ts";
import {
  availabilityException,
  electrician,
  timeslot,
  weeklyAvailability,
} from "../modules/schedule/schedule.schema.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { seedDemoData } from "./seed.ts";

/*
 * The demo as a caseworker reads it (issue 39): every demo project's timeline runs in order, on
 * working days in working hours, done only after its appointment; the bookings sit in their
 * electricians' weeks; the key figures are a real company's; no line costs nothing.
 */

let t: TestApp;
let seededAt: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database, { people: true });
  seededAt = Date.now();
}, 120_000);
afterAll(() => t.close());

const NOT_STARTED: readonly ProjectStatus[] = ["inspection_booked", "ordered", "confirmed", "scheduled"];
const ON_SITE: readonly ProjectStatus[] = ["inspected", "in_progress", "completed"];
/** Statuses only reached once the appointment (the inspection's, for an inspection) has begun. */
const VISITED: readonly ProjectStatus[] = [
  "inspected",
  "offer_sent",
  "offer_accepted",
  "in_progress",
  "completed",
  "invoiced",
];

/** Monday to Friday, not a Norwegian public holiday, 07:00–17:00 in Oslo. */
function workingHours(at: Date): boolean {
  const day = osloDate(at.getTime());
  const time = osloTime(at.getTime());
  return weekday(day) <= 5 && publicHoliday(day) === null && time >= "07:00" && time <= "17:00";
}

const legalMove = (from: ProjectStatus, to: ProjectStatus) =>
  Object.values(MOVE_RULES).some((rule) => rule.to === to && rule.from.includes(from));

async function demo() {
  const db = t.database.db;
  const [projects, events, slots] = await Promise.all([
    db.select().from(project).orderBy(asc(project.number)),
    db.select().from(projectEvent).orderBy(asc(projectEvent.at), asc(projectEvent.id)),
    db.select().from(timeslot),
  ]);
  return { projects, events, slots };
}

describe("the demo's projects", () => {
  it("each follow their timeline: legal moves, in order, in working hours, done after the appointment", async () => {
    const { projects, events, slots } = await demo();
    expect(projects.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const p of projects) {
      const own = events.filter((e) => e.projectId === p.id);
      const moves = own.filter((e) => e.kind === "created" || e.kind === "status");
      const name = `Prosjekt ${p.number} (${p.status})`;
      const slot = slots.find((s) => s.id === p.timeslotId);
      const cancelled = moves.find((e) => e.toStatus === "cancelled");
      const formerStart = (cancelled?.meta as { formerWindow?: { windowStartsAt: string } } | null)
        ?.formerWindow?.windowStartsAt;
      const appointment = slot?.startsAt ?? (formerStart ? new Date(formerStart) : null);
      if (!appointment) {
        problems.push(`${name}: no appointment`);
        continue;
      }
      if (moves[0]?.kind !== "created" || moves[0].toStatus !== initialStatus(p.kind)) {
        problems.push(`${name}: does not start as ordered`);
      }
      if (moves.at(-1)?.toStatus !== p.status) problems.push(`${name}: the timeline ends elsewhere`);
      if (moves[0] && moves[0].at.getTime() !== p.createdAt.getTime()) {
        problems.push(`${name}: created at another time than ordered`);
      }
      for (const [i, e] of moves.entries()) {
        const before = moves[i - 1];
        const to = e.toStatus as ProjectStatus;
        if (before) {
          if (e.fromStatus !== before.toStatus) problems.push(`${name}: ${to} from ${e.fromStatus}`);
          if (!legalMove(before.toStatus as ProjectStatus, to)) {
            problems.push(`${name}: ${before.toStatus} → ${to} is no move`);
          }
          if (e.at <= before.at) problems.push(`${name}: ${to} not after ${before.toStatus}`);
        }
        if (ON_SITE.includes(to) && e.at < appointment)
          problems.push(`${name}: ${to} before the appointment`);
        if ((NOT_STARTED.includes(to) || to === "cancelled") && e.at >= appointment) {
          problems.push(`${name}: ${to} after the appointment`);
        }
      }
      for (const e of own) {
        if (!workingHours(e.at)) {
          problems.push(
            `${name}: ${e.kind} ${e.toStatus ?? ""} at ${osloDate(e.at.getTime())} ${osloTime(e.at.getTime())}`,
          );
        }
        if (e.at.getTime() > seededAt) problems.push(`${name}: ${e.kind} in the future`);
      }
      if (NOT_STARTED.includes(p.status) && appointment.getTime() <= seededAt) {
        problems.push(`${name}: not started, but its appointment has passed`);
      }
      if (VISITED.includes(p.status) && appointment.getTime() > seededAt) {
        problems.push(`${name}: under way before its appointment`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("have claims opened after the job was done and answered in working hours", async () => {
    const db = t.database.db;
    const { projects, events } = await demo();
    const [claims, claimEvents] = await Promise.all([db.select().from(claim), db.select().from(claimEvent)]);
    expect(claims.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const c of claims) {
      const p = projects.find((row) => row.id === c.projectId);
      const done = events.find((e) => e.projectId === c.projectId && e.toStatus === "completed");
      if (!p || !done) {
        problems.push(`claim ${c.id}: on a job not completed`);
        continue;
      }
      for (const e of claimEvents.filter((row) => row.claimId === c.id)) {
        if (e.at <= done.at) problems.push(`claim ${c.id} on ${p.number}: ${e.kind} before the job was done`);
        if (!workingHours(e.at) || e.at.getTime() > seededAt) {
          problems.push(`claim ${c.id} on ${p.number}: ${e.kind} at ${e.at.toISOString()}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("are booked inside their electricians' weeks and clear of their time off", async () => {
    const db = t.database.db;
    const { projects, slots } = await demo();
    const [people, weeks, off] = await Promise.all([
      db.select().from(electrician),
      db.select().from(weeklyAvailability),
      db.select().from(availabilityException),
    ]);
    const problems: string[] = [];
    for (const p of projects) {
      const slot = slots.find((s) => s.id === p.timeslotId);
      const person = people.find((e) => e.id === slot?.electricianId);
      if (!slot || !person) continue;
      const own = weeks.filter((w) => w.electricianId === person.id);
      const week =
        own.length > 0
          ? own
          : weeks.filter((w) => w.contractorId === person.contractorId && w.electricianId === null);
      const day = osloDate(slot.startsAt.getTime());
      const [from, to] = [osloTime(slot.startsAt.getTime()), osloTime(slot.endsAt.getTime())];
      const inWeek = week.some((w) => w.weekday === weekday(day) && w.startTime <= from && to <= w.endTime);
      if (!inWeek)
        problems.push(`Prosjekt ${p.number}: ${person.firstName} does not work ${day} ${from}–${to}`);
      const away = off.find(
        (x) =>
          x.electricianId === person.id &&
          x.kind !== "extra" &&
          x.startsAt < slot.endsAt &&
          slot.startsAt < x.endsAt,
      );
      if (away) problems.push(`Prosjekt ${p.number}: ${person.firstName} is away (${away.kind}) ${day}`);
    }
    expect(problems).toEqual([]);
  });

  it("make key figures of a real company: a handful of claims per hundred completed jobs", async () => {
    const today = osloDate(Date.now());
    const figures = await keyFiguresService({ db: t.database.db }).figures({
      ...defaultRange(today),
      interval: "month",
    });
    const { claims, completedJobs } = figures.current;
    expect(claims).toBeGreaterThan(0);
    expect(completedJobs).toBeGreaterThanOrEqual(30);
    expect((claims * 100) / completedJobs).toBeLessThanOrEqual(15);
  });

  it("have no line at kr 0: every job and offer line has its price", async () => {
    const { projects } = await demo();
    const offers = await t.database.db.select().from(offer);
    const free = [
      ...projects.flatMap((p) =>
        p.lineItems
          .filter((line) => line.totals.totalOre <= 0)
          .map((line) => `Prosjekt ${p.number}: ${line.title}`),
      ),
      ...projects.filter((p) => p.totalOre <= 0).map((p) => `Prosjekt ${p.number}: total`),
      ...offers.flatMap((o) =>
        o.lines.filter((line) => line.totalOre <= 0).map((line) => `Tilbud ${o.id}: ${line.description}`),
      ),
    ];
    expect(free).toEqual([]);
  });
});
