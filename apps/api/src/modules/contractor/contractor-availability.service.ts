import type { AffectedWork, NewException, WeeklyStretchInput } from "@mt/contract/availability";
import { subtractIntervals } from "@mt/domain/time/intervals";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import {
  affectedByChange,
  type ExceptionKind,
  exceptionAround,
  isTimeOff,
  type TimeException,
  type WorkingTimeRules,
  workingIntervals,
} from "@mt/domain/time/working-time";
import type { Db } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import { type BookedWorkRow, bookedWorkRepository } from "./booked-work.repository.ts";
import {
  type ContractorRepository,
  contractorRepository,
  type ElectricianRow,
} from "./contractor.repository.ts";
import { contractorReach, has, isGlobalAdmin, NO_ELECTRICIAN } from "./contractor-reach.ts";

/** A proposed change to working time: exactly one of these. */
export type AvailabilityChange =
  | { standardWeek: WeeklyStretchInput[] }
  | { ownWeek: WeeklyStretchInput[] | null }
  | { exception: NewException }
  | { removeExceptionId: number };

/** An exception's instants: whole Oslo days without times, else from the first date's start time. */
export function exceptionInterval(x: NewException) {
  const start = osloToUtc(x.from_date, x.start_time ?? "00:00");
  const end = x.end_time ? osloToUtc(x.to_date, x.end_time) : osloToUtc(addDays(x.to_date, 1), "00:00");
  return { start, end };
}

const customerName = (c: BookedWorkRow["contact"]) =>
  [c?.firstName, c?.lastName].filter(Boolean).join(" ") || c?.company?.name || "Ukjent kunde";

/**
 * The availability editor: reads an electrician's weeks and exceptions, and saves a change only
 * when it takes no working time from booked work, or the work is kept (decision 029).
 */
export function contractorAvailabilityService(deps: {
  db: Db;
  repo: ContractorRepository;
  coverage: Pick<CoverageService, "contractorIdOf">;
  schedule: ScheduleService;
  now: () => Date;
}) {
  const { reach, electricianOf } = contractorReach(deps.repo, deps.coverage);
  const booked = bookedWorkRepository(deps.db);

  async function view(caller: Caller, contractorId: number, person: ElectricianRow) {
    const company = (await deps.repo.details([contractorId]))[0];
    if (!company) throw notFound(NO_ELECTRICIAN);
    const weeks = await deps.schedule.availability.weeks(contractorId);
    const strip = (rows: typeof weeks) => rows.map(({ weekday, start, end }) => ({ weekday, start, end }));
    const own = weeks.filter((w) => w.electricianId === person.id);
    const exceptions = await deps.schedule.availability.exceptions([person.id], deps.now());
    return {
      electrician: {
        uuid: person.uuid,
        userUuid: person.userUuid,
        firstName: person.firstName,
        lastName: person.lastName,
      },
      contractor: { id: company.id, uuid: company.uuid, name: company.name },
      timeZone: "Europe/Oslo" as const,
      standardWeek: strip(weeks.filter((w) => w.electricianId === null)),
      ownWeek: own.length > 0 ? strip(own) : null,
      exceptions: exceptions.map((x) => ({
        id: x.id,
        kind: x.kind as ExceptionKind,
        note: x.note,
        startsAt: x.startsAt.toISOString(),
        endsAt: x.endsAt.toISOString(),
      })),
      may: {
        editStandardWeek: isGlobalAdmin(caller) || has(caller, ["CONTRACTOR_ADMIN"]),
        swap: has(caller, ["GLOBAL_ADMIN", "CONTRACTOR_ADMIN", "CASEWORKER"]),
      },
    };
  }

  /**
   * The booked work the change takes working time from, for every electrician it touches (the
   * named one; for a standard week, everyone following it), judged on the rules read through `db`.
   */
  async function affected(db: Db, contractorId: number, person: ElectricianRow, change: AvailabilityChange) {
    const now = deps.now();
    const read = deps.schedule.availabilityIn(db);
    const weeks = await read.weeks(contractorId);
    const standard = weeks.filter((w) => w.electricianId === null);
    const ownOf = (id: number) => weeks.filter((w) => w.electricianId === id);
    const people =
      "standardWeek" in change
        ? (await contractorRepository(db).electricians(contractorId)).filter((e) => ownOf(e.id).length === 0)
        : [person];
    const ids = people.map((e) => e.id);
    const work = await bookedWorkRepository(db).bookedWork(ids, now);
    // Far enough for the booked work and for every reservation (the storefront offers 60 days).
    const last = Math.max(now.getTime() + 90 * 86_400_000, ...work.map((w) => w.endsAt.getTime()));
    const exceptions = await read.exceptions(ids, now);
    const openDays = new Set(
      await read.openDays(contractorId, addDays(osloDate(now.getTime()), -1), addDays(osloDate(last), 1)),
    );
    const result: BookedWorkRow[] = [];
    const rulesAfter = new Map<number, WorkingTimeRules>();
    for (const e of people) {
      const own = ownOf(e.id);
      const mine: TimeException[] = exceptions
        .filter((x) => x.electricianId === e.id)
        .map((x) => ({
          kind: x.kind as ExceptionKind,
          start: x.startsAt.getTime(),
          end: x.endsAt.getTime(),
          id: x.id,
        }));
      const before: WorkingTimeRules = { week: own.length > 0 ? own : standard, exceptions: mine, openDays };
      const after: WorkingTimeRules = { ...before };
      if ("standardWeek" in change) after.week = change.standardWeek;
      else if ("ownWeek" in change) after.week = change.ownWeek ?? standard;
      else if ("exception" in change)
        after.exceptions = [...mine, { kind: change.exception.kind, ...exceptionInterval(change.exception) }];
      else after.exceptions = mine.filter((x) => (x as { id?: number }).id !== change.removeExceptionId);
      rulesAfter.set(e.id, after);
      const theirs = work.filter((w) => w.electricianId === e.id);
      const hit = new Set(
        affectedByChange(
          theirs.map((w) => ({ id: w.timeslotUuid, start: w.startsAt.getTime(), end: w.endsAt.getTime() })),
          before,
          after,
          now.getTime(),
        ).map((b) => b.id),
      );
      result.push(...theirs.filter((w) => hit.has(w.timeslotUuid)));
    }
    return { people, ids, work, affected: result, rulesAfter };
  }

  function shown(rows: readonly BookedWorkRow[], people: readonly ElectricianRow[]): AffectedWork[] {
    return rows.map((w) => {
      const e = people.find((p) => p.id === w.electricianId);
      return {
        type: w.type,
        timeslotUuid: w.timeslotUuid,
        uuid: w.uuid,
        projectUuid: w.projectUuid,
        projectNumber: w.projectNumber,
        address: w.address,
        postCode: w.postCode,
        place: w.place,
        customerName: customerName(w.contact),
        startsAt: w.startsAt.toISOString(),
        endsAt: w.endsAt.toISOString(),
        windowStartsAt: w.windowStartsAt.toISOString(),
        windowEndsAt: w.windowEndsAt.toISOString(),
        electrician: { uuid: e?.uuid ?? "", firstName: e?.firstName ?? "", lastName: e?.lastName ?? "" },
      };
    });
  }

  /**
   * Saves a change in one transaction: the touched electricians' locks (the lock booking and moves
   * take), the affected work judged afresh, refused with 409 while any of it is neither swapped away
   * nor kept; kept work keeps its time (a hole in time off, else extra time over it).
   */
  async function save(
    contractorId: number,
    person: ElectricianRow,
    change: AvailabilityChange,
    keep: string[],
  ) {
    await deps.db.transaction(async (tx) => {
      const write = deps.schedule.availabilityIn(tx);
      const people =
        "standardWeek" in change
          ? (await contractorRepository(tx).electricians(contractorId)).map((e) => e.id)
          : [person.id];
      await write.lockElectricians(people);
      // A booking under way (it holds its reservation's row) finishes first; a new one waits.
      await write.lockTimeslots(people, deps.now());
      const found = await affected(tx, contractorId, person, change);
      const open = found.affected.filter((w) => !keep.includes(w.timeslotUuid));
      if (open.length > 0)
        throw apiError("AVAILABILITY_AFFECTS_PROJECTS", {
          message: `Endringen tar tid fra ${open.length === 1 ? "et booket oppdrag" : `${open.length} bookede oppdrag`}: ${open
            .slice(0, 5)
            .map((w) => `#${w.projectNumber} ${w.address}`)
            .join(", ")}. Bytt montør eller behold oppdragene først.`,
          errors: { keep: open.map((w) => w.timeslotUuid) },
        });
      const kept = found.affected;
      if ("standardWeek" in change) await write.replaceWeek(contractorId, null, change.standardWeek);
      else if ("ownWeek" in change) await write.replaceWeek(contractorId, person.id, change.ownWeek ?? []);
      else if ("removeExceptionId" in change) {
        if (!(await write.removeException(person.id, change.removeExceptionId)))
          throw notFound("Fant ikke unntaket.");
      }
      if ("exception" in change) {
        const x = change.exception;
        const whole = exceptionInterval(x);
        const pieces = isTimeOff(x.kind)
          ? exceptionAround(
              whole,
              kept.map((w) => ({ start: w.startsAt.getTime(), end: w.endsAt.getTime() })),
            )
          : [whole];
        await write.addExceptions(
          pieces.map((p) => ({
            electricianId: person.id,
            kind: x.kind,
            note: x.note || null,
            startsAt: new Date(p.start),
            endsAt: new Date(p.end),
          })),
        );
      } else {
        await write.addExceptions(
          kept.map((w) => ({
            electricianId: w.electricianId,
            kind: "extra",
            note: `Beholdt for oppdrag #${w.projectNumber}`,
            startsAt: w.startsAt,
            endsAt: w.endsAt,
          })),
        );
      }
      // A cart holding time the change takes away loses it (its booking answers CART_EXPIRED and the
      // customer chooses again): no reservation turns into booked time outside working time.
      const held = await write.liveReservations(found.ids, deps.now());
      const outside = held.filter((r) => {
        const rules = found.rulesAfter.get(r.electricianId);
        if (!rules) return false;
        // Kept booked work cannot overlap a reservation (one electrician's timeslots never do), so
        // the holes and extra stretches kept work gets make no difference here.
        const slot = { start: r.startsAt.getTime(), end: r.endsAt.getTime() };
        return subtractIntervals([slot], workingIntervals(rules, slot.start, slot.end)).length > 0;
      });
      await write.releaseReservations(outside.map((r) => r.id));
    });
  }

  async function companyOf(uuid: string) {
    const company = await booked.companyOf(uuid);
    if (!company) throw notFound(NO_ELECTRICIAN);
    return company;
  }

  return {
    async availability(caller: Caller, uuid: string) {
      const company = await companyOf(uuid);
      const { contractorId, electrician } = await electricianOf(caller, String(company.id), uuid);
      return view(caller, contractorId, electrician);
    },

    async affectedWork(caller: Caller, ref: string, uuid: string, change: AvailabilityChange) {
      const { contractorId, electrician } = await electricianOf(caller, ref, uuid);
      if ("standardWeek" in change && !(isGlobalAdmin(caller) || has(caller, ["CONTRACTOR_ADMIN"])))
        throw apiError("FORBIDDEN");
      const found = await affected(deps.db, contractorId, electrician, change);
      return shown(found.affected, found.people);
    },

    async replaceStandardWeek(caller: Caller, ref: string, week: WeeklyStretchInput[], keep: string[]) {
      const contractorId = await reach(caller, ref);
      if (!(isGlobalAdmin(caller) || has(caller, ["CONTRACTOR_ADMIN"]))) throw apiError("FORBIDDEN");
      const [anyone] = await deps.repo.electricians(contractorId);
      if (anyone) await save(contractorId, anyone, { standardWeek: week }, keep);
      else await deps.schedule.availability.replaceWeek(contractorId, null, week);
      return week;
    },

    async replaceOwnWeek(
      caller: Caller,
      ref: string,
      uuid: string,
      week: WeeklyStretchInput[] | null,
      keep: string[],
    ) {
      const { contractorId, electrician } = await electricianOf(caller, ref, uuid);
      await save(contractorId, electrician, { ownWeek: week }, keep);
      return view(caller, contractorId, electrician);
    },

    async addException(caller: Caller, ref: string, uuid: string, exception: NewException, keep: string[]) {
      const { contractorId, electrician } = await electricianOf(caller, ref, uuid);
      const { end } = exceptionInterval(exception);
      if (end <= deps.now().getTime())
        throw fieldError("VALIDATION_ERROR", "to_date", "Unntaket er allerede over");
      await save(contractorId, electrician, { exception }, keep);
      return view(caller, contractorId, electrician);
    },

    async removeException(caller: Caller, ref: string, uuid: string, id: number, keep: string[]) {
      const { contractorId, electrician } = await electricianOf(caller, ref, uuid);
      await save(contractorId, electrician, { removeExceptionId: id }, keep);
      return view(caller, contractorId, electrician);
    },
  };
}

export type ContractorAvailabilityService = ReturnType<typeof contractorAvailabilityService>;
