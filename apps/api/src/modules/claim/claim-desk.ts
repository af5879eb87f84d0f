import { randomUUID } from "node:crypto";
import type { ClaimDetail, claimListQuery, ProjectClaims } from "@mt/contract/claim";
import { claimDeadline, formatClaimDeadline, withinClaimDeadline } from "@mt/domain/claim/claim-deadline";
import { claimReach } from "@mt/domain/claim/claim-reach";
import { CLAIM_OPEN_ROLES, CLAIM_OVERRIDE_ROLES, type ClaimStatus } from "@mt/domain/claim/claim-status";
import { formatDateLong } from "@mt/domain/format/date";
import type { z } from "zod";
import { transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError } from "../../lib/http-error.ts";
import { type ClaimFilter, claimRepository } from "./claim.repository.ts";
import { type ClaimContext, reachingRoles } from "./claim-context.ts";
import { toClaimSummary } from "./claim-views.ts";

type ClaimListQuery = z.output<typeof claimListQuery>;

/** Search words, lower-cased, at most 8. */
const searchWords = (text: string | undefined) =>
  (text ?? "").toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8);

/**
 * Claims opened and read: a claim opened on a completed project within the deadline (or by an
 * override), the claims desk's list, one claim, and a project's claims with its deadline.
 */
export function claimDesk(context: ClaimContext) {
  const { deps, now, repo, actorName, reach, detailOf, fresh, record, deadlineOf } = context;

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

  async function open(
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
  }

  async function list(caller: Caller, query: ClaimListQuery) {
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
  }

  async function detail(caller: Caller, uuid: string): Promise<ClaimDetail> {
    const { row } = await reach(caller, uuid);
    return detailOf(caller, row);
  }

  async function forProject(caller: Caller, projectUuid: string): Promise<ProjectClaims> {
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
  }

  return { open, list, detail, forProject };
}
