import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
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
});
