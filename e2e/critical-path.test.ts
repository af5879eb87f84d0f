import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { APP_ENV: "production" } }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const publicPages = [
  { path: "/", mainImage: ".cms-hero__image" },
  { path: "/nettbutikk/alle", mainImage: ".job-card__image" },
  { path: "/bestilling/jobb/elbillader", mainImage: ".job-page__image" },
];

/** A phone-sized page that records its requests in order, console errors and layout shifts. */
async function watchedPage() {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const requests: string[] = [];
  const errors: string[] = [];
  page.on("request", (request) =>
    requests.push(`${request.resourceType()} ${new URL(request.url()).pathname}`),
  );
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  page.on("pageerror", (error) => errors.push(error.message));
  // Layout shifts as CLS counts them: not those just after the visitor's own input.
  await page.addInitScript(() => {
    const seen = window as unknown as { shifts: number };
    seen.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) seen.shifts += entry.value;
    }).observe({ type: "layout-shift", buffered: true });
  });
  return { page, requests, errors };
}

const layoutShift = (page: Page) => page.evaluate(() => (window as unknown as { shifts: number }).shifts);

describe("the public pages' way to their first paint (decision 050)", () => {
  for (const { path, mainImage } of publicPages) {
    it(`${path}: styles in the head, the main image first, the scripts after it, then hydrated without errors`, async () => {
      const { page, requests, errors } = await watchedPage();
      const response = await page.goto(`${server.url}${path}`);
      const html = (await response?.text()) ?? "";
      const head = html.slice(0, html.indexOf("</head>"));
      // Every stylesheet the page links is in its head, and its link is disabled: nothing to wait for.
      expect(head.match(/<style data-stylesheet=/g)?.length).toBeGreaterThan(0);
      expect(
        head.match(/<link[^>]*rel="stylesheet"[^>]*>/g)?.every((link) => link.includes("disabled")),
      ).toBe(true);
      expect(head).not.toContain('rel="modulepreload"');
      // No frame of a half-parsed page (decision 090).
      expect(head).toContain('<link rel="expect" href="#innhold" blocking="render"/>');
      await hydrated(page);

      expect(requests.filter((request) => request.startsWith("stylesheet"))).toEqual([]);
      // No font to arrive after the first frame and move a line (decision 090).
      expect(requests.filter((request) => request.startsWith("font"))).toEqual([]);
      const image = await page
        .locator(mainImage)
        .first()
        .evaluate((img: HTMLImageElement) => ({
          src: new URL(img.currentSrc).pathname,
          priority: img.getAttribute("fetchpriority"),
        }));
      expect(image.priority).toBe("high");
      const firstScript = requests.findIndex((request) => request.startsWith("script"));
      expect(requests.indexOf(`image ${image.src}`)).toBeGreaterThan(0);
      expect(requests.indexOf(`image ${image.src}`)).toBeLessThan(firstScript);
      expect(errors).toEqual([]);
      expect(await layoutShift(page)).toBe(0);
      await page.close();
    });
  }

  it("a client-side navigation brings the next page's stylesheets before it shows, without a shift", async () => {
    const { page, requests, errors } = await watchedPage();
    await page.goto(server.url);
    await hydrated(page);
    await page.getByRole("link", { name: "Se alle jobber" }).click();
    await page.waitForURL(`${server.url}/nettbutikk/alle`);
    const grid = page.locator(".job-grid").first();
    await grid.waitFor();
    // The catalogue's own stylesheet applied as the page appeared (a grid, not a plain list).
    expect(await grid.evaluate((list) => getComputedStyle(list).display)).toBe("grid");
    // The home page asked for no stylesheet (its styles are written in), so this one is the shop's.
    expect(requests).toContainEqual(expect.stringMatching(/^stylesheet \/assets\/.*\.css$/));
    // The home page's written-in styles stay; its links go with the route as before.
    expect(await page.locator('link[rel="stylesheet"][href*="cms-modules"]').count()).toBe(0);
    expect(errors).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    await page.close();
  });
});
