import { type ProjectStatus, statusRoad } from "@mt/domain/project/project-status";
import { osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { type DemoProjectPlan, nthWorkingDay } from "./demo-projects.ts";

/**
 * When each status of a demo project was reached, as the people who moved it would have: ordered a
 * few weeks before the appointment, confirmed and planned by the office on the working days after,
 * started at the appointment and completed when its work ends, invoiced a couple of working days
 * later; an inspection is done at its appointment and its offer follows. Every move is on a working
 * day in working hours (Oslo), after the one before, and none after `now`.
 */
export interface DemoStep {
  status: ProjectStatus;
  at: Date;
}

interface Appointment {
  startsAt: Date;
  endsAt: Date;
}

/** Office hours the demo's moves happen at, varied a little from project to project. */
const OFFICE_TIMES = ["09:10", "10:40", "13:25", "14:50", "11:05"] as const;

/** The statuses a project passed to reach its own, in order (a cancelled one stopped after the first). */
export function passedStatuses(plan: DemoProjectPlan, kind: "JOB" | "INSPECTION"): ProjectStatus[] {
  const road = statusRoad(kind);
  if (plan.status === "cancelled") return [road[0] as ProjectStatus, "cancelled"];
  if (plan.status === "invoiced") return [...road, "invoiced"];
  return road.slice(0, road.indexOf(plan.status) + 1);
}

export function demoTimeline(
  plan: DemoProjectPlan,
  kind: "JOB" | "INSPECTION",
  time: Appointment,
  index: number,
): DemoStep[] {
  const day = osloDate(time.startsAt.getTime());
  const officeTime = OFFICE_TIMES[index % OFFICE_TIMES.length] ?? "10:00";
  // Ordered a couple of weeks before the appointment: the office has moved it on since.
  const ordered = nthWorkingDay(day, -(14 + (index % 5)));
  const office = (days: number, at: string = officeTime) =>
    new Date(osloToUtc(nthWorkingDay(ordered, days), at));
  const after = (days: number, at: string) => new Date(osloToUtc(nthWorkingDay(day, days), at));
  const atOf: Record<ProjectStatus, () => Date> = {
    ordered: () => office(0),
    inspection_booked: () => office(0),
    inspected: () => time.endsAt,
    offer_sent: () => after(1, "10:05"),
    offer_accepted: () => after(3, "12:40"),
    confirmed: () => (kind === "INSPECTION" ? after(4, "09:30") : office(1, "08:45")),
    scheduled: () => (kind === "INSPECTION" ? after(5, "13:15") : office(2, "13:15")),
    in_progress: () => time.startsAt,
    completed: () => time.endsAt,
    invoiced: () => after(2, "11:20"),
    cancelled: () => office(3, "15:10"),
  };
  return passedStatuses(plan, kind).map((status) => ({ status, at: atOf[status]() }));
}
