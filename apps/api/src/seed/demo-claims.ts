import { randomUUID } from "node:crypto";
import type { ClaimStatus } from "@mt/domain/claim/claim-status";
import { osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { DEMO_PROJECTS, type DemoProjectPlan, demoProjectTime, nthWorkingDay } from "./demo-projects.ts";

/**
 * The demo claims, one in every status, on the demo contractors' completed and invoiced projects,
 * planned once here so that the schedule module books the planned visit's time and the claim module
 * writes the claims. A visit takes an electrician, day and window no demo project uses.
 */
export interface DemoClaimPlan {
  project: DemoProjectPlan;
  status: ClaimStatus;
  description: string;
  /** Working days since it was opened. */
  age: number;
  resolution?: string;
  visit?: { electrician: string; day: number; window: 0 | 1; reservationUuid: string; timeslotUuid: string };
}

const completed = (contractor: DemoProjectPlan["contractor"], status: "completed" | "invoiced") => {
  const found = DEMO_PROJECTS.find((p) => p.contractor === contractor && p.status === status);
  if (!found) throw new Error(`no ${status} demo project at ${contractor}`);
  return found;
};

const noraDone = completed("Oslo Elektro og Varme AS", "completed");
const invoiced = completed("Oslo Elektro og Varme AS", "invoiced");
const bergenDone = completed("Bergen Elektro AS", "completed");

export const DEMO_CLAIMS: readonly DemoClaimPlan[] = [
  {
    project: noraDone,
    status: "opened",
    description: "Jordfeilbryteren løser ut når vaskemaskinen går. Det skjedde ikke før el-kontrollen.",
    age: 1,
  },
  {
    project: noraDone,
    status: "scheduled",
    description: "Dekselet på sikringsskapet sitter løst og går ikke helt igjen.",
    age: 3,
    visit: {
      electrician: "Per",
      day: 5,
      window: 1,
      reservationUuid: randomUUID(),
      timeslotUuid: randomUUID(),
    },
  },
  {
    project: invoiced,
    status: "resolved",
    description: "Laderen viser rødt lys og lader ikke bilen etter regnværet.",
    age: 9,
    resolution: "Elektrikeren byttet en fuktskadet pakning i laderen. Den lader som den skal igjen.",
  },
  {
    project: invoiced,
    status: "rejected",
    description: "Kabelen til laderen er for kort til den nye bilen.",
    age: 6,
    resolution:
      "Kabellengden ble avtalt ved bestillingen og er ikke en feil ved arbeidet. Vi gir deg gjerne et tilbud på en lengre kabel.",
  },
  {
    project: bergenDone,
    status: "opened",
    description: "En av stikkontaktene i stua har sluttet å virke.",
    age: 2,
  },
];

/**
 * When the customer opened the claim and when the caseworker answered it (the next working day): in
 * working hours, after the job was done, and not after `now`.
 */
export function demoClaimTimes(plan: DemoClaimPlan, now = Date.now()) {
  const opened = nthWorkingDay(osloDate(now), -plan.age);
  return {
    openedAt: new Date(osloToUtc(opened, "10:15")),
    answeredAt: new Date(osloToUtc(nthWorkingDay(opened, 1), "13:30")),
  };
}

/** The planned visit's window and work (two hours), from the seeding day. */
export function demoClaimVisitTime(plan: DemoClaimPlan, now = Date.now()) {
  if (!plan.visit) return null;
  return demoProjectTime({ ...plan.project, day: plan.visit.day, window: plan.visit.window }, now);
}
