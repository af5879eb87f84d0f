import { addDays, osloDate, osloToUtc, weekday } from "@mt/domain/time/oslo-clock";
import { and, arrayContains, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { DEMO_CLAIMS, demoClaimVisitTime } from "../../db/demo-claims.ts";
import { DEMO_PROJECTS, demoProjectTime, nthWorkingDay } from "../../db/demo-projects.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { availabilityException, electrician, timeslot, weeklyAvailability } from "./schedule.schema.ts";

interface SeedElectrician {
  firstName: string;
  lastName: string;
  workTypes: string[];
  /** Own week instead of the contractor's standard one. */
  week?: { weekday: number; start: string; end: string }[];
  /** The contractor's demo electrician login (the user with the ELECTRICIAN role who works there) is this one. */
  login?: true;
}

const weekdays = (start: string, end: string, days = [1, 2, 3, 4, 5]) =>
  days.map((weekday) => ({ weekday, start, end }));

/** Each contractor's standard week and electricians; the Oslo contractor has several. */
export const DEMO_ELECTRICIANS: Record<
  string,
  { standard: ReturnType<typeof weekdays>; electricians: SeedElectrician[] }
> = {
  "Oslo Elektro og Varme AS": {
    standard: weekdays("07:30", "15:30"),
    electricians: [
      { firstName: "Ola", lastName: "Nordmann", workTypes: ["ELECTRICIAN", "HEAT_PUMP"] },
      { firstName: "Kari", lastName: "Hansen", workTypes: ["ELECTRICIAN", "SOLAR"] },
      {
        firstName: "Jonas",
        lastName: "Berg",
        workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"],
        // Works long days Monday to Thursday and Saturday mornings.
        week: [...weekdays("07:00", "17:00", [1, 2, 3, 4]), { weekday: 6, start: "09:00", end: "14:00" }],
      },
      {
        firstName: "Ingrid",
        lastName: "Larsen",
        workTypes: ["ELECTRICIAN"],
        // Part time: Tuesday to Thursday.
        week: weekdays("08:00", "16:00", [2, 3, 4]),
      },
      // The demo electrician login's own record (the users seeder put that login at this contractor).
      { firstName: "Per", lastName: "Nilsen", workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"], login: true },
    ],
  },
  "Bergen Elektro AS": {
    standard: weekdays("08:00", "16:00"),
    electricians: [
      { firstName: "Lars", lastName: "Johansen", workTypes: ["ELECTRICIAN", "HEAT_PUMP"] },
      { firstName: "Sofie", lastName: "Olsen", workTypes: ["ELECTRICIAN"] },
    ],
  },
  "Trøndelag Installasjon AS": {
    standard: weekdays("07:00", "15:00"),
    electricians: [
      { firstName: "Magnus", lastName: "Nilsen", workTypes: ["ELECTRICIAN", "SOLAR"] },
      { firstName: "Emma", lastName: "Pedersen", workTypes: ["ELECTRICIAN"] },
    ],
  },
  "Stavanger Kraft og Sol AS": {
    standard: weekdays("08:00", "16:00"),
    electricians: [
      { firstName: "Henrik", lastName: "Kristiansen", workTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"] },
      { firstName: "Nora", lastName: "Jensen", workTypes: ["ELECTRICIAN", "SOLAR"] },
    ],
  },
};

const OSLO_DEMO = "Oslo Elektro og Varme AS";

/** Time off this week and next on the Oslo team's calendars (working days from the seeding day). */
const DEMO_TIME_OFF = [
  { electrician: "Ola", kind: "sick", note: null, day: 1, start: "07:30", end: "15:30" },
  { electrician: "Jonas", kind: "blocked", note: "Kurs i varmepumper", day: 4, start: "07:00", end: "12:00" },
  { electrician: "Ingrid", kind: "holiday", note: "Avspasering", day: 2, start: "00:00", end: "23:59" },
] as const;

/** The Oslo date of the first `weekday` (1 Monday … 7 Sunday) at least `daysAhead` days from today. */
function nextWeekday(day: number, daysAhead: number): string {
  let date = addDays(osloDate(Date.now()), daysAhead);
  while (weekday(date) !== day) date = addDays(date, 1);
  return date;
}

/**
 * Electricians with realistic weeks for the seeded contractors, and exceptions of each kind: the
 * Oslo team's time off this week and next, a holiday (Kari), a blocked afternoon (Ola) and an extra
 * Saturday (Ingrid).
 */
export async function seedSchedule(tx: Db): Promise<void> {
  for (const [name, plan] of Object.entries(DEMO_ELECTRICIANS)) {
    const [owner] = await tx.select({ id: contractor.id }).from(contractor).where(eq(contractor.name, name));
    if (!owner) continue;
    await tx.insert(weeklyAvailability).values(
      plan.standard.map((s) => ({
        contractorId: owner.id,
        weekday: s.weekday,
        startTime: s.start,
        endTime: s.end,
      })),
    );
    for (const person of plan.electricians) {
      const [user] = person.login
        ? await tx
            .select({ id: appUser.id })
            .from(appUser)
            .where(
              and(eq(appUser.contractorId, owner.id), arrayContains(appUser.availableRoles, ["ELECTRICIAN"])),
            )
        : [];
      const [row] = await tx
        .insert(electrician)
        .values({
          contractorId: owner.id,
          userId: user?.id ?? null,
          firstName: person.firstName,
          lastName: person.lastName,
          workTypes: person.workTypes,
        })
        .returning({ id: electrician.id });
      if (!row) continue;
      if (person.week) {
        await tx.insert(weeklyAvailability).values(
          person.week.map((s) => ({
            contractorId: owner.id,
            electricianId: row.id,
            weekday: s.weekday,
            startTime: s.start,
            endTime: s.end,
          })),
        );
      }
      for (const shown of DEMO_TIME_OFF.filter(
        (t) => t.electrician === person.firstName && name === OSLO_DEMO,
      )) {
        const date = nthWorkingDay(osloDate(Date.now()), shown.day);
        await tx.insert(availabilityException).values({
          electricianId: row.id,
          kind: shown.kind,
          note: shown.note,
          startsAt: new Date(osloToUtc(date, shown.start)),
          endsAt: new Date(osloToUtc(date, shown.end)),
        });
      }
      if (person.firstName === "Ola" && name === "Oslo Elektro og Varme AS") {
        // A blocked afternoon (a course) on the Wednesday of next week.
        const wednesday = nextWeekday(3, 7);
        await tx.insert(availabilityException).values({
          electricianId: row.id,
          kind: "blocked",
          note: "Kurs",
          startsAt: new Date(osloToUtc(wednesday, "12:00")),
          endsAt: new Date(osloToUtc(wednesday, "15:30")),
        });
      }
      if (person.firstName === "Ingrid") {
        // An extra Saturday in two weeks: a solar job that needs the weekend.
        const saturday = nextWeekday(6, 14);
        await tx.insert(availabilityException).values({
          electricianId: row.id,
          kind: "extra",
          note: "Ekstra lørdag",
          startsAt: new Date(osloToUtc(saturday, "09:00")),
          endsAt: new Date(osloToUtc(saturday, "14:00")),
        });
      }
      if (person.firstName === "Kari") {
        // A week's holiday three weeks from the seeding day.
        const start = new Date(Date.now() + 21 * 86_400_000);
        await tx.insert(availabilityException).values({
          electricianId: row.id,
          kind: "holiday",
          note: "Ferie",
          startsAt: start,
          endsAt: new Date(start.getTime() + 7 * 86_400_000),
        });
      }
    }
  }
}

/** The demo projects' booked time on the demo electricians' calendars (none for cancelled ones). */
export async function seedDemoBookings(tx: Db): Promise<void> {
  for (const plan of DEMO_PROJECTS) {
    if (plan.status === "cancelled") continue;
    const [person] = await tx
      .select({ id: electrician.id })
      .from(electrician)
      .innerJoin(contractor, eq(contractor.id, electrician.contractorId))
      .where(and(eq(contractor.name, plan.contractor), eq(electrician.firstName, plan.electrician)));
    if (!person) continue;
    const time = demoProjectTime(plan);
    await tx.insert(timeslot).values({
      uuid: plan.reservationUuid,
      timeslotUuid: plan.timeslotUuid,
      status: "BOOKED",
      electricianId: person.id,
      ...time,
    });
  }
}

/** The time of the demo claims' planned visits (see db/demo-claims.ts). */
export async function seedDemoClaimVisits(tx: Db): Promise<void> {
  for (const plan of DEMO_CLAIMS) {
    const time = demoClaimVisitTime(plan);
    if (!plan.visit || !time) continue;
    const [person] = await tx
      .select({ id: electrician.id })
      .from(electrician)
      .innerJoin(contractor, eq(contractor.id, electrician.contractorId))
      .where(
        and(eq(contractor.name, plan.project.contractor), eq(electrician.firstName, plan.visit.electrician)),
      );
    if (!person) continue;
    await tx.insert(timeslot).values({
      uuid: plan.visit.reservationUuid,
      timeslotUuid: plan.visit.timeslotUuid,
      status: "BOOKED",
      electricianId: person.id,
      ...time,
    });
  }
}
