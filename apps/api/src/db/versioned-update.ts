import { and, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Db } from "./database.ts";

type Versioned = PgTable & { id: PgColumn; version: PgColumn };

/**
 * The optimistic check of a row with a version (a project, a claim): applies `set` only if the row's
 * version is still `version`, and raises it. False when someone else changed the row first.
 */
export async function updateIfVersion<Table extends Versioned>(
  db: Db,
  table: Table,
  id: number,
  version: number,
  set: PgUpdateSetSource<Table>,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ ...set, version: sql`${table.version} + 1` } as PgUpdateSetSource<Table>)
    .where(and(eq(table.id, id), eq(table.version, version)))
    .returning({ id: table.id });
  return rows.length > 0;
}
