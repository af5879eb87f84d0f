import type { ClaimReach } from "@mt/domain/claim/claim-reach";
import type { ClaimStatus } from "@mt/domain/claim/claim-status";
import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.ts";
import { updateIfVersion } from "../../db/versioned-update.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { media } from "../media/media.schema.ts";
import { project, projectEvent } from "../project/project.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { claim, claimEvent } from "./claim.schema.ts";

export type ClaimRow = typeof claim.$inferSelect;
export type NewClaim = Omit<typeof claim.$inferInsert, "id" | "version" | "createdAt" | "updatedAt">;
export type NewClaimEvent = typeof claimEvent.$inferInsert;

/** A list filter in database terms (search words lower-cased; instants in UTC). */
export interface ClaimFilter {
  reach: readonly ClaimReach[];
  words?: readonly string[];
  statuses?: readonly ClaimStatus[];
  contractorUuid?: string | undefined;
  contractorId?: number | undefined;
  electricianUuid?: string | undefined;
  /** Opened before this instant. */
  openedBefore?: number | undefined;
  overridden?: boolean | undefined;
  /** The visit starts within any of these [from, to) ranges. */
  visitIn?: readonly { from?: number | undefined; to?: number | undefined }[];
}

const likeEscape = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The project's electrician (the visit's may differ). */
const projectElectrician = alias(electrician, "project_electrician");

function reachPart(r: ClaimReach): SQL {
  switch (r.kind) {
    case "all":
      return sql`true`;
    case "contractor":
      return eq(project.contractorId, r.contractorId);
    case "electrician":
      return sql`coalesce(${claim.electricianId}, ${project.electricianId}) in (select ${electrician.id} from ${electrician} where ${electrician.userId} = ${r.userId})`;
    case "customer":
      return eq(project.customerUserId, r.userId);
  }
}

function conditions(filter: ClaimFilter, withStatus: boolean): SQL[] {
  const parts = filter.reach.map(reachPart);
  const where: SQL[] = [parts.length ? (or(...parts) as SQL) : sql`false`];
  for (const word of filter.words ?? []) {
    const like = `%${likeEscape(word)}%`;
    where.push(sql`(${project.searchText} like ${like} or lower(${claim.description}) like ${like})`);
  }
  if (withStatus && filter.statuses?.length) where.push(inArray(claim.status, [...filter.statuses]));
  if (filter.contractorId !== undefined) where.push(eq(project.contractorId, filter.contractorId));
  if (filter.contractorUuid) {
    where.push(
      sql`${project.contractorId} = (select ${contractor.id} from ${contractor} where ${contractor.uuid} = ${filter.contractorUuid})`,
    );
  }
  if (filter.electricianUuid) {
    where.push(
      sql`${claim.electricianId} = (select ${electrician.id} from ${electrician} where ${electrician.uuid} = ${filter.electricianUuid})`,
    );
  }
  if (filter.openedBefore !== undefined) where.push(lte(claim.createdAt, new Date(filter.openedBefore)));
  if (filter.overridden !== undefined) {
    where.push(filter.overridden ? isNotNull(claim.overrideReason) : isNull(claim.overrideReason));
  }
  if (filter.visitIn?.length) {
    const ranges = filter.visitIn.map(
      (r) =>
        and(
          r.from === undefined ? undefined : gte(timeslot.startsAt, new Date(r.from)),
          r.to === undefined ? undefined : lt(timeslot.startsAt, new Date(r.to)),
          sql`${timeslot.id} is not null`,
        ) as SQL,
    );
    where.push(or(...ranges) as SQL);
  }
  return where;
}

/** When the project's work was completed: its latest move to "completed". */
const completedAt = sql<Date | null>`(select max(${projectEvent.at}) from ${projectEvent} where ${projectEvent.projectId} = ${project.id} and ${projectEvent.toStatus} = 'completed')`;

const columns = {
  claim,
  project: {
    id: project.id,
    uuid: project.uuid,
    number: project.number,
    status: project.status,
    kind: project.kind,
    contractorId: project.contractorId,
    electricianId: project.electricianId,
    customerUserId: project.customerUserId,
    contactInformation: project.contactInformation,
    address: project.address,
    postCode: project.postCode,
    place: project.place,
    lineItems: project.lineItems,
    durationMinutes: project.durationMinutes,
    createdAt: project.createdAt,
  },
  completedAt: completedAt.mapWith((value: unknown) => (value ? new Date(value as string) : null)),
  contractor: { id: contractor.id, uuid: contractor.uuid, name: contractor.name },
  electrician: {
    id: electrician.id,
    uuid: electrician.uuid,
    firstName: electrician.firstName,
    lastName: electrician.lastName,
    userId: electrician.userId,
  },
  projectElectricianUserId: projectElectrician.userId,
  timeslot: {
    id: timeslot.id,
    timeslotUuid: timeslot.timeslotUuid,
    startsAt: timeslot.startsAt,
    endsAt: timeslot.endsAt,
    windowStartsAt: timeslot.windowStartsAt,
    windowEndsAt: timeslot.windowEndsAt,
  },
};

export function claimRepository(db: Db) {
  const joined = () =>
    db
      .select(columns)
      .from(claim)
      .innerJoin(project, eq(project.id, claim.projectId))
      .innerJoin(contractor, eq(contractor.id, project.contractorId))
      .innerJoin(projectElectrician, eq(projectElectrician.id, project.electricianId))
      .leftJoin(electrician, eq(electrician.id, claim.electricianId))
      .leftJoin(timeslot, eq(timeslot.id, claim.timeslotId));

  return {
    async create(values: NewClaim): Promise<ClaimRow> {
      const [created] = await db.insert(claim).values(values).returning();
      if (!created) throw new Error("claim not created");
      return created;
    },

    async addEvent(values: NewClaimEvent): Promise<void> {
      await db.insert(claimEvent).values(values);
    },

    async find(ref: { uuid: string } | { id: number }) {
      const [row] = await joined().where("uuid" in ref ? eq(claim.uuid, ref.uuid) : eq(claim.id, ref.id));
      return row ?? null;
    },

    async list(filter: ClaimFilter, limit: number, offset: number) {
      return joined()
        .where(and(...conditions(filter, true)))
        .orderBy(desc(claim.createdAt), desc(claim.id))
        .limit(limit)
        .offset(offset);
    },

    /** By the visit's start, for the contractor's calendar calls. */
    async listByVisit(filter: ClaimFilter, limit: number) {
      return joined()
        .where(and(...conditions(filter, true)))
        .orderBy(sql`${timeslot.startsAt} asc nulls last`, desc(claim.id))
        .limit(limit);
    },

    async statusCounts(filter: ClaimFilter): Promise<{ status: ClaimStatus; n: number }[]> {
      return db
        .select({ status: claim.status, n: count() })
        .from(claim)
        .innerJoin(project, eq(project.id, claim.projectId))
        .leftJoin(timeslot, eq(timeslot.id, claim.timeslotId))
        .where(and(...conditions(filter, false)))
        .groupBy(claim.status);
    },

    async forProject(projectId: number) {
      return joined().where(eq(claim.projectId, projectId)).orderBy(desc(claim.createdAt), desc(claim.id));
    },

    /** When the project's work was completed (its latest move to "completed"), or null. */
    async completedAt(projectId: number): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | Date | null>`max(${projectEvent.at})` })
        .from(projectEvent)
        .where(and(eq(projectEvent.projectId, projectId), eq(projectEvent.toStatus, "completed")));
      return row?.at ? new Date(row.at) : null;
    },

    async events(claimId: number) {
      return db.select().from(claimEvent).where(eq(claimEvent.claimId, claimId)).orderBy(asc(claimEvent.id));
    },

    /** The stored files of these images (only images count). */
    async images(ids: readonly number[]): Promise<{ id: number; storageKey: string }[]> {
      if (ids.length === 0) return [];
      return db
        .select({ id: media.id, storageKey: media.storageKey })
        .from(media)
        .where(and(inArray(media.id, [...ids]), eq(media.kind, "image")));
    },

    /** The optimistic check: applies the change only if the version is still `version`, and raises it. */
    changeIfVersion(
      id: number,
      version: number,
      set: Partial<Pick<ClaimRow, "status" | "timeslotId" | "electricianId" | "resolutionMessage">>,
    ): Promise<boolean> {
      return updateIfVersion(db, claim, id, version, { ...set, updatedAt: new Date() });
    },

    async electricianByUuid(uuid: string): Promise<{ id: number; contractorId: number } | null> {
      const [row] = await db
        .select({ id: electrician.id, contractorId: electrician.contractorId })
        .from(electrician)
        .where(eq(electrician.uuid, uuid));
      return row ?? null;
    },
  };
}

export type ClaimRepository = ReturnType<typeof claimRepository>;
export type ClaimJoinedRow = NonNullable<Awaited<ReturnType<ClaimRepository["find"]>>>;
