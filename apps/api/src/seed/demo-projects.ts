import { randomUUID } from "node:crypto";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import { addDays, osloDate, osloToUtc, weekday } from "@mt/domain/time/oslo-clock";
import { publicHoliday } from "@mt/domain/time/public-holidays";

/**
 * The demo back office's projects, planned once here so that the areas that own their parts seed
 * them in step: the cart module its booked carts, the schedule module the booked time on the demo
 * electricians' calendars, the projects module the projects and their timelines. The uuids tie the
 * parts together within one seeding run.
 */
export interface DemoProjectPlan {
  cartUuid: string;
  /** The timeslot row's uuid and its booked uuid; no time for a cancelled project. */
  reservationUuid: string;
  timeslotUuid: string;
  contractor: "Oslo Elektro og Varme AS" | "Bergen Elektro AS";
  electrician: string;
  /** "nora" is the demo customer (Nora Hansen); a number is one of the demo customers. */
  customer: "nora" | number;
  status: ProjectStatus;
  job: "el-kontroll" | "elbillader" | "luft-til-vann-varmepumpe";
  /** Working days from the seeding day (negative: done in the past), and the arrival window. */
  day: number;
  window: 0 | 1;
  /** An inspection's mode (on site unless said). */
  inspectionMode?: "ON_SITE" | "VIDEO";
}

/** Demo customers who ordered (the demo back office's projects belong to them and to Nora Hansen). */
export const DEMO_CUSTOMERS = [
  {
    firstName: "Jonas",
    lastName: "Andersen",
    phoneNumber: "+4793000001",
    email: "jonas.andersen@example.no",
  },
  { firstName: "Sara", lastName: "Lie", phoneNumber: "+4793000002", email: "sara.lie@example.no" },
  { firstName: "Emil", lastName: "Strand", phoneNumber: "+4793000003", email: "emil.strand@example.no" },
  { firstName: "Ida", lastName: "Moen", phoneNumber: "+4793000004", email: "ida.moen@example.no" },
  { firstName: "Thomas", lastName: "Eide", phoneNumber: "+4793000005", email: "thomas.eide@example.no" },
] as const;

const plan = (
  p: Omit<DemoProjectPlan, "cartUuid" | "reservationUuid" | "timeslotUuid">,
): DemoProjectPlan => ({
  ...p,
  cartUuid: randomUUID(),
  reservationUuid: randomUUID(),
  timeslotUuid: randomUUID(),
});

const OSLO = "Oslo Elektro og Varme AS" as const;
const BERGEN = "Bergen Elektro AS" as const;

// Each electrician, day and window once: no two bookings overlap, even where a part-timer's day moves
// to one they work; Jonas works afternoons (his course is a morning) and Ola mornings (his blocked
// time is an afternoon). Per Nilsen is the demo electrician login; Nora's first project is far
// enough ahead for her to move it herself.
const RECENT_PROJECTS: readonly DemoProjectPlan[] = [
  plan({
    contractor: OSLO,
    electrician: "Per",
    customer: "nora",
    status: "scheduled",
    job: "elbillader",
    day: 6,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Ola",
    customer: "nora",
    status: "ordered",
    job: "el-kontroll",
    day: 8,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Per",
    customer: "nora",
    status: "completed",
    job: "el-kontroll",
    day: -10,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Ola",
    customer: "nora",
    status: "cancelled",
    job: "el-kontroll",
    day: 3,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Per",
    customer: 0,
    status: "confirmed",
    job: "el-kontroll",
    day: 4,
    window: 1,
  }),
  plan({
    contractor: OSLO,
    electrician: "Per",
    customer: 1,
    status: "in_progress",
    job: "elbillader",
    day: 0,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Ola",
    customer: 2,
    status: "invoiced",
    job: "elbillader",
    day: -20,
    window: 1,
  }),
  plan({
    contractor: OSLO,
    electrician: "Ola",
    customer: 3,
    status: "inspection_booked",
    job: "luft-til-vann-varmepumpe",
    day: 5,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Per",
    customer: 4,
    status: "inspected",
    job: "luft-til-vann-varmepumpe",
    day: -3,
    window: 1,
  }),
  plan({
    contractor: OSLO,
    electrician: "Ola",
    customer: 0,
    status: "scheduled",
    job: "el-kontroll",
    day: 2,
    window: 0,
  }),
  plan({
    contractor: BERGEN,
    electrician: "Lars",
    customer: 1,
    status: "offer_sent",
    job: "luft-til-vann-varmepumpe",
    day: -6,
    window: 0,
  }),
  plan({
    contractor: BERGEN,
    electrician: "Sofie",
    customer: 2,
    status: "offer_accepted",
    job: "luft-til-vann-varmepumpe",
    day: -8,
    window: 1,
  }),
  plan({
    contractor: BERGEN,
    electrician: "Lars",
    customer: 3,
    status: "ordered",
    job: "el-kontroll",
    day: 7,
    window: 1,
  }),
  plan({
    contractor: BERGEN,
    electrician: "Sofie",
    customer: 4,
    status: "scheduled",
    job: "elbillader",
    day: 9,
    window: 0,
  }),
  plan({
    contractor: BERGEN,
    electrician: "Lars",
    customer: 0,
    status: "completed",
    job: "el-kontroll",
    day: -12,
    window: 1,
  }),
  plan({
    contractor: BERGEN,
    electrician: "Sofie",
    customer: 1,
    status: "cancelled",
    job: "el-kontroll",
    day: 5,
    window: 1,
  }),
  plan({
    contractor: BERGEN,
    electrician: "Lars",
    customer: 2,
    status: "confirmed",
    job: "el-kontroll",
    day: 3,
    window: 0,
  }),
  // Nora's inspection is done and her offer waits on "my page" (offer.seed.ts writes the offer).
  plan({
    contractor: OSLO,
    electrician: "Per",
    customer: "nora",
    status: "offer_sent",
    job: "luft-til-vann-varmepumpe",
    day: -2,
    window: 0,
  }),
  // Nora's video inspection: she joins from "my page", Sigrid Dahl (inspector) from the project page.
  plan({
    contractor: OSLO,
    electrician: "Per",
    customer: "nora",
    status: "inspection_booked",
    job: "luft-til-vann-varmepumpe",
    day: 3,
    window: 1,
    inspectionMode: "VIDEO",
  }),
  // Work for the rest of the Oslo team, so the company calendar is full this week and next.
  plan({
    contractor: OSLO,
    electrician: "Kari",
    customer: 1,
    status: "scheduled",
    job: "elbillader",
    day: 1,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Jonas",
    customer: 2,
    status: "confirmed",
    job: "el-kontroll",
    day: 1,
    window: 1,
  }),
  plan({
    contractor: OSLO,
    electrician: "Kari",
    customer: 3,
    status: "scheduled",
    job: "el-kontroll",
    day: 2,
    window: 1,
  }),
  plan({
    contractor: OSLO,
    electrician: "Jonas",
    customer: 4,
    status: "scheduled",
    job: "elbillader",
    day: 3,
    window: 1,
  }),
  plan({
    contractor: OSLO,
    electrician: "Ingrid",
    customer: 0,
    status: "ordered",
    job: "el-kontroll",
    day: 3,
    window: 1,
  }),
  plan({
    contractor: OSLO,
    electrician: "Ingrid",
    customer: 1,
    status: "scheduled",
    job: "elbillader",
    day: 4,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Kari",
    customer: 2,
    status: "confirmed",
    job: "el-kontroll",
    day: 5,
    window: 0,
  }),
  plan({
    contractor: OSLO,
    electrician: "Jonas",
    customer: 3,
    status: "inspection_booked",
    job: "luft-til-vann-varmepumpe",
    day: 6,
    window: 1,
  }),
];

/**
 * The demo companies' past work: jobs done and invoiced over the last months, spread over the
 * electricians, so that the key figures count claims against a year of completed jobs (a handful per
 * hundred), as a real company's would. Far enough back (from 25 working days) that no recent plan
 * above shares a day with them.
 */
const PAST_TEAM = [
  [OSLO, "Per"],
  [OSLO, "Ola"],
  [BERGEN, "Lars"],
  [OSLO, "Kari"],
  [OSLO, "Jonas"],
  [BERGEN, "Sofie"],
  [OSLO, "Ingrid"],
] as const;
export const PAST_JOB_COUNT = 42;
const PAST_JOBS: DemoProjectPlan[] = Array.from({ length: PAST_JOB_COUNT }, (_, i) => {
  const [contractor, electrician] = PAST_TEAM[i % PAST_TEAM.length] ?? PAST_TEAM[0];
  return plan({
    contractor,
    electrician,
    customer: i % DEMO_CUSTOMERS.length,
    status: "invoiced",
    job: i % 3 === 1 ? "elbillader" : "el-kontroll",
    day: -25 - i * 4,
    window: (i % 2) as 0 | 1,
  });
});

/** Every demo project: the recent ones above first (their numbers and places stay), then past work. */
export const DEMO_PROJECTS: readonly DemoProjectPlan[] = [...RECENT_PROJECTS, ...PAST_JOBS];

/** Minutes of work booked: an inspection takes an hour, a job two. */
export const demoDuration = (p: DemoProjectPlan) => (p.job === "luft-til-vann-varmepumpe" ? 60 : 120);

const WINDOWS = [
  ["08:00", "12:00"],
  ["12:00", "16:00"],
] as const;

/**
 * The weekdays of the demo electricians who do not work every weekday (their own week in
 * schedule.seed.ts: Jonas Monday to Thursday, Ingrid Tuesday to Thursday); everyone else works
 * Monday to Friday. A test holds the bookings inside the electricians' weeks.
 */
const OWN_WEEKDAYS: Record<string, readonly number[]> = {
  [`${OSLO}/Jonas`]: [1, 2, 3, 4],
  [`${OSLO}/Ingrid`]: [2, 3, 4],
};

export const workingDay = (date: string) => weekday(date) <= 5 && publicHoliday(date) === null;

/** The working day `n` working days from `today` (0: today, or the next working day). */
export function nthWorkingDay(today: string, n: number): string {
  let date = today;
  while (!workingDay(date)) date = addDays(date, n < 0 ? -1 : 1);
  for (let left = Math.abs(n); left > 0; ) {
    date = addDays(date, n < 0 ? -1 : 1);
    if (workingDay(date)) left -= 1;
  }
  return date;
}

/** The last working day before `date`. */
export function previousWorkingDay(date: string): string {
  let day = addDays(date, -1);
  while (!workingDay(day)) day = addDays(day, -1);
  return day;
}

/** The electrician's own working day nearest `date` that way (`step` 1 later, -1 earlier). */
function electricianDay(p: DemoProjectPlan, date: string, step: 1 | -1): string {
  const days = OWN_WEEKDAYS[`${p.contractor}/${p.electrician}`];
  let day = date;
  while (!workingDay(day) || (days && !days.includes(weekday(day)))) day = addDays(day, step);
  return day;
}

/**
 * The day of a planned project, from the seeding day: its working day, moved to one its electrician
 * works. A job in progress started on the last working morning that has begun.
 */
function demoProjectDay(p: DemoProjectPlan, now: number): string {
  const today = osloDate(now);
  if (p.status === "in_progress") {
    const begun = workingDay(today) && now >= osloToUtc(today, WINDOWS[p.window][0]);
    return electricianDay(p, begun ? today : previousWorkingDay(today), -1);
  }
  return electricianDay(p, nthWorkingDay(today, p.day), p.day < 0 ? -1 : 1);
}

/** The arrival window and the work of a planned project, from the seeding day. */
export function demoProjectTime(p: DemoProjectPlan, now = Date.now()) {
  const date = demoProjectDay(p, now);
  const [start, end] = WINDOWS[p.window];
  const windowStartsAt = new Date(osloToUtc(date, start));
  return {
    windowStartsAt,
    windowEndsAt: new Date(osloToUtc(date, end)),
    startsAt: windowStartsAt,
    endsAt: new Date(windowStartsAt.getTime() + demoDuration(p) * 60_000),
  };
}
