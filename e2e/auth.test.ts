import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import { codeStepSeen, confirmPhoneSeen } from "./support/code-step.ts";
import { clickSeen, fillSeen, seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Plain http on 127.0.0.1 here, so the production cookie goes without the Secure flag.
  ({ server, browser } = await startServerAndBrowser({
    env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function logIn(page: Page, phoneNumber: string, loginPath = "/logginn") {
  await page.goto(`${server.url}${loginPath}`);
  await hydrated(page);
  await confirmPhoneSeen(page, server.dataDir, {
    phoneLabel: "Telefonnummer",
    phoneNumber,
    confirmLabel: "Bekreft kode",
  });
}

describe("logging in with a code from the SMS file", () => {
  const journeys = [
    {
      role: "customer",
      phone: "+4790000007",
      landing: /^\/dashboard$/,
      heading: "Min side",
      menu: [],
      width: 390,
    },
    { role: "customer", phone: "+4790000007", landing: /^\/dashboard$/, heading: "Min side", menu: [] },
    {
      role: "caseworker",
      phone: "+4790000002",
      landing: /^\/prosjekter$/,
      heading: "Prosjekter",
      menu: ["Prosjekter", "Reklamasjon", "Kunder"],
    },
    {
      role: "electrician",
      phone: "+4790000005",
      landing: /^\/montor\/[0-9a-f-]{36}\/kalender$/,
      heading: "Kalender",
      menu: ["Kalender", "Prosjekter", "Reklamasjon", "Tilgjengelighet"],
    },
    {
      role: "contractor-admin",
      phone: "+4790000004",
      landing: /^\/partner\/[0-9a-f-]{36}\/kalender$/,
      heading: "Kalender",
      menu: ["Kalender", "Prosjekter", "Reklamasjon", "Montører"],
    },
  ];

  for (const journey of journeys) {
    const width = journey.width ?? 1366;
    it(`brings a ${journey.role} to the landing page, and logs out (${width} px)`, async () => {
      const context = await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } });
      const page = await context.newPage();
      await logIn(page, journey.phone);
      await page.waitForURL((url) => journey.landing.test(url.pathname));
      await seen(page.locator("h1", { hasText: journey.heading }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(await page.getAttribute("body", "class")).toContain(`is-${journey.role}`);
      for (const label of journey.menu) {
        await expect(
          page.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: label }).count(),
        ).resolves.toBe(1);
      }
      const cookie = (await context.cookies()).find((c) => c.name === "AuthToken");
      expect(cookie?.httpOnly).toBe(true);
      await page.screenshot({ path: path.join(shots, `landing-${journey.role}-${width}.png`) });

      await clickSeen(page.getByRole("button", { name: "Logg ut" }));
      await page.waitForURL(`${server.url}/`);
      await seen(page.getByRole("link", { name: "Logg inn" }));
      expect((await context.cookies()).some((c) => c.name === "AuthToken" && c.value)).toBe(false);
      await page.goto(`${server.url}/prosjekter`);
      expect(new URL(page.url()).pathname).toBe("/logginn");
      expect(new URL(page.url()).searchParams.get("redirect")).toBe("/prosjekter");
      await context.close();
    });
  }

  it("fits a 390 px phone with a global admin's menu, and axe finds nothing", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await logIn(page, "+4790000001");
    await page.waitForURL(`${server.url}/prosjekter`);
    await page.locator("h1", { hasText: "Prosjekter" }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(await page.getByRole("link", { name: "Jobbmaler" }).isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, "global-admin-mobile.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });

  it("follows the redirect parameter after login", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/kunder`);
    expect(new URL(page.url()).pathname).toBe("/logginn");
    expect(new URL(page.url()).searchParams.get("redirect")).toBe("/kunder");
    await logIn(page, "+4790000008", `/logginn?redirect=${encodeURIComponent("/kunder")}`);
    await page.waitForURL(`${server.url}/kunder`);
    await page.locator("h1", { hasText: "Kunder" }).waitFor();
    // Arriving at the login page with a session goes straight to the landing page.
    await page.goto(`${server.url}/logginn`);
    expect(new URL(page.url()).pathname).toBe("/prosjekter");
    await context.close();
  });
});

describe("the login page", () => {
  // Numbers without an account: the code step answers as for anybody (decision 062).
  for (const [width, height, phone] of [
    [390, 844, "99999999"],
    [1366, 900, "99999998"],
  ] as const) {
    it(`says what the spec says, shows field and server errors, and axe finds nothing (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      await page.goto(`${server.url}/logginn`);
      await hydrated(page);
      expect(await page.title()).toBe("Logg inn | Montørtorget");
      expect(await (await seen(page.locator("h1"))).innerText()).toBe("Logg inn");
      expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(`${server.url}/logginn`);
      const text = await page.locator("main").innerText();
      expect(text).toContain("status på prosjektene og befaringene");
      expect(text).toContain("Du trenger ikke å logge inn for å bestille");
      expect(text).toContain("Min side");
      expect(await axeViolations(page)).toEqual([]);

      await clickSeen(page.getByRole("button", { name: "Send kode" }));
      await seen(page.getByText("Må fylles ut"));
      await fillSeen(page.getByLabel("Telefonnummer"), "123");
      await clickSeen(page.getByRole("button", { name: "Send kode" }));
      await seen(page.getByText("Ugyldig telefonnummer"));

      await fillSeen(page.getByLabel("Telefonnummer"), phone);
      await page.screenshot({ path: path.join(shots, `login-${width}.png`) });
      await clickSeen(page.getByRole("button", { name: "Send kode" }));
      const codeField = await codeStepSeen(page, "Bekreft kode");
      await fillSeen(codeField, "12");
      await clickSeen(page.getByRole("button", { name: "Bekreft kode" }));
      await seen(page.getByText("Må være minst 4 tegn"));
      await fillSeen(codeField, "123456");
      await clickSeen(page.getByRole("button", { name: "Bekreft kode" }));
      await seen(page.getByText("Finner ingen konto med dette telefonnummeret"));
      expect(new URL(page.url()).pathname).toBe("/logginn");
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(shots, `login-code-step-${width}.png`) });
      expect(await axeViolations(page)).toEqual([]);

      await clickSeen(page.getByRole("button", { name: "Bytt telefonnummer" }));
      await seen(page.getByLabel("Telefonnummer"));
      await page.close();
    });
  }

  it("sends the security headers with the page", async () => {
    const response = await fetch(`${server.url}/logginn`);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });
});
