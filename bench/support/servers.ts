import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { until } from "./until.ts";

/** The root of this checkout, whose production build the benches start unless told another. */
export const thisCheckout = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

export interface BenchServer {
  url: string;
  stop(): Promise<void>;
}

/** What a production server of the benches runs with: this port and data directory, quiet logs. */
export function productServerEnv(port: number, dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
  };
}

/**
 * The production build (`node scripts/build.mjs`) of the checkout at `root` on a free port with its
 * own data directory (or DATABASE_URL if given).
 */
export async function startProductServer(
  env: Record<string, string> = {},
  root = thisCheckout,
): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mt-bench-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const child: ChildProcess = spawn(process.execPath, [path.join(root, "apps/api/dist/main.js")], {
    cwd: root,
    env: { ...productServerEnv(port, dataDir), ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  // A new embedded data directory migrates first, which takes long on a busy machine.
  await until(
    async () => {
      if (child.exitCode !== null) throw new Error("Serveren startet ikke.");
      const ready = await fetch(`${url}/api/ready`).then(
        (r) => r.ok,
        () => false,
      );
      return ready || undefined;
    },
    "Serveren startet ikke.",
    { timeoutMs: 180_000, intervalMs: 200 },
  );
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The floor to compare against: node:http answering the same JSON with nothing in between. */
export async function startBareServer(body: string): Promise<BenchServer> {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
    });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
