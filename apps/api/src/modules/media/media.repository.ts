import { and, count, desc, eq, ilike, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { claim } from "../claim/claim.schema.ts";
import { inspectionPhoto } from "../inspection/inspection.schema.ts";
import { project, projectDocument } from "../project/project.schema.ts";
import { media } from "./media.schema.ts";

export type MediaRow = typeof media.$inferSelect;

/**
 * An object that shows a file, by the kind and value its reach is asked with (decision 058): a
 * project (its documents and its lines' photos; `customerSees` false for a document not shared with
 * the customer), a claim (its images) or an inspection (its photos, by the project's uuid).
 */
export type FileUse =
  | { kind: "project"; uuid: string; customerSees: boolean }
  | { kind: "claim"; uuid: string }
  | { kind: "inspection"; uuid: string };

const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function mediaRepository(db: Db) {
  return {
    /** The library: never the hidden customer uploads. */
    async listLibrary(
      filters: {
        id?: number | undefined;
        kind?: string | undefined;
        category?: string | undefined;
        search?: string | undefined;
      },
      page: number,
      perPage: number,
    ) {
      const conditions: (SQL | undefined)[] = [
        eq(media.hidden, false),
        filters.id ? eq(media.id, filters.id) : undefined,
        filters.kind ? eq(media.kind, filters.kind) : undefined,
        filters.category ? eq(media.category, filters.category) : undefined,
        filters.search
          ? or(
              ilike(media.title, like(filters.search)),
              ilike(media.alt, like(filters.search)),
              ilike(media.originalFilename, like(filters.search)),
            )
          : undefined,
      ];
      const where = and(...conditions);
      const [rows, totals] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ total: count() }).from(media).where(where),
      ]);
      return { rows, total: totals[0]?.total ?? 0 };
    },

    async get(id: number): Promise<MediaRow | undefined> {
      const rows = await db.select().from(media).where(eq(media.id, id));
      return rows[0];
    },

    async getByKey(storageKey: string): Promise<MediaRow | undefined> {
      const rows = await db.select().from(media).where(eq(media.storageKey, storageKey));
      return rows[0];
    },

    /** Where the file is shown (read from the project, claim and inspection tables). */
    async uses(row: Pick<MediaRow, "id" | "kind" | "storageKey">): Promise<FileUse[]> {
      if (row.kind === "document") {
        const documents = await db
          .select({ uuid: project.uuid, shared: projectDocument.sharedWithCustomer })
          .from(projectDocument)
          .innerJoin(project, eq(project.id, projectDocument.projectId))
          .where(eq(projectDocument.mediaId, row.id));
        return documents.map((d) => ({ kind: "project", uuid: d.uuid, customerSees: d.shared }));
      }
      const lines = JSON.stringify([{ images: [`/media/${row.storageKey}`] }]);
      const [inLines, inClaims, inInspections] = await Promise.all([
        db.select({ uuid: project.uuid }).from(project).where(sql`${project.lineItems} @> ${lines}::jsonb`),
        db
          .select({ uuid: claim.uuid })
          .from(claim)
          .where(sql`${claim.imageIds} @> ${JSON.stringify([row.id])}::jsonb`),
        db
          .select({ uuid: project.uuid })
          .from(inspectionPhoto)
          .innerJoin(project, eq(project.id, inspectionPhoto.projectId))
          .where(eq(inspectionPhoto.mediaId, row.id)),
      ]);
      return [
        ...inLines.map((p) => ({ kind: "project" as const, uuid: p.uuid, customerSees: true })),
        ...inClaims.map((c) => ({ kind: "claim" as const, uuid: c.uuid })),
        ...inInspections.map((p) => ({ kind: "inspection" as const, uuid: p.uuid })),
      ];
    },

    async insert(values: typeof media.$inferInsert): Promise<MediaRow> {
      const rows = await db.insert(media).values(values).returning();
      return rows[0] as MediaRow;
    },

    async update(
      id: number,
      values: Partial<Pick<MediaRow, "title" | "alt" | "category" | "crop" | "hotspot">>,
    ): Promise<MediaRow | undefined> {
      const rows = await db
        .update(media)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(media.id, id))
        .returning();
      return rows[0];
    },

    async delete(id: number): Promise<MediaRow | undefined> {
      const rows = await db.delete(media).where(eq(media.id, id)).returning();
      return rows[0];
    },
  };
}

export type MediaRepository = ReturnType<typeof mediaRepository>;
