import { fileURLToPath } from "node:url";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";
import type { Database } from "./database.ts";
import { syncCountyPrefixes } from "./domain-copies.ts";

// The build copies this folder next to the bundle, so the same relative URL works from src and dist.
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

/**
 * Session advisory lock key of the migrations (any fixed 64-bit number; "mt-migr" in ASCII). Servers
 * starting at once on one database take turns: the first migrates, the rest find nothing left to do.
 */
export const MIGRATION_LOCK_KEY = 0x6d742d6d69677200n;

/**
 * Applies the migrations, then writes the tables the database copies from the domain (the county of
 * each post code prefix, decision 087), in the same turn.
 */
export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    // openDatabase builds the node-postgres handle on a pool.
    await migrateUnderLock((database.db as unknown as { $client: pg.Pool }).$client);
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    await syncCountyPrefixes(database.db);
  }
}

/**
 * Drizzle reads the last applied migration before its transaction, so two unlocked servers would both
 * apply the same files (and race on `create schema if not exists`). The lock is a session lock on
 * one dedicated connection, and the migrations run on that same connection.
 */
async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
    try {
      const db = drizzlePg({ client });
      await migratePg(db, { migrationsFolder });
      await syncCountyPrefixes(db);
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
    }
  } catch (error) {
    // A connection that failed mid-way may still hold the lock: it must not go back to the pool.
    broken = error as Error;
    throw error;
  } finally {
    client.release(broken);
  }
}
