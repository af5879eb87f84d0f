import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "./db/database.ts";
import { runMigrations } from "./db/migrate.ts";
import { openDatabase } from "./db/open-database.ts";
import { rowsOf } from "./db/raw-sql.ts";
import { seedDemoData } from "./seed/seed.ts";
import { withDatabase } from "./test/global-setup.ts";
import {
  declaredFunctions,
  declaredTriggers,
  installedTriggers,
  moduleTriggerFiles,
  readModuleFile,
} from "./test/module-triggers.ts";
import { createTestDatabase } from "./test/test-database.ts";

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe("triggers (decision 087)", () => {
  it("every trigger in the database is declared in a module's *.triggers.sql", async () => {
    const declared = moduleTriggerFiles().flatMap((file) => declaredTriggers(readModuleFile(file)));
    const installed = (await installedTriggers(database.db)).map(({ name, table }) => ({ name, table }));
    expect(installed).toEqual(
      [...declared].sort((a, b) => a.table.localeCompare(b.table) || a.name.localeCompare(b.name)),
    );
  });

  it("every function of the schema is declared in a module's *.triggers.sql, which thus replaces them all", async () => {
    const declared = moduleTriggerFiles().flatMap((file) => declaredFunctions(readModuleFile(file)));
    const installed = rowsOf<{ name: string }>(
      await database.db.execute(sql`select p.proname as name from pg_proc p
        join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`),
    ).map((row) => row.name);
    expect(installed.sort()).toEqual(declared.sort());
  });
});

const target = inject("testDatabase");

describe.skipIf(target.kind !== "postgres")("a database from before the triggers moved (PostgreSQL)", () => {
  const serverUrl = target.kind === "postgres" ? target.serverUrl : "";
  const name = `mt_t_${process.ppid}_${process.pid}_before_0036`;
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "mt-migrations-"));
  let admin: pg.Client;
  let old: Database;

  beforeAll(async () => {
    // The migrations as they stood at 0035: the triggers then lived in 0029-0031 and the county in SQL.
    const migrations = fileURLToPath(new URL("./db/migrations", import.meta.url));
    fs.cpSync(migrations, folder, { recursive: true });
    const journalFile = path.join(folder, "meta", "_journal.json");
    const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as { entries: { idx: number }[] };
    journal.entries = journal.entries.filter((entry) => entry.idx <= 35);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    old = await openDatabase({ kind: "postgres", url: withDatabase(serverUrl, name), poolSize: 1 });
    const client = await (old.db as unknown as { $client: pg.Pool }).$client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder: folder });
    } finally {
      client.release();
    }
    await seedDemoData(old, { people: true });
  });
  afterAll(async () => {
    await old?.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const query = async (db: Database, text: string) =>
    JSON.stringify((await (db.db as unknown as { $client: pg.Pool }).$client.query(text)).rows);
  const figures = `select (select json_agg(k order by k::text) from key_figure_day k) as day,
    (select json_agg(k order by k::text) from key_figure_cart_day k) as cart_day,
    (select json_agg(k order by k::text) from key_figure_cart k) as cart`;
  const functions = `select p.proname, pg_get_functiondef(p.oid) from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace where n.nspname = 'public' and p.prokind = 'f'
      and p.proname not in (select e.proname from pg_proc e join pg_depend d on d.objid = e.oid and d.deptype = 'e')
    order by 1, 2`;
  const triggers = `select c.relname, t.tgname, pg_get_triggerdef(t.oid) from pg_trigger t
    join pg_class c on c.oid = t.tgrelid where not t.tgisinternal order by 1, 2`;

  it("converges on a fresh database's functions and triggers, with the same figures", async () => {
    const before = await query(old, figures);
    expect(JSON.parse(before)[0].day.length).toBeGreaterThan(0);
    await runMigrations(old);
    expect(await query(old, figures)).toBe(before);
    expect(await query(old, functions)).toBe(await query(database, functions));
    expect(await query(old, triggers)).toBe(await query(database, triggers));
  });
});
