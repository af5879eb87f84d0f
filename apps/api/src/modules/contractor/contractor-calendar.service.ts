import { type CalendarWire, MAX_CALENDAR_DAYS } from "@mt/contract/contractor";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import type { ExceptionKind } from "@mt/domain/time/working-time";
import type { Caller } from "../../lib/access.ts";
import { fieldError, notFound } from "../../lib/http-error.ts";
import { rawJson } from "../../lib/raw-json.ts";
import { calendarEventsStore } from "./calendar-events-store.ts";
import { type Stretch, stretchNumbers, withExtraTime, workingTime } from "./calendar-working-time.ts";
import type { ElectricianRow } from "./contractor.repository.ts";
import {
  type ContractorServiceDeps,
  contractorBasics,
  DAY_MS,
  electricianView,
} from "./contractor-basics.ts";
import { has, isStaff, NO_ELECTRICIAN } from "./contractor-reach.ts";

type WireEvent = CalendarWire["electricians"][number]["events"][number];

const pick = (e: ReturnType<typeof electricianView>) => ({
  uuid: e.uuid,
  userUuid: e.userUuid,
  firstName: e.firstName,
  lastName: e.lastName,
  workTypes: e.workTypes,
});

/** A calendar bound: an Oslo date means its midnight in Oslo; anything else is an ISO instant. */
function calendarBound(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? osloToUtc(value, "00:00") : Date.parse(value);
}

/** The company's calendar: its electricians' working time, exceptions and booked work. */
export function contractorCalendarService(deps: ContractorServiceDeps) {
  const { repo, reach } = contractorBasics(deps);
  const calendarEvents = calendarEventsStore(repo);

  return {
    /**
     * The calendar of the company's electricians (or one) in [from, to): a fixed handful of
     * queries for any number of electricians. An electrician (without admin or staff roles) sees
     * only themselves: another electrician's uuid answers 404.
     */
    async calendar(
      caller: Caller,
      ref: string,
      query: { from: string; to: string; electrician_uuid?: string | undefined },
    ) {
      const id = await reach(caller, ref);
      const from = calendarBound(query.from);
      const to = calendarBound(query.to);
      if (!(to > from)) throw fieldError("VALIDATION_ERROR", "to", "Slutten må komme etter starten");
      const firstDate = osloDate(from);
      const lastDate = osloDate(to - 1);
      const days: string[] = [];
      for (
        let date = firstDate;
        date <= lastDate && days.length <= MAX_CALENDAR_DAYS;
        date = addDays(date, 1)
      )
        days.push(date);
      if (days.length > MAX_CALENDAR_DAYS || to - from > (MAX_CALENDAR_DAYS + 1) * DAY_MS)
        throw fieldError(
          "VALIDATION_ERROR",
          "to",
          `Kalenderen viser høyst ${MAX_CALENDAR_DAYS} dager om gangen`,
        );

      const admin = isStaff(caller) || has(caller, ["CONTRACTOR_ADMIN"]);
      let people: ElectricianRow[];
      if (query.electrician_uuid) {
        const found = await repo.electrician(id, query.electrician_uuid);
        if (!found || (!admin && found.userId !== caller.id)) throw notFound(NO_ELECTRICIAN);
        people = [found];
      } else {
        people = await repo.electricians(id);
        if (!admin) people = people.filter((e) => e.userId === caller.id);
      }
      // A fixed handful of queries, in parallel, whatever the number of electricians.
      const ids = people.map((e) => e.id);
      const read = deps.schedule.availability;
      const [patterns, exceptions, events, opened] = await Promise.all([
        read.weeks(id),
        read.exceptions(ids, new Date(from), new Date(to)),
        calendarEvents.events(ids, new Date(from), new Date(to)),
        read.openDays(id, firstDate, lastDate),
      ]);
      const openDays = new Set(opened);
      const standard = patterns.filter((p) => p.electricianId === null);
      // Most electricians keep the company's standard week: its stretches are laid out once.
      const laidOut = new Map<readonly unknown[], Stretch[]>();
      const stretchesOf = (pattern: typeof patterns) => {
        let stretches = laidOut.get(pattern);
        if (!stretches) {
          stretches = workingTime(pattern, days, openDays, from, to);
          laidOut.set(pattern, stretches);
        }
        return stretches;
      };
      const iso = (d: Date) => d.toISOString();
      // The events are PostgreSQL's JSON text, spliced in unparsed (lib/raw-json).
      const answer: CalendarWire = {
        timeZone: "Europe/Oslo" as const,
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        electricians: people.map((e) => {
          const own = patterns.filter((p) => p.electricianId === e.id);
          return {
            ...pick(electricianView(e)),
            availability: stretchNumbers(
              withExtraTime(
                stretchesOf(own.length > 0 ? own : standard),
                exceptions.filter((x) => x.electricianId === e.id && x.kind === "extra"),
                days,
                from,
                to,
              ),
              from,
            ),
            exceptions: exceptions
              .filter((x) => x.electricianId === e.id)
              .map((x) => ({
                kind: x.kind as ExceptionKind,
                note: x.note,
                startsAt: iso(x.startsAt),
                endsAt: iso(x.endsAt),
              })),
            events: rawJson<WireEvent[]>(events.get(e.id) ?? "[]"),
          };
        }),
      };
      return answer;
    },
  };
}
