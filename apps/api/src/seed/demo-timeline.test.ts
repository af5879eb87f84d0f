import { osloDate, osloTime, weekday } from "@mt/domain/time/oslo-clock";
import { publicHoliday } from "@mt/domain/time/public-holidays";
import { describe, expect, it } from "vitest";
import { DEMO_CLAIMS, demoClaimVisitTime } from "./demo-claims.ts";
import { DEMO_PROJECTS, demoProjectTime, PAST_JOB_COUNT } from "./demo-projects.ts";
import { demoTimeline } from "./demo-timeline.ts";

/*
 * The demo plan seeded on any day of the year, at any hour (demo-coherence.test.ts checks the
 * database seeded today): bookings never overlap and fall on days their electrician works, and
 * every timeline is in order, in working hours and in the past, started only once its appointment
 * has begun.
 */

const DAY = 86_400_000;
const PART_TIMERS: Record<string, number[]> = { Jonas: [1, 2, 3, 4], Ingrid: [2, 3, 4] };
/** Where the past jobs start in the plan. */
const RECENT = DEMO_PROJECTS.length - PAST_JOB_COUNT;
const VISITED = ["inspected", "offer_sent", "offer_accepted", "in_progress", "completed", "invoiced"];

function problemsSeededAt(now: number): string[] {
  const problems: string[] = [];
  const booked: { who: string; startsAt: number; endsAt: number }[] = [];
  const book = (who: string, startsAt: Date, endsAt: Date, what: string) => {
    const clash = booked.find(
      (b) => b.who === who && b.startsAt < endsAt.getTime() && startsAt.getTime() < b.endsAt,
    );
    if (clash) problems.push(`${what}: ${who} is booked twice`);
    booked.push({ who, startsAt: startsAt.getTime(), endsAt: endsAt.getTime() });
  };
  for (const [index, plan] of DEMO_PROJECTS.entries()) {
    // The past jobs (from 25 working days back) are one electrician's every 28 days: the first few
    // stand for them all, and keep the year of seeding days quick.
    if (index >= RECENT + 7) break;
    const what = `plan ${index} (${plan.status})`;
    const time = demoProjectTime(plan, now);
    const day = osloDate(time.startsAt.getTime());
    const days = PART_TIMERS[plan.electrician] ?? [1, 2, 3, 4, 5];
    if (!days.includes(weekday(day)) || publicHoliday(day))
      problems.push(`${what}: ${plan.electrician} is off ${day}`);
    if (plan.status !== "cancelled")
      book(`${plan.contractor}/${plan.electrician}`, time.startsAt, time.endsAt, what);
    const begun = time.startsAt.getTime() <= now;
    if (VISITED.includes(plan.status) !== begun && plan.status !== "cancelled") {
      problems.push(`${what}: appointment ${day} ${begun ? "passed" : "ahead"}`);
    }
    const kind = plan.job === "luft-til-vann-varmepumpe" ? "INSPECTION" : "JOB";
    let before = 0;
    for (const step of demoTimeline(plan, kind, time, index)) {
      const at = step.at.getTime();
      const [date, clock] = [osloDate(at), osloTime(at)];
      if (at <= before) problems.push(`${what}: ${step.status} out of order`);
      if (at > now) problems.push(`${what}: ${step.status} in the future`);
      if (weekday(date) > 5 || publicHoliday(date) || clock < "07:00" || clock > "17:00") {
        problems.push(`${what}: ${step.status} at ${date} ${clock}`);
      }
      before = at;
    }
  }
  for (const claim of DEMO_CLAIMS) {
    const time = demoClaimVisitTime(claim, now);
    if (time && claim.visit) {
      book(
        `${claim.project.contractor}/${claim.visit.electrician}`,
        time.startsAt,
        time.endsAt,
        "claim visit",
      );
    }
  }
  return problems;
}

describe("the demo plan", () => {
  it("holds together whatever day and hour it is seeded", () => {
    const start = Date.parse("2026-01-01T00:00:00Z");
    const problems = new Set<string>();
    for (let day = 0; day < 366; day += 1) {
      // Each hour of the day comes round every few days: before work, at the start, during, after.
      const hour = [3, 7, 9, 15, 22][day % 5] ?? 9;
      const now = start + day * DAY + hour * 3_600_000;
      for (const problem of problemsSeededAt(now)) problems.add(`${osloDate(now)} ${hour}h: ${problem}`);
    }
    expect([...problems].slice(0, 20)).toEqual([]);
  });
});
