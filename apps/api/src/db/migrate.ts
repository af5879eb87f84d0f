import { fileURLToPath } from "node:url";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { Database } from "./database.ts";

// The build copies this folder next to the bundle, so the same relative URL works from src and dist.
const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    await migratePg(database.db as unknown as NodePgDatabase, { migrationsFolder });
  } else {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
  }
}
