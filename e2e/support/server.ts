import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { vi } from "vitest";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const serverEntry = path.join(repoRoot, "apps/api/dist/main.js");

export interface RunningServer {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output(): string;
  /** Sends the signal and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

export function tempDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), "mt-e2e-"));
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The built production server (npm test builds it first) as a child process, its output collected.
 * APP_ENV is local unless a test says otherwise: the demo people and the dev sign-in are there.
 */
async function spawnServer(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Links in SMS and email point at this server, so a test can open them.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { url: `http://127.0.0.1:${port}`, child, exited, output: () => output };
}

/**
 * Starts the server on its own data directory and waits until it is ready: by default within the e2e
 * hooks' two minutes, as a busy machine migrates and seeds slowly.
 */
export async function startServer(
  options: { dataDir?: string; env?: Record<string, string>; readyTimeoutMs?: number } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? tempDataDir();
  const { url, child, exited, output } = await spawnServer(dataDir, options.env);
  await untilReady(url, child, options.readyTimeoutMs ?? 110_000, output);
  return {
    url,
    dataDir,
    child,
    output,
    stop: async (signal = "SIGTERM") => {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/**
 * Waits until the server at `url` answers `/api/ready`; fails at once when `child` exits first, and
 * kills it when it is not ready within `timeoutMs`.
 */
export async function untilReady(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
  output: () => string = () => "",
): Promise<void> {
  await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return;
        const ready = await fetch(`${url}/api/ready`).then(
          (res) => res.ok,
          () => false,
        );
        if (!ready) throw new Error("not ready yet");
      },
      { timeout: timeoutMs, interval: 200 },
    )
    .catch(() => {
      child.kill("SIGKILL");
      throw new Error(`Server did not get ready:\n${output()}`);
    });
  if (child.exitCode !== null) throw new Error(`Server exited with ${child.exitCode}:\n${output()}`);
}

/** Runs the server once more and collects what it says until it exits by itself. */
export async function runServerOnce(
  dataDir: string,
  timeoutMs = 30_000,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  const { child, exited, output } = await spawnServer(dataDir, { LOG_LEVEL: "info", ...env });
  const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
  const code = await exited;
  clearTimeout(timer);
  return { code, output: output() };
}
