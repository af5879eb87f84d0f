import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { landingPage } from "@mt/domain/roles/landing-page";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tourSteps } from "../apps/web/app/features/guided-tours/tour-steps.ts";
import { tourPageOf } from "../apps/web/app/features/guided-tours/tours.ts";
import { axeViolations, hydrated, scriptsSettling } from "./support/browser.ts";
import { clickSeen, seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { COOKIE_SECURE: "false" } }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function pageAs(session: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
  return context.newPage();
}

async function me(session: string): Promise<{ availableRoles: string[]; activeRoles: string[] }> {
  const res = await fetch(`${server.url}/api/auth/me`, {
    method: "POST",
    headers: { cookie: `${AUTH_COOKIE_NAME}=${session}` },
  });
  return (await res.json()).data;
}

/** The tour card's own chunk, which a page fetches the moment it has a tour to show. */
const TOUR_CODE = /\/tour-card-[^/]*\.js$/;

/** Collects the page's requests for the tour card's code from now on. */
function tourCodeRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (TOUR_CODE.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/**
 * Reloads the page and proves the tour stays away: a page with a tour due asks for the card's code
 * once the tour code it loads after hydrating has run, so none was asked for once that code has
 * arrived and the page went idle without asking for more.
 */
async function reloadWithoutTour(page: Page) {
  const requested = tourCodeRequests(page);
  const scripts = scriptsSettling(page);
  await page.reload();
  await hydrated(page);
  await scripts.settled();
  expect(requested).toEqual([]);
  expect(await page.locator(".guided-tour").count()).toBe(0);
}

describe("users and roles", () => {
  it("a global admin finds a caseworker, gives them customer service, and their session has it at once", async () => {
    const caseworker = await devSessionToken(server.url, "CASEWORKER");
    expect((await me(caseworker)).availableRoles).toEqual(["CASEWORKER"]);
    const page = await pageAs(await devSessionToken(server.url, "GLOBAL_ADMIN"));
    await page.goto(`${server.url}/brukere`);
    await hydrated(page);
    await page.getByLabel("Søk etter bruker").fill("Lars");
    await page.getByRole("group", { name: "Har en av rollene" }).getByLabel("Saksbehandler").check();
    await page.getByRole("button", { name: "Søk", exact: true }).click();
    await page.waitForURL(/search=Lars&roles=CASEWORKER/);
    await expect.poll(() => page.getByRole("status").first().textContent()).toContain("1 bruker");
    const row = page.getByRole("row", { name: /Lars Berg/ });
    await row.getByRole("button", { name: "Endre roller for Lars Berg" }).click();
    const dialog = page.getByRole("dialog", { name: "Roller for Lars Berg" });
    await dialog.getByLabel("Kundeservice").check();
    await expect.poll(() => dialog.getByRole("group", { name: /Avdelinger/ }).isVisible()).toBe(true);
    await page.screenshot({ path: "/tmp/users-dialog.png" });
    await dialog.getByRole("button", { name: "Lagre" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => row.textContent()).toContain("Saksbehandler, Kundeservice");

    const after = await me(caseworker);
    expect(after.availableRoles).toEqual(["CASEWORKER", "CUSTOMER_SERVICE"]);
    expect(after.activeRoles).toEqual(["CASEWORKER", "CUSTOMER_SERVICE"]);

    await row.getByRole("button", { name: "Endre roller for Lars Berg" }).click();
    await dialog.getByText("Endringslogg").click();
    await expect
      .poll(() => dialog.locator(".user-roles__log li").first().textContent())
      .toContain("Ingrid Haugen: Roller: Saksbehandler → Saksbehandler, Kundeservice");
    await page.keyboard.press("Escape");
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: "/tmp/users-list.png", fullPage: true });
    await page.context().close();
  }, 120_000);

  it("shows an inspector's first visit a tour of their main page, by keyboard, and never again", async () => {
    const page = await pageAs(await devSessionToken(server.url, "INSPECTOR", { guidedTours: true }));
    const requested = tourCodeRequests(page);
    await page.goto(`${server.url}/prosjekter`);
    await hydrated(page);
    const tour = page.getByRole("dialog", { name: "Ny her?" });
    await expect.poll(() => tour.isVisible(), { timeout: 10_000 }).toBe(true);
    // What reloadWithoutTour relies on: a tour due fetches the card's code.
    expect(requested).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await tour.getByRole("button", { name: "Vis meg rundt" }).focus();
    await page.keyboard.press("Enter");
    const steps = page.locator(".guided-tour");
    await expect.poll(() => steps.textContent()).toContain("Steg 1 av 4");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => steps.textContent()).toContain("Steg 2 av 4");
    await expect
      .poll(() => page.locator('[role="search"][aria-label="Filtrer prosjekter"]').getAttribute("class"))
      .toContain("guided-tour-target");
    await page.screenshot({ path: "/tmp/users-tour.png" });
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => steps.textContent()).toContain("Steg 4 av 4");
    const finished = page.waitForResponse((res) => res.url().endsWith("/api/user/guided-tour-finished"));
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Ferdig");
    await page.keyboard.press("Enter");
    expect((await finished).status()).toBe(200);
    await expect.poll(() => steps.count()).toBe(0);

    await reloadWithoutTour(page);
    await page.context().close();
  });

  it("points every step of every main page's tour at something on that page, at both widths", async () => {
    // One role per tour page: the steps name parts of the page by selector, which a page's redesign can drop.
    const roles = { projects: "INSPECTOR", calendar: "ELECTRICIAN", seller: "SALES_PARTNER_SELLER" } as const;
    const missing: string[] = [];
    for (const [tourPage, role] of Object.entries(roles) as [keyof typeof roles, keyof typeof tourPageOf][]) {
      expect(tourPageOf[role]).toBe(tourPage);
      const session = await devSessionToken(server.url, role);
      const user = await me(session);
      for (const width of [1366, 390]) {
        const page = await pageAs(session, width);
        await page.goto(`${server.url}${landingPage(user as Parameters<typeof landingPage>[0])}`);
        await hydrated(page);
        for (const step of tourSteps[tourPage])
          if ((await page.locator(step.target).count()) === 0)
            missing.push(`${tourPage} at ${width}: «${step.title}» (${step.target})`);
        await page.context().close();
      }
    }
    expect(missing).toEqual([]);
  }, 120_000);

  it("lets a store employee skip the tour with Escape, and it stays away", async () => {
    const page = await pageAs(
      await devSessionToken(server.url, "STORE_EMPLOYEE", { guidedTours: true }),
      390,
    );
    await page.goto(`${server.url}/prosjekter`);
    await hydrated(page);
    const tour = page.getByRole("dialog", { name: "Ny her?" });
    await expect.poll(() => tour.isVisible(), { timeout: 10_000 }).toBe(true);
    await page.screenshot({ path: "/tmp/users-tour-mobile.png" });
    await tour.getByRole("button", { name: "Hopp over" }).focus();
    const finished = page.waitForResponse((res) => res.url().endsWith("/api/user/guided-tour-finished"));
    await page.keyboard.press("Escape");
    expect((await finished).status()).toBe(200);
    await reloadWithoutTour(page);
    await page.context().close();
  });

  it("leads a caseworker on the home page back to the back office from the header, on a phone too", async () => {
    const session = await devSessionToken(server.url, "CASEWORKER");
    const phone = await pageAs(session, 390);
    await phone.goto(`${server.url}/`);
    await hydrated(phone);
    // On a phone the staff tools are behind one account button, so the header stays one row (decision 083).
    expect(
      await phone.evaluate(() => document.querySelector("header.site-header")?.clientHeight),
    ).toBeLessThan(80);
    await clickSeen(phone.getByRole("banner").getByRole("button", { name: "Konto" }));
    await seen(phone.getByRole("banner").getByRole("link", { name: "Til arbeidsflaten" }));
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.screenshot({ path: path.join(shots, "back-office-link-390.png") });
    await phone.context().close();

    const page = await pageAs(session);
    await page.goto(`${server.url}/`);
    await hydrated(page);
    await clickSeen(page.getByRole("banner").getByRole("link", { name: "Til arbeidsflaten" }));
    await page.waitForURL(`${server.url}/prosjekter`);
    await seen(page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Kunder" }));
    // Where the staff menu shows, the way back is not needed.
    expect(await page.getByRole("link", { name: "Til arbeidsflaten" }).count()).toBe(0);
    await page.context().close();
  });
});
