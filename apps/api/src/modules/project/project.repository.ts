import type { ProjectReach } from "@mt/domain/project/project-reach";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { updateIfVersion } from "../../db/versioned-update.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { media } from "../media/media.schema.ts";
import { salesPartner, salesPartnerDepartment } from "../sales-partner/sales-partner.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { project, projectDocument, projectEvent } from "./project.schema.ts";
import { reachCondition } from "./project-reach.repository.ts";

export type ProjectRow = typeof project.$inferSelect;
export type NewProject = Omit<
  typeof project.$inferInsert,
  "id" | "number" | "createdAt" | "version" | "searchText" | "customerSort"
>;
export type NewProjectEvent = typeof projectEvent.$inferInsert;

/** A list filter in database terms: instants in UTC, search words lower-cased and escaped by the service. */
export interface ProjectFilter {
  reach: readonly ProjectReach[];
  /** Every word must occur in the search text. */
  words?: readonly string[];
  statuses?: readonly ProjectStatus[];
  workTypes?: readonly string[];
  kind?: "JOB" | "INSPECTION" | undefined;
  contractorUuid?: string | undefined;
  contractorId?: number | undefined;
  electricianUuid?: string | undefined;
  customerUuid?: string | undefined;
  salesChannel?: "ONLINE" | "STORE" | undefined;
  /** The store channel: only orders through this sales partner, or this store of one (uuids). */
  salesPartnerUuid?: string | undefined;
  salesPartnerDepartmentUuid?: string | undefined;
  /** Appointment start within any of these [from, to) ranges. */
  startsIn?: readonly { from?: number | undefined; to?: number | undefined }[];
  createdFrom?: number | undefined;
  createdTo?: number | undefined;
}

export type ProjectSort = "number" | "createdAt" | "startsAt" | "status" | "customer";

const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function conditions(filter: ProjectFilter, withStatus: boolean): SQL[] {
  const where: SQL[] = [reachCondition(filter.reach)];
  for (const word of filter.words ?? []) {
    where.push(sql`${project.searchText} like ${`%${likeEscape(word)}%`}`);
  }
  if (withStatus && filter.statuses?.length) where.push(inArray(project.status, [...filter.statuses]));
  if (filter.workTypes?.length) {
    const any = filter.workTypes.map(
      (type) => sql`${project.lineItems} @> ${JSON.stringify([{ typeKey: type }])}::jsonb`,
    );
    where.push(or(...any) as SQL);
  }
  if (filter.kind) where.push(eq(project.kind, filter.kind));
  if (filter.contractorId !== undefined) where.push(eq(project.contractorId, filter.contractorId));
  if (filter.contractorUuid) {
    where.push(
      sql`${project.contractorId} = (select ${contractor.id} from ${contractor} where ${contractor.uuid} = ${filter.contractorUuid})`,
    );
  }
  if (filter.electricianUuid) {
    where.push(
      sql`${project.electricianId} = (select ${electrician.id} from ${electrician} where ${electrician.uuid} = ${filter.electricianUuid})`,
    );
  }
  if (filter.customerUuid) {
    where.push(
      sql`${project.customerUserId} = (select ${appUser.id} from ${appUser} where ${appUser.uuid} = ${filter.customerUuid})`,
    );
  }
  if (filter.salesChannel) where.push(eq(project.salesChannel, filter.salesChannel));
  if (filter.salesPartnerUuid) {
    where.push(
      sql`${project.salesPartnerId} = (select ${salesPartner.id} from ${salesPartner} where ${salesPartner.uuid} = ${filter.salesPartnerUuid})`,
    );
  }
  if (filter.salesPartnerDepartmentUuid) {
    where.push(
      sql`${project.salesPartnerDepartmentId} = (select ${salesPartnerDepartment.id} from ${salesPartnerDepartment} where ${salesPartnerDepartment.uuid} = ${filter.salesPartnerDepartmentUuid})`,
    );
  }
  if (filter.startsIn?.length) {
    const ranges = filter.startsIn.map(
      (r) =>
        and(
          r.from === undefined ? undefined : gte(timeslot.startsAt, new Date(r.from)),
          r.to === undefined ? undefined : lt(timeslot.startsAt, new Date(r.to)),
          sql`${timeslot.id} is not null`,
        ) as SQL,
    );
    where.push(or(...ranges) as SQL);
  }
  if (filter.createdFrom !== undefined) where.push(gte(project.createdAt, new Date(filter.createdFrom)));
  if (filter.createdTo !== undefined) where.push(lt(project.createdAt, new Date(filter.createdTo)));
  return where;
}

/** The seller of a store order (a second join of app_user, beside the customer). */
const seller = alias(appUser, "seller");

const summaryColumns = {
  project,
  timeslot: {
    id: timeslot.id,
    uuid: timeslot.uuid,
    timeslotUuid: timeslot.timeslotUuid,
    startsAt: timeslot.startsAt,
    endsAt: timeslot.endsAt,
    windowStartsAt: timeslot.windowStartsAt,
    windowEndsAt: timeslot.windowEndsAt,
  },
  contractor: { id: contractor.id, uuid: contractor.uuid, name: contractor.name },
  electrician: {
    id: electrician.id,
    uuid: electrician.uuid,
    firstName: electrician.firstName,
    lastName: electrician.lastName,
    userId: electrician.userId,
  },
  customer: { uuid: appUser.uuid },
  salesPartner: { uuid: salesPartner.uuid, name: salesPartner.name },
  salesPartnerDepartment: { uuid: salesPartnerDepartment.uuid, name: salesPartnerDepartment.name },
  seller: { uuid: seller.uuid, firstName: seller.firstName, lastName: seller.lastName },
};

/**
 * The list's sort keys. For a search they are expressions no index holds, so PostgreSQL sorts the
 * matches the trigram index finds (the status counts visit all of them anyway) rather than walking
 * a sorted index in the hope of meeting a page of matches early: when the matches are all old, or
 * all from one customer, that walk reads nearly the whole table (measured: 100 ms against 10).
 */
function sortKeys(searching: boolean) {
  if (!searching) return project;
  return {
    number: sql`${project.number} + 0`,
    createdAt: sql`${project.createdAt} + interval '0 seconds'`,
    status: sql`${project.status} || ''`,
    customerSort: sql`${project.customerSort} || ''`,
  };
}

export function projectRepository(db: Db) {
  const joined = () =>
    db
      .select(summaryColumns)
      .from(project)
      .leftJoin(timeslot, eq(timeslot.id, project.timeslotId))
      .innerJoin(contractor, eq(contractor.id, project.contractorId))
      .innerJoin(electrician, eq(electrician.id, project.electricianId))
      .innerJoin(appUser, eq(appUser.id, project.customerUserId))
      .leftJoin(salesPartner, eq(salesPartner.id, project.salesPartnerId))
      .leftJoin(salesPartnerDepartment, eq(salesPartnerDepartment.id, project.salesPartnerDepartmentId))
      .leftJoin(seller, eq(seller.id, project.sellerUserId));

  return {
    async create(values: NewProject): Promise<ProjectRow> {
      const [created] = await db.insert(project).values(values).returning();
      if (!created) throw new Error("project not created");
      return created;
    },

    /** One project with what its views need, by uuid, number or id; null when it does not exist. */
    async find(ref: { uuid: string } | { number: number } | { id: number }) {
      const match =
        "uuid" in ref
          ? eq(project.uuid, ref.uuid)
          : "number" in ref
            ? eq(project.number, ref.number)
            : eq(project.id, ref.id);
      const [row] = await joined().where(match);
      return row ?? null;
    },

    /** A page of the list, sorted, with a stable order on ties. */
    async list(filter: ProjectFilter, sort: ProjectSort, dir: "asc" | "desc", limit: number, offset: number) {
      const by = dir === "asc" ? asc : desc;
      const orderBy = (k: ReturnType<typeof sortKeys>): SQL[] =>
        ({
          number: [by(k.number)],
          createdAt: [by(k.createdAt), by(project.id)],
          startsAt: [sql`${timeslot.startsAt} ${sql.raw(dir)} nulls last`, by(project.id)],
          status: [by(k.status), desc(k.createdAt), desc(project.id)],
          customer: [by(k.customerSort), by(project.id)],
        })[sort];
      // The page's ids first, from narrow rows; then only those rows, whole and joined. Sorting the
      // matches with every column and join attached costs ten times as much.
      const pageIds = db
        .select({ id: project.id })
        .from(project)
        .leftJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .where(and(...conditions(filter, true)))
        .orderBy(...orderBy(sortKeys(Boolean(filter.words?.length))))
        .limit(limit)
        .offset(offset);
      return joined()
        .where(sql`${project.id} = any(array(${pageIds}))`)
        .orderBy(...orderBy(sortKeys(false)));
    },

    /** Matches per status for the filter, ignoring its status filter. */
    async statusCounts(filter: ProjectFilter): Promise<{ status: ProjectStatus; n: number }[]> {
      const needsTimeslot = (filter.startsIn?.length ?? 0) > 0;
      const base = db.select({ status: project.status, n: count() }).from(project);
      const query = needsTimeslot ? base.leftJoin(timeslot, eq(timeslot.id, project.timeslotId)) : base;
      return query.where(and(...conditions(filter, false))).groupBy(project.status);
    },

    /** The project row, locked for the rest of the caller's transaction. */
    lockedById(id: number): Promise<ProjectRow[]> {
      return db.select().from(project).where(eq(project.id, id)).for("update");
    },

    /**
     * The optimistic check: applies the change only if the version is still `version`, and raises
     * it. False when someone else changed the project first.
     */
    changeIfVersion(
      id: number,
      version: number,
      set: Partial<
        Pick<
          ProjectRow,
          "status" | "timeslotId" | "electricianId" | "totalOre" | "vatOre" | "durationMinutes"
        >
      >,
    ): Promise<boolean> {
      return updateIfVersion(db, project, id, version, set);
    },

    /** Raises the version of a project (a note or document is a change too). */
    async touch(id: number): Promise<void> {
      await db
        .update(project)
        .set({ version: sql`${project.version} + 1` })
        .where(eq(project.id, id));
    },

    async addEvent(values: NewProjectEvent): Promise<void> {
      await db.insert(projectEvent).values(values);
    },

    async events(projectId: number) {
      return db
        .select()
        .from(projectEvent)
        .where(eq(projectEvent.projectId, projectId))
        .orderBy(asc(projectEvent.at), asc(projectEvent.id));
    },

    async addDocument(values: typeof projectDocument.$inferInsert): Promise<void> {
      await db.insert(projectDocument).values(values);
    },

    async documents(projectId: number) {
      return db
        .select({
          id: projectDocument.id,
          title: projectDocument.title,
          sharedWithCustomer: projectDocument.sharedWithCustomer,
          createdAt: projectDocument.createdAt,
          storageKey: media.storageKey,
        })
        .from(projectDocument)
        .innerJoin(media, eq(media.id, projectDocument.mediaId))
        .where(eq(projectDocument.projectId, projectId))
        .orderBy(asc(projectDocument.id));
    },
  };
}

export type ProjectRepository = ReturnType<typeof projectRepository>;
export type ProjectJoinedRow = NonNullable<Awaited<ReturnType<ProjectRepository["find"]>>>;
