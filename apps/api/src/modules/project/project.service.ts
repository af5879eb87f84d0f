import type { AvailableTimes, ProjectView } from "@mt/contract/booking";
import type { ProjectDetail, ProjectEvent, ProjectSummary, projectListQuery } from "@mt/contract/project";
import { customerMayChange, type ProjectReach, projectReach } from "@mt/domain/project/project-reach";
import {
  allowedMoves,
  decideMove,
  FLOW_MOVES,
  initialStatus,
  MOVE_RULES,
  mayReschedule,
  type ProjectMove,
  type ProjectStatus,
  RESCHEDULE_ROLES,
} from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import { addDays, osloToUtc } from "@mt/domain/time/oslo-clock";
import type { z } from "zod";
import { type Db, transaction } from "../../db/database.ts";
import { type Caller, companyInReach } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { SettingsService } from "../settings/settings.module.ts";
import {
  type NewProject,
  type ProjectFilter,
  type ProjectJoinedRow,
  type ProjectRow,
  projectRepository,
} from "./project.repository.ts";
import { projectsCsv } from "./project-csv.ts";
import { type CustomerNews, projectNews } from "./project-messages.ts";
import { searchWords } from "./project-search.ts";
import { ELECTRICIAN_SHOWN, toBookedView, toDetail, toSummary } from "./project-views.ts";

export interface ProjectsDeps {
  db: Db;
  /** Finds the company a contractor call names. */
  coverage: Pick<CoverageService, "contractorIdOf">;
  schedule: ScheduleService;
  notifications: NotificationsService;
  media: MediaService;
  settings: SettingsService;
  /** The site's address, for links in messages. */
  publicUrl: string;
  now?: (() => number) | undefined;
}

type ProjectListQuery = z.output<typeof projectListQuery>;

/** A project as its params name it: the uuid, or the number staff say on the phone. */
type ProjectRef = string;

/** Rows per page of the CSV export, and the most it writes. */
const EXPORT_BATCH = 1000;
const EXPORT_MAX = 50_000;

/** Who may give a project's time to another electrician of its contractor (spec section 7). */
const SWAP_ROLES: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN"];

/** Does this one reach include the project? */
function reaches(reach: ProjectReach, row: ProjectJoinedRow): boolean {
  const p = row.project;
  switch (reach.kind) {
    case "all":
      return true;
    case "inspections":
      return p.kind === "INSPECTION";
    case "contractor":
      return p.contractorId === reach.contractorId;
    case "electrician":
      return row.electrician.userId === reach.userId;
    case "createdBy":
      return p.createdByUserId === reach.userId;
    case "salesPartner":
      return p.salesPartnerId === reach.salesPartnerId;
    case "salesPartnerDepartment":
      return p.salesPartnerDepartmentId === reach.departmentId;
    case "seller":
      return p.sellerUserId === reach.userId;
    case "customer":
      return p.customerUserId === reach.userId;
  }
}

/**
 * The caller's active roles through which they reach this project: only these count for its moves
 * (a contractor admin who is also a customer elsewhere confirms nothing as a customer).
 */
function reachingRoles(caller: Caller, row: ProjectJoinedRow): Role[] {
  return [...new Set(caller.activeRoles)].filter((role) =>
    projectReach({ ...caller, activeRoles: [role] }).some((reach) => reaches(reach, row)),
  );
}

/** Oslo date range (inclusive) as UTC instants [from, to). */
const osloRange = (from: string | undefined, to: string | undefined) => ({
  from: from ? osloToUtc(from, "00:00") : undefined,
  to: to ? osloToUtc(addDays(to, 1), "00:00") : undefined,
});

export function projectsService(deps: ProjectsDeps) {
  const now = deps.now ?? Date.now;
  const repo = projectRepository(deps.db);
  const { schedule } = deps;

  /** Who the timeline names; inside a transaction, read through its handle (`db`). */
  async function actorName(caller: Caller, asCustomer: boolean, db: Db = deps.db): Promise<string> {
    if (asCustomer) return "Kunden";
    return (await projectRepository(db).userName(caller.id)) || "Ukjent bruker";
  }

  /** The project within the caller's reach, with the roles that reach it; 404 otherwise. */
  async function reach(caller: Caller, ref: ProjectRef) {
    // A number past the column's range names no project (and must not reach the database as one).
    const byNumber = /^\d+$/.test(ref);
    const row = byNumber
      ? Number(ref) <= 2_147_483_647
        ? await repo.find({ number: Number(ref) })
        : null
      : await repo.find({ uuid: ref });
    const roles = row ? reachingRoles(caller, row) : [];
    if (!row || roles.length === 0) throw notFound("Fant ikke prosjektet.");
    const staffRoles = roles.filter((role) => role !== "CUSTOMER");
    return { row, roles, staffRoles, asCustomer: staffRoles.length === 0 };
  }

  /**
   * The appointment a customer's cut-off protects: none once an offer is accepted (its time was
   * the inspection, now done; the job's new time is checked on its own).
   */
  const protectedStart = (row: ProjectJoinedRow) =>
    row.project.status === "offer_accepted" ? undefined : row.timeslot?.startsAt;

  async function customerDeadline(row: ProjectJoinedRow): Promise<Date | null> {
    if (!row.timeslot || !protectedStart(row)) return null;
    const hours = await deps.settings.customerChangeCutoffHours();
    return new Date(row.timeslot.startsAt.getTime() - hours * 3_600_000);
  }

  /** Is a start still beyond the cut-off (or is there no appointment to protect)? Customers change nothing after it. */
  async function customerInTime(startsAt: Date | undefined): Promise<boolean> {
    if (!startsAt) return true;
    const hours = await deps.settings.customerChangeCutoffHours();
    return customerMayChange(startsAt, new Date(now()), hours);
  }

  async function detailOf(caller: Caller, row: ProjectJoinedRow): Promise<ProjectDetail> {
    const roles = reachingRoles(caller, row);
    const staffRoles = roles.filter((role) => role !== "CUSTOMER");
    const asCustomer = staffRoles.length === 0;
    const customer = roles.includes("CUSTOMER");
    const inTime = customer ? await customerInTime(protectedStart(row)) : true;
    // A move or a new time only the customer role allows waits for nobody but the cut-off.
    const moves = allowedMoves(row.project.status, roles).filter(
      (move) => inTime || move !== "cancel" || decideMove(row.project.status, move, staffRoles).ok,
    );
    const reschedulable =
      row.timeslot !== null &&
      mayReschedule(row.project.status, roles) &&
      (inTime || mayReschedule(row.project.status, staffRoles));
    const [events, documents] = await Promise.all([
      repo.events(row.project.id),
      repo.documents(row.project.id),
    ]);
    return toDetail(row, events, documents, {
      asCustomer,
      allowedMoves: moves,
      mayReschedule: reschedulable,
      customerChangeDeadline: customer ? await customerDeadline(row) : null,
      links: deps.media,
    });
  }

  async function fresh(caller: Caller, id: number): Promise<ProjectDetail> {
    const row = await repo.find({ id });
    if (!row) throw notFound("Fant ikke prosjektet.");
    return detailOf(caller, row);
  }

  function filterOf(caller: Caller, query: Omit<ProjectListQuery, "page" | "perPage">): ProjectFilter {
    const starts = osloRange(query.from, query.to);
    const created = osloRange(query.createdFrom, query.createdTo);
    return {
      reach: projectReach(caller),
      words: searchWords(query.search),
      statuses: query.status as ProjectStatus[] | undefined,
      workTypes: query.workType as string[] | undefined,
      kind: query.kind,
      contractorUuid: query.contractor,
      electricianUuid: query.electrician,
      customerUuid: query.customer,
      salesChannel: query.salesChannel,
      salesPartnerUuid: query.salesPartner,
      salesPartnerDepartmentUuid: query.salesPartnerDepartment,
      startsIn: starts.from !== undefined || starts.to !== undefined ? [starts] : undefined,
      createdFrom: created.from,
      createdTo: created.to,
    };
  }

  /** A customer-only caller sees the electrician on list rows only once planned in. */
  const onlyCustomer = (caller: Caller) =>
    caller.activeRoles.length > 0 && caller.activeRoles.every((role) => role === "CUSTOMER");

  /** Writes the timeline event and the customer's messages of a change, in its transaction. */
  async function record(
    tx: Db,
    input: {
      project: ProjectRow;
      kind: "status" | "reschedule" | "note" | "document" | "electrician";
      caller: Caller;
      actor: string;
      fromStatus?: ProjectStatus | null;
      toStatus?: ProjectStatus | null;
      message?: string | null | undefined;
      internal?: boolean;
      meta?: Record<string, unknown>;
      news?: CustomerNews | null;
      window?: { windowStartsAt: Date; windowEndsAt: Date } | null;
      electrician?: string | null;
      /** The customer's own change (their reschedule or cancel), not staff's: its own message limits. */
      selfService?: boolean;
    },
  ) {
    await projectRepository(tx).addEvent({
      projectId: input.project.id,
      kind: input.kind,
      actorUserId: input.caller.id,
      actorName: input.actor,
      fromStatus: input.fromStatus ?? null,
      toStatus: input.toStatus ?? null,
      message: input.message ?? null,
      internal: input.internal ?? false,
      meta: input.meta ?? null,
    });
    if (input.news) {
      const messages = projectNews(input.news, input.project, {
        publicUrl: deps.publicUrl,
        window: input.window ?? null,
        message: input.message,
        electrician: input.electrician,
      });
      // The change stands whatever the limits say; messages over them are dropped (decision 062).
      const purpose = input.selfService ? "self-service" : "news";
      const send = { purpose, sender: { userId: input.caller.id }, subject: input.project.uuid } as const;
      await deps.notifications.enqueueLimited(tx, send, messages);
    }
  }

  const windowOf = (row: ProjectJoinedRow) =>
    row.timeslot
      ? { windowStartsAt: row.timeslot.windowStartsAt, windowEndsAt: row.timeslot.windowEndsAt }
      : null;

  async function move(
    caller: Caller,
    ref: ProjectRef,
    body: { move: ProjectMove; version: number; message?: string | undefined },
  ): Promise<ProjectDetail> {
    const { row, roles, staffRoles } = await reach(caller, ref);
    const p = row.project;
    const decision = decideMove(p.status, body.move, roles);
    if (!decision.ok && decision.reason === "role") throw apiError("PROJECT_MOVE_FORBIDDEN");
    // Sending and accepting an offer go through the offer module, with the offer itself.
    if (FLOW_MOVES.includes(body.move)) throw apiError("PROJECT_MOVE_NOT_ALLOWED");
    if (body.version !== p.version) throw apiError("PROJECT_VERSION_CONFLICT");
    if (!decision.ok) throw apiError("PROJECT_MOVE_NOT_ALLOWED");
    const message = body.message?.trim() || null;
    if (MOVE_RULES[body.move].needsMessage && !message) {
      throw fieldError("PROJECT_MESSAGE_REQUIRED", "message");
    }
    const asCustomer = !decideMove(p.status, body.move, staffRoles).ok;
    if (asCustomer && body.move === "cancel" && !(await customerInTime(protectedStart(row)))) {
      throw apiError("PROJECT_CHANGE_TOO_LATE");
    }
    const actor = await actorName(caller, asCustomer);
    const window = windowOf(row);
    await transaction(deps.db, async (tx) => {
      const inTx = projectRepository(tx);
      const cancel = body.move === "cancel";
      const changed = await inTx.changeIfVersion(p.id, body.version, {
        status: decision.to,
        ...(cancel && { timeslotId: null }),
      });
      if (!changed) throw apiError("PROJECT_VERSION_CONFLICT");
      // The time is free again in the same transaction: the storefront can offer it at once.
      if (cancel && row.timeslot) await schedule.freeBooked(tx, row.timeslot.id);
      await record(tx, {
        project: p,
        kind: "status",
        caller,
        actor,
        fromStatus: p.status,
        toStatus: decision.to,
        message,
        meta: cancel && window ? { formerWindow: window } : undefined,
        news: (["confirm", "schedule", "cancel", "complete"] as const).find((m) => m === body.move) ?? null,
        window,
        selfService: asCustomer,
      });
    });
    deps.notifications.sendSoon();
    return fresh(caller, p.id);
  }

  /** Who may come, for how long, for this project: its contractor, its work types, its own time free. */
  function demandOf(row: ProjectJoinedRow) {
    return {
      contractorIds: [row.project.contractorId],
      workTypes: [...new Set(row.project.lineItems.map((line) => line.typeKey))],
      durationMinutes: row.project.durationMinutes,
      now: now(),
      exceptTimeslotId: row.timeslot?.id,
    };
  }

  async function availableTimes(
    caller: Caller,
    ref: ProjectRef,
    query: { from?: string | undefined; days?: number | undefined },
  ): Promise<AvailableTimes> {
    const { row, staffRoles } = await reach(caller, ref);
    const offered = await schedule.offeredTimes(demandOf(row), query);
    // A customer may not move into the cut-off: such windows are not theirs to take.
    const hours = staffRoles.length === 0 ? await deps.settings.customerChangeCutoffHours() : 0;
    const open = (startsAt: string) => customerMayChange(new Date(startsAt), new Date(now()), hours);
    const days = offered.days.map((day) => ({
      ...day,
      windows: day.windows.map((w) => (w.available && !open(w.startsAt) ? { ...w, available: false } : w)),
    }));
    return {
      timeZone: "Europe/Oslo",
      kind: row.project.kind,
      durationMinutes: row.project.durationMinutes,
      from: offered.from,
      days,
      earliest: days.flatMap((day) => day.windows).find((w) => w.available) ?? null,
    };
  }

  async function reschedule(
    caller: Caller,
    ref: ProjectRef,
    body: { version: number; startsAt: string },
  ): Promise<ProjectDetail> {
    const { row, roles, staffRoles } = await reach(caller, ref);
    const p = row.project;
    if (!roles.some((role) => RESCHEDULE_ROLES.includes(role))) throw apiError("PROJECT_MOVE_FORBIDDEN");
    if (body.version !== p.version) throw apiError("PROJECT_VERSION_CONFLICT");
    const slot = row.timeslot;
    if (!slot || !mayReschedule(p.status, roles)) throw apiError("PROJECT_NOT_RESCHEDULABLE");
    const asCustomer = !mayReschedule(p.status, staffRoles);
    if (asCustomer && !(await customerInTime(protectedStart(row)))) throw apiError("PROJECT_CHANGE_TOO_LATE");
    const at = now();
    const window = await schedule.windowAt(Date.parse(body.startsAt), at);
    if (!window) throw fieldError("VALIDATION_ERROR", "startsAt", "Ugyldig tidspunkt");
    // A customer may not move it into the cut-off either.
    if (asCustomer && !(await customerInTime(new Date(window.startsAt))))
      throw apiError("PROJECT_CHANGE_TOO_LATE");
    const pick = await schedule.pickElectrician(demandOf(row), window, row.electrician.id);
    if (!pick) throw apiError("TIMESLOT_TAKEN");
    const to = {
      electricianId: Number(pick.electricianId),
      startsAt: new Date(pick.start),
      endsAt: new Date(pick.end),
      windowStartsAt: new Date(window.startsAt),
      windowEndsAt: new Date(window.endsAt),
    };
    const actor = await actorName(caller, asCustomer);
    const from = windowOf(row);
    // Someone taking the time meanwhile makes the database refuse the overlap: TIMESLOT_TAKEN.
    await schedule.moveTimeslot(deps.db, { id: slot.id, to, now: new Date(at) }, async (tx) => {
      const changed = await projectRepository(tx).changeIfVersion(p.id, body.version, {
        electricianId: to.electricianId,
      });
      if (!changed) throw apiError("PROJECT_VERSION_CONFLICT");
      await record(tx, {
        project: p,
        kind: "reschedule",
        caller,
        actor,
        message: null,
        meta: {
          formerWindow: from,
          window: { windowStartsAt: to.windowStartsAt, windowEndsAt: to.windowEndsAt },
        },
        news: "reschedule",
        window: to,
        selfService: asCustomer,
      });
    });
    deps.notifications.sendSoon();
    return fresh(caller, p.id);
  }

  /**
   * A project of that contractor, with booked time still to come, for the swap calls: 404 for
   * another company's id or project, 403 for a caller whose reaching roles may not swap.
   */
  async function swapReach(caller: Caller, contractorRef: string, ref: ProjectRef) {
    const contractorId = await contractorOf(caller, contractorRef);
    const reached = await reach(caller, ref);
    const { row, roles } = reached;
    if (row.project.contractorId !== contractorId) throw notFound("Fant ikke prosjektet.");
    if (!roles.some((role) => SWAP_ROLES.includes(role))) throw apiError("PROJECT_MOVE_FORBIDDEN");
    const slot = row.timeslot;
    if (!slot || !mayReschedule(row.project.status, roles) || slot.startsAt.getTime() <= now()) {
      throw apiError("PROJECT_NOT_SCHEDULED");
    }
    return { row, slot, timeslotUuid: slot.timeslotUuid ?? slot.uuid };
  }

  /** The contractor's other electricians who do the project's work and are free for its whole time. */
  function swappable(row: ProjectJoinedRow, slot: NonNullable<ProjectJoinedRow["timeslot"]>) {
    return schedule.freeElectricians({
      contractorId: row.project.contractorId,
      workTypes: demandOf(row).workTypes,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      now: now(),
      exceptTimeslotId: slot.id,
      except: [row.electrician.id],
    });
  }

  async function swappableElectricians(caller: Caller, contractorRef: string, ref: ProjectRef) {
    const { row, slot, timeslotUuid } = await swapReach(caller, contractorRef, ref);
    const people = [...(await swappable(row, slot))].sort(
      (a, b) => a.firstName.localeCompare(b.firstName, "nb") || a.id - b.id,
    );
    return {
      timeslot_uuid: timeslotUuid,
      electricians: people.map((e) => ({ uuid: e.uuid, firstName: e.firstName, lastName: e.lastName })),
    };
  }

  /**
   * Gives the project's time to another free electrician of its contractor, in one transaction
   * under the booking's guarantee: the move, the timeline event, and an SMS to the customer when
   * they had been shown the electrician's first name.
   */
  async function swapTimeslot(
    caller: Caller,
    contractorRef: string,
    ref: ProjectRef,
    body: { timeslot_uuid: string; electrician_uuid?: string | undefined },
  ): Promise<ProjectDetail> {
    const { row, slot, timeslotUuid } = await swapReach(caller, contractorRef, ref);
    if (timeslotUuid !== body.timeslot_uuid) throw fieldError("PROJECT_TIMESLOT_MISMATCH", "timeslot_uuid");
    const free = await swappable(row, slot);
    // A colleague taken meanwhile (or not the contractor's) is not free: the same answer as a race.
    const target = body.electrician_uuid ? free.find((e) => e.uuid === body.electrician_uuid) : free[0];
    if (!target) throw apiError("TIMESLOT_TAKEN");
    const p = row.project;
    const shown = ELECTRICIAN_SHOWN.includes(p.status);
    const fromName = `${row.electrician.firstName} ${row.electrician.lastName}`.trim();
    const toName = `${target.firstName} ${target.lastName}`.trim();
    const actor = await actorName(caller, false);
    const to = {
      electricianId: target.id,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      windowStartsAt: slot.windowStartsAt,
      windowEndsAt: slot.windowEndsAt,
    };
    await schedule.moveTimeslot(deps.db, { id: slot.id, to, now: new Date(now()) }, async (tx) => {
      const changed = await projectRepository(tx).changeIfVersion(p.id, p.version, {
        electricianId: target.id,
      });
      if (!changed) throw apiError("PROJECT_VERSION_CONFLICT");
      await record(tx, {
        project: p,
        kind: "electrician",
        caller,
        actor,
        message: `Elektriker byttet fra ${fromName} til ${toName}`,
        // The customer never saw the former name: the change is the installers' business.
        internal: !shown,
        meta: { fromElectrician: row.electrician.uuid, toElectrician: target.uuid },
        news: shown ? "swap" : null,
        window: windowOf(row),
        electrician: target.firstName,
      });
    });
    deps.notifications.sendSoon();
    return fresh(caller, p.id);
  }

  /** Notes and documents: staff and installers who reach the project (never as its customer). */
  async function staffReach(caller: Caller, ref: ProjectRef) {
    const reached = await reach(caller, ref);
    if (reached.asCustomer) throw apiError("FORBIDDEN");
    return reached;
  }

  async function listRows(caller: Caller, query: ProjectListQuery) {
    const filter = filterOf(caller, query);
    const { page, perPage } = query;
    const [rows, counts] = await Promise.all([
      repo.list(filter, query.sort, query.dir, perPage, (page - 1) * perPage),
      repo.statusCounts(filter),
    ]);
    const statusCounts = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) as Partial<
      Record<ProjectStatus, number>
    >;
    const wanted = filter.statuses?.length ? filter.statuses : null;
    const total = counts
      .filter((c) => !wanted || wanted.includes(c.status))
      .reduce((sum, c) => sum + Number(c.n), 0);
    return { rows, statusCounts, total, page, perPage };
  }

  return {
    /** In the booking's transaction: the new project at its first status, with its first event. */
    async create(tx: Db, values: Omit<NewProject, "status">, actor = "Kunden"): Promise<ProjectRow> {
      const inTx = projectRepository(tx);
      const created = await inTx.create({ ...values, status: initialStatus(values.kind) });
      await inTx.addEvent({
        projectId: created.id,
        kind: "created",
        actorUserId: values.createdByUserId ?? values.customerUserId,
        actorName: actor,
        toStatus: created.status,
      });
      return created;
    },

    /** The booking's answer for a project it booked, and its customer. */
    async bookedView(id: number): Promise<{ project: ProjectView; customerUserId: number } | null> {
      const row = await repo.find({ id });
      const view = row ? toBookedView(row, deps.media) : null;
      return row && view ? { project: view, customerUserId: row.project.customerUserId } : null;
    },

    async list(caller: Caller, query: ProjectListQuery) {
      const { rows, statusCounts, total, page, perPage } = await listRows(caller, query);
      const asCustomer = onlyCustomer(caller);
      return {
        data: rows.map((row) => toSummary(row, asCustomer)),
        meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)), statusCounts },
      };
    },

    async exportCsv(caller: Caller, query: Omit<ProjectListQuery, "page" | "perPage">): Promise<string> {
      const all: ProjectSummary[] = [];
      const asCustomer = onlyCustomer(caller);
      const filter = filterOf(caller, query);
      for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_BATCH) {
        const rows = await repo.list(filter, query.sort, query.dir, EXPORT_BATCH, offset);
        all.push(...rows.map((row) => toSummary(row, asCustomer)));
        if (rows.length < EXPORT_BATCH) break;
      }
      return projectsCsv(all);
    },

    async detail(caller: Caller, ref: ProjectRef): Promise<ProjectDetail> {
      const { row } = await reach(caller, ref);
      return detailOf(caller, row);
    },

    move,
    availableTimes,
    reschedule,
    swappableElectricians,
    swapTimeslot,

    /**
     * For another module (offers, inspections, claims, ratings): the project as the caller reaches
     * it, with the roles through which they do; 404 when out of reach, as on every project call.
     */
    reached: reach,

    /**
     * Another module's step that moves the project (an offer sent or accepted, an inspection
     * recorded), inside that module's transaction: the move must leave from the present status and
     * be allowed to one of `roles`, the version rises, and the timeline gets the event. No
     * customer message here: the calling module sends its own. `terms` replace the project's price
     * and working time with the step (an accepted offer becomes the job).
     */
    async moveWithin(
      tx: Db,
      input: {
        projectId: number;
        move: ProjectMove;
        caller: Caller;
        roles: readonly Role[];
        message?: string | null;
        terms?: Pick<ProjectRow, "totalOre" | "vatOre" | "durationMinutes">;
      },
    ): Promise<ProjectRow> {
      const [p] = await projectRepository(tx).lockedById(input.projectId);
      if (!p) throw notFound("Fant ikke prosjektet.");
      const decision = decideMove(p.status, input.move, [...input.roles]);
      if (!decision.ok) {
        throw apiError(decision.reason === "role" ? "PROJECT_MOVE_FORBIDDEN" : "PROJECT_MOVE_NOT_ALLOWED");
      }
      const staff = input.roles.some((role) => role !== "CUSTOMER");
      const actor = await actorName(input.caller, !staff, tx);
      const set = { status: decision.to, ...input.terms };
      if (!(await projectRepository(tx).changeIfVersion(p.id, p.version, set))) {
        throw apiError("PROJECT_VERSION_CONFLICT");
      }
      await record(tx, {
        project: p,
        kind: "status",
        caller: input.caller,
        actor,
        fromStatus: p.status,
        toStatus: decision.to,
        message: input.message ?? null,
      });
      return { ...p, ...set, version: p.version + 1 };
    },

    /**
     * Another module's event on the timeline that moves no status (an offer declined, a newer
     * offer sent, a rating given or moderated), inside that module's transaction; the project's
     * version rises (it changed).
     */
    async recordWithin(
      tx: Db,
      input: {
        projectId: number;
        kind: ProjectEvent["kind"];
        caller: Caller;
        asCustomer: boolean;
        message: string;
        /** The states the event belongs to (409 PROJECT_MOVE_NOT_ALLOWED in any other); any when left out. */
        expectStatus?: readonly ProjectStatus[];
        /** Shown to staff and installers only, never to the customer. */
        internal?: boolean;
      },
    ): Promise<ProjectRow> {
      const inTx = projectRepository(tx);
      const [p] = await inTx.lockedById(input.projectId);
      if (!p) throw notFound("Fant ikke prosjektet.");
      if (input.expectStatus && !input.expectStatus.includes(p.status)) {
        throw apiError("PROJECT_MOVE_NOT_ALLOWED");
      }
      await inTx.touch(p.id);
      await inTx.addEvent({
        projectId: p.id,
        kind: input.kind,
        actorUserId: input.caller.id,
        actorName: await actorName(input.caller, input.asCustomer, tx),
        message: input.message,
        internal: input.internal ?? false,
      });
      return { ...p, version: p.version + 1 };
    },

    async addNote(caller: Caller, ref: ProjectRef, text: string): Promise<ProjectDetail> {
      const { row } = await staffReach(caller, ref);
      const actor = await actorName(caller, false);
      await transaction(deps.db, async (tx) => {
        await projectRepository(tx).touch(row.project.id);
        await record(tx, {
          project: row.project,
          kind: "note",
          caller,
          actor,
          message: text,
          internal: true,
        });
      });
      return fresh(caller, row.project.id);
    },

    async addDocument(
      caller: Caller,
      ref: ProjectRef,
      body: { mediaId: number; title: string; sharedWithCustomer: boolean },
    ): Promise<ProjectDetail> {
      const { row } = await staffReach(caller, ref);
      const document = await deps.media.document(body.mediaId);
      if (!document) throw fieldError("VALIDATION_ERROR", "mediaId", "Velg et opplastet dokument (PDF).");
      const actor = await actorName(caller, false);
      await transaction(deps.db, async (tx) => {
        const inTx = projectRepository(tx);
        await inTx.addDocument({
          projectId: row.project.id,
          mediaId: document.id,
          title: body.title,
          sharedWithCustomer: body.sharedWithCustomer,
          createdByUserId: caller.id,
        });
        await inTx.touch(row.project.id);
        await record(tx, {
          project: row.project,
          kind: "document",
          caller,
          actor,
          message: body.sharedWithCustomer ? `${body.title} (delt med kunden)` : body.title,
          internal: !body.sharedWithCustomer,
        });
      });
      return fresh(caller, row.project.id);
    },

    /**
     * The contractor's calls (spec section 7): their projects only, whoever asks (staff may name any
     * contractor; the route's access lets only them and the contractor's own admins in).
     */
    async contractorProjects(
      caller: Caller,
      contractorRef: string,
      query: {
        from?: string | undefined;
        to?: string | undefined;
        dates?: string[];
        electricianUuid?: string | undefined;
      },
    ): Promise<ProjectSummary[]> {
      const contractorId = await contractorOf(caller, contractorRef);
      const range = osloRange(query.from, query.to);
      const startsIn = query.dates?.length
        ? query.dates.map((date) => ({
            from: osloToUtc(date, "00:00"),
            to: osloToUtc(addDays(date, 1), "00:00"),
          }))
        : range.from !== undefined || range.to !== undefined
          ? [range]
          : undefined;
      const rows = await repo.list(
        { reach: projectReach(caller), contractorId, electricianUuid: query.electricianUuid, startsIn },
        "startsAt",
        "asc",
        1000,
        0,
      );
      return rows.map((row) => toSummary(row));
    },

    async contractorSearch(caller: Caller, contractorRef: string, text: string): Promise<ProjectSummary[]> {
      const contractorId = await contractorOf(caller, contractorRef);
      const rows = await repo.list(
        { reach: projectReach(caller), contractorId, words: searchWords(text) },
        "createdAt",
        "desc",
        100,
        0,
      );
      return rows.map((row) => toSummary(row));
    },

    async contractorCancel(
      caller: Caller,
      contractorRef: string,
      projectUuid: string,
      message: string,
    ): Promise<ProjectDetail> {
      const contractorId = await contractorOf(caller, contractorRef);
      const row = await repo.find({ uuid: projectUuid });
      if (!row || row.project.contractorId !== contractorId) throw notFound("Fant ikke prosjektet.");
      return move(caller, projectUuid, { move: "cancel", version: row.project.version, message });
    },
  };

  /** The contractor named by id or uuid; 404 when unknown or (for non-staff) not the caller's. */
  async function contractorOf(caller: Caller, ref: string): Promise<number> {
    return companyInReach(caller, await deps.coverage.contractorIdOf(ref));
  }
}

export type ProjectsService = ReturnType<typeof projectsService>;
