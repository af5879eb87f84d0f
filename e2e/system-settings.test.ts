import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";
import { choosePostCode, configureCharger } from "./support/storefront.ts";

/*
 * System settings on /systeminnstillinger (decision 042): a global admin is told what is wrong with
 * a reservation time too short, saves 30 minutes, sees the change in the log, and the next checkout
 * counts down from 30 minutes, without a restart.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { COOKIE_SECURE: "false" } }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

describe("system settings", () => {
  it("a global admin changes the reservation minutes and a new checkout counts down from them", async () => {
    const admin = await newPageAs(browser, server.url, await devSessionToken(server.url, "GLOBAL_ADMIN"));
    await admin.goto(`${server.url}/systeminnstillinger`);
    await hydrated(admin);
    await admin.getByRole("heading", { level: 1, name: "Innstillinger" }).waitFor();
    const minutes = admin.getByLabel("Reservasjonstid (minutter)");
    expect(await minutes.inputValue()).toBe("15");
    expect(await axeViolations(admin)).toEqual([]);

    // Too short: the field says why, has the focus, and nothing is saved.
    await minutes.fill("2");
    await admin.getByRole("button", { name: "Lagre innstillinger" }).click();
    await admin.getByText("Minst 5 minutter").waitFor();
    expect(await minutes.getAttribute("aria-invalid")).toBe("true");
    await expect.poll(() => minutes.evaluate((el) => el === document.activeElement)).toBe(true);

    await minutes.fill("30");
    await admin.getByRole("button", { name: "Lagre innstillinger" }).click();
    await admin.getByText("Innstillingene er lagret").waitFor();
    const log = admin.getByRole("region", { name: "Endringslogg" });
    await log.getByText("Reservasjonstid (minutter): 15 → 30").waitFor();
    expect(await log.textContent()).toMatch(/\d{2}\.\d{2}\.\d{2}.*kl\. \d{2}:\d{2} · Ingrid Haugen/);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: path.join(shots, "system-settings.png"), fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await admin.screenshot({ path: path.join(shots, "system-settings-390.png"), fullPage: true });

    // A customer's new checkout holds the time for 30 minutes.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/nettbutikk/alle`);
    await hydrated(page);
    await choosePostCode(page, "0150", "Oslo");
    await configureCharger(page, server.url, "10");
    await page.getByRole("link", { name: "Gå til handlekurven" }).click();
    await page.getByTestId("cart-line").waitFor();
    await page.getByRole("link", { name: "Velg tidspunkt" }).click();
    await page.getByTestId("earliest-time").waitFor();
    await page.getByRole("button", { name: "Gå videre til bestilling" }).click();
    await page.waitForURL(`${server.url}/order/checkout`);
    await page.getByTestId("reservation-countdown").waitFor();
    expect(await page.getByTestId("reservation-countdown").textContent()).toMatch(/^(30:00|29:\d\d)$/);
  });
});
