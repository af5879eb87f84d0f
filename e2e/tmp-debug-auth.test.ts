import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import { newestCode } from "./support/outbox.ts";
import type { RunningServer } from "./support/server.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Plain http on 127.0.0.1 here, so the production cookie goes without the Secure flag.
  ({ server, browser } = await startServerAndBrowser({
    env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const codeFromOutbox = (phoneNumber: string) => newestCode(server.dataDir, phoneNumber);

async function logIn(page: Page, phoneNumber: string, loginPath = "/logginn") {
  await page.goto(`${server.url}${loginPath}`);
  await hydrated(page);
  await page.getByLabel("Telefonnummer").fill(phoneNumber.replace("+47", ""));
  await page.getByRole("button", { name: "Send kode" }).click();
  const codeField = page.getByLabel("Kode fra SMS");
  await codeField.waitFor({ state: "visible" });
  await codeField.fill(await codeFromOutbox(phoneNumber));
  await page.getByRole("button", { name: "Bekreft kode" }).click();
}

describe("debug", () => {
  it("customer logs out", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on("console", (m) => console.log("console", m.type(), m.text().slice(0, 400)));
    page.on("pageerror", (e) => console.log("pageerror", e.message, e.stack?.slice(0, 600)));
    page.on("framenavigated", (f) => f === page.mainFrame() && console.log("nav", f.url()));
    await logIn(page, "+4790000007");
    await page.waitForURL((url) => /^\/dashboard$/.test(url.pathname));
    await page.locator("h1", { hasText: "Min side" }).waitFor();
    console.log("header", await page.locator("header").innerHTML());
    await page.getByRole("button", { name: "Logg ut" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.waitForTimeout(3000);
    console.log("tools after", (await page.locator(".site-header__tools").innerHTML()).replace(/<details class="dev-tools">.*?<\/details>/s, "[DEVTOOLS]"));
    console.log("ssr tools", (await (await fetch(server.url + "/")).text()).match(/site-header__tools.*?<\/header>/s)?.[0].replace(/<details class="dev-tools">.*?<\/details>/s, "[DEVTOOLS]"));
    console.log("cookies", JSON.stringify(await context.cookies()));
  });
});
