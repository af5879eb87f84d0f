import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "./app.ts";
import { runCli } from "./cli-commands.ts";
import { connect } from "./db/connect.ts";
import { type Env, parseEnv } from "./env.ts";
import { type AuthTestApp, loginAs } from "./modules/auth/auth.test-support.ts";
import { appUser } from "./modules/users/users.schema.ts";
import { withDatabase } from "./test/global-setup.ts";

/**
 * The commands as `npm run …` runs them, on a real database of their own: a PGlite data directory
 * (migrated by the command itself), or a new database on the PostgreSQL server of the run.
 */
let env: Env;
let cleanup: () => Promise<void>;
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-cli-"));

beforeAll(async () => {
  const base = {
    APP_ENV: "production",
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    OUTBOX_FILE: path.join(tempDir, "outbox.jsonl"),
    OUTBOX_POLL_MS: "0",
  };
  const target = inject("testDatabase");
  if (target.kind === "pglite") {
    env = parseEnv({ ...base, DATA_DIR: path.join(tempDir, "data") });
    cleanup = async () => {};
  } else {
    const name = `mt_t_${process.ppid}_cli_${Date.now()}`;
    const admin = new pg.Client({ connectionString: target.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    env = parseEnv({ ...base, DATABASE_URL: withDatabase(target.serverUrl, name) });
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  }
});
afterAll(async () => {
  await cleanup?.();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

async function cli(...args: string[]): Promise<{ code: number; output: string }> {
  const lines: string[] = [];
  const code = await runCli(args, env, (line) => lines.push(line));
  return { code, output: lines.join("\n") };
}

/** The production server on the command's database, with a real texted-code login. */
async function asProductionServer<T>(work: (t: AuthTestApp) => Promise<T>): Promise<T> {
  const connected = await connect(env);
  const app = await buildApp({ env, database: connected.database });
  await app.ready();
  try {
    return await work({
      app,
      database: connected.database,
      env,
      outboxFile: env.OUTBOX_FILE ?? "",
      close: async () => {},
    });
  } finally {
    await app.close();
    await connected.close();
  }
}

describe("npm run admin:create", () => {
  it("checks its arguments before it touches the database", async () => {
    expect(await cli("admin:create", "--phone", "12345")).toEqual({
      code: 2,
      output: "--phone: Ugyldig telefonnummer / invalid phone number: 12345",
    });
    expect((await cli("admin:create", "--first-name", "Kari")).output).toMatch(/--phone mangler/);
    expect((await cli("admin:create", "--phone", "+4790000123", "--role", "x")).code).toBe(2);
    expect((await cli("admin:create", "--phone", "+4790000123", "--email", "nope")).output).toMatch(
      /--email: ugyldig e-post/,
    );
    expect((await cli("admin:create", "--phone", "+4790000123", "--first-name", " ")).code).toBe(2);
  });

  it("creates the first global admin of an empty production database, who logs in with a texted code", async () => {
    expect(await cli("seed")).toEqual({ code: 0, output: "Startinnhold er lagt inn (ingen personer)." });
    // A new user needs a name.
    const nameless = await cli("admin:create", "--phone", "+4790000123");
    expect(nameless.code).toBe(2);
    expect(nameless.output).toMatch(/--first-name og --last-name/);

    const created = await cli(
      "admin:create",
      "--phone",
      "900 00 123",
      "--first-name",
      "Kari",
      "--last-name",
      "Nordmann",
    );
    expect(created.code).toBe(0);
    expect(created.output).toMatch(/^Opprettet global administrator Kari Nordmann \(\+4790000123\)/);

    const again = await cli(
      "admin:create",
      "--phone",
      "+4790000123",
      "--first-name",
      "Kari",
      "--last-name",
      "Nordmann",
    );
    expect(again).toEqual({
      code: 0,
      output:
        "Kari Nordmann (+4790000123) er allerede global administrator; ingen rolle endret. / Kari Nordmann (+4790000123) is a global admin already; no role changed.",
    });

    await asProductionServer(async (t) => {
      const [users, admin] = [
        await t.database.db.select().from(appUser),
        await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, "+4790000123")),
      ];
      expect(users).toHaveLength(1);
      expect(admin[0]).toMatchObject({ availableRoles: ["GLOBAL_ADMIN"], activeRoles: ["GLOBAL_ADMIN"] });
      const token = await loginAs(t, "+4790000123");
      const res = await t.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(200);
    });
  });

  it("promotes an existing customer, keeping the roles they had", async () => {
    const customer = "+4791234567";
    await asProductionServer(async (t) => {
      await t.database.db.insert(appUser).values({
        phoneNumber: customer,
        firstName: "Ola",
        availableRoles: ["CUSTOMER"],
        activeRoles: ["CUSTOMER"],
      });
      const token = await loginAs(t, customer);
      const before = await t.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(before.statusCode).toBe(403);
    });
    const promoted = await cli("admin:create", "--phone", "0047 912 34 567", "--last-name", "Hansen");
    expect(promoted).toMatchObject({
      code: 0,
      output: expect.stringMatching(/^Ola Hansen \(\+4791234567\) er nå global administrator\./),
    });
    await asProductionServer(async (t) => {
      const [row] = await t.database.db.select().from(appUser).where(eq(appUser.phoneNumber, customer));
      expect(row).toMatchObject({
        availableRoles: ["CUSTOMER", "GLOBAL_ADMIN"],
        activeRoles: ["CUSTOMER", "GLOBAL_ADMIN"],
      });
      const token = await loginAs(t, customer);
      const after = await t.app.inject({
        method: "GET",
        url: "/api/user",
        headers: { authorization: `Bearer ${token}` },
      });
      expect(after.statusCode).toBe(200);
    });
    // The admins are no demo people: the deployment still starts and seeds nothing more.
    expect(await cli("seed")).toEqual({ code: 0, output: "Databasen har allerede startinnhold." });
  });
});
