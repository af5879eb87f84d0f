import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookByApi } from "./support/book-by-api.ts";
import { smsTexts } from "./support/outbox.ts";
import { freePort, repoRoot, tempDataDir, untilReady } from "./support/server.ts";

// Local by default (decision 064): the server as `npm start` runs it, with neither HOST nor PUBLIC_URL
// set (the support's startServer sets both, so this file starts its own).

let child: ChildProcess;
let port: number;
const dataDir = tempDataDir();

/** This machine's addresses other than loopback (IPv4), which a neighbour on the network would use. */
const networkAddresses = Object.values(os.networkInterfaces())
  .flat()
  .filter((a): a is os.NetworkInterfaceInfo => !!a && a.family === "IPv4" && !a.internal)
  .map((a) => a.address);

/** Whether a TCP connection to the address opens (refused or silent for 3 s: it does not). */
const opens = (host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port, timeout: 3000 });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => {
      socket.destroy();
      resolve(false);
    });
  });

beforeAll(async () => {
  port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    DEV_LOGIN_CODE: "123456",
    OUTBOX_POLL_MS: "100",
  };
  for (const name of ["HOST", "PUBLIC_URL", "APP_ENV"]) delete env[name];
  child = spawn(process.execPath, [path.join(repoRoot, "apps/api/dist/main.js")], {
    cwd: repoRoot,
    env,
    stdio: "ignore",
  });
  await untilReady(`http://127.0.0.1:${port}`, child, 60_000);
}, 90_000);

afterAll(async () => {
  if (child?.exitCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the local demo with no HOST or PUBLIC_URL", () => {
  it("answers on 127.0.0.1", async () => {
    expect(await opens("127.0.0.1")).toBe(true);
  });

  it.skipIf(networkAddresses.length === 0)("does not answer on the machine's network address", async () => {
    for (const address of networkAddresses) expect(await opens(address), address).toBe(false);
  });

  it("texts links to the server that sent them: PUBLIC_URL follows PORT", async () => {
    const phone = "+4747112233";
    await bookByApi(`http://127.0.0.1:${port}`, {
      phoneNumber: phone,
      firstName: "Lokal",
      lastName: "Demo",
      email: "lokal.demo@eksempel.no",
      address: "Hjemmeveien 1",
    });
    await expect
      .poll(() => smsTexts(dataDir, phone).find((text) => text.includes("Takk for bestillingen")), {
        timeout: 15_000,
      })
      .toContain(`http://localhost:${port}/logginn`);
  });
});
