import { addDays, osloDate, osloToUtc, weekday } from "@mt/domain/time/oslo-clock";
import { and, arrayContains, eq } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { DEMO_CLAIMS, demoClaimVisitTime } from "../../seed/demo-claims.ts";
import { DEMO_PROJECTS, demoProjectTime, nthWorkingDay } from "../../seed/demo-projects.ts";
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
const workingDay = (n: number) => nthWorkingDay(osloDate(Date.now()), n);

/** The Oslo date of the first `weekday` (1 Monday … 7 Sunday) at least `daysAhead` days from today. */
function nextWeekday(day: number, daysAhead: number): string {
  let date = addDays(osloDate(Date.now()), daysAhead);
  while (weekday(date) !== day) date = addDays(date, 1);
  return date;
}

const onDay = (date: string, start: string, end: string): [number, number] => [
  osloToUtc(date, start),
  osloToUtc(date, end),
];
const DAY_MS = 86_400_000;

/**
 * The demo's exceptions, by electrician's first name (and company, where the name is not enough),
 * each placed relative to the seeding day.
 */
const DEMO_TIME_OFF: {
  electrician: string;
  company?: string;
  kind: "holiday" | "sick" | "blocked" | "extra";
  note: string | null;
  when: () => [number, number];
}[] = [
  // This week and next on the Oslo team's calendars (working days from the seeding day).
  {
    electrician: "Ola",
    company: OSLO_DEMO,
    kind: "sick",
    note: null,
    when: () => onDay(workingDay(1), "07:30", "15:30"),
  },
  {
    electrician: "Jonas",
    company: OSLO_DEMO,
    kind: "blocked",
    note: "Kurs i varmepumper",
    when: () => onDay(workingDay(4), "07:00", "12:00"),
  },
  {
    electrician: "Ingrid",
    company: OSLO_DEMO,
    kind: "holiday",
    note: "Avspasering",
    when: () => onDay(workingDay(2), "00:00", "23:59"),
  },
  // A blocked afternoon (a course) on the Wednesday of next week.
  {
    electrician: "Ola",
    company: OSLO_DEMO,
    kind: "blocked",
    note: "Kurs",
    when: () => onDay(nextWeekday(3, 7), "12:00", "15:30"),
  },
  // An extra Saturday in two weeks: a solar job that needs the weekend.
  {
    electrician: "Ingrid",
    kind: "extra",
    note: "Ekstra lørdag",
    when: () => onDay(nextWeekday(6, 14), "09:00", "14:00"),
  },
  // A week's holiday three weeks from the seeding day.
  {
    electrician: "Kari",
    kind: "holiday",
    note: "Ferie",
    when: () => {
      const start = Date.now() + 21 * DAY_MS;
      return [start, start + 7 * DAY_MS];
    },
  },
];

/**
 * Electricians with realistic weeks for the seeded contractors, and exceptions of each kind
 * (`DEMO_TIME_OFF`).
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
      for (const off of DEMO_TIME_OFF.filter(
        (t) => t.electrician === person.firstName && (t.company ?? name) === name,
      )) {
        const [startsAt, endsAt] = off.when();
        await tx.insert(availabilityException).values({
          electricianId: row.id,
          kind: off.kind,
          note: off.note,
          startsAt: new Date(startsAt),
          endsAt: new Date(endsAt),
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

/** The time of the demo claims' planned visits (see seed/demo-claims.ts). */
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
