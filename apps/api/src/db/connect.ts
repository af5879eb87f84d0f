import { lockDataDir } from "./data-dir-lock.ts";
import type { Database } from "./database.ts";
import { runMigrations } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";

export interface Connected {
  database: Database;
  /** Closes the database and gives up the data directory lock. */
  close(): Promise<void>;
}

/** Where the database is: the environment's `DATABASE_URL` (PostgreSQL), else the embedded one in `DATA_DIR`. */
export interface DatabaseSettings {
  DATABASE_URL?: string | undefined;
  DATA_DIR: string;
}

/** Opens the configured database (locking the embedded one's directory) and migrates it. */

export async function connect(env: DatabaseSettings): Promise<Connected> {
  const release = env.DATABASE_URL ? () => {} : lockDataDir(env.DATA_DIR);
  try {
    const database = await openDatabase(
      env.DATABASE_URL
        ? { kind: "postgres", url: env.DATABASE_URL, warm: true }
        : { kind: "pglite", dataDir: env.DATA_DIR },
    );
    await runMigrations(database);
    return {
      database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
