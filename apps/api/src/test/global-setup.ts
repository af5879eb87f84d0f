import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { runMigrations } from "../db/migrate.ts";
import { openDatabase } from "../db/open-database.ts";
import { pgliteExtensions } from "../db/pglite-extensions.ts";

declare module "vitest" {
  export interface ProvidedContext {
    testDatabase:
      | { kind: "postgres"; serverUrl: string; template: string }
      | { kind: "pglite"; dumpFile: string };
  }
}

/**
 * Migrates one template database per run; every test file then gets its own copy: a new database
 * from the template on a PostgreSQL server (TEST_DATABASE_URL), or a PGlite loaded from a dump.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `mt_template_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const database = await openDatabase({
      kind: "postgres",
      url: withDatabase(serverUrl, template),
      poolSize: 1,
    });
    await runMigrations(database);
    await database.close();
    project.provide("testDatabase", { kind: "postgres", serverUrl, template });
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`mt_t_${process.pid}_%`],
      );
      for (const row of rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await runMigrations(await openDatabase({ kind: "pglite", client }));
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dumpFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "mt-test-")), "template.tar");
  fs.writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDatabase", { kind: "pglite", dumpFile });
  return () => fs.rmSync(path.dirname(dumpFile), { recursive: true, force: true });
}

export function withDatabase(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
