import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * /designsystem (decision 076): the global admin sees every component's section at a laptop's and a
 * phone's width, with nothing for axe to find and no sideways scrolling; a customer is refused.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** The sections' headings (h2), one per component or family, in the page's order. */
const SECTIONS = [
  "Sidetopp, seksjon og kort",
  "Tall",
  "Tabell",
  "Filterlinje",
  "Faner",
  "Statusmerker",
  "Tomt, laster og feil",
  "Knapper",
  "Skjemafelt",
  "Tekstfelt",
  "Skjemaelementer",
  "Datofelt",
  "Tidsvindu-velger",
  "Varsler",
  "Dialog",
  "Toast-meldinger",
  "Nedtrekksmeny",
  "Spinner",
];

async function checkSections(page: Page) {
  await seen(page.getByRole("heading", { level: 1, name: "Designsystem" }));
  const headings = await page.locator("main h2").allInnerTexts();
  for (const name of SECTIONS) expect(headings).toContain(name);
  for (const name of SECTIONS) await seen(page.getByRole("heading", { level: 2, name, exact: true }));
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe("the design-system page", () => {
  it("shows the global admin every component at 1366 and 390 px, and axe finds nothing", async () => {
    const admin = await newPageAs(browser, server.url, await devSessionToken(server.url, "GLOBAL_ADMIN"));
    await admin.goto(`${server.url}/designsystem`);
    await hydrated(admin);
    await checkSections(admin);
    expect(await axeViolations(admin)).toEqual([]);

    // Every field with an error has the error's colour as its border, plain inputs in a FormField too.
    const borders = await admin.evaluate(() => {
      const errorColour = getComputedStyle(document.querySelector(".form-field__error") as Element).color;
      return [...document.querySelectorAll('main input[aria-invalid="true"]:not([type="checkbox"])')]
        .filter((input) => !(input as HTMLInputElement).hidden && input.getAttribute("type") !== "file")
        .map((input) => getComputedStyle(input).borderTopColor === errorColour);
    });
    expect(borders.length).toBeGreaterThan(2);
    expect(borders.every(Boolean)).toBe(true);

    // The tabs answer the arrow keys; the dialog opens and closes.
    const tabs = admin.getByRole("tablist", { name: "Eksempel på faner" });
    await (await seen(tabs.getByRole("tab", { name: "Oversikt" }))).focus();
    await admin.keyboard.press("ArrowRight");
    expect(await tabs.getByRole("tab", { name: "Dokumenter" }).getAttribute("aria-selected")).toBe("true");
    await (await seen(admin.getByRole("button", { name: "Åpne dialogen" }))).click();
    const dialog = admin.getByRole("dialog", { name: "Avlys befaringen?" });
    await seen(dialog);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await admin.evaluate(() => window.scrollTo(0, 0));
    await admin.screenshot({ path: path.join(shots, "design-system.png"), fullPage: true });
    await admin.setViewportSize({ width: 390, height: 844 });
    await checkSections(admin);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.evaluate(() => window.scrollTo(0, 0));
    await admin.screenshot({ path: path.join(shots, "design-system-390.png"), fullPage: true });
  });

  it("refuses a customer", async () => {
    const customer = await newPageAs(browser, server.url, await devSessionToken(server.url, "CUSTOMER"));
    const res = await customer.goto(`${server.url}/designsystem`);
    expect(res?.status()).toBe(403);
    await customer.getByRole("heading", { level: 1, name: "Du har ikke tilgang til denne siden" }).waitFor();
  });
});
