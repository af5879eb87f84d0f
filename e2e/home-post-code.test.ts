import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const widths = [
  { name: "mobile", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
];

describe("the home page's post-code field", () => {
  for (const { name, width, height } of widths) {
    it(`leads from a covered post code to the jobs there (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(server.url);
      await hydrated(page);
      await page.getByRole("heading", { name: "Sjekk om vi leverer der du bor" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `home-post-code-${name}.png`) });

      const field = page.getByLabel("Postnummer");
      await page.getByRole("button", { name: "Se jobber" }).click();
      await page.getByText("Må fylles ut").waitFor();
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      await field.fill("0000");
      await page.getByRole("button", { name: "Se jobber" }).click();
      await page.getByText("Postkoden 0000, finnes ikke.").waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `home-post-code-invalid-${name}.png`) });

      await field.fill("0150");
      await page.getByRole("button", { name: "Se jobber" }).click();
      await page.waitForURL(`${server.url}/nettbutikk/alle`);
      await page.getByRole("heading", { level: 1, name: "Alle jobber" }).waitFor();
      expect(await page.locator(".job-card").count()).toBeGreaterThanOrEqual(12);
      await expect.poll(() => page.getByTestId("post-code-button").textContent()).toContain("0150 Oslo");
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await page.screenshot({ path: path.join(shots, `home-post-code-jobs-${name}.png`) });
      await page.close();
    });
  }

  it("works as a plain form without JavaScript", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await page.goto(server.url);
    await page.getByLabel("Postnummer").fill("0150");
    await page.getByRole("button", { name: "Se jobber" }).click();
    await page.waitForURL(`${server.url}/nettbutikk/alle?postnummer=0150`);
    // The server checked the code: the area's answer, and the jobs of the area.
    await page.getByText("Postnummer 0150 Oslo").waitFor();
    await page.getByText("Vi leverer elektrikertjenester", { exact: false }).waitFor();
    expect(await page.locator(".job-card").count()).toBeGreaterThanOrEqual(12);
    expect(await page.locator(".job-card--unavailable").count()).toBe(0);
    await page.screenshot({
      path: path.join(shots, "catalogue-post-code-no-js-mobile.png"),
      fullPage: false,
    });

    // An uncovered code offers the waitlist; an unknown one gives the field back with its error.
    await page.goto(`${server.url}/nettbutikk/alle?postnummer=9008`);
    await page.getByText("Beklager, vi har ikke lansert tjenestene våre", { exact: false }).waitFor();
    expect(await page.getByRole("link", { name: "Sett meg på venteliste" }).getAttribute("href")).toBe(
      "/nyhetsbrev?postnummer=9008",
    );
    expect(await page.locator(".job-card--unavailable").count()).toBeGreaterThanOrEqual(12);
    await page.goto(`${server.url}/nettbutikk/alle?postnummer=0000`);
    await page.getByText("Postkoden 0000, finnes ikke.").waitFor();
    const field = page.getByRole("main").getByLabel("Postnummer");
    expect(await field.getAttribute("aria-invalid")).toBe("true");
    expect(await field.inputValue()).toBe("0000");
    await field.fill("0150");
    await page.getByRole("main").getByRole("button", { name: "Sjekk", exact: true }).click();
    await page.waitForURL(`${server.url}/nettbutikk/alle?postnummer=0150`);
    await page.getByText("Postnummer 0150 Oslo").waitFor();
    await context.close();
  });

  it("stores a code from the address in the order state once the page is interactive", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(`${server.url}/nettbutikk/alle?postnummer=0150`);
    await hydrated(page);
    await expect.poll(() => page.getByTestId("post-code-button").textContent()).toContain("0150 Oslo");
    expect(await axeViolations(page)).toEqual([]);
    // Axe runs only with JavaScript: the other answers, as the server renders them.
    for (const code of ["9008", "0000"]) {
      await page.goto(`${server.url}/nettbutikk/alle?postnummer=${code}`);
      await hydrated(page);
      expect(await axeViolations(page)).toEqual([]);
    }
    await page.close();
  });
});
