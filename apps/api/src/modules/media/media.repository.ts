import { and, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Db } from "../../db/database.ts";
import { media } from "./media.schema.ts";

export type MediaRow = typeof media.$inferSelect;

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
