import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { routes } from "@mt/domain/routes/routes";
import { osloDate } from "@mt/domain/time/oslo-clock";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { newestCode, smsTexts } from "./support/outbox.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * A new installer company, from onboarding to its first job (issue 15, journey 1): it registers
 * itself at /oppsett with an organisation number from the local company register, leaves halfway
 * and comes back to the same step, names its first admin with a verified phone, and lands on its
 * calendar, signed in, inactive: its pages say it awaits approval, and it can invite nobody yet. A
 * global admin approves it on /partnere; its admin invites an electrician, who signs in on his phone
 * from the SMS, sees the invitation and accepts it (decision 060), and then shows in the company's
 * list; the admin sets his week; a customer in the area (heat pumps, which no other company does
 * there) is offered that electrician's times and books one; the job shows in the company's calendar
 * and in the electrician's own.
 */

const ENV = { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" };
// Trondheim Kontorbygg AS in the local register, not an installer yet.
const ORGANIZATION_NUMBER = "911002205";
const ADMIN_PHONE = "+4791770001";
const ELECTRICIAN_PHONE = "+4791770002";
const CUSTOMER_PHONE = "+4791770003";

let server: RunningServer;
let browser: Browser;

const pageAs = (session: string) => newPageAs(browser, server.url, session);

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

/** Whether the element is shown inside the window, where a person sees it without scrolling. */
async function inView(locator: ReturnType<Page["locator"]>) {
  await locator.waitFor();
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth
    );
  });
}

describe("installer onboarding at /oppsett", () => {
  it("registers a new company, resumes after leaving, is approved, adds an electrician with a week, and gets its first booking", async () => {
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
    await page.getByRole("checkbox", { name: "Varmepumpe" }).check();
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
        { workType: "HEAT_PUMP", extendedRadiusKm: null },
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
    // Waiting for approval, and the pages say so: the details and coverage may be finished, but
    // nobody can be invited yet (decision 060).
    const waiting = page.getByTestId("pending-approval");
    await waiting.getByText("Bedriften venter på godkjenning").waitFor();
    await expect.poll(() => inView(waiting), { timeout: 10_000 }).toBe(true);
    await waiting.getByRole("link", { name: "Fullfør firmaopplysninger og dekning" }).click();
    await page.waitForURL(`${server.url}${routes.contractorCompany(company?.uuid ?? "")}`);
    await hydrated(page);
    await page.getByRole("heading", { level: 2, name: "Arbeidstyper og dekning" }).waitFor();
    await page.getByTestId("pending-approval").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "journey-pending-company-1366.png"), fullPage: true });
    await page.goto(`${server.url}${routes.contractorElectricians(company?.uuid ?? "")}`);
    await hydrated(page);
    await page.getByTestId("pending-approval").waitFor();
    expect(await page.getByRole("button", { name: "Send invitasjon" }).count()).toBe(0);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: path.join(shots, "journey-pending-electricians-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1366, height: 900 });

    // Back at /oppsett the company stays registered; a new app version starts onboarding over.
    await page.goto(`${server.url}/oppsett`);
    await hydrated(page);
    await page.getByRole("link", { name: "Gå til kalenderen" }).waitFor();
    await page.evaluate(() => localStorage.setItem("app-version-updated", "1"));
    await page.reload();
    await hydrated(page);
    await page.getByRole("button", { name: "Finn bedriften" }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem("app-version-updated"))).toBeNull();
    const companyUuid = company?.uuid ?? "";

    // A global admin finds the company waiting on /partnere and approves it.
    const desk = await pageAs(admin);
    await desk.goto(`${server.url}/partnere`);
    await hydrated(desk);
    const row = desk.getByTestId("partner-row").filter({ hasText: "Trondheim Elektro og Sol AS" });
    await row.getByText("Venter på godkjenning").waitFor();
    await row.getByRole("link", { name: "Trondheim Elektro og Sol AS", exact: true }).click();
    await desk.waitForURL(`${server.url}${routes.installer(companyUuid)}`);
    await hydrated(desk);
    await desk.getByRole("button", { name: "Godkjenn" }).click();
    await desk.getByText("Installatøren er godkjent").waitFor();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "journey-partner-approved-1366.png"), fullPage: true });

    // Its admin invites an electrician for heat pumps, who is told by SMS; he is "Invitert" until he
    // answers, and holds nothing.
    await page.goto(`${server.url}${routes.contractorElectricians(companyUuid)}`);
    await hydrated(page);
    await page.getByText("Ingen montører ennå. Legg til den første nedenfor.").waitFor();
    expect(await page.getByTestId("pending-approval").count()).toBe(0);
    await page.getByLabel("Fornavn").fill("Sindre");
    await page.getByLabel("Etternavn").fill("Lie");
    await page.getByLabel("Mobilnummer").fill("917 70 002");
    await page.getByRole("checkbox", { name: "Varmepumpe" }).check();
    await page.getByRole("button", { name: "Send invitasjon" }).click();
    const invited = page.getByTestId("invited-person").filter({ hasText: "Sindre Lie" });
    await invited.getByText("Invitert").waitFor();
    await expect
      .poll(() => smsTexts(server.dataDir, ELECTRICIAN_PHONE).join("\n"))
      .toContain("/logginn?redirect=%2Finvitasjoner");

    // Sindre opens the SMS link on his phone, signs in with the code, and accepts the invitation.
    const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    const link = smsTexts(server.dataDir, ELECTRICIAN_PHONE)
      .join("\n")
      .match(/https?:\/\/\S+/)?.[0];
    await phone.goto(link?.replace(/^https?:\/\/[^/]+/, server.url) ?? `${server.url}/logginn`);
    await hydrated(phone);
    const phoneField = phone.getByLabel("Telefonnummer");
    await expect.poll(() => inView(phoneField), { timeout: 10_000 }).toBe(true);
    await phoneField.fill("917 70 002");
    await phone.getByRole("button", { name: "Send kode" }).click();
    const codeField = phone.getByLabel("Kode fra SMS");
    await codeField.waitFor({ state: "visible" });
    // The code step slides in: the field is where a person sees it once it has arrived.
    await expect.poll(() => inView(codeField), { timeout: 10_000 }).toBe(true);
    await codeField.fill(await newestCode(server.dataDir, ELECTRICIAN_PHONE));
    await phone.getByRole("button", { name: "Bekreft kode" }).click();
    await phone.waitForURL(`${server.url}/invitasjoner`);
    await hydrated(phone);
    const card = phone.getByTestId("invitation");
    await card
      .getByRole("heading", { name: "Trondheim Elektro og Sol AS inviterer deg som montør" })
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(shots, "journey-invitation-390.png"), fullPage: true });
    const accept = card.getByRole("button", { name: "Godta" });
    await expect.poll(() => inView(accept), { timeout: 10_000 }).toBe(true);
    // By keyboard: the button takes the focus and Enter presses it.
    await accept.focus();
    await phone.keyboard.press("Enter");
    await phone.waitForURL(/\/montor\/[0-9a-f-]{36}\/kalender/);
    await hydrated(phone);
    await phone.getByRole("heading", { level: 1, name: "Kalender for Sindre Lie" }).waitFor();

    // The admin now sees him as the company's electrician.
    await page.reload();
    await hydrated(page);
    const person = page.getByTestId("electrician").filter({ hasText: "Sindre Lie" });
    await person.waitFor();
    expect(await page.getByTestId("invited-person").count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);

    // … and gives him a week of his own: every day, 08–16.
    await person.getByRole("link", { name: "Arbeidstid og fravær for Sindre" }).click();
    await page.waitForURL(/\/montor\/[0-9a-f-]{36}\/tilgjengelighet$/);
    await hydrated(page);
    const electricianUuid = page.url().split("/").at(-2) ?? "";
    await page.getByRole("radio", { name: "Egen arbeidsuke" }).check();
    const week = page.getByRole("group", { name: "Egen arbeidsuke" });
    for (const day of ["Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag", "Søndag"])
      await week.getByRole("checkbox", { name: day }).check();
    await page.getByRole("button", { name: "Lagre egen arbeidsuke" }).click();
    await expect
      .poll(async () =>
        page.evaluate(
          async (uuid) =>
            (await (await fetch(`/api/electrician/${uuid}/availability`)).json()).data.ownWeek?.length,
          electricianUuid,
        ),
      )
      .toBe(7);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "journey-electrician-week-1366.png"), fullPage: true });

    // A customer in Trondheim is offered heat-pump service, which only the new company does there,
    // and books the earliest time.
    const shop = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await shop.goto(`${server.url}/bestilling/jobb/service-varmepumpe`);
    await hydrated(shop);
    await shop.getByTestId("post-code-button").first().click();
    await shop.getByTestId("post-code-input").fill("7011");
    const modal = shop.getByRole("dialog");
    await modal
      .getByText(/Vi leverer .*varmepumper/)
      .first()
      .waitFor();
    await modal.getByRole("button", { name: "Lukk", exact: true }).last().click();
    await shop.getByRole("link", { name: "Bestill jobben" }).click();
    await shop.waitForURL(`${server.url}/order/job/service-varmepumpe`);
    await hydrated(shop);
    await shop.getByRole("button", { name: "Legg i handlekurven" }).click();
    await shop.getByRole("link", { name: "Gå til handlekurven" }).click();
    await shop.getByTestId("cart-line").waitFor();
    await shop.getByRole("link", { name: "Velg tidspunkt" }).click();
    await shop.waitForURL(`${server.url}/bestilling/velgtidspunkt`);
    await shop.getByTestId("earliest-time").waitFor();
    await shop.getByRole("button", { name: "Gå videre til bestilling" }).click();
    await shop.waitForURL(`${server.url}/order/checkout`);
    await shop.getByRole("textbox", { name: "Telefonnummer" }).fill("917 70 003");
    await shop.getByRole("button", { name: "Send kode" }).click();
    await shop.getByLabel("Kode fra SMS").waitFor({ state: "visible" });
    await shop.getByLabel("Kode fra SMS").fill(await newestCode(server.dataDir, CUSTOMER_PHONE));
    await shop.getByRole("button", { name: "Bekreft telefonnummer" }).click();
    await shop.getByTestId("phone-verified").waitFor();
    await shop.getByLabel("E-post", { exact: true }).first().fill("hanne.moe@eksempel.no");
    await shop.getByLabel("Adresse", { exact: true }).fill("Kongens gate 5");
    await shop.getByLabel("Fornavn", { exact: true }).fill("Hanne");
    await shop.getByLabel("Etternavn", { exact: true }).fill("Moe");
    await shop.getByLabel(/Jeg godtar/).check();
    await shop.getByRole("button", { name: "Bestill jobben" }).click();
    await shop.waitForURL(/\/order\/confirm\?prosjekt=[0-9a-f-]{36}$/);
    const number = (await shop.getByTestId("project-number").textContent()) ?? "";

    // The job is the new electrician's: it shows in the company's calendar and in his own.
    const team = await (
      await fetch(`${server.url}/api/contractor/${companyUuid}/electrician`, {
        headers: { cookie: `${AUTH_COOKIE_NAME}=${admin}` },
      })
    ).json();
    const job = team.data[0].upcoming[0];
    expect(job).toMatchObject({ type: "PROJECT", projectNumber: Number(number) });
    const day = osloDate(Date.parse(job.startsAt));
    await page.goto(`${server.url}${routes.contractorCalendar(companyUuid)}?view=week&date=${day}`);
    await hydrated(page);
    await page.locator(".cal-week__link", { hasText: `Jobb ${number}` }).waitFor();
    await page.screenshot({ path: path.join(shots, "journey-company-calendar-1366.png"), fullPage: true });

    // Sindre, signed in on his phone since he accepted, looks at his own calendar on a wide screen.
    const own = phone;
    await own.setViewportSize({ width: 1366, height: 900 });
    await own.goto(`${own.url().split("?")[0]}?view=week&date=${day}`);
    await hydrated(own);
    await own.getByRole("heading", { level: 1, name: "Kalender for Sindre Lie" }).waitFor();
    await own.locator(".rbc-time-content a", { hasText: `Jobb ${number}` }).waitFor();
    expect(await axeViolations(own)).toEqual([]);
    await own.screenshot({ path: path.join(shots, "journey-electrician-calendar-1366.png"), fullPage: true });
    await context.close();
  }, 240_000);
});
