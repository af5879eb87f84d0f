import type { ClaimDetail } from "@mt/contract/claim";
import { type ClaimReach, claimReach } from "@mt/domain/claim/claim-reach";
import {
  allowedClaimMoves,
  CLAIMABLE_PROJECT_STATUSES,
  type ClaimStatus,
  mayRescheduleClaim,
} from "@mt/domain/claim/claim-status";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import type { Db } from "../../db/database.ts";
import { type Caller, companyInReach } from "../../lib/access.ts";
import { type CaseChange, actorName as caseActorName, caseTimeline } from "../../lib/case-timeline.ts";
import { notFound } from "../../lib/http-error.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import { type ClaimJoinedRow, claimRepository } from "./claim.repository.ts";
import { type ClaimNews, claimNews } from "./claim-messages.ts";
import { toClaimDetail } from "./claim-views.ts";

export interface ClaimDeps {
  db: Db;
  /** Finds the company a contractor call names. */
  coverage: Pick<CoverageService, "contractorIdOf">;
  projects: ProjectsService;
  schedule: ScheduleService;
  notifications: NotificationsService;
  media: MediaService;
  publicUrl: string;
  now?: (() => number) | undefined;
}

export const NOT_FOUND = "Fant ikke reklamasjonen.";

/** Does this one reach include the claim? */
function reaches(reach: ClaimReach, row: ClaimJoinedRow): boolean {
  switch (reach.kind) {
    case "all":
      return true;
    case "contractor":
      return row.project.contractorId === reach.contractorId;
    case "electrician":
      return (row.electrician ? row.electrician.userId : row.projectElectricianUserId) === reach.userId;
    case "customer":
      return row.project.customerUserId === reach.userId;
  }
}

/** The caller's active roles through which they reach this claim: only these count for its moves. */
export function reachingRoles(caller: Caller, row: ClaimJoinedRow): Role[] {
  return [...new Set(caller.activeRoles)].filter((role) =>
    claimReach({ ...caller, activeRoles: [role] }).some((reach) => reaches(reach, row)),
  );
}

/** One change on a claim's timeline, and what its customer is told of it. */
export interface ClaimChange
  extends Omit<
    CaseChange<"opened" | "override" | "status" | "reschedule" | "swap", ClaimStatus>,
    "internal"
  > {
  row: Pick<ClaimJoinedRow, "project"> & { claim: { id: number } };
  news?: ClaimNews | null;
  window?: { windowStartsAt: Date; windowEndsAt: Date } | null;
}

/**
 * What every group of claim calls shares: finding a claim within the caller's reach, its detail as
 * they see it, and writing a change to its timeline.
 */
export function claimContext(deps: ClaimDeps) {
  const now = deps.now ?? Date.now;
  const repo = claimRepository(deps.db);

  const actorName = (caller: Caller, asCustomer: boolean) => caseActorName(deps.db, caller, asCustomer);

  async function reach(caller: Caller, uuid: string) {
    const row = await repo.find({ uuid });
    const roles = row ? reachingRoles(caller, row) : [];
    if (!row || roles.length === 0) throw notFound(NOT_FOUND);
    return { row, roles };
  }

  /** The contractor named by id or uuid; 404 when unknown or (for non-staff) not the caller's. */
  async function contractorOf(caller: Caller, ref: string): Promise<number> {
    return companyInReach(caller, await deps.coverage.contractorIdOf(ref));
  }

  async function detailOf(caller: Caller, row: ClaimJoinedRow): Promise<ClaimDetail> {
    const roles = reachingRoles(caller, row);
    const [events, images] = await Promise.all([repo.events(row.claim.id), repo.images(row.claim.imageIds)]);
    const byId = new Map(images.map((image) => [image.id, image]));
    return toClaimDetail(
      row,
      events,
      row.claim.imageIds.flatMap((id) => {
        const image = byId.get(id);
        return image ? [{ id, url: deps.media.privateUrl(image.storageKey) }] : [];
      }),
      {
        allowedMoves: allowedClaimMoves(row.claim.status, roles),
        mayReschedule: mayRescheduleClaim(row.claim.status, roles),
      },
    );
  }

  /** The claim's detail read anew after a change. */
  async function fresh(caller: Caller, id: number): Promise<ClaimDetail> {
    const row = await repo.find({ id });
    if (!row) throw notFound(NOT_FOUND);
    return detailOf(caller, row);
  }

  const timeline = caseTimeline<ClaimChange["kind"], ClaimStatus>({
    notifications: deps.notifications,
    // A claim's events are all the customer's to see: its table keeps no `internal`.
    addEvent: (tx, claimId, { internal: _internal, ...event }) =>
      claimRepository(tx).addEvent({ claimId, ...event }),
  });

  /** Writes the timeline event and the customer's messages of a change, in its transaction. */
  async function record(tx: Db, input: ClaimChange) {
    const { row, news, window, ...change } = input;
    const messages = news
      ? claimNews(news, row, { publicUrl: deps.publicUrl, window: window ?? null, message: change.message })
      : null;
    await timeline.record(tx, { caseId: row.claim.id, projectUuid: row.project.uuid }, change, messages);
  }

  /** Who may come for a claim visit: the project's contractor, its work types, its duration. */
  function demandOf(row: ClaimJoinedRow) {
    return {
      contractorIds: [row.project.contractorId],
      workTypes: [...new Set(row.project.lineItems.map((line) => line.typeKey))],
      durationMinutes: row.project.durationMinutes,
      now: now(),
      exceptTimeslotId: row.timeslot?.id ?? undefined,
    };
  }

  /** The deadline facts of a project as the caller reaches it. */
  async function deadlineOf(projectId: number, status: ProjectStatus) {
    const done = (CLAIMABLE_PROJECT_STATUSES as readonly string[]).includes(status);
    const completedAt = done ? await repo.completedAt(projectId) : null;
    return { done, completedAt };
  }

  return { deps, now, repo, actorName, reach, contractorOf, detailOf, fresh, record, demandOf, deadlineOf };
}

export type ClaimContext = ReturnType<typeof claimContext>;
