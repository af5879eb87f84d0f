import { readFile } from "node:fs/promises";
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
    await hydrated(page);
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

  it("serves the favicon, the app icons and the web manifest, and every page links them with the brand's theme colour", async () => {
    const tokens = await readFile(new URL("../apps/web/app/styles/tokens.css", import.meta.url), "utf8");
    const brand = tokens.match(/--color-brand:\s*(#[0-9a-f]{6})/i)?.[1];
    const fetched = async (pathname: string) => {
      const res = await fetch(`${server.url}${pathname}`);
      return {
        status: res.status,
        type: res.headers.get("content-type") ?? "",
        body: Buffer.from(await res.arrayBuffer()),
      };
    };
    const PNG = "89504e47";

    const favicon = await fetched("/favicon.ico");
    expect(favicon).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^image\/(x-icon|vnd\.microsoft\.icon)/),
    });
    expect(favicon.body.subarray(0, 4).toString("hex")).toBe("00000100");
    const svg = await fetched("/icon.svg");
    expect(svg).toMatchObject({ status: 200, type: expect.stringMatching(/^image\/svg\+xml/) });
    expect(svg.body.toString()).toContain(`fill="${brand}"`);

    const manifestFile = await fetched("/manifest.webmanifest");
    expect(manifestFile).toMatchObject({
      status: 200,
      type: expect.stringMatching(/^application\/manifest\+json/),
    });
    const manifest = JSON.parse(manifestFile.body.toString());
    expect(manifest).toMatchObject({
      short_name: "Montørtorget",
      lang: "nb",
      start_url: "/",
      theme_color: brand,
    });
    expect(manifest.icons.some((icon: { purpose?: string }) => icon.purpose === "maskable")).toBe(true);
    for (const icon of [...manifest.icons, { src: "/apple-touch-icon.png", type: "image/png" }]) {
      const file = await fetched(icon.src);
      expect(file, icon.src).toMatchObject({ status: 200, type: expect.stringContaining(icon.type) });
      if (icon.type === "image/png") expect(file.body.subarray(0, 4).toString("hex")).toBe(PNG);
    }

    for (const pathname of ["/", "/finnes-ikke"]) {
      const html = await (await fetch(`${server.url}${pathname}`)).text();
      expect(html).toContain(`<meta name="theme-color" content="${brand}"/>`);
      for (const href of ["/favicon.ico", "/icon.svg", "/apple-touch-icon.png", "/manifest.webmanifest"])
        expect(html).toContain(`href="${href}"`);
    }
  });
});
