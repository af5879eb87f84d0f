import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // The support's defaults, as `npm start` runs: the optimised build as the local demo (APP_ENV local).
  ({ server, browser } = await startServerAndBrowser({
    env: { DEV_LOGIN_CODE: "2468", OUTBOX_POLL_MS: "100" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

describe("the local demo", () => {
  it("signs in as a global admin with one click, shows the environment badge and the admin menu", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(server.url);
    await hydrated(page);
    await page.getByText("Utvikler").click();
    await page.getByRole("button", { name: "Administrator Ingrid Haugen" }).click();
    await page.waitForURL(`${server.url}/prosjekter`);
    await hydrated(page);
    expect(await page.locator(".environment-badge").innerText()).toBe("Lokal");
    expect(await page.getAttribute("body", "class")).toContain("is-global-admin");
    await page.getByRole("button", { name: "Partnere" }).click();
    await page.getByRole("link", { name: "Ny installatør" }).click();
    await page.waitForURL(`${server.url}/oppsett`);
    await page.locator("h1", { hasText: "Ny installatør" }).waitFor();
    await page.screenshot({ path: path.join(shots, "global-admin-header.png") });
    expect(await axeViolations(page)).toEqual([]);

    await page.getByText("Utvikler").click();
    await page.getByRole("button", { name: "Tøm nettstedsdata" }).click();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole("link", { name: "Logg inn" }).waitFor();
    // Only the (empty) stored user is written back after the reload.
    const stored = await page.evaluate(() => ({
      keys: Object.keys(localStorage),
      user: localStorage.getItem("user"),
    }));
    expect(stored.keys.filter((key) => key !== "user")).toEqual([]);
    expect(stored.user === null || JSON.parse(stored.user).state.user === null).toBe(true);
    await context.close();
  });

  it("accepts the fixed development code, and lets a user with several roles switch", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/logginn`);
    await hydrated(page);
    await page.getByLabel("Telefonnummer").fill("90000012");
    await page.getByRole("button", { name: "Send kode" }).click();
    await page.getByLabel("Kode fra SMS").fill("2468");
    await page.getByRole("button", { name: "Bekreft kode" }).click();
    await page.waitForURL(`${server.url}/prosjekter`);
    await hydrated(page);
    expect(await page.getAttribute("body", "class")).toContain("is-caseworker");
    expect(await page.locator(".environment-badge").count()).toBe(0);
    await page.getByLabel("Rolle").selectOption({ label: "Kundeservice" });
    await page.waitForFunction(() => document.body.classList.contains("is-customer-service"));
    const classes = (await page.getAttribute("body", "class")) ?? "";
    expect(classes).not.toContain("is-caseworker");
    expect(await page.getByLabel("Rolle").inputValue()).toBe("CUSTOMER_SERVICE");
    await context.close();
  });
});
