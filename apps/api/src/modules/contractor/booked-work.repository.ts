import { and, eq, gt, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { claim } from "../claim/claim.schema.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { project } from "../project/project.schema.ts";
import { electrician, timeslot } from "../schedule/schedule.schema.ts";
import { appUser } from "../users/users.schema.ts";

/** A booked stretch of an electrician's time with the work it is for (a project, or a claim's visit). */
export interface BookedWorkRow {
  type: "PROJECT" | "CLAIM";
  timeslotUuid: string;
  electricianId: number;
  uuid: string;
  projectUuid: string;
  projectNumber: number;
  address: string;
  postCode: string;
  place: string | null;
  contact: { firstName?: string; lastName?: string; company?: { name?: string } | null } | null;
  startsAt: Date;
  endsAt: Date;
  windowStartsAt: Date;
  windowEndsAt: Date;
}

/** Reads for the availability editor: booked work, and which company an electrician works for. */
export function bookedWorkRepository(db: Db) {
  return {
    /** The company of an active electrician named by their uuid or their login's; null when none. */
    async companyOf(uuid: string): Promise<{ id: number; uuid: string; name: string } | null> {
      const [row] = await db
        .select({ id: contractor.id, uuid: contractor.uuid, name: contractor.name })
        .from(electrician)
        .innerJoin(contractor, eq(contractor.id, electrician.contractorId))
        .leftJoin(appUser, eq(appUser.id, electrician.userId))
        .where(and(eq(electrician.active, true), or(eq(electrician.uuid, uuid), eq(appUser.uuid, uuid))));
      return row ?? null;
    },

    /** The electricians' booked timeslots that end after `now`, with their project or claim. */
    async bookedWork(electricianIds: readonly number[], now: Date): Promise<BookedWorkRow[]> {
      if (electricianIds.length === 0) return [];
      const slot = {
        timeslotUuid: timeslot.timeslotUuid,
        electricianId: timeslot.electricianId,
        projectUuid: project.uuid,
        projectNumber: project.number,
        address: project.address,
        postCode: project.postCode,
        place: project.place,
        contact: project.contactInformation,
        startsAt: timeslot.startsAt,
        endsAt: timeslot.endsAt,
        windowStartsAt: timeslot.windowStartsAt,
        windowEndsAt: timeslot.windowEndsAt,
      };
      const where = and(
        inArray(timeslot.electricianId, [...electricianIds]),
        eq(timeslot.status, "BOOKED"),
        gt(timeslot.endsAt, now),
      );
      const [projects, claims] = await Promise.all([
        db
          .select({ ...slot, uuid: project.uuid })
          .from(timeslot)
          .innerJoin(project, eq(project.timeslotId, timeslot.id))
          .where(where),
        db
          .select({ ...slot, uuid: claim.uuid })
          .from(timeslot)
          .innerJoin(claim, eq(claim.timeslotId, timeslot.id))
          .innerJoin(project, eq(project.id, claim.projectId))
          .where(where),
      ]);
      const rows = [
        ...projects.map((r) => ({ ...r, type: "PROJECT" as const })),
        ...claims.map((r) => ({ ...r, type: "CLAIM" as const })),
      ];
      return rows
        .flatMap((r) => (r.timeslotUuid ? [{ ...r, timeslotUuid: r.timeslotUuid } as BookedWorkRow] : []))
        .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    },
  };
}
