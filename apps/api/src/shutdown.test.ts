import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { publicAccess } from "./lib/access.ts";
import { gracefulShutdown } from "./shutdown.ts";
import { createTestApp } from "./test/test-app.ts";

describe("graceful shutdown", () => {
  it("lets an in-flight request finish, refuses new ones, closes the database and reports 0", async () => {
    let releaseSlow: () => void = () => {};
    let slowStarted: () => void = () => {};
    const started = new Promise<void>((resolve) => {
      slowStarted = resolve;
    });
    const t = await createTestApp({}, (app) => {
      app.get("/api/test/slow", { config: { access: publicAccess } }, async () => {
        slowStarted();
        await new Promise<void>((resolve) => {
          releaseSlow = resolve;
        });
        return { done: true };
      });
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;

    let databaseClosed = false;
    const shutdown = gracefulShutdown(
      t.app,
      async () => {
        databaseClosed = true;
        await t.database.close();
      },
      5_000,
    );

    const slow = fetch(`${base}/api/test/slow`).then(async (res) => ({
      status: res.status,
      body: await res.json(),
    }));
    await started;
    const exit = shutdown("SIGTERM");
    // While closing: a request on a new connection is refused or answered 503.
    const late = await fetch(`${base}/api/health`, { headers: { connection: "close" } }).then(
      (res) => res.status,
      () => "refused",
    );
    expect([503, "refused"]).toContain(late);
    expect(databaseClosed).toBe(false);

    releaseSlow();
    expect(await slow).toEqual({ status: 200, body: { done: true } });
    expect(await exit).toBe(0);
    expect(databaseClosed).toBe(true);
  });

  it("gives up after the timeout and reports 1 when a request hangs", async () => {
    let arrived = () => {};
    const hanging = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const t = await createTestApp({}, (app) => {
      app.get("/api/test/hang", { config: { access: publicAccess } }, () => {
        arrived();
        return new Promise(() => {});
      });
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const controller = new AbortController();
    fetch(`${base}/api/test/hang`, { signal: controller.signal }).catch(() => {});
    await hanging;
    const started = Date.now();
    expect(await gracefulShutdown(t.app, () => t.database.close(), 300)("SIGTERM")).toBe(1);
    expect(Date.now() - started).toBeLessThan(2_000);
    controller.abort();
  });
});
