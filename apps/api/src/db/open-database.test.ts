import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { withDatabase } from "../test/global-setup.ts";
import type { Database } from "./database.ts";
import { openDatabase } from "./open-database.ts";

/** A server's pool opens its connections before it takes traffic (decision 055). PostgreSQL only. */
const target = inject("testDatabase");

describe.skipIf(target.kind !== "postgres")("the PostgreSQL pool (PostgreSQL only)", () => {
  const serverUrl = target.kind === "postgres" ? target.serverUrl : "";
  // One database per test: a closed pool's backends may still be leaving when the next test counts.
  const names = ["warm", "cold"].map((kind) => `mt_t_${process.ppid}_pool_${kind}_${Date.now()}`);
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    for (const name of names) await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  async function connections(name: string): Promise<number> {
    const { rows } = await admin.query<{ n: string }>(
      "select count(*) as n from pg_stat_activity where datname = $1",
      [name],
    );
    return Number(rows[0]?.n);
  }
  async function withPool(name: string, warm: boolean, check: (database: Database) => Promise<void>) {
    const url = withDatabase(serverUrl, name);
    const database = await openDatabase({ kind: "postgres", url, poolSize: 4, warm });
    try {
      await check(database);
    } finally {
      await database.close();
    }
  }

  it("a warm pool has all its connections open when it is opened, and still after use", async () => {
    const name = names[0] ?? "";
    await withPool(name, true, async (database) => {
      expect(await connections(name)).toBe(4);
      await Promise.all([database.ping(), database.ping(), database.ping()]);
      expect(await connections(name)).toBe(4);
    });
  });

  it("a pool that is not warm opens one connection to check the server", async () => {
    const name = names[1] ?? "";
    await withPool(name, false, async () => {
      expect(await connections(name)).toBe(1);
    });
  });
});
