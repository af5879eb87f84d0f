import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { launchBrowser } from "./browser.ts";
import { type RunningServer, repoRoot, startServer } from "./server.ts";

/** Where browser tests leave their screenshots, to be looked at. */
export const screenshotsDir = path.join(repoRoot, ".tmp/screenshots");

/** A 2×2 PNG, enough for an image upload. */
export const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

export interface ServerAndBrowser {
  server: RunningServer;
  browser: Browser;
}

/** The built server and Chromium, started side by side for one test file. */
export async function startServerAndBrowser(
  options: { env?: Record<string, string> } = {},
): Promise<ServerAndBrowser> {
  fs.mkdirSync(screenshotsDir, { recursive: true });
  const [server, browser] = await Promise.all([startServer(options), launchBrowser()]);
  return { server, browser };
}

export async function stopServerAndBrowser({ server, browser }: Partial<ServerAndBrowser>): Promise<void> {
  await browser?.close();
  await server?.stop();
}
