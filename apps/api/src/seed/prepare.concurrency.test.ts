import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { withDatabase } from "../test/global-setup.ts";
import { prepareDatabase } from "./prepare.ts";

/**
 * Several servers starting at once on one migrated PostgreSQL database, each with its own pool as two
 * processes would have. PGlite has one process by construction (its directory is locked).
 */
const target = inject("testDatabase");

describe.skipIf(target.kind !== "postgres")("seeding with several servers (PostgreSQL only)", () => {
  const serverUrl = target.kind === "postgres" ? target.serverUrl : "";
  const name = `mt_t_${process.ppid}_seed_${Date.now()}`;
  const opened: Database[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    if (target.kind === "postgres") await admin.query(`create database ${name} template ${target.template}`);
  });
  afterAll(async () => {
    await Promise.all(opened.map((database) => database.close()));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("two servers seeding the same empty database at once: one writes the demo, the other finds it", async () => {
    const url = withDatabase(serverUrl, name);
    const [a, b] = await Promise.all([
      openDatabase({ kind: "postgres", url, poolSize: 3 }),
      openDatabase({ kind: "postgres", url, poolSize: 3 }),
    ]);
    opened.push(a, b);
    const seeded = await Promise.all([
      prepareDatabase({ APP_ENV: "test" }, a),
      prepareDatabase({ APP_ENV: "test" }, b),
    ]);
    expect(seeded.filter((message) => message === "Demodata er lagt inn.")).toHaveLength(1);
    expect(seeded).toContain(null);
    const pool = (a.db as unknown as { $client: pg.Pool }).$client;
    const { rows } = await pool.query<{ n: string }>("select count(*) as n from app_user");
    expect(Number(rows[0]?.n)).toBeGreaterThan(10);
  });
});
