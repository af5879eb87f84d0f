import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { Db } from "../db/database.ts";
import { rowsOf } from "../db/raw-sql.ts";

/*
 * Decision 087: a module's triggers live in its own `<name>.triggers.sql`, which a migration holds
 * verbatim. What the tests beside each such file read: the file, the migration, the installed triggers.
 */

const apiSrc = fileURLToPath(new URL("../", import.meta.url));
const modulesDir = path.join(apiSrc, "modules");
const migrationsDir = path.join(apiSrc, "db", "migrations");

/** Every `*.triggers.sql` of the modules, as `<module>/<file>`. */
export function moduleTriggerFiles(): string[] {
  return fs
    .readdirSync(modulesDir)
    .flatMap((module) =>
      fs
        .readdirSync(path.join(modulesDir, module))
        .filter((file) => file.endsWith(".triggers.sql"))
        .map((file) => `${module}/${file}`),
    )
    .sort();
}

export const readModuleFile = (moduleFile: string) =>
  fs.readFileSync(path.join(modulesDir, moduleFile), "utf8");

export interface Trigger {
  name: string;
  table: string;
}

const byNameAndTable = (a: Trigger, b: Trigger) =>
  a.table.localeCompare(b.table) || a.name.localeCompare(b.name);

/** The triggers a triggers file creates (each statement's first line names the trigger and its table). */
export function declaredTriggers(text: string): Trigger[] {
  return [...text.matchAll(/^CREATE (?:CONSTRAINT )?TRIGGER (\w+) (?:BEFORE|AFTER) [A-Z ]+? ON (\w+)/gm)]
    .map((m) => ({ name: m[1] as string, table: m[2] as string }))
    .sort(byNameAndTable);
}

/** The functions a triggers file creates or replaces. */
export function declaredFunctions(text: string): string[] {
  return [...text.matchAll(/^CREATE OR REPLACE FUNCTION (\w+)\(/gm)].map((m) => m[1] as string).sort();
}

/**
 * The newest migration (in the journal's order) that holds the file's first line, by tag, with its
 * text; none when no migration installs the file.
 */
export function newestMigrationOf(text: string): { tag: string; sql: string } | undefined {
  const firstLine = text.split("\n", 1)[0] as string;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsDir, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries
    .map(({ tag }) => ({ tag, sql: fs.readFileSync(path.join(migrationsDir, `${tag}.sql`), "utf8") }))
    .filter((migration) => migration.sql.includes(firstLine))
    .at(-1);
}

/** The module folder whose `*.schema.ts` declares the table. */
export function ownerModuleOf(table: string): string | undefined {
  const declares = new RegExp(`pgTable\\(\\s*"${table}"`);
  return fs
    .readdirSync(modulesDir)
    .find((module) =>
      fs
        .readdirSync(path.join(modulesDir, module))
        .some(
          (file) =>
            file.endsWith(".schema.ts") &&
            declares.test(fs.readFileSync(path.join(modulesDir, module, file), "utf8")),
        ),
    );
}

/** The `*.module.ts` text of a module folder. */
export const moduleFileOf = (module: string) => readModuleFile(`${module}/${module}.module.ts`);

/** The triggers written by hand (not those of foreign keys) on the tables of the public schema. */
export async function installedTriggers(db: Db): Promise<(Trigger & { function: string })[]> {
  const rows = rowsOf<Trigger & { function: string }>(
    await db.execute(sql`select t.tgname as name, c.relname as "table", p.proname as "function"
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and n.nspname = 'public'`),
  );
  return rows.sort(byNameAndTable);
}

/**
 * The checks every triggers file answers to: a migration installs it as it stands, the database holds
 * its triggers, its module lists the other areas' tables it watches, and their modules name the file.
 */
export function moduleTriggerChecks(options: {
  file: string;
  watched: Record<string, string>;
  db: () => Db;
}) {
  const [module] = options.file.split("/") as [string];
  const text = readModuleFile(options.file);

  it(`the newest migration that installs ${options.file} holds it verbatim`, () => {
    const migration = newestMigrationOf(text);
    expect(migration?.tag, "no migration installs the file").toBeDefined();
    expect(
      migration?.sql.includes(text),
      `${migration?.tag} differs from ${options.file}: copy the whole file into a new migration`,
    ).toBe(true);
  });

  it("the database holds exactly the triggers the file declares", async () => {
    const functions = new Set(declaredFunctions(text));
    const installed = (await installedTriggers(options.db()))
      .filter((trigger) => functions.has(trigger.function))
      .map(({ name, table }) => ({ name, table }));
    expect(installed).toEqual(declaredTriggers(text));
  });

  it(`${module}.module.ts lists every other area's table the triggers watch`, () => {
    const others = [...new Set(declaredTriggers(text).map((trigger) => trigger.table))]
      .filter((table) => ownerModuleOf(table) !== module)
      .sort();
    expect(Object.keys(options.watched).sort()).toEqual(others);
  });

  it("each watched table's module names the file among the triggers its writes fire", () => {
    for (const table of Object.keys(options.watched)) {
      const owner = ownerModuleOf(table);
      expect(owner, `no module declares ${table}`).toBeDefined();
      expect(moduleFileOf(owner as string), `${owner}.module.ts`).toContain(options.file);
    }
  });
}
