import pg from "pg";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTcpProxy, type TcpProxy } from "../apps/api/src/test/tcp-proxy.ts";
import type { RunningServer } from "./support/server.ts";
import { startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/**
 * The built server on PostgreSQL loses its database and gets it back: pages say so in Norwegian
 * with 503 and Retry-After, and the next request after the database returns succeeds. Needs a
 * PostgreSQL server (TEST_DATABASE_URL, or the local one); the embedded database cannot go away.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `mt_e2e_outage_${process.pid}_${Date.now()}`;

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T | null> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return await work(client);
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

const reachable = (await admin(async (client) => client.query("select 1"))) !== null;
if (!reachable) console.warn(`database-outage: no PostgreSQL server at ${serverUrl}, skipped`);

describe.skipIf(!reachable)("a database outage, seen from the browser", () => {
  let proxy: TcpProxy;
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    await admin((client) => client.query(`create database ${name}`));
    const target = new URL(serverUrl);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(serverUrl);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    viaProxy.pathname = `/${name}`;
    ({ server, browser } = await startServerAndBrowser({ env: { DATABASE_URL: viaProxy.toString() } }));
  }, 120_000);
  afterAll(async () => {
    await stopServerAndBrowser({ server, browser });
    await proxy?.close();
    await admin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  it("shows 'Vi har et midlertidig problem' with 503 and Retry-After, then recovers by itself", async () => {
    const page = await browser.newPage();
    expect((await page.goto(`${server.url}/nettbutikk/alle`))?.status()).toBe(200);

    await proxy.cut();
    const down = await page.goto(`${server.url}/nettbutikk/alle`);
    expect(down?.status()).toBe(503);
    expect(down?.headers()["retry-after"]).toBeTruthy();
    expect(await page.locator("h1").innerText()).toBe("Vi har et midlertidig problem");
    const api = await fetch(`${server.url}/api/job-category`);
    expect(api.status).toBe(503);
    expect((await api.json()).code).toBe("DATABASE_UNAVAILABLE");

    await proxy.restore();
    expect((await page.goto(`${server.url}/nettbutikk/alle`))?.status()).toBe(200);
    await page.close();
  }, 60_000);
});
