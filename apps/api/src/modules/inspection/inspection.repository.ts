import type { Measurement } from "@mt/contract/inspection";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import { and, asc, count, eq, gte, inArray, lt, notInArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { media } from "../media/media.schema.ts";
import { project } from "../project/project.schema.ts";
import { timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { inspectionFindings, inspectionPhoto } from "./inspection.schema.ts";

export type FindingsRow = typeof inspectionFindings.$inferSelect;

export interface InspectionFilter {
  mode?: "ON_SITE" | "VIDEO" | undefined;
  /** Appointment start in [from, to) (UTC instants). */
  from?: number | undefined;
  to?: number | undefined;
  /** Only these statuses, or all but these. */
  statuses?: { in: readonly ProjectStatus[] } | { notIn: readonly ProjectStatus[] } | undefined;
}

function conditions(filter: InspectionFilter): SQL[] {
  const where: SQL[] = [eq(project.kind, "INSPECTION")];
  if (filter.mode === "VIDEO") where.push(sql`${project.inspection}->>'mode' = 'VIDEO'`);
  // Inspections booked before the mode was stored were on site.
  if (filter.mode === "ON_SITE")
    where.push(sql`coalesce(${project.inspection}->>'mode', 'ON_SITE') = 'ON_SITE'`);
  if (filter.from !== undefined) where.push(gte(timeslot.startsAt, new Date(filter.from)));
  if (filter.to !== undefined) where.push(lt(timeslot.startsAt, new Date(filter.to)));
  if (filter.statuses && "in" in filter.statuses)
    where.push(inArray(project.status, [...filter.statuses.in]));
  if (filter.statuses && "notIn" in filter.statuses) {
    where.push(notInArray(project.status, [...filter.statuses.notIn]));
  }
  return where;
}

/** Inspections (read from the project module's tables) and their findings and photos (written here). */
export function inspectionRepository(db: Db) {
  return {
    /** A page of inspections by appointment (soonest first), and the total. */
    async list(filter: InspectionFilter, limit: number, offset: number) {
      const where = and(...conditions(filter));
      const rows = await db
        .select({
          project,
          windowStartsAt: timeslot.windowStartsAt,
          windowEndsAt: timeslot.windowEndsAt,
          hasFindings: sql<boolean>`exists (select 1 from ${inspectionFindings} where ${inspectionFindings.projectId} = ${project.id})`,
        })
        .from(project)
        .leftJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .where(where)
        .orderBy(sql`${timeslot.startsAt} asc nulls last`, asc(project.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db
        .select({ n: count() })
        .from(project)
        .leftJoin(timeslot, eq(timeslot.id, project.timeslotId))
        .where(where);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async findings(projectId: number): Promise<FindingsRow | null> {
      const [row] = await db
        .select()
        .from(inspectionFindings)
        .where(eq(inspectionFindings.projectId, projectId));
      return row ?? null;
    },

    async photos(projectId: number) {
      return db
        .select({
          id: inspectionPhoto.id,
          source: inspectionPhoto.source,
          createdAt: inspectionPhoto.createdAt,
          storageKey: media.storageKey,
        })
        .from(inspectionPhoto)
        .innerJoin(media, eq(media.id, inspectionPhoto.mediaId))
        .where(eq(inspectionPhoto.projectId, projectId))
        .orderBy(asc(inspectionPhoto.id));
    },

    async saveFindings(values: {
      projectId: number;
      text: string;
      measurements: Measurement[];
      updatedByUserId: number;
      updatedByName: string;
      inspectedAt?: Date;
    }): Promise<void> {
      const set = {
        text: values.text,
        measurements: values.measurements,
        updatedByUserId: values.updatedByUserId,
        updatedByName: values.updatedByName,
        updatedAt: new Date(),
        ...(values.inspectedAt && { inspectedAt: values.inspectedAt }),
      };
      await db
        .insert(inspectionFindings)
        .values({ projectId: values.projectId, ...set })
        .onConflictDoUpdate({ target: inspectionFindings.projectId, set });
    },

    /** What a meeting needs of its project, by uuid (the meeting link names no session). */
    async project(uuid: string) {
      const [row] = await db
        .select({
          id: project.id,
          uuid: project.uuid,
          number: project.number,
          kind: project.kind,
          status: project.status,
          inspection: project.inspection,
          address: project.address,
          postCode: project.postCode,
          place: project.place,
          customerUserId: project.customerUserId,
          customerUuid: appUser.uuid,
          firstName: appUser.firstName,
          lastName: appUser.lastName,
        })
        .from(project)
        .innerJoin(appUser, eq(appUser.id, project.customerUserId))
        .where(eq(project.uuid, uuid));
      return row
        ? { ...row, customerName: `${row.firstName ?? ""} ${row.lastName ?? ""}`.trim() || "Kunden" }
        : null;
    },

    async addPhoto(values: typeof inspectionPhoto.$inferInsert): Promise<void> {
      await db.insert(inspectionPhoto).values(values);
    },
  };
}
