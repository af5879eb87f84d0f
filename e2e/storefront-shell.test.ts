import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => stopServerAndBrowser({ server, browser }));

describe("the Norwegian storefront shell", () => {
  it("renders the home page in Norwegian with header, footer and title suffix, and axe finds nothing", async () => {
    const page = await browser.newPage();
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-app-version"]).toBeTruthy();
    expect(await page.getAttribute("html", "lang")).toBe("nb");
    expect(await page.title()).toBe("Elektriker, varmepumpe og solceller til fast pris | Montørtorget");
    expect(await page.locator("h1").innerText()).toContain("fast pris");
    const footer = await page.locator("footer").innerText();
    expect(footer).toContain("Tjenesten leveres av en elektrogrossist.");
    expect(footer).toContain("© 2020");
    expect(await page.getAttribute("body", "class")).toContain("is-home");
    await page.screenshot({ path: path.join(shots, "home-desktop.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("shows the error page with the status code for an unknown path, and its button leads home", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/finnes-ikke`);
    expect(response?.status()).toBe(404);
    expect(await page.locator("h1").innerText()).toBe("Ups! Something went wrong");
    expect(await page.locator(".error-page__status").innerText()).toContain("404");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("link", { name: "Home page" }).click();
    await page.waitForURL(`${server.url}/`);
    // The home page is a CMS page with a loader: the URL can change a moment before the new page renders.
    await page.waitForFunction(() => document.body.classList.contains("is-home"), undefined, {
      timeout: 5000,
    });
    await page.close();
  });

  it("navigates client-side for links carrying data-page", async () => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    const navigations: string[] = [];
    page.on("framenavigated", (frame) => navigations.push(frame.url()));
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/finnes-ikke";
      link.dataset.page = "";
      link.textContent = "lenke";
      link.id = "data-page-link";
      document.querySelector("main")?.append(link);
      (window as unknown as { marker: number }).marker = 42;
    });
    await page.click("#data-page-link");
    await page.locator(".error-page__status").waitFor();
    // Same document: the marker set before the click is still there.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    expect(new URL(page.url()).pathname).toBe("/finnes-ikke");
    await page.close();
  });

  it("fits a 390 px wide phone", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(server.url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(shots, "home-mobile.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
