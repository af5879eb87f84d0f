import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { pgliteExtensions } from "../db/pglite-extensions.ts";
import { withDatabase } from "./global-setup.ts";

let counter = 0;

/** A migrated database of this test file's own, on whichever engine the run uses. */
export async function createTestDatabase(): Promise<Database> {
  const target = inject("testDatabase");
  if (target.kind === "pglite") {
    const dump = new Blob([fs.readFileSync(target.dumpFile)]);
    return openDatabase({
      kind: "pglite",
      client: await PGlite.create({ loadDataDir: dump, extensions: pgliteExtensions }),
    });
  }
  const name = `mt_t_${process.ppid}_${process.pid}_${Date.now()}_${counter++}`;
  const admin = new pg.Client({ connectionString: target.serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${target.template}`);
  } finally {
    await admin.end();
  }
  const database = await openDatabase({ kind: "postgres", url: withDatabase(target.serverUrl, name) });
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: target.serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`).finally(() => cleanup.end());
    },
  };
}
