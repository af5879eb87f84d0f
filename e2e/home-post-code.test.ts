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
    expect(await page.locator(".job-card").count()).toBeGreaterThanOrEqual(12);
    await context.close();
  });
});
