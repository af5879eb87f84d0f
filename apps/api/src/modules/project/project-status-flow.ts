import type { AvailableTimes } from "@mt/contract/booking";
import type { ProjectDetail, ProjectEvent } from "@mt/contract/project";
import {
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
import { type Db, transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { type NewProject, type ProjectRow, projectRepository } from "./project.repository.ts";
import { type ProjectContext, type ProjectRef, windowOf } from "./project-context.ts";

/**
 * A project's status flow: its birth at the first status, the moves of spec section 7 (confirm,
 * schedule, cancel, complete …), a new time, and the steps other modules take inside their own
 * transaction (an offer sent or accepted, an inspection recorded, a rating given).
 */
export function projectStatusFlow(context: ProjectContext) {
  const { deps, now, cutoff, actorName, reach, fresh, record, demandOf } = context;
  const { schedule } = deps;

  /** In the booking's transaction: the new project at its first status, with its first event. */
  async function create(tx: Db, values: Omit<NewProject, "status">, actor = "Kunden"): Promise<ProjectRow> {
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
  }

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
    if (asCustomer && body.move === "cancel" && !(await cutoff.inTime(cutoff.protectedStart(row)))) {
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

  async function availableTimes(
    caller: Caller,
    ref: ProjectRef,
    query: { from?: string | undefined; days?: number | undefined },
  ): Promise<AvailableTimes> {
    const { row, staffRoles } = await reach(caller, ref);
    const offered = await schedule.offeredTimes(demandOf(row), query);
    // A customer may not move into the cut-off: such windows are not theirs to take.
    const open = await cutoff.openTo(staffRoles.length === 0);
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
    if (asCustomer && !(await cutoff.inTime(cutoff.protectedStart(row))))
      throw apiError("PROJECT_CHANGE_TOO_LATE");
    const at = now();
    const window = await schedule.windowAt(Date.parse(body.startsAt), at);
    if (!window) throw fieldError("VALIDATION_ERROR", "startsAt", "Ugyldig tidspunkt");
    // A customer may not move it into the cut-off either.
    if (asCustomer && !(await cutoff.inTime(new Date(window.startsAt))))
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
   * Another module's step that moves the project (an offer sent or accepted, an inspection
   * recorded), inside that module's transaction: the move must leave from the present status and
   * be allowed to one of `roles`, the version rises, and the timeline gets the event. No
   * customer message here: the calling module sends its own. `terms` replace the project's price
   * and working time with the step (an accepted offer becomes the job).
   */
  async function moveWithin(
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
  }

  /**
   * Another module's event on the timeline that moves no status (an offer declined, a newer
   * offer sent, a rating given or moderated), inside that module's transaction; the project's
   * version rises (it changed).
   */
  async function recordWithin(
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
  }

  return { create, move, availableTimes, reschedule, moveWithin, recordWithin };
}

export type ProjectStatusFlow = ReturnType<typeof projectStatusFlow>;
