import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type ApiBooking,
  type ApiCustomer,
  bookByApi,
  freeWindows,
  uploadPhoto,
} from "./support/book-by-api.ts";
import { axeViolations, hydrated, imageLoaded } from "./support/browser.ts";
import { smsTexts } from "./support/outbox.ts";
import { clickSeen, seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import {
  screenshotsDir as shots,
  startServerAndBrowser,
  stopServerAndBrowser,
  TINY_PNG,
} from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({
    env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100", DEV_LOGIN_CODE: "123456" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** A page signed in with the session (a demo role's, or a customer's from their booking). */
async function pageAs(session: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
  return context.newPage();
}

async function apiAs<T>(session: string, url: string): Promise<T> {
  const res = await fetch(`${server.url}${url}`, { headers: { cookie: `${AUTH_COOKIE_NAME}=${session}` } });
  expect(res.status, url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const smsTo = (phoneNumber: string) => smsTexts(server.dataDir, phoneNumber);

/** A photo in sight that has loaded (its signed link answered with an image). */
async function shown(image: Locator) {
  await imageLoaded(await seen(image));
}

/** A small PDF as a scanner writes one. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

let people = 0;
const newCustomer = (): ApiCustomer => {
  const n = people++;
  return {
    phoneNumber: `+474755${String(n).padStart(4, "0")}`,
    firstName: "Astrid",
    lastName: `Kundesen-${String.fromCharCode(65 + (n % 26))}`,
    email: `astrid.${n}@eksempel.no`,
    address: `Prosjektveien ${n + 1}`,
  };
};

/** Books the window for new customers until nobody is free in it any more. */
async function fillWindow(startsAt: string) {
  for (let tries = 0; tries < 40 && (await freeWindows(server.url)).includes(startsAt); tries++) {
    await bookByApi(server.url, newCustomer(), { startsAt });
  }
}

describe("the projects desk", () => {
  it("a caseworker runs a booked job; the installer, the electrician and the customer follow it", async () => {
    const caseworker = await devSessionToken(server.url, "CASEWORKER");

    // A customer books a job at least three days ahead (so they may still change it), and it falls to
    // the demo electrician login, Per Nilsen: customers book the window until one lands on him.
    // The customer sends a photo of the fuse box with the order (one upload, shown by a signed link).
    const later = Date.now() + 72 * 3_600_000;
    const photo = await uploadPhoto(server.url, TINY_PNG);
    let booking: ApiBooking | undefined;
    let customer: ApiCustomer | undefined;
    for (const startsAt of (await freeWindows(server.url)).filter((w) => Date.parse(w) > later).slice(0, 4)) {
      for (
        let tries = 0;
        !booking && tries < 20 && (await freeWindows(server.url)).includes(startsAt);
        tries++
      ) {
        const who = newCustomer();
        const made = await bookByApi(server.url, who, { startsAt, images: [photo] });
        const seen = await apiAs<{ electrician: { firstName: string } | null }>(
          caseworker,
          `/api/project/${made.projectUuid}`,
        );
        if (seen.electrician?.firstName === "Per") [booking, customer] = [made, who];
      }
      if (booking) break;
    }
    if (!booking || !customer) throw new Error("no booking fell to Per Nilsen");
    const { number } = booking;

    // The caseworker finds it by the customer's phone number, confirms it, schedules it, adds a note.
    const desk = await pageAs(caseworker);
    await desk.goto(`${server.url}/prosjekter`);
    await hydrated(desk);
    await desk.getByLabel("Søk").fill(customer.phoneNumber.slice(3));
    await desk.waitForURL(/search=/);
    const row = desk.getByRole("link", { name: new RegExp(`^Prosjekt ${number},`) });
    await row.waitFor();
    expect(await desk.getByRole("link", { name: /^Prosjekt \d+,/ }).count()).toBe(1);
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "projects-desk-1366.png"), fullPage: true });
    await row.click();
    await desk.waitForURL(`${server.url}/prosjekter/${number}`);
    await hydrated(desk);
    await desk.getByRole("button", { name: "Bekreft oppdraget" }).click();
    await desk.getByText("Status endret til «Bekreftet av installatør».").waitFor();
    await desk.getByRole("button", { name: "Planlegg" }).click();
    await desk.getByText("Status endret til «Planlagt».").waitFor();
    await desk.getByRole("textbox", { name: "Notat" }).fill("Kunden vil ha en telefon en halvtime før.");
    await desk.getByRole("button", { name: "Legg til notat" }).click();
    await desk.locator("li", { hasText: "Kunden vil ha en telefon en halvtime før." }).first().waitFor();

    // Private files (decision 061): the customer's photo shows on the desk, and the caseworker adds a
    // document shared with the customer; both come by signed links, which alone open them.
    await shown(desk.getByRole("img", { name: "Bilde 1 av 1, åpne i full størrelse" }));
    await (await seen(desk.getByLabel("Fil (PDF)"))).setInputFiles({
      name: "samsvarserklaering.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await (await seen(desk.getByRole("textbox", { name: "Tittel" }))).fill("Samsvarserklæring");
    await (await seen(desk.getByLabel("Del med kunden"))).check();
    await (await seen(desk.getByRole("button", { name: "Last opp dokument" }))).click();
    await desk.getByText("Dokumentet er lagt til og delt med kunden.").waitFor();
    const document = await seen(desk.getByRole("link", { name: "Samsvarserklæring", exact: true }));
    const href = (await document.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/media\/[^?]+\.pdf\?exp=\d+&sig=[\w-]+$/);
    const file = await desk.request.get(`${server.url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect(file.headers()["cache-control"]).toMatch(/^private, max-age=\d+$/);
    expect((await fetch(`${server.url}${href}`)).status).toBe(200);
    expect((await fetch(`${server.url}${href.split("?")[0]}`)).status).toBe(404);
    await desk.screenshot({ path: path.join(shots, "project-desk-files-1366.png"), fullPage: true });
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "project-desk-1366.png"), fullPage: true });
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.screenshot({ path: path.join(shots, "project-desk-390.png"), fullPage: true });
    await desk.setViewportSize({ width: 1366, height: 900 });
    // The caseworker's "Flytt tidspunkt" is the customer's picker (moved below by the customer): here
    // it is only looked at, at both widths, and closed.
    await clickSeen(desk.getByRole("button", { name: "Flytt tidspunkt" }));
    const deskTimes = desk.getByRole("dialog", { name: "Flytt tidspunkt" });
    await seen(deskTimes.locator("input[type=radio]").first());
    await seen(deskTimes.getByRole("button", { name: "Neste uke" }));
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "reschedule-desk-1366.png") });
    await desk.setViewportSize({ width: 390, height: 844 });
    await seen(deskTimes.getByRole("button", { name: "Forrige uke" }));
    await desk.screenshot({ path: path.join(shots, "reschedule-desk-390.png") });
    await desk.setViewportSize({ width: 1366, height: 900 });
    await clickSeen(deskTimes.getByRole("button", { name: "Avbryt" }));
    await deskTimes.waitFor({ state: "hidden" });

    // The installer's admin sees it; a project of another installer (Bergen) is not there for them.
    const bergen = await bookByApi(server.url, newCustomer(), { postCode: "5003" });
    const installer = await pageAs(await devSessionToken(server.url, "CONTRACTOR_ADMIN"));
    await installer.goto(`${server.url}/prosjekter?search=${number}`);
    await installer.getByRole("link", { name: new RegExp(`^Prosjekt ${number},`) }).waitFor();
    await installer.goto(`${server.url}/prosjekter?search=${bergen.number}`);
    await installer.getByText("Ingen prosjekter passer søket").waitFor();
    expect((await installer.goto(`${server.url}/prosjekter/${bergen.number}`))?.status()).toBe(404);
    expect((await desk.request.get(`${server.url}/prosjekter/${bergen.number}`)).status()).toBe(200);

    // The electrician it fell to sees it, and may start it when the day comes.
    const electrician = await pageAs(await devSessionToken(server.url, "ELECTRICIAN"), 390);
    await electrician.goto(`${server.url}/prosjekter/${number}`);
    await electrician.getByRole("button", { name: "Start jobben" }).waitFor();
    expect(await electrician.getByRole("button", { name: "Kanseller prosjektet" }).count()).toBe(0);

    // The customer sees "Planlagt" on my page and moves the time themselves (before the cut-off).
    const mine = await pageAs(booking.session, 390);
    await mine.goto(`${server.url}/dashboard`);
    const card = mine.getByTestId("project-card").first();
    await card.waitFor();
    expect(await card.textContent()).toContain("Planlagt");
    expect(await card.textContent()).toContain("Per");
    await card.getByRole("link").first().click();
    await mine.waitForURL(/\/dashboard\/prosjekt\//);
    await hydrated(mine);
    // The document shared with them, and their own photo, open from their project page.
    const mineDocument = await seen(mine.getByRole("link", { name: "Samsvarserklæring", exact: true }));
    const mineHref = (await mineDocument.getAttribute("href")) ?? "";
    expect((await mine.request.get(`${server.url}${mineHref}`)).headers()["content-type"]).toBe(
      "application/pdf",
    );
    await shown(mine.getByRole("img", { name: "Bilde 1 av 1, åpne i full størrelse" }));
    const before = await mine.getByTestId("project-when").first().textContent();
    await mine.getByRole("button", { name: "Flytt tidspunkt" }).click();
    const dialog = mine.getByRole("dialog");
    const choice = dialog.locator(`input[type=radio]:not([value="${booking.windowStartsAt}"])`).first();
    await choice.waitFor();
    const movedTo = (await choice.getAttribute("value")) ?? "";
    await choice.check();
    expect(await axeViolations(mine)).toEqual([]);
    await mine.screenshot({ path: path.join(shots, "reschedule-customer-390.png") });
    await mine.setViewportSize({ width: 1366, height: 900 });
    await mine.screenshot({ path: path.join(shots, "reschedule-customer-1366.png") });
    await mine.setViewportSize({ width: 390, height: 900 });
    await dialog.getByRole("button", { name: "Flytt til valgt tid" }).click();
    await expect.poll(() => mine.getByTestId("project-when").first().textContent()).not.toBe(before);
    await mine.screenshot({ path: path.join(shots, "my-project-moved-390.png"), fullPage: true });

    // Everybody else books the new window full; then the caseworker cancels with a message.
    await fillWindow(movedTo);
    expect(await freeWindows(server.url)).not.toContain(movedTo);
    await desk.reload();
    await hydrated(desk);
    await desk.getByRole("button", { name: "Kanseller prosjektet" }).click();
    const cancel = desk.getByRole("dialog");
    await cancel.getByRole("button", { name: "Kanseller prosjektet" }).click();
    await cancel.getByText("Skriv en melding til kunden.").waitFor();
    await cancel
      .getByLabel("Melding til kunden")
      .fill("Elektrikeren er dessverre syk. Vi ringer deg for ny tid.");
    await cancel.getByRole("button", { name: "Kanseller prosjektet" }).click();
    await desk.getByText("Prosjektet er kansellert, og kunden har fått beskjed.").waitFor();

    // The customer gets the message by SMS, and the time is free again in the storefront.
    await expect
      .poll(
        () => smsTo(customer.phoneNumber).some((text) => text.includes("Elektrikeren er dessverre syk.")),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    expect(await freeWindows(server.url)).toContain(movedTo);
    await mine.reload();
    await mine.getByText("Kansellert").first().waitFor();

    for (const page of [desk, installer, electrician, mine]) await page.context().close();
  }, 240_000);
});
