import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { newestCode, outbox } from "./support/outbox.ts";
import { runServerOnce, startServer, tempDataDir } from "./support/server.ts";

const dataDir = tempDataDir();
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("the server process", () => {
  it("seeds an empty database, refuses a second process on the same data directory, and keeps its data across a restart", async () => {
    const first = await startServer({ dataDir, env: { LOG_LEVEL: "info" } });
    expect(first.output()).toContain("Demodata er lagt inn.");

    const second = await runServerOnce(dataDir);
    expect(second.code).not.toBe(0);
    expect(second.output).toMatch(/Datamappen .* er allerede i bruk av prosess \d+/);
    expect(second.output).toMatch(/already in use/);

    // The first one is untouched by the refused start.
    expect((await fetch(`${first.url}/api/ready`)).status).toBe(200);
    expect(await first.stop("SIGTERM")).toBe(0);
    expect(fs.existsSync(path.join(dataDir, "server.lock"))).toBe(false);

    const restarted = await startServer({ dataDir, env: { LOG_LEVEL: "info" } });
    expect(restarted.output()).not.toContain("Demodata er lagt inn.");
    expect((await fetch(`${restarted.url}/api/health`)).status).toBe(200);
    expect(await restarted.stop("SIGINT")).toBe(0);
  });

  it("exits 0 within 10 s of SIGTERM", async () => {
    const server = await startServer();
    const started = Date.now();
    expect(await server.stop("SIGTERM")).toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });

  it("names every bad variable and refuses to start", async () => {
    const { spawnSync } = await import("node:child_process");
    const { repoRoot } = await import("./support/server.ts");
    const result = spawnSync(process.execPath, ["apps/api/dist/main.js"], {
      cwd: repoRoot,
      env: { ...process.env, PORT: "nope", LOG_LEVEL: "loud", DATA_DIR: dataDir },
      encoding: "utf8",
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/PORT/);
    expect(result.stderr).toMatch(/LOG_LEVEL/);
  });

  it("as a deployment: seeds no people, hides the dev sign-in and the API docs, and refuses demo people or a dev code", async () => {
    const production = { APP_ENV: "production", COOKIE_SECURE: "false" };
    const deployed = await startServer({ env: { ...production, LOG_LEVEL: "info" } });
    try {
      expect(deployed.output()).toContain("Startinnhold er lagt inn (ingen personer).");
      expect((await fetch(`${deployed.url}/api/auth/dev/users`)).status).toBe(404);
      expect((await fetch(`${deployed.url}/api/docs`)).status).toBe(404);
      const settings = await (await fetch(`${deployed.url}/api/settings/public`)).json();
      expect(settings.data.environment).toBe("production");
      const html = await (await fetch(`${deployed.url}/logginn`)).text();
      expect(html).not.toContain("Tøm nettstedsdata");
      // Nobody to log in as: the demo admin's number gets the same answer and no code.
      const post = (pathname: string, phoneNumber: string) =>
        fetch(`${deployed.url}/api${pathname}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ phone_number: phoneNumber }),
        });
      expect((await post("/auth/login", "+4790000001")).status).toBe(200);
      // The outbox sends in the order messages were queued: once a code asked for afterwards has gone
      // out, a code for the login would have too.
      expect((await post("/auth/send-verification-code", "+4741234567")).status).toBe(200);
      await newestCode(deployed.dataDir, "+4741234567");
      expect(outbox(deployed.dataDir).map((line) => line.to)).not.toContain("+4790000001");
    } finally {
      expect(await deployed.stop("SIGTERM")).toBe(0);
      fs.rmSync(deployed.dataDir, { recursive: true, force: true });
    }

    // A data directory seeded as the local demo (`npm run db:seed` without APP_ENV) is refused.
    const { spawnSync } = await import("node:child_process");
    const { repoRoot } = await import("./support/server.ts");
    const demoDir = tempDataDir();
    const seeded = spawnSync(process.execPath, ["apps/api/dist/cli.js", "seed"], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: demoDir, DATABASE_URL: "", APP_ENV: "local" },
      encoding: "utf8",
    });
    expect(seeded.stdout).toContain("Demodata er lagt inn.");
    const onDemo = await runServerOnce(demoDir, 30_000, production);
    expect(onDemo.code).toBe(1);
    expect(onDemo.output).toContain("Demodata i databasen til APP_ENV=production");
    expect(onDemo.output).toContain("demo data in the APP_ENV=production database");
    expect(onDemo.output).toContain("Ingrid Haugen (+4790000001)");

    const withDevCode = await runServerOnce(demoDir, 30_000, { ...production, DEV_LOGIN_CODE: "2468" });
    expect(withDevCode.code).toBe(1);
    expect(withDevCode.output).toMatch(
      /DEV_LOGIN_CODE: ikke tillatt når APP_ENV=production; fjern den \/ not allowed/,
    );
    fs.rmSync(demoDir, { recursive: true, force: true });
  });
});
