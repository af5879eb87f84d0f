import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";

/**
 * The Drizzle handle the repositories use, whichever engine sits behind it. It carries no schema:
 * repositories name their tables (`select().from(table)`), so db/ needs no list of every module's
 * tables; that list (`../schema.ts`) is drizzle-kit's alone.
 */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Cheap round trip for the readiness probe. */
  ping(): Promise<void>;
  /**
   * Calls `onPayload` with every `NOTIFY` on `channel` (from any server on this database, this one
   * included) until the returned function is called. PostgreSQL: on a connection of its own,
   * re-opened if it drops (what is notified while it is down is lost). PGlite: in this process.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * Runs `work` in one transaction. Repositories built on `tx` (and service functions that take it)
 * join it: all of it commits, or none.
 */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}
