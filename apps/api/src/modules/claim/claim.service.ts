import { randomUUID } from "node:crypto";
import type { AvailableTimes } from "@mt/contract/booking";
import type { ClaimDetail, ClaimSummary, claimListQuery, ProjectClaims } from "@mt/contract/claim";
import { claimDeadline, formatClaimDeadline, withinClaimDeadline } from "@mt/domain/claim/claim-deadline";
import { type ClaimReach, claimReach } from "@mt/domain/claim/claim-reach";
import {
  allowedClaimMoves,
  CLAIM_MOVE_RULES,
  CLAIM_OPEN_ROLES,
  CLAIM_OVERRIDE_ROLES,
  CLAIMABLE_PROJECT_STATUSES,
  type ClaimMove,
  type ClaimStatus,
  decideClaimMove,
  mayRescheduleClaim,
} from "@mt/domain/claim/claim-status";
import { formatDateLong } from "@mt/domain/format/date";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import type { Role } from "@mt/domain/roles/roles";
import { addDays, osloToUtc } from "@mt/domain/time/oslo-clock";
import type { z } from "zod";
import { type Db, transaction } from "../../db/database.ts";
import { isDeadlock, isExclusionViolation } from "../../db/sql-state.ts";
import { type Caller, companyInReach } from "../../lib/access.ts";
import { apiError, fieldError, notFound } from "../../lib/http-error.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import { type ClaimFilter, type ClaimJoinedRow, claimRepository } from "./claim.repository.ts";
import { type ClaimNews, claimNews } from "./claim-messages.ts";
import { toClaimDetail, toClaimSummary } from "./claim-views.ts";

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

type ClaimListQuery = z.output<typeof claimListQuery>;

const NOT_FOUND = "Fant ikke reklamasjonen.";

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
function reachingRoles(caller: Caller, row: ClaimJoinedRow): Role[] {
  return [...new Set(caller.activeRoles)].filter((role) =>
    claimReach({ ...caller, activeRoles: [role] }).some((reach) => reaches(reach, row)),
  );
}

/** Search words, lower-cased, at most 8. */
const searchWords = (text: string | undefined) =>
  (text ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

export function claimService(deps: ClaimDeps) {
  const now = deps.now ?? Date.now;
  const repo = claimRepository(deps.db);
  const { schedule } = deps;

  async function actorName(caller: Caller, asCustomer: boolean): Promise<string> {
    if (asCustomer) return "Kunden";
    return (await repo.userName(caller.id)) || "Ukjent bruker";
  }

  async function reach(caller: Caller, uuid: string) {
    const row = await repo.find({ uuid });
    const roles = row ? reachingRoles(caller, row) : [];
    if (!row || roles.length === 0) throw notFound(NOT_FOUND);
    return { row, roles };
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

  async function fresh(caller: Caller, id: number): Promise<ClaimDetail> {
    const row = await repo.find({ id });
    if (!row) throw notFound(NOT_FOUND);
    return detailOf(caller, row);
  }

  async function record(
    tx: Db,
    input: {
      row: Pick<ClaimJoinedRow, "project"> & { claim: { id: number } };
      kind: "opened" | "override" | "status" | "reschedule" | "swap";
      caller: Caller;
      actor: string;
      fromStatus?: ClaimStatus | null;
      toStatus?: ClaimStatus | null;
      message?: string | null;
      meta?: Record<string, unknown>;
      news?: ClaimNews | null;
      window?: { windowStartsAt: Date; windowEndsAt: Date } | null;
      /** The customer's own claim, not staff's: its own message limits. */
      selfService?: boolean;
    },
  ) {
    await claimRepository(tx).addEvent({
      claimId: input.row.claim.id,
      kind: input.kind,
      actorUserId: input.caller.id,
      actorName: input.actor,
      fromStatus: input.fromStatus ?? null,
      toStatus: input.toStatus ?? null,
      message: input.message ?? null,
      meta: input.meta ?? null,
    });
    if (input.news) {
      const messages = claimNews(input.news, input.row, {
        publicUrl: deps.publicUrl,
        window: input.window ?? null,
        message: input.message,
      });
      // The change stands whatever the limits say; messages over them are dropped (decision 062).
      const purpose = input.selfService ? "self-service" : "news";
      const send = { purpose, sender: { userId: input.caller.id }, subject: input.row.project.uuid } as const;
      await deps.notifications.enqueueLimited(tx, send, messages);
    }
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

  function filterOf(caller: Caller, query: Omit<ClaimListQuery, "page" | "perPage">): ClaimFilter {
    return {
      reach: claimReach(caller),
      words: searchWords(query.search),
      statuses: query.status,
      contractorUuid: query.contractor,
      openedBefore: query.minAgeDays !== undefined ? now() - query.minAgeDays * 86_400_000 : undefined,
      overridden: query.deadline === undefined ? undefined : query.deadline === "overridden",
    };
  }

  /** The deadline facts of a project as the caller reaches it. */
  async function deadlineOf(projectId: number, status: ProjectStatus) {
    const done = (CLAIMABLE_PROJECT_STATUSES as readonly string[]).includes(status);
    const completedAt = done ? await repo.completedAt(projectId) : null;
    return { done, completedAt };
  }

  async function finish(
    caller: Caller,
    uuid: string,
    move: Extract<ClaimMove, "resolve" | "reject">,
    body: { version: number; message: string },
  ): Promise<ClaimDetail> {
    const { row, roles } = await reach(caller, uuid);
    const c = row.claim;
    const decision = decideClaimMove(c.status, move, roles);
    if (!decision.ok && decision.reason === "role") throw apiError("CLAIM_MOVE_FORBIDDEN");
    if (body.version !== c.version) throw apiError("CLAIM_VERSION_CONFLICT");
    if (!decision.ok) throw apiError("CLAIM_MOVE_NOT_ALLOWED");
    const message = body.message.trim();
    if (CLAIM_MOVE_RULES[move].needsMessage && !message)
      throw fieldError("VALIDATION_ERROR", "message", "Skriv en melding til kunden.");
    // A visit not begun yet is no longer needed: its time is free again.
    const slot = row.timeslot;
    const free = slot !== null && slot.startsAt.getTime() > now();
    const actor = await actorName(caller, false);
    await transaction(deps.db, async (tx) => {
      const changed = await claimRepository(tx).changeIfVersion(c.id, body.version, {
        status: decision.to,
        resolutionMessage: message,
        ...(free && { timeslotId: null }),
      });
      if (!changed) throw apiError("CLAIM_VERSION_CONFLICT");
      if (free && slot) await schedule.freeBooked(tx, slot.id);
      await record(tx, {
        row,
        kind: "status",
        caller,
        actor,
        fromStatus: c.status,
        toStatus: decision.to,
        message,
        news: move === "resolve" ? "resolved" : "rejected",
      });
    });
    deps.notifications.sendSoon();
    return fresh(caller, c.id);
  }

  /** The contractor named by id or uuid; 404 when unknown or (for non-staff) not the caller's. */
  async function contractorOf(caller: Caller, ref: string): Promise<number> {
    return companyInReach(caller, await deps.coverage.contractorIdOf(ref));
  }

  /** A claim of that contractor within the caller's reach; 404 otherwise. */
  async function contractorClaim(caller: Caller, contractorRef: string, claimUuid: string) {
    const contractorId = await contractorOf(caller, contractorRef);
    const reached = await reach(caller, claimUuid);
    if (reached.row.project.contractorId !== contractorId) throw notFound(NOT_FOUND);
    return reached;
  }

  /** The contractor's electricians (not the visit's own) free for the whole visit. */
  async function swappable(row: ClaimJoinedRow) {
    const slot = row.timeslot;
    if (!slot) return [];
    const demand = demandOf(row);
    return schedule.freeElectricians({
      contractorId: row.project.contractorId,
      workTypes: demand.workTypes,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      now: demand.now,
      exceptTimeslotId: slot.id,
      except: row.claim.electricianId === null ? [] : [row.claim.electricianId],
    });
  }

  /** By first name, as the swap list shows them. */
  const byName = <E extends { id: number; firstName: string }>(people: E[]) =>
    [...people].sort((a, b) => a.firstName.localeCompare(b.firstName, "nb") || a.id - b.id);

  return {
    /** The claim as the caller reaches it (claim reach); 404 otherwise. */
    reached: reach,

    async open(
      caller: Caller,
      body: { project: string; description: string; imageIds: number[]; overrideReason?: string | undefined },
    ): Promise<ClaimDetail> {
      const { row: projectRow, roles } = await deps.projects.reached(caller, body.project);
      const p = projectRow.project;
      const openRoles = roles.filter((role) => CLAIM_OPEN_ROLES.includes(role));
      if (openRoles.length === 0) throw apiError("CLAIM_OPEN_FORBIDDEN");
      const { done, completedAt } = await deadlineOf(p.id, p.status);
      if (!done) throw apiError("CLAIM_PROJECT_NOT_COMPLETED");
      const completion = completedAt ?? p.createdAt;
      const reason = body.overrideReason?.trim() || null;
      const mayOverride = openRoles.some((role) => CLAIM_OVERRIDE_ROLES.includes(role));
      const within = withinClaimDeadline(completion, now());
      if (!within) {
        const last = formatDateLong(claimDeadline(completion));
        if (reason && !mayOverride) throw apiError("CLAIM_OVERRIDE_FORBIDDEN");
        if (!reason && !mayOverride) {
          throw apiError("CLAIM_DEADLINE_PASSED", {
            message: `Reklamasjonsfristen gikk ut ${last}, fem år etter at jobben ble fullført. Ta kontakt med kundeservice hvis du mener noe er galt.`,
          });
        }
        if (!reason) {
          throw fieldError(
            "CLAIM_DEADLINE_PASSED",
            "overrideReason",
            `Reklamasjonsfristen gikk ut ${last}. Skriv en begrunnelse for å registrere reklamasjonen likevel.`,
          );
        }
      }
      const imageIds = [...new Set(body.imageIds)];
      const images = await repo.images(imageIds);
      if (images.length !== imageIds.length) throw fieldError("CLAIM_IMAGE_UNKNOWN", "imageIds");
      const asCustomer = !openRoles.some((role) => role !== "CUSTOMER");
      const actor = await actorName(caller, asCustomer);
      const id = await transaction(deps.db, async (tx) => {
        const created = await claimRepository(tx).create({
          uuid: randomUUID(),
          projectId: p.id,
          status: "opened",
          description: body.description.trim(),
          imageIds,
          openedByUserId: caller.id,
          overrideReason: within ? null : reason,
        });
        const target = { claim: created, project: { ...p, contactInformation: p.contactInformation } };
        await record(tx, {
          row: target,
          kind: "opened",
          caller,
          actor,
          toStatus: "opened",
          news: "opened",
          selfService: asCustomer,
        });
        if (!within) {
          await record(tx, {
            row: target,
            kind: "override",
            caller,
            actor,
            message: reason,
            meta: { deadline: claimDeadline(completion) },
          });
        }
        return created.id;
      });
      deps.notifications.sendSoon();
      return fresh(caller, id);
    },

    async list(caller: Caller, query: ClaimListQuery) {
      const filter = filterOf(caller, query);
      const { page, perPage } = query;
      const [rows, counts] = await Promise.all([
        repo.list(filter, perPage, (page - 1) * perPage),
        repo.statusCounts(filter),
      ]);
      const statusCounts = Object.fromEntries(counts.map((c) => [c.status, Number(c.n)])) as Partial<
        Record<ClaimStatus, number>
      >;
      const wanted = filter.statuses?.length ? filter.statuses : null;
      const total = counts
        .filter((c) => !wanted || wanted.includes(c.status))
        .reduce((sum, c) => sum + Number(c.n), 0);
      return {
        data: rows.map(toClaimSummary),
        meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)), statusCounts },
      };
    },

    async detail(caller: Caller, uuid: string): Promise<ClaimDetail> {
      const { row } = await reach(caller, uuid);
      return detailOf(caller, row);
    },

    async forProject(caller: Caller, projectUuid: string): Promise<ProjectClaims> {
      const { row: projectRow, roles } = await deps.projects.reached(caller, projectUuid);
      const p = projectRow.project;
      const { done, completedAt } = await deadlineOf(p.id, p.status);
      const completion = done ? (completedAt ?? p.createdAt) : null;
      const within = completion !== null && withinClaimDeadline(completion, now());
      const openRoles = roles.filter((role) => CLAIM_OPEN_ROLES.includes(role));
      const rows = await repo.forProject(p.id);
      const visible = rows.filter((row) => reachingRoles(caller, row).length > 0);
      return {
        deadline: completion ? claimDeadline(completion) : null,
        deadlineText: completion ? formatClaimDeadline(completion) : null,
        withinDeadline: within,
        mayOpen: done && within && openRoles.length > 0,
        mayOverride: done && !within && openRoles.some((role) => CLAIM_OVERRIDE_ROLES.includes(role)),
        claims: await Promise.all(visible.map((row) => detailOf(caller, row))),
      };
    },

    async availableTimes(
      caller: Caller,
      uuid: string,
      query: { from?: string | undefined; days?: number | undefined },
    ): Promise<AvailableTimes> {
      const { row } = await reach(caller, uuid);
      const offered = await schedule.offeredTimes(demandOf(row), query);
      return {
        timeZone: "Europe/Oslo",
        kind: "JOB",
        durationMinutes: row.project.durationMinutes,
        ...offered,
      };
    },

    /**
     * Books the visit (opened → scheduled) or moves a planned one, with the project's own
     * electrician when free, else another of the same contractor's, under the booking guarantee.
     */
    async schedule(
      caller: Caller,
      uuid: string,
      body: { version: number; startsAt: string },
    ): Promise<ClaimDetail> {
      const { row, roles } = await reach(caller, uuid);
      const c = row.claim;
      const moving = c.status === "scheduled";
      if (moving) {
        if (!mayRescheduleClaim(c.status, roles)) throw apiError("CLAIM_MOVE_FORBIDDEN");
      } else {
        const decision = decideClaimMove(c.status, "schedule", roles);
        if (!decision.ok && decision.reason === "role") throw apiError("CLAIM_MOVE_FORBIDDEN");
        if (!decision.ok) throw apiError("CLAIM_MOVE_NOT_ALLOWED");
      }
      if (body.version !== c.version) throw apiError("CLAIM_VERSION_CONFLICT");
      const at = now();
      const window = await schedule.windowAt(Date.parse(body.startsAt), at);
      if (!window) throw fieldError("VALIDATION_ERROR", "startsAt", "Ugyldig tidspunkt");
      const prefer = c.electricianId ?? row.project.electricianId;
      const pick = await schedule.pickElectrician(demandOf(row), window, prefer);
      if (!pick) throw apiError("TIMESLOT_TAKEN");
      const to = {
        electricianId: Number(pick.electricianId),
        startsAt: new Date(pick.start),
        endsAt: new Date(pick.end),
        windowStartsAt: new Date(window.startsAt),
        windowEndsAt: new Date(window.endsAt),
      };
      const actor = await actorName(caller, false);
      const slot = row.timeslot;
      try {
        await transaction(deps.db, async (tx) => {
          const inTx = claimRepository(tx);
          if (moving && slot) {
            if (!(await inTx.changeIfVersion(c.id, body.version, { electricianId: to.electricianId }))) {
              throw apiError("CLAIM_VERSION_CONFLICT");
            }
            await schedule.moveBooked(tx, slot.id, to, new Date(at));
          } else {
            // The time first: the claim then points at it.
            const booked = await schedule.bookTime(tx, { uuid: randomUUID(), ...to }, new Date(at));
            const changed = await inTx.changeIfVersion(c.id, body.version, {
              status: "scheduled",
              timeslotId: booked.id,
              electricianId: to.electricianId,
            });
            if (!changed) throw apiError("CLAIM_VERSION_CONFLICT");
          }
          await record(tx, {
            row,
            kind: moving ? "reschedule" : "status",
            caller,
            actor,
            fromStatus: moving ? null : c.status,
            toStatus: moving ? null : "scheduled",
            meta: {
              ...(slot && {
                formerWindow: { windowStartsAt: slot.windowStartsAt, windowEndsAt: slot.windowEndsAt },
              }),
              window: { windowStartsAt: to.windowStartsAt, windowEndsAt: to.windowEndsAt },
            },
            news: moving ? "rescheduled" : "scheduled",
            window: to,
          });
        });
      } catch (error) {
        // Someone took the time meanwhile (a job or another claim): the database refused the overlap.
        if (isExclusionViolation(error) || isDeadlock(error)) throw apiError("TIMESLOT_TAKEN");
        throw error;
      }
      deps.notifications.sendSoon();
      return fresh(caller, c.id);
    },

    resolve: (caller: Caller, uuid: string, body: { version: number; message: string }) =>
      finish(caller, uuid, "resolve", body),
    reject: (caller: Caller, uuid: string, body: { version: number; message: string }) =>
      finish(caller, uuid, "reject", body),

    /** The contractor's claims (spec section 7), by the visit's time when dates are given. */
    async contractorClaims(
      caller: Caller,
      contractorRef: string,
      query: {
        from?: string | undefined;
        to?: string | undefined;
        dates?: string[];
        electricianUuid?: string | undefined;
      },
    ): Promise<ClaimSummary[]> {
      const contractorId = await contractorOf(caller, contractorRef);
      const visitIn = query.dates?.length
        ? query.dates.map((date) => ({
            from: osloToUtc(date, "00:00"),
            to: osloToUtc(addDays(date, 1), "00:00"),
          }))
        : query.from || query.to
          ? [
              {
                from: query.from ? osloToUtc(query.from, "00:00") : undefined,
                to: query.to ? osloToUtc(addDays(query.to, 1), "00:00") : undefined,
              },
            ]
          : undefined;
      const rows = await repo.listByVisit(
        { reach: claimReach(caller), contractorId, electricianUuid: query.electricianUuid, visitIn },
        1000,
      );
      return rows.map(toClaimSummary);
    },

    async swappableElectricians(caller: Caller, contractorRef: string, claimUuid: string) {
      const { row, roles } = await contractorClaim(caller, contractorRef, claimUuid);
      if (!row.timeslot?.timeslotUuid) throw apiError("CLAIM_NOT_SCHEDULED");
      if (!mayRescheduleClaim(row.claim.status, roles)) throw apiError("CLAIM_MOVE_FORBIDDEN");
      const people = byName(await swappable(row));
      return {
        timeslot_uuid: row.timeslot.timeslotUuid,
        electricians: people.map((e) => ({ uuid: e.uuid, firstName: e.firstName, lastName: e.lastName })),
      };
    },

    /** Moves the visit to another free electrician of the same contractor, at the same time. */
    async swapTimeslot(
      caller: Caller,
      contractorRef: string,
      claimUuid: string,
      body: { timeslot_uuid: string; electrician_uuid?: string | undefined },
    ): Promise<ClaimDetail> {
      const { row, roles } = await contractorClaim(caller, contractorRef, claimUuid);
      const slot = row.timeslot;
      if (!slot || slot.timeslotUuid !== body.timeslot_uuid) throw apiError("CLAIM_NOT_SCHEDULED");
      if (!mayRescheduleClaim(row.claim.status, roles)) throw apiError("CLAIM_MOVE_FORBIDDEN");
      const free = await swappable(row);
      let target: number | undefined;
      let person: { firstName: string; lastName: string } | undefined;
      if (body.electrician_uuid) {
        const named = await repo.electricianByUuid(body.electrician_uuid);
        if (!named || named.contractorId !== row.project.contractorId) {
          throw fieldError("VALIDATION_ERROR", "electrician_uuid", "Montøren hører ikke til installatøren.");
        }
        person = free.find((e) => e.id === named.id);
        if (!person) throw apiError("TIMESLOT_TAKEN");
        target = named.id;
      } else {
        person = free[0];
        target = free[0]?.id;
        if (target === undefined) throw apiError("TIMESLOT_TAKEN");
      }
      const to = {
        electricianId: target,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        windowStartsAt: slot.windowStartsAt,
        windowEndsAt: slot.windowEndsAt,
      };
      const actor = await actorName(caller, false);
      await schedule.moveTimeslot(deps.db, { id: slot.id, to, now: new Date(now()) }, async (tx) => {
        const changed = await claimRepository(tx).changeIfVersion(row.claim.id, row.claim.version, {
          electricianId: target,
        });
        if (!changed) throw apiError("CLAIM_VERSION_CONFLICT");
        await record(tx, {
          row,
          kind: "swap",
          caller,
          actor,
          message: person ? `Ny montør: ${person.firstName} ${person.lastName}` : null,
        });
      });
      return fresh(caller, row.claim.id);
    },
  };
}

export type ClaimService = ReturnType<typeof claimService>;
