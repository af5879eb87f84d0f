import type { ProjectDetail } from "@mt/contract/project";
import { type ProjectReach, projectReach } from "@mt/domain/project/project-reach";
import {
  allowedMoves,
  decideMove,
  mayReschedule,
  type ProjectStatus,
} from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import type { Db } from "../../db/database.ts";
import { type Caller, companyInReach } from "../../lib/access.ts";
import { type CaseChange, actorName as caseActorName, caseTimeline } from "../../lib/case-timeline.ts";
import { apiError, notFound } from "../../lib/http-error.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { SettingsService } from "../settings/settings.module.ts";
import { type ProjectJoinedRow, type ProjectRow, projectRepository } from "./project.repository.ts";
import { customerCutoff } from "./project-customer-cutoff.ts";
import { type CustomerNews, projectNews } from "./project-messages.ts";
import { toDetail } from "./project-views.ts";

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

/** A project as its params name it: the uuid, or the number staff say on the phone. */
export type ProjectRef = string;

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

/** The arrival window a project's booked time shows, or null without one. */
export const windowOf = (row: ProjectJoinedRow) =>
  row.timeslot
    ? { windowStartsAt: row.timeslot.windowStartsAt, windowEndsAt: row.timeslot.windowEndsAt }
    : null;

/** One change on a project's timeline, and what its customer is told of it. */
export interface ProjectChange
  extends CaseChange<"status" | "reschedule" | "note" | "document" | "electrician", ProjectStatus> {
  project: ProjectRow;
  news?: CustomerNews | null;
  window?: { windowStartsAt: Date; windowEndsAt: Date } | null;
  electrician?: string | null;
}

/**
 * What every group of project calls shares: finding a project within the caller's reach, its
 * detail as they see it, and writing a change to its timeline.
 */
export function projectContext(deps: ProjectsDeps) {
  const now = deps.now ?? Date.now;
  const repo = projectRepository(deps.db);
  const cutoff = customerCutoff(deps.settings, now);

  /** Who the timeline names; inside a transaction, read through its handle (`db`). */
  const actorName = (caller: Caller, asCustomer: boolean, db: Db = deps.db) =>
    caseActorName(db, caller, asCustomer);

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

  /** Notes and documents: staff and installers who reach the project (never as its customer). */
  async function staffReach(caller: Caller, ref: ProjectRef) {
    const reached = await reach(caller, ref);
    if (reached.asCustomer) throw apiError("FORBIDDEN");
    return reached;
  }

  /** The contractor named by id or uuid; 404 when unknown or (for non-staff) not the caller's. */
  async function contractorOf(caller: Caller, ref: string): Promise<number> {
    return companyInReach(caller, await deps.coverage.contractorIdOf(ref));
  }

  async function detailOf(caller: Caller, row: ProjectJoinedRow): Promise<ProjectDetail> {
    const roles = reachingRoles(caller, row);
    const staffRoles = roles.filter((role) => role !== "CUSTOMER");
    const asCustomer = staffRoles.length === 0;
    const customer = roles.includes("CUSTOMER");
    const inTime = customer ? await cutoff.inTime(cutoff.protectedStart(row)) : true;
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
      customerChangeDeadline: customer ? await cutoff.deadline(row) : null,
      links: deps.media,
    });
  }

  /** The project's detail read anew after a change. */
  async function fresh(caller: Caller, id: number): Promise<ProjectDetail> {
    const row = await repo.find({ id });
    if (!row) throw notFound("Fant ikke prosjektet.");
    return detailOf(caller, row);
  }

  const timeline = caseTimeline<ProjectChange["kind"], ProjectStatus>({
    notifications: deps.notifications,
    addEvent: (tx, projectId, event) => projectRepository(tx).addEvent({ projectId, ...event }),
  });

  /** Writes the timeline event and the customer's messages of a change, in its transaction. */
  async function record(tx: Db, input: ProjectChange) {
    const { project: p, news, window, electrician, ...change } = input;
    const messages = news
      ? projectNews(news, p, {
          publicUrl: deps.publicUrl,
          window: window ?? null,
          message: change.message,
          electrician,
        })
      : null;
    await timeline.record(tx, { caseId: p.id, projectUuid: p.uuid }, change, messages);
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

  return {
    deps,
    now,
    repo,
    cutoff,
    actorName,
    reach,
    staffReach,
    contractorOf,
    detailOf,
    fresh,
    record,
    demandOf,
  };
}

export type ProjectContext = ReturnType<typeof projectContext>;
