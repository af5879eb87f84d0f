import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/**
 * The back office's header arrives whole (decision 073): the staff menu, the account tools and the
 * admin bar are in the server's HTML, on one row at 1366 px, with real dropdown menus; on a phone the
 * staff menu is in the "Meny" panel. A visitor's page still loads none of their code.
 */

let server: RunningServer;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
  admin = await devSessionToken(server.url, "GLOBAL_ADMIN");
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const shots = path.join(screenshotsDir, "staff-header");

/** The tops and bottoms of the header's logo, menu and tools, which share one row when they overlap. */
async function headerRows(page: Page) {
  return page.evaluate(() => {
    const boxes = [".site-header__home", ".site-header__nav", ".site-header__tools"].map((selector) => {
      const box = document.querySelector(selector)?.getBoundingClientRect();
      return box ? { top: box.top, bottom: box.bottom } : null;
    });
    return {
      boxes,
      oneRow: boxes.every(
        (box) => box && boxes.every((other) => other && box.top < other.bottom && other.top < box.bottom),
      ),
    };
  });
}

describe("the staff header", () => {
  it("is in the server's HTML: with JavaScript off, a global admin sees the staff menu, the tools and the admin bar on /prosjekter, the header on one row at 1366 px", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 1366, height: 900 },
    });
    await context.addCookies([{ name: "AuthToken", value: admin, url: server.url }]);
    const page = await context.newPage();
    expect((await page.goto(`${server.url}/prosjekter`))?.status()).toBe(200);
    const menu = page.getByRole("navigation", { name: "Hovedmeny" });
    await seen(menu.getByRole("link", { name: "Prosjekter" }));
    await seen(menu.getByRole("link", { name: "Nøkkeltall" }));
    expect(
      await (await seen(menu.getByRole("button", { name: "Partnere" }))).getAttribute("aria-expanded"),
    ).toBe("false");
    await seen(page.getByRole("button", { name: "Logg ut" }));
    const bar = page.getByRole("region", { name: "Administrasjon" });
    await seen(bar.getByRole("button", { name: "Redigeringsmodus" }));
    await seen(bar.getByRole("link", { name: "Medier" }));
    expect(await headerRows(page)).toMatchObject({ oneRow: true });
    // No disclosure triangles in the header.
    expect(await page.locator("header.site-header").innerText()).not.toMatch(/[▸▶►]/);
    await page.screenshot({ path: path.join(shots, "prosjekter-1366-no-javascript.png") });
    await context.close();
  });

  it("opens Partnere with the keyboard at 1366 px, Escape closes it and gives focus back", async () => {
    const page = await newPageAs(browser, server.url, admin, { width: 1366 });
    await page.goto(`${server.url}/prosjekter`);
    await hydrated(page);
    expect(await headerRows(page)).toMatchObject({ oneRow: true });
    const partners = await seen(page.getByRole("button", { name: "Partnere" }));
    await partners.focus();
    await page.keyboard.press("Enter");
    expect(await partners.getAttribute("aria-expanded")).toBe("true");
    await seen(page.getByRole("link", { name: "Salgspartnere" }));
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Salgspartnere");
    await page.screenshot({ path: path.join(shots, "prosjekter-1366-partnere.png") });
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    expect(await partners.getAttribute("aria-expanded")).toBe("false");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Partnere");
    await page.context().close();
  });

  it("puts the staff menu in the Meny panel at 390 px", async () => {
    const page = await newPageAs(browser, server.url, admin, { width: 390 });
    await page.goto(`${server.url}/prosjekter`);
    await hydrated(page);
    expect(await page.getByRole("navigation", { name: "Hovedmeny" }).isVisible()).toBe(false);
    await (await seen(page.locator("summary.mobile-menu__toggle"))).click();
    const panel = page.getByRole("navigation", { name: "Mobilmeny" });
    await seen(panel.getByRole("link", { name: "Reklamasjon" }));
    await seen(panel.getByRole("link", { name: "Salgspartnere" }));
    await page.screenshot({ path: path.join(shots, "prosjekter-390-meny.png") });
    await page.context().close();
  });

  it("leaves a visitor's home page without the staff menu's, the admin bar's and the account menu's code", async () => {
    const html = await (await fetch(server.url)).text();
    expect(html).not.toContain('class="staff-menu"');
    // The stylesheet inlined in the head names their classes; their scripts are not named.
    for (const chunk of ["staff-menu-", "admin-bar-", "account-menu-"])
      expect(html).not.toContain(`/assets/${chunk}`);
  });
});
