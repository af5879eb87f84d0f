import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { contractor } from "../coverage/coverage.schema.ts";
import { project } from "../project/project.schema.ts";
import { appUser } from "../users/users.schema.ts";
import { offer } from "./offer.schema.ts";

export type OfferRow = typeof offer.$inferSelect;
export type NewOffer = typeof offer.$inferInsert;

const notDraft = ne(offer.status, "draft");

export function offerRepository(db: Db) {
  return {
    /** A project's versions, newest first, with who made each. */
    ofProject(projectId: number) {
      return db
        .select({ offer, createdBy: { firstName: appUser.firstName, lastName: appUser.lastName } })
        .from(offer)
        .leftJoin(appUser, eq(appUser.id, offer.createdByUserId))
        .where(eq(offer.projectId, projectId))
        .orderBy(desc(offer.version));
    },

    /** The offer and its project's uuid (to reach the project as the desk does). */
    async byUuid(uuid: string): Promise<{ offer: OfferRow; projectUuid: string } | null> {
      const [row] = await db
        .select({ offer, projectUuid: project.uuid })
        .from(offer)
        .innerJoin(project, eq(project.id, offer.projectId))
        .where(eq(offer.uuid, uuid));
      return row ?? null;
    },

    /** The offer with its project's customer, as the signed link names them. */
    async withCustomer(uuid: string) {
      const [row] = await db
        .select({
          offer,
          projectUuid: project.uuid,
          customer: { id: appUser.id, uuid: appUser.uuid, phoneNumber: appUser.phoneNumber },
        })
        .from(offer)
        .innerJoin(project, eq(project.id, offer.projectId))
        .innerJoin(appUser, eq(appUser.id, project.customerUserId))
        .where(eq(offer.uuid, uuid));
      return row ?? null;
    },

    async newest(projectId: number): Promise<OfferRow | null> {
      const [row] = await db
        .select()
        .from(offer)
        .where(eq(offer.projectId, projectId))
        .orderBy(desc(offer.version))
        .limit(1);
      return row ?? null;
    },

    /** The newest version of the project, locked: versions are numbered one at a time. */
    async newestLocked(projectId: number): Promise<OfferRow | null> {
      const [row] = await db
        .select()
        .from(offer)
        .where(eq(offer.projectId, projectId))
        .orderBy(desc(offer.version))
        .limit(1)
        .for("update");
      return row ?? null;
    },

    async lockedByUuid(uuid: string): Promise<OfferRow | null> {
      const [row] = await db.select().from(offer).where(eq(offer.uuid, uuid)).for("update");
      return row ?? null;
    },

    /** The newest version that was sent (whatever the customer answered since). */
    async newestSent(projectId: number): Promise<OfferRow | null> {
      const [row] = await db
        .select()
        .from(offer)
        .where(and(eq(offer.projectId, projectId), notDraft))
        .orderBy(desc(offer.version))
        .limit(1);
      return row ?? null;
    },

    async create(values: NewOffer): Promise<OfferRow> {
      const [row] = await db.insert(offer).values(values).returning();
      if (!row) throw new Error("offer insert returned nothing");
      return row;
    },

    async update(id: number, values: Partial<NewOffer>): Promise<OfferRow> {
      const [row] = await db.update(offer).set(values).where(eq(offer.id, id)).returning();
      if (!row) throw new Error("offer update returned nothing");
      return row;
    },

    /** The installer on the offer's PDF: name and organisation number. */
    async contractorOf(projectId: number) {
      const [row] = await db
        .select({ name: contractor.name, organizationNumber: contractor.organizationNumber })
        .from(project)
        .innerJoin(contractor, eq(contractor.id, project.contractorId))
        .where(eq(project.id, projectId));
      return row ?? null;
    },
  };
}
