import type { ProjectDetail, ProjectSummary } from "@mt/contract/project";
import { projectReach } from "@mt/domain/project/project-reach";
import { mayReschedule } from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import { type CalendarDays, osloDays } from "../../lib/oslo-days.ts";
import { type ProjectJoinedRow, projectRepository } from "./project.repository.ts";
import { type ProjectContext, type ProjectRef, windowOf } from "./project-context.ts";
import { searchWords } from "./project-search.ts";
import type { ProjectStatusFlow } from "./project-status-flow.ts";
import { ELECTRICIAN_SHOWN, toSummary } from "./project-views.ts";

/** Who may give a project's time to another electrician of its contractor (spec section 7). */
const SWAP_ROLES: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "CONTRACTOR_ADMIN"];

/**
 * The contractor's calls (spec section 7): their projects only, whoever asks (staff may name any
 * contractor; the route's access lets only them and the contractor's own admins in): the calendar
 * and search, a cancel, and giving a booked time to another of their electricians.
 */
export function projectContractorCalls(context: ProjectContext, flow: Pick<ProjectStatusFlow, "move">) {
  const { deps, now, repo, actorName, reach, contractorOf, fresh, record, demandOf } = context;
  const { schedule } = deps;

  async function contractorProjects(
    caller: Caller,
    contractorRef: string,
    query: CalendarDays & { electricianUuid?: string | undefined },
  ): Promise<ProjectSummary[]> {
    const contractorId = await contractorOf(caller, contractorRef);
    const startsIn = osloDays(query);
    const rows = await repo.list(
      { reach: projectReach(caller), contractorId, electricianUuid: query.electricianUuid, startsIn },
      "startsAt",
      "asc",
      1000,
      0,
    );
    return rows.map((row) => toSummary(row));
  }

  async function contractorSearch(
    caller: Caller,
    contractorRef: string,
    text: string,
  ): Promise<ProjectSummary[]> {
    const contractorId = await contractorOf(caller, contractorRef);
    const rows = await repo.list(
      { reach: projectReach(caller), contractorId, words: searchWords(text) },
      "createdAt",
      "desc",
      100,
      0,
    );
    return rows.map((row) => toSummary(row));
  }

  async function contractorCancel(
    caller: Caller,
    contractorRef: string,
    projectUuid: string,
    message: string,
  ): Promise<ProjectDetail> {
    const contractorId = await contractorOf(caller, contractorRef);
    const row = await repo.find({ uuid: projectUuid });
    if (!row || row.project.contractorId !== contractorId) throw notFound("Fant ikke prosjektet.");
    return flow.move(caller, projectUuid, { move: "cancel", version: row.project.version, message });
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

  return { contractorProjects, contractorSearch, contractorCancel, swappableElectricians, swapTimeslot };
}
