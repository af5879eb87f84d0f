import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema.ts";

/** The Drizzle handle the repositories use, whichever engine sits behind it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Cheap round trip for the readiness probe. */
  ping(): Promise<void>;
  close(): Promise<void>;
}
