import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/database.ts";
import { openDatabase } from "../db/open-database.ts";
import { isConnectionFailure } from "../db/sql-state.ts";
import { parseEnv } from "../env.ts";
import { withDatabase } from "../test/global-setup.ts";
import { startTcpProxy, type TcpProxy } from "../test/tcp-proxy.ts";
import { RETRY_AFTER_SECONDS } from "./errors.ts";

describe("a refused connection", () => {
  it("is recognised as a database outage, and an ordinary error is not", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: 1, connectionTimeoutMillis: 2_000 });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isConnectionFailure(refused)).toBe(true);
    expect(isConnectionFailure(new Error("duplicate key value violates unique constraint"))).toBe(false);
    expect(isConnectionFailure({ code: "23505" })).toBe(false);
    expect(isConnectionFailure({ code: "57P01" })).toBe(true);
  });
});

const target = inject("testDatabase");

/** The PostgreSQL server is cut off mid-run and comes back; the embedded database cannot go away. */
describe.skipIf(target.kind !== "postgres")("the database server goes away and comes back", () => {
  let proxy: TcpProxy;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const name = `mt_outage_${process.pid}_${Date.now()}`;

  beforeAll(async () => {
    if (target.kind !== "postgres") return;
    const admin = new pg.Client({ connectionString: target.serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${target.template}`);
    await admin.end();
    const server = new URL(target.serverUrl);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const viaProxy = new URL(withDatabase(target.serverUrl, name));
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    database = await openDatabase({ kind: "postgres", url: viaProxy.toString() });
    app = await buildApp({ env: parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" }), database });
    await app.ready();
  });
  afterAll(async () => {
    if (target.kind !== "postgres") return;
    await app.close();
    await database.close();
    await proxy.close();
    const admin = new pg.Client({ connectionString: target.serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("answers 503 with a declared code and Retry-After, never 500, and recovers by itself", async () => {
    expect((await app.inject({ method: "GET", url: "/api/job-category" })).statusCode).toBe(200);
    await proxy.cut();
    for (const request of [
      { method: "GET" as const, url: "/api/job-category" },
      { method: "POST" as const, url: "/api/cart", payload: {} },
      { method: "GET" as const, url: "/api/ready" },
    ]) {
      const res = await app.inject(request);
      expect(res.statusCode, request.url).toBe(503);
      expect(res.json()).toMatchObject({ code: "DATABASE_UNAVAILABLE", message: "Databasen svarer ikke." });
      expect(res.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    }
    await proxy.restore();
    expect((await app.inject({ method: "GET", url: "/api/job-category" })).statusCode).toBe(200);
    expect((await app.inject({ method: "POST", url: "/api/cart", payload: {} })).statusCode).toBe(201);
  }, 60_000);
});
