import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({
    env: { NODE_ENV: "development", DEV_LOGIN_CODE: "2468", OUTBOX_POLL_MS: "100" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function loginAsAdmin(page: Page) {
  await page.goto(`${server.url}/logginn`);
  await hydrated(page);
  await page.getByLabel("Telefonnummer").fill("90000001");
  await page.getByRole("button", { name: "Send kode" }).click();
  await page.getByLabel("Kode fra SMS").fill("2468");
  await page.getByRole("button", { name: "Bekreft kode" }).click();
  await page.waitForURL(`${server.url}/prosjekter`);
}

describe("the catalogue back office", () => {
  it("lets a global admin change a product and publish a new version of a job template", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await loginAsAdmin(page);

    await page.goto(`${server.url}/produkter/liste`);
    await hydrated(page);
    expect(await page.title()).toBe("Produkter | Montørtorget");
    await page.getByRole("button", { name: "Zaptec Go elbillader" }).click();
    await page.getByLabel("Pris i kroner inkl. mva.").fill("11490");
    await page.getByRole("button", { name: "Lagre" }).click();
    await page.getByText("Produktet er lagret.").waitFor();
    expect(await page.locator("tr", { hasText: "Zaptec Go" }).textContent()).toContain("kr\u00a011\u00a0490");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "admin-products.png"), fullPage: true });

    await page.goto(`${server.url}/jobbmaler/liste`);
    await hydrated(page);
    await page.getByRole("button", { name: "Ny stikkontakt" }).click();
    await page.getByLabel("Grunnpris (kr inkl. mva.)").fill("2190");
    await page.getByRole("button", { name: "Publiser ny versjon" }).click();
    await page.getByText("Versjon 2 er publisert.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "admin-job-templates.png"), fullPage: true });

    const job = await (await page.request.get(`${server.url}/api/catalogue/job/ny-stikkontakt`)).json();
    expect(job.data).toMatchObject({ version: 2, definition: { basePriceOre: 219_000 } });
    await context.close();
  });

  it("sends a visitor who is not logged in to the login page", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/jobbmaler/liste`);
    await page.waitForURL(/\/logginn\?redirect=/);
    await page.close();
  });
});
