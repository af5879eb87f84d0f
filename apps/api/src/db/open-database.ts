import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import type { Database, Db } from "./database.ts";
import { listenPostgres } from "./listen-postgres.ts";
import { pgliteExtensions } from "./pglite-extensions.ts";

export type DatabaseTarget =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /**
       * A server's pool: every connection opened before `openDatabase` answers and kept open while
       * idle, so the first burst of requests does not wait for connections to be made (decision 055).
       */
      warm?: boolean;
    }
  | { kind: "pglite"; dataDir: string }
  | { kind: "pglite"; client: PGlite };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === "postgres") {
    const max = target.poolSize ?? 10;
    const pool = new pg.Pool({
      connectionString: target.url,
      max,
      min: target.warm ? max : 0,
      // A server that accepts but never answers fails the request (503) instead of holding it.
      connectionTimeoutMillis: 5_000,
    });
    // An idle client that loses its server connection must not crash the process.
    pool.on("error", () => {});
    // Nor may a checked-out client whose connection is killed mid-transaction: its query fails.
    pool.on("connect", (client) => client.on("error", () => {}));
    if (target.warm) {
      const opened = await Promise.allSettled(Array.from({ length: max }, () => pool.connect()));
      for (const result of opened) if (result.status === "fulfilled") result.value.release();
      const failed = opened.find((result) => result.status === "rejected");
      if (failed) {
        await pool.end();
        throw failed.reason;
      }
    } else {
      await pool.query("select 1");
    }
    return {
      kind: "postgres",
      db: drizzlePg({ client: pool }) as unknown as Db,
      ping: async () => {
        await pool.query("select 1");
      },
      listen: (channel, onPayload) => listenPostgres(target.url, channel, onPayload),
      close: () => pool.end(),
    };
  }
  const client =
    "client" in target
      ? target.client
      : await PGlite.create(path.join(target.dataDir, "pglite"), { extensions: pgliteExtensions });
  return {
    kind: "pglite",
    db: drizzlePglite({ client }) as unknown as Db,
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await stop();
      };
    },
    close: () => client.close(),
  };
}
