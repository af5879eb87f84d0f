import {
  type CalendarWire,
  COVERAGE_PREVIEW_PLACES,
  MAX_CALENDAR_DAYS,
  parsePreviewWorkTypes,
  type registerContractorBodySchema,
  type updateContractorBodySchema,
} from "@mt/contract/contractor";
import { WORK_TYPES, type WorkType } from "@mt/domain/entities/enums";
import { postCodeMessages } from "@mt/domain/state/post-code-check";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import type { ExceptionKind } from "@mt/domain/time/working-time";
import type { z } from "zod";
import type { Db } from "../../db/database.ts";
import { isUniqueViolation } from "../../db/sql-state.ts";
import type { Env } from "../../env.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { rawJson } from "../../lib/raw-json.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { InvitationService } from "../invitation/invitation.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { calendarEventsStore } from "./calendar-events-store.ts";
import { type Stretch, stretchNumbers, withExtraTime, workingTime } from "./calendar-working-time.ts";
import {
  type ContractorRepository,
  contractorRepository,
  type ElectricianRow,
} from "./contractor.repository.ts";
import { contractorFeedbackEmail } from "./contractor-messages.ts";
import {
  contractorReach,
  has,
  isGlobalAdmin,
  isStaff,
  NO_ELECTRICIAN,
  NOT_FOUND,
} from "./contractor-reach.ts";

type Details = Awaited<ReturnType<ContractorRepository["details"]>>[number];

function view(c: Details) {
  return {
    id: c.id,
    uuid: c.uuid,
    name: c.name,
    organizationNumber: c.organizationNumber,
    address: c.address,
    postCode: c.postCode,
    postArea: c.postArea,
    basePostCode: c.basePostCode,
    basePlace: c.basePlace,
    radiusKm: c.radiusKm,
    active: c.active,
    status: c.active ? ("ACTIVE" as const) : c.approvedAt ? ("INACTIVE" as const) : ("PENDING" as const),
    workTypes: WORK_TYPES.flatMap((type) => {
      const w = c.workTypes.find((x) => x.workType === type);
      return w ? [{ workType: type, extendedRadiusKm: w.extendedRadiusKm }] : [];
    }),
    postCodes: c.postCodes,
    invoiceEmails: c.invoiceEmails,
    department: c.department && { id: c.department.id, name: c.department.name },
    electricianCount: c.electricianCount,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

type WireEvent = CalendarWire["electricians"][number]["events"][number];

const pick = (e: ReturnType<typeof electricianView>) => ({
  uuid: e.uuid,
  userUuid: e.userUuid,
  firstName: e.firstName,
  lastName: e.lastName,
  workTypes: e.workTypes,
});

function electricianView(e: ElectricianRow) {
  return {
    uuid: e.uuid,
    firstName: e.firstName,
    lastName: e.lastName,
    phoneNumber: e.phoneNumber,
    userUuid: e.userUuid,
    workTypes: WORK_TYPES.filter((type) => e.workTypes.includes(type)),
    createdAt: e.createdAt.toISOString(),
  };
}

const DAY_MS = 24 * 60 * 60_000;
/** An open cart counts as live in the coverage preview when touched within this many days. */
const OPEN_CART_DAYS = 30;

/** A calendar bound: an Oslo date means its midnight in Oslo; anything else is an ISO instant. */
function calendarBound(value: string): number {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? osloToUtc(value, "00:00") : Date.parse(value);
}

export function contractorService(deps: {
  db: Db;
  env: Env;
  coverage: CoverageService;
  users: UsersService;
  schedule: ScheduleService;
  notifications: NotificationsService;
  invitations: InvitationService;
  /** The number in a phone verification token, used up inside `tx` (auth); else null. */
  usePhoneToken: (tx: Db, token: string) => Promise<string | null>;
  now?: (() => number) | undefined;
}) {
  const repo = contractorRepository(deps.db);
  const calendarEvents = calendarEventsStore(repo);
  const now = () => new Date((deps.now ?? Date.now)());

  const { reach, electricianOf } = contractorReach(repo, deps.coverage);

  async function one(id: number) {
    const [found] = await repo.details([id]);
    if (!found) throw notFound(NOT_FOUND);
    return view(found);
  }

  async function checkPostCodes(field: string, codes: string[]) {
    const known = await repo.postCodeExists(codes);
    const unknown = [...new Set(codes)].filter((code) => !known.has(code));
    if (unknown.length > 0)
      throw fieldError(
        "VALIDATION_ERROR",
        field,
        unknown.slice(0, 10).map(postCodeMessages.notFound).join(" "),
      );
  }

  /** Per code, the work types one coverage has and the other lacks: what a change adds and drops. */
  async function coverageChange(today: Map<string, WorkType[]>, next: Map<string, WorkType[]>) {
    const lacking = (from: Map<string, WorkType[]>, to: Map<string, WorkType[]>) =>
      [...from]
        .map(([code, types]) => ({ code, workTypes: types.filter((t) => !(to.get(code) ?? []).includes(t)) }))
        .filter((c) => c.workTypes.length > 0)
        .sort((a, b) => a.code.localeCompare(b.code));
    const withPlace = (list: { code: string; workTypes: WorkType[] }[]) =>
      Promise.all(list.map(async (c) => ({ ...c, place: (await deps.coverage.find(c.code))?.place ?? "" })));
    return { added: await withPlace(lacking(next, today)), dropped: await withPlace(lacking(today, next)) };
  }

  async function feedbackOf(contractorId: number) {
    return (await repo.feedback(contractorId)).map((f) => ({
      uuid: f.uuid,
      feedback: f.feedback,
      from: [f.firstName, f.lastName].filter(Boolean).join(" ") || null,
      createdAt: f.createdAt.toISOString(),
    }));
  }

  return {
    async get(caller: Caller, ref: string) {
      return one(await reach(caller, ref));
    },

    async list(withCoverage: boolean) {
      const [all, upcoming] = await Promise.all([repo.details(), repo.upcomingJobCounts(now())]);
      const withCounts = (c: Details) => ({ ...view(c), upcomingJobCount: upcoming.get(c.id) ?? 0 });
      if (!withCoverage) return all.map(withCounts);
      return Promise.all(
        all.map(async (c) => {
          const shown = withCounts(c);
          const counts = new Map<WorkType, number>();
          for (const types of (await deps.coverage.reach(c)).values())
            for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
          const coverage = shown.workTypes.map((w) => ({
            workType: w.workType,
            postCodeCount: counts.get(w.workType) ?? 0,
          }));
          return { ...shown, coverage };
        }),
      );
    },

    async byArea(code: string) {
      const target = await deps.coverage.find(code);
      if (!target) throw fieldError("INVALID_POST_CODE", "x");
      const active = (await repo.details()).filter((c) => c.active);
      const found = await Promise.all(
        active.map(async (c) => ({
          id: c.id,
          uuid: c.uuid,
          name: c.name,
          workTypes: (await deps.coverage.reach(c, target)).get(code) ?? [],
        })),
      );
      return found.filter((c) => c.workTypes.length > 0);
    },

    async update(caller: Caller, ref: string, body: z.output<typeof updateContractorBodySchema>) {
      const id = await reach(caller, ref);
      if (!isGlobalAdmin(caller) && !has(caller, ["CONTRACTOR_ADMIN"])) throw apiError("FORBIDDEN");
      if (body.active !== undefined && !isGlobalAdmin(caller)) throw apiError("CONTRACTOR_ACTIVE_ADMIN_ONLY");
      if (body.base_post_code) await checkPostCodes("base_post_code", [body.base_post_code]);
      if (body.post_codes) await checkPostCodes("post_codes", body.post_codes);
      await deps.coverage.updateContractor(id, {
        name: body.name,
        basePostCode: body.base_post_code,
        radiusKm: body.radius_km,
        active: body.active,
        workTypes: body.work_types?.map((w) => ({
          workType: w.work_type,
          extendedRadiusKm: w.extended_radius_km ?? null,
        })),
        postCodes: body.post_codes,
      });
      return one(id);
    },

    async setInvoiceEmails(caller: Caller, ref: string, emails: string[]) {
      const id = await reach(caller, ref);
      await repo.setInvoiceEmails(id, emails);
      return one(id);
    },

    async setDepartment(caller: Caller, ref: string, departmentId: number | null) {
      const id = await reach(caller, ref);
      if (departmentId !== null && !(await repo.departmentExists(departmentId)))
        throw fieldError("VALIDATION_ERROR", "department_id", "Ukjent avdeling");
      await repo.setDepartment(id, departmentId);
      return one(id);
    },

    async electricians(caller: Caller, ref: string) {
      const id = await reach(caller, ref);
      const people = await repo.electricians(id);
      const { work, held } = await repo.upcomingWork(
        people.map((e) => e.id),
        now(),
      );
      return people.map((e) => ({
        ...electricianView(e),
        upcoming: work
          .filter((w) => w.electricianId === e.id)
          .map((w) => ({
            type: w.type,
            uuid: w.uuid,
            projectUuid: w.projectUuid,
            projectNumber: w.projectNumber,
            address: w.address,
            place: w.place,
            startsAt: w.startsAt.toISOString(),
            endsAt: w.endsAt.toISOString(),
          })),
        heldTimes: held.find((h) => h.electricianId === e.id)?.n ?? 0,
      }));
    },

    async electrician(caller: Caller, ref: string, uuid: string) {
      return electricianView((await electricianOf(caller, ref, uuid)).electrician);
    },

    /** The company's invitations to electricians that wait for an answer. */
    async invitations(caller: Caller, ref: string) {
      return deps.invitations.sentByContractor(await reach(caller, ref));
    },

    /**
     * Invites an electrician (decision 060): the account holding the number is offered the role in
     * this company and changes only when its holder accepts. The answer is the same for any number;
     * only one of the company's own electricians is refused. A company waiting for approval sends
     * nothing.
     */
    async addElectrician(
      caller: Caller,
      ref: string,
      body: { first_name: string; last_name: string; phone_number: string; work_types: WorkType[] },
    ) {
      const id = await reach(caller, ref);
      const company = await one(id);
      if (company.status === "PENDING") throw apiError("CONTRACTOR_PENDING_APPROVAL");
      const sent = await deps.db.transaction(async (tx) => {
        if (await contractorRepository(tx).isOwnElectrician(body.phone_number, id))
          throw fieldError("ELECTRICIAN_PHONE_TAKEN", "phone_number");
        return deps.invitations.invite(tx, caller, {
          phoneNumber: body.phone_number,
          firstName: body.first_name,
          lastName: body.last_name,
          role: "ELECTRICIAN",
          scope: { contractorId: id },
          workTypes: body.work_types,
          from: company.name,
          phoneField: "phone_number",
        });
      });
      deps.invitations.sendSoon();
      return sent;
    },

    async removeElectrician(caller: Caller, ref: string, uuid: string) {
      const { electrician: found } = await electricianOf(caller, ref, uuid);
      if (await repo.hasFutureWork(found.id, now())) throw apiError("ELECTRICIAN_HAS_FUTURE_WORK");
      await deps.schedule.deactivateElectrician(found.id);
      return { removed: true };
    },

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

    /**
     * The coverage editor's preview: what the company would cover with another base post code,
     * radius or extended radius (each defaulting to its current one), by the storefront's rule.
     */
    async postCodes(
      caller: Caller,
      ref: string,
      query: {
        radius?: number | undefined;
        extended_radius?: number | undefined;
        post_code?: string | undefined;
        work_types?: string | undefined;
      },
    ) {
      const id = await reach(caller, ref);
      const [c] = await repo.details([id]);
      if (!c) throw notFound(NOT_FOUND);
      const basePostCode = query.post_code ?? c.basePostCode;
      const base = basePostCode ? await deps.coverage.find(basePostCode) : null;
      if (query.post_code && !base)
        throw fieldError("VALIDATION_ERROR", "post_code", postCodeMessages.notFound(query.post_code));
      const radiusKm = query.radius ?? c.radiusKm;
      const tried = query.work_types === undefined ? null : parsePreviewWorkTypes(query.work_types);
      if (typeof tried === "string") throw fieldError("VALIDATION_ERROR", "work_types", tried);
      const workTypes = WORK_TYPES.flatMap((type) => {
        if (tried) {
          const w = tried.find((x) => x.workType === type);
          return w ? [{ workType: type, extendedRadiusKm: w.extendedRadiusKm }] : [];
        }
        const w = c.workTypes.find((x) => x.workType === type);
        if (!w) return [];
        const extended = w.extendedRadiusKm === null ? null : (query.extended_radius ?? w.extendedRadiusKm);
        return [{ workType: type, extendedRadiusKm: extended }];
      });
      const settings = { id, basePostCode, radiusKm, workTypes, postCodes: c.postCodes };
      const [today, reached, radiusOnly] = await Promise.all([
        deps.coverage.reach(c),
        deps.coverage.reach(settings),
        deps.coverage.reach({
          ...settings,
          workTypes: workTypes.map((w) => ({ ...w, extendedRadiusKm: null })),
          postCodes: [],
        }),
      ]);
      const listed = new Set(c.postCodes);
      const postCodes = [];
      const perType = new Map<WorkType, number>();
      for (const [code, types] of [...reached].sort(([a], [b]) => a.localeCompare(b))) {
        const entry = await deps.coverage.find(code);
        for (const type of types) perType.set(type, (perType.get(type) ?? 0) + 1);
        postCodes.push({
          code,
          place: entry?.place ?? "",
          workTypes: types,
          withinRadius: radiusOnly.has(code),
        });
      }
      const { added, dropped } = await coverageChange(today, reached);
      const affected = await repo.affectedBy({
        contractorId: id,
        codes: dropped.map((d) => d.code),
        now: now(),
        since: new Date(now().getTime() - OPEN_CART_DAYS * DAY_MS),
      });
      return {
        basePostCode,
        basePlace: base?.place ?? null,
        radiusKm,
        workTypes,
        counts: {
          total: postCodes.length,
          withinRadius: postCodes.filter((p) => p.withinRadius).length,
          listed: postCodes.filter((p) => listed.has(p.code)).length,
          perWorkType: workTypes.map((w) => ({
            workType: w.workType,
            postCodeCount: perType.get(w.workType) ?? 0,
          })),
        },
        postCodes,
        added,
        dropped,
        affected: {
          openCarts: affected.openCarts,
          futureProjects: affected.futureProjects.map((p) => ({
            ...p,
            startsAt: p.startsAt.toISOString(),
          })),
        },
      };
    },

    /**
     * Onboarding: the company (inactive until a global admin approves it), its work types and
     * coverage, and its first admin, whose phone the token proves, in one transaction. Returns the
     * company and the admin's user id (the route signs them in).
     */
    async register(body: z.output<typeof registerContractorBodySchema>) {
      const postal = await deps.coverage.find(body.post_code);
      if (!postal)
        throw fieldError("VALIDATION_ERROR", "post_code", postCodeMessages.notFound(body.post_code));
      if (!(await deps.coverage.find(body.base_post_code)))
        throw fieldError(
          "VALIDATION_ERROR",
          "base_post_code",
          postCodeMessages.notFound(body.base_post_code),
        );
      if ((await repo.idByOrganizationNumber(body.organization_number)) !== null)
        throw fieldError("CONTRACTOR_ALREADY_REGISTERED", "organization_number");
      const admin = body.admin;
      try {
        const created = await deps.db.transaction(async (tx) => {
          const phoneNumber = await deps.usePhoneToken(tx, admin.phone_verification_token);
          if (phoneNumber === null || phoneNumber !== admin.phone_number)
            throw fieldError("INVALID_PHONE_TOKEN", "admin.phone_number");
          if ((await contractorRepository(tx).companyOfPhone(phoneNumber)) !== null)
            throw fieldError("CONTRACTOR_ADMIN_PHONE_TAKEN", "admin.phone_number");
          const id = await deps.coverage.createContractor(tx, {
            name: body.name,
            organizationNumber: body.organization_number,
            address: body.address,
            postCode: body.post_code,
            postArea: postal.place,
            basePostCode: body.base_post_code,
            radiusKm: body.radius_km,
            active: false,
            workTypes: body.work_types.map((w) => ({
              workType: w.work_type,
              extendedRadiusKm: w.extended_radius_km ?? null,
            })),
          });
          const user = await deps.users.makeContractorAdmin(tx, {
            phoneNumber,
            firstName: admin.first_name,
            lastName: admin.last_name,
            email: admin.email,
            contractorId: id,
          });
          return { id, userId: user.id };
        });
        return { contractor: await one(created.id), userId: created.userId };
      } catch (error) {
        // Two registrations of one number at once: the unique index lets one through.
        if (isUniqueViolation(error))
          throw fieldError("CONTRACTOR_ALREADY_REGISTERED", "organization_number");
        throw error;
      }
    },

    /**
     * Onboarding's coverage preview (no company yet): how many post codes a base post code and
     * radius would cover by the storefront's rule, and the nearest place names.
     */
    async coveragePreview(postCode: string, radiusKm: number) {
      const base = await deps.coverage.find(postCode);
      if (!base) throw fieldError("VALIDATION_ERROR", "post_code", postCodeMessages.notFound(postCode));
      const reached = await deps.coverage.reach({
        id: 0,
        basePostCode: postCode,
        radiusKm,
        workTypes: [{ workType: WORK_TYPES[0], extendedRadiusKm: null }],
        postCodes: [],
      });
      const places = [
        ...new Set((await deps.coverage.byDistance(postCode, reached.keys())).map((p) => p.place)),
      ];
      return {
        postCode,
        place: base.place,
        radiusKm,
        postCodeCount: reached.size,
        placeCount: places.length,
        places: places.slice(0, COVERAGE_PREVIEW_PLACES),
      };
    },

    /**
     * Stores the feedback and, in the same transaction, writes an email to each caseworker of the
     * company's caseworker department; to every caseworker when the company has no department or
     * its department has no caseworker with an email (feedback never goes unread). A company
     * waiting for approval sends nothing.
     */
    async sendFeedback(caller: Caller, ref: string, feedback: string) {
      const id = await reach(caller, ref);
      const company = await one(id);
      if (company.status === "PENDING") throw apiError("CONTRACTOR_PENDING_APPROVAL");
      const sender = await deps.users.findById(caller.id);
      const name = [sender?.user.firstName, sender?.user.lastName].filter(Boolean).join(" ") || null;
      const uuid = await deps.db.transaction(async (tx) => {
        const row = await contractorRepository(tx).addFeedback({
          contractorId: id,
          userId: caller.id,
          feedback,
        });
        const department = company.department?.id ?? null;
        let recipients = await deps.users.caseworkerEmails(tx, department);
        if (recipients.length === 0 && department !== null)
          recipients = await deps.users.caseworkerEmails(tx, null);
        // Over the limits nothing is stored either: 429 (decision 062).
        await deps.notifications.enqueueLimited(
          tx,
          { purpose: "feedback", sender: { userId: caller.id } },
          recipients.map((to) =>
            contractorFeedbackEmail({
              to,
              company: { uuid: company.uuid, name: company.name },
              sender: { name, phoneNumber: sender?.user.phoneNumber ?? caller.phoneNumber },
              feedback,
              publicUrl: deps.env.PUBLIC_URL,
            }),
          ),
        );
        return row.uuid;
      });
      deps.notifications.sendSoon();
      const sent = (await feedbackOf(id)).find((f) => f.uuid === uuid);
      if (!sent) throw new Error("feedback not written");
      return sent;
    },

    async feedback(caller: Caller, ref: string) {
      return feedbackOf(await reach(caller, ref));
    },
  };
}

export type ContractorService = ReturnType<typeof contractorService>;
