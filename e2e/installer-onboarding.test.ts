import path from "node:path";
import { routes } from "@mt/domain/routes/routes";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import { newestCode } from "./support/outbox.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * Installer onboarding (issue 15, journey 1, first part): a new company registers itself at
 * /oppsett with an organisation number from the local company register, leaves halfway and comes
 * back to the same step, names its first admin with a verified phone, and lands on its calendar,
 * signed in, while the company waits inactive for a global admin's approval.
 */

const ENV = { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" };
// Trondheim Kontorbygg AS in the local register, not an installer yet.
const ORGANIZATION_NUMBER = "911002205";
const ADMIN_PHONE = "+4791770001";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** Axe finds nothing and both widths are photographed, at each step. */
async function checkStep(page: Page, name: string) {
  await page.locator(".onboarding__panel h2").waitFor();
  expect(await axeViolations(page), name).toEqual([]);
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), name).toBe(
      true,
    );
    await page.screenshot({ path: path.join(shots, `onboarding-${name}-${width}.png`), fullPage: true });
  }
}

const stepHeading = (page: Page) => page.locator(".onboarding__panel h2").innerText();

describe("installer onboarding at /oppsett", () => {
  it("registers a new company step by step, resumes after leaving, and lands on its calendar", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/oppsett`);
    await hydrated(page);
    expect(await stepHeading(page)).toContain("Organisasjonsnummer");
    await checkStep(page, "1-organisation-number");

    // A wrong check digit is refused in the browser, a right one is looked up in the register.
    await page.getByLabel("Organisasjonsnummer").fill("911002206");
    await page.getByRole("button", { name: "Finn bedriften" }).click();
    await page.getByText("Ugyldig organisasjonsnummer").waitFor();
    await page.getByLabel("Organisasjonsnummer").fill("911 002 205");
    await page.getByRole("button", { name: "Finn bedriften" }).click();
    await page.getByLabel("Firmanavn").waitFor();
    expect(await page.getByLabel("Firmanavn").inputValue()).toBe("Trondheim Kontorbygg AS");
    expect(await page.getByLabel("Adresse").inputValue()).toBe("Munkegata 10");
    await checkStep(page, "2-company");
    await page.getByLabel("Firmanavn").fill("Trondheim Elektro og Sol AS");
    await page.getByRole("button", { name: "Neste" }).click();
    await page.getByText("Hva gjør dere?").waitFor();

    // Leaves halfway: a new page load resumes at the same step with what was filled in.
    await page.goto(`${server.url}/`);
    await page.goto(`${server.url}/oppsett`);
    await hydrated(page);
    await page.getByText("Hva gjør dere?").waitFor();
    expect(await stepHeading(page)).toContain("Arbeid og område");
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("onboarding") ?? "{}").state);
    expect(stored).toMatchObject({
      step: 3,
      company: {
        organizationNumber: ORGANIZATION_NUMBER,
        name: "Trondheim Elektro og Sol AS",
        postCode: "7011",
      },
      contractorUser: null,
    });

    // Work types and the area, with the preview of the storefront's coverage rule.
    await page.getByRole("checkbox", { name: "Elektriker" }).check();
    await page.getByRole("checkbox", { name: "Solceller" }).check();
    expect(await page.getByLabel("Postnummer dere kjører fra").inputValue()).toBe("7011");
    await page.getByLabel("Radius (km)").fill("20");
    await expect
      .poll(() => page.getByTestId("coverage-count").innerText(), { timeout: 15_000 })
      .toMatch(/postnumre i \d+ steder innen 20 km fra 7011 /);
    // Solar jobs reach further than the company's radius.
    await page.getByText("Kjører dere lenger for noen typer oppdrag?").click();
    await page.getByLabel(/Radius for solceller/).fill("60");
    await checkStep(page, "3-coverage");
    await page.getByRole("button", { name: "Neste" }).click();

    // The first admin, with the phone verified by the code the SMS brought.
    await page.getByLabel("Fornavn").waitFor();
    await page.getByLabel("Fornavn").fill("Eirik");
    await page.getByLabel("Etternavn").fill("Moen");
    await page.getByLabel("E-post").fill("eirik@trondheim-elektro.no");
    await checkStep(page, "4-admin");
    await page.getByLabel("Mobilnummer").fill("917 70 001");
    await page.getByRole("button", { name: "Send kode" }).click();
    await page.getByLabel("Kode fra SMS").waitFor({ state: "visible" });
    await page.getByLabel("Kode fra SMS").fill(await newestCode(server.dataDir, ADMIN_PHONE));
    await page.getByRole("button", { name: "Bekreft og registrer bedriften" }).click();
    await page
      .getByText("en administrator godkjenner bedriften før dere får oppdrag", { exact: false })
      .waitFor();
    // Signed in at once: the header leaves "Logg inn" for the contractor admin's menu.
    await page.getByRole("link", { name: "Logg inn" }).waitFor({ state: "detached" });
    await checkStep(page, "5-done");

    // Registered inactive with what was filled in: a global admin sees it waiting for approval.
    const admin = await devSessionToken(server.url, "GLOBAL_ADMIN");
    const list = await fetch(`${server.url}/api/contractor`, { headers: { cookie: `AuthToken=${admin}` } });
    const company = ((await list.json()).data as { name: string; uuid: string; active: boolean }[]).find(
      (c) => c.name === "Trondheim Elektro og Sol AS",
    );
    expect(company).toMatchObject({
      active: false,
      organizationNumber: ORGANIZATION_NUMBER,
      address: "Munkegata 10",
      basePostCode: "7011",
      radiusKm: 20,
      workTypes: [
        { workType: "ELECTRICIAN", extendedRadiusKm: null },
        { workType: "SOLAR", extendedRadiusKm: 60 },
      ],
    });

    // The new admin is signed in and lands on the company's calendar.
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.getByRole("link", { name: "Gå til kalenderen" }).click();
    await page.waitForURL(`${server.url}${routes.contractorCalendar(company?.uuid ?? "")}`);
    await hydrated(page);
    expect(await page.locator("body").innerText()).not.toMatch(/Du har ikke tilgang|Ups!/);
    const me = await page.evaluate(async () => (await fetch("/api/auth/me", { method: "POST" })).json());
    expect(me.data).toMatchObject({
      firstName: "Eirik",
      availableRoles: ["CONTRACTOR_ADMIN"],
      contractor: { uuid: company?.uuid },
    });

    // Back at /oppsett the company stays registered; a new app version starts onboarding over.
    await page.goto(`${server.url}/oppsett`);
    await hydrated(page);
    await page.getByRole("link", { name: "Gå til kalenderen" }).waitFor();
    await page.evaluate(() => localStorage.setItem("app-version-updated", "1"));
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Finn bedriften" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("app-version-updated"))).toBeNull();
    await context.close();
  });
});
