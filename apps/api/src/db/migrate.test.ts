import fs from "node:fs";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { withDatabase } from "../test/global-setup.ts";
import type { Database } from "./database.ts";
import { MIGRATION_LOCK_KEY, runMigrations } from "./migrate.ts";
import { openDatabase } from "./open-database.ts";

/**
 * Several servers starting at once on one empty PostgreSQL database: each has its own pool, as two
 * processes would. PGlite has one process by construction (its directory is locked), nothing to race.
 */
const target = inject("testDatabase");
const journal = JSON.parse(
  fs.readFileSync(fileURLToPath(new URL("./migrations/meta/_journal.json", import.meta.url)), "utf8"),
) as { entries: unknown[] };

describe.skipIf(target.kind !== "postgres")("migrations with several servers (PostgreSQL only)", () => {
  const serverUrl = target.kind === "postgres" ? target.serverUrl : "";
  const names: string[] = [];
  const opened: Database[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function emptyDatabase(): Promise<string> {
    const name = `mt_t_${process.ppid}_migrate_${Date.now()}_${names.length}`;
    await admin.query(`create database ${name}`);
    names.push(name);
    return withDatabase(serverUrl, name);
  }
  async function server(url: string): Promise<Database> {
    const database = await openDatabase({ kind: "postgres", url, poolSize: 3 });
    opened.push(database);
    return database;
  }
  function pool(database: Database): pg.Pool {
    return (database.db as unknown as { $client: pg.Pool }).$client;
  }
  async function appliedMigrations(database: Database): Promise<number> {
    const { rows } = await pool(database).query<{ n: string }>(
      "select count(*) as n from drizzle.__drizzle_migrations",
    );
    return Number(rows[0]?.n);
  }

  it("two servers migrating an empty database at the same moment both come up, with one set of tables", async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([server(url), server(url)]);
    const results = await Promise.allSettled([runMigrations(a), runMigrations(b)]);
    expect(results.map((r) => (r.status === "rejected" ? String(r.reason) : "ok"))).toEqual(["ok", "ok"]);
    expect(await appliedMigrations(a)).toBe(journal.entries.length);
    // The lock is given back: a third start finds nothing to do and does not wait.
    await runMigrations(a);
    expect(await appliedMigrations(b)).toBe(journal.entries.length);
    const { rows } = await admin.query<{ n: string }>(
      `select count(*) as n from pg_locks
        where locktype = 'advisory' and objid = $1 and database = (select oid from pg_database where datname = $2)`,
      [Number(MIGRATION_LOCK_KEY & 0xffffffffn), new URL(url).pathname.slice(1)],
    );
    expect(Number(rows[0]?.n)).toBe(0);
  });

  it("a server waits while another holds the migration lock", async () => {
    const url = await emptyDatabase();
    const holder = new pg.Client({ connectionString: url });
    await holder.connect();
    try {
      await holder.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY.toString()]);
      const database = await server(url);
      let done = false;
      const migrating = runMigrations(database).then(() => {
        done = true;
      });
      // It waits on the lock (PostgreSQL shows it), and has not migrated past it.
      await vi.waitFor(
        async () => {
          const { rows } = await holder.query(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
              and database = (select oid from pg_database where datname = current_database())`,
          );
          expect(rows[0]?.n).toBe(1);
        },
        { timeout: 10_000, interval: 20 },
      );
      expect(done).toBe(false);
      await holder.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY.toString()]);
      await migrating;
      expect(await appliedMigrations(database)).toBe(journal.entries.length);
    } finally {
      await holder.end();
    }
  });
});
