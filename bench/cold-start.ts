import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { percentile } from "./support/percentile.ts";
import { productServerEnv } from "./support/servers.ts";
import { until } from "./support/until.ts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const GOAL_MS = 5_000;

interface Started {
  child: ChildProcess;
  /** From spawning `npm start`'s script to the first 200 of `/api/ready` and of `/`. */
  readyMs: number;
  firstPageMs: number;
}

/** Spawns `node scripts/start.mjs` (what `npm start` runs) and waits for the first served page. */
async function start(dataDir: string, port: number, timeoutMs: number): Promise<Started> {
  const began = performance.now();
  const child = spawn(process.execPath, [path.join(repoRoot, "scripts/start.mjs")], {
    cwd: repoRoot,
    env: productServerEnv(port, dataDir),
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const ok = (p: string) =>
    fetch(`${url}${p}`).then(
      async (r) => {
        await r.arrayBuffer();
        return r.status === 200;
      },
      () => false,
    );
  let readyMs = Number.NaN;
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error(`start.mjs stopped (exit ${child.exitCode})`);
      if (Number.isNaN(readyMs) && (await ok("/api/ready"))) readyMs = performance.now() - began;
      return !Number.isNaN(readyMs) && (await ok("/")) ? true : undefined;
    },
    "Serveren startet ikke i tide.",
    { timeoutMs, intervalMs: 20 },
  ).catch((error: unknown) => {
    child.kill("SIGKILL");
    throw error;
  });
  return { child, readyMs, firstPageMs: performance.now() - began };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/**
 * Cold start of `npm start` on an existing data directory (migrated and seeded by a first start,
 * then stopped): from spawning the process to the first 200 of `/`. The build must be current
 * (`npm run bench` builds first), as it is after `npm install` and one start. Goal: <= 5 s.
 */
export async function benchColdStart(options: { runs?: number } = {}) {
  const runs = options.runs ?? 3;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-cold-"));
  const port = 3990 + Math.floor(Math.random() * 9);
  try {
    const first = await start(dataDir, port, 300_000);
    await stop(first.child);
    const pages: number[] = [];
    const ready: number[] = [];
    for (let i = 0; i < runs; i++) {
      const run = await start(dataDir, port, 60_000);
      await stop(run.child);
      pages.push(run.firstPageMs);
      ready.push(run.readyMs);
    }
    const sorted = [...pages].sort((a, b) => a - b);
    const median = Math.round(percentile(sorted, 50));
    return {
      name: `cold start: npm start on an existing data directory to the first page of / (${runs} runs)`,
      firstStartWithNewDataDirMs: Math.round(first.firstPageMs),
      firstPageMs: pages.map(Math.round),
      readyMs: ready.map(Math.round),
      medianMs: median,
      goals: { atMost5s: median <= GOAL_MS },
    };
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchColdStart(), null, 2));
