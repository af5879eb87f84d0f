import type { ProjectView } from "@mt/contract/booking";
import type { ProjectDetail, ProjectSummary, projectListQuery } from "@mt/contract/project";
import { projectReach } from "@mt/domain/project/project-reach";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import type { z } from "zod";
import { transaction } from "../../db/database.ts";
import type { Caller } from "../../lib/access.ts";
import { fieldError } from "../../lib/http-error.ts";
import { osloRange } from "../../lib/oslo-days.ts";
import { type ProjectFilter, projectRepository } from "./project.repository.ts";
import type { ProjectContext, ProjectRef } from "./project-context.ts";
import { projectsCsv } from "./project-csv.ts";
import { searchWords } from "./project-search.ts";
import { toBookedView, toSummary } from "./project-views.ts";

type ProjectListQuery = z.output<typeof projectListQuery>;

/** Rows per page of the CSV export, and the most it writes. */
const EXPORT_BATCH = 1000;
const EXPORT_MAX = 50_000;

/** A customer-only caller sees the electrician on list rows only once planned in. */
const onlyCustomer = (caller: Caller) =>
  caller.activeRoles.length > 0 && caller.activeRoles.every((role) => role === "CUSTOMER");

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

/**
 * The projects desk: the list with its filters and counts, the CSV export, one project's detail,
 * and the notes and documents staff add to it.
 */
export function projectDesk(context: ProjectContext) {
  const { deps, repo, actorName, reach, staffReach, detailOf, fresh, record } = context;

  /** The booking's answer for a project it booked, and its customer. */
  async function bookedView(id: number): Promise<{ project: ProjectView; customerUserId: number } | null> {
    const row = await repo.find({ id });
    const view = row ? toBookedView(row, deps.media) : null;
    return row && view ? { project: view, customerUserId: row.project.customerUserId } : null;
  }

  async function list(caller: Caller, query: ProjectListQuery) {
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
    const asCustomer = onlyCustomer(caller);
    return {
      data: rows.map((row) => toSummary(row, asCustomer)),
      meta: { page, perPage, total, lastPage: Math.max(1, Math.ceil(total / perPage)), statusCounts },
    };
  }

  async function exportCsv(
    caller: Caller,
    query: Omit<ProjectListQuery, "page" | "perPage">,
  ): Promise<string> {
    const all: ProjectSummary[] = [];
    const asCustomer = onlyCustomer(caller);
    const filter = filterOf(caller, query);
    for (let offset = 0; offset < EXPORT_MAX; offset += EXPORT_BATCH) {
      const rows = await repo.list(filter, query.sort, query.dir, EXPORT_BATCH, offset);
      all.push(...rows.map((row) => toSummary(row, asCustomer)));
      if (rows.length < EXPORT_BATCH) break;
    }
    return projectsCsv(all);
  }

  async function detail(caller: Caller, ref: ProjectRef): Promise<ProjectDetail> {
    const { row } = await reach(caller, ref);
    return detailOf(caller, row);
  }

  async function addNote(caller: Caller, ref: ProjectRef, text: string): Promise<ProjectDetail> {
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
  }

  async function addDocument(
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
  }

  return { bookedView, list, exportCsv, detail, addNote, addDocument };
}
