import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { formatClaimDeadline } from "@mt/domain/claim/claim-deadline";
import { sql } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../apps/api/src/db/open-database.ts";
import { type ApiCustomer, bookByApi } from "./support/book-by-api.ts";
import { axeViolations, hydrated, imageLoaded, newPageAs } from "./support/browser.ts";
import { smsTexts } from "./support/outbox.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import {
  screenshotsDir as shots,
  startServerAndBrowser,
  stopServerAndBrowser,
  TINY_PNG,
} from "./support/setup.ts";

/*
 * Claims (issue 14, journeys 2 and 3): a customer claims on a completed job with a photo; a
 * caseworker plans the visit, swaps the electrician and resolves it, and the customer is told at
 * each step. After the deadline the customer is refused and only a caseworker may override.
 */

const ENV = { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100", DEV_LOGIN_CODE: "123456" };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const pageAs = (session: string, width?: number) => newPageAs(browser, server.url, session, { width });

async function api(session: string, method: "GET" | "POST", url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: `${AUTH_COOKIE_NAME}=${session}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: never; code?: string; message?: string },
  };
}

const smsTo = (phoneNumber: string) => smsTexts(server.dataDir, phoneNumber);

const told = (phoneNumber: string, words: string) =>
  expect.poll(() => smsTo(phoneNumber).some((text) => text.includes(words)), { timeout: 15_000 }).toBe(true);

let people = 0;
const newCustomer = (): ApiCustomer => {
  const n = people++;
  return {
    phoneNumber: `+474766${String(n).padStart(4, "0")}`,
    firstName: "Kari",
    lastName: `Reklamerer-${String.fromCharCode(65 + (n % 26))}`,
    email: `kari.${n}@eksempel.no`,
    address: `Klagestien ${n + 1}`,
  };
};

/** A job booked by a new customer and taken to "completed" by the caseworker, as the desk does. */
async function completedJob(caseworker: string) {
  const customer = newCustomer();
  const booking = await bookByApi(server.url, customer);
  for (const move of ["confirm", "schedule", "start", "complete"]) {
    const project = await api(caseworker, "GET", `/api/project/${booking.projectUuid}`);
    const version = (project.body.data as unknown as { version: number }).version;
    const res = await api(caseworker, "POST", `/api/project/${booking.projectUuid}/move`, { move, version });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return { customer, booking };
}

describe("claims", () => {
  it("a customer claims with a photo; a caseworker plans it with another electrician and resolves it; the customer is told", async () => {
    const caseworker = await devSessionToken(server.url, "CASEWORKER");
    const { customer, booking } = await completedJob(caseworker);

    // The customer sees the deadline on "my page" and reports what is wrong, with a photo.
    const mine = await pageAs(booking.session, 390);
    await mine.goto(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);
    await hydrated(mine);
    await mine.getByText(formatClaimDeadline(new Date())).waitFor();
    await mine.getByRole("button", { name: "Meld reklamasjon" }).click();
    await mine.getByRole("button", { name: "Send reklamasjon" }).click();
    await mine.getByText("Beskriv hva som er feil.").waitFor();
    await mine.getByLabel("Hva er feil?").fill("Lyset i gangen blinker når komfyren står på.");
    await mine
      .getByLabel("Bilder")
      .setInputFiles({ name: "gangen.png", mimeType: "image/png", buffer: TINY_PNG });
    await imageLoaded(mine.getByRole("img", { name: "gangen.png" }));
    expect(await axeViolations(mine)).toEqual([]);
    await mine.screenshot({ path: path.join(shots, "my-claim-form-390.png"), fullPage: true });
    await mine.getByRole("button", { name: "Send reklamasjon" }).click();
    await mine.getByText("Takk! Reklamasjonen er sendt.").waitFor();
    await mine.getByTestId("my-claim").getByText("Åpnet", { exact: true }).waitFor();
    await told(customer.phoneNumber, "Vi har mottatt reklamasjonen din");

    // The caseworker finds it in the list by the project number and opens it.
    const desk = await pageAs(caseworker);
    await desk.goto(`${server.url}/reklamasjon/liste`);
    await hydrated(desk);
    await desk.getByLabel("Søk").fill(String(booking.number));
    await desk.getByRole("button", { name: "Vis" }).click();
    await desk.waitForURL(/search=/);
    const row = desk.getByRole("link", { name: new RegExp(`\\(prosjekt ${booking.number},`) });
    await row.waitFor();
    await expect.poll(() => desk.getByTestId("claim-row").count()).toBe(1);
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "claims-list-1366.png"), fullPage: true });
    await row.click();
    await desk.waitForURL(/\/reklamasjon\/[0-9a-f-]{36}$/);
    await hydrated(desk);
    await imageLoaded(desk.getByRole("img", { name: "Kundens bilde 1 av 1" }));

    // It plans the visit in the last offered window (the job's own electrician when free), weeks
    // ahead, past the demo calendars' busy days, so a colleague is free at the same time too …
    await desk.getByRole("button", { name: "Planlegg besøk" }).click();
    const dialog = desk.getByRole("dialog");
    await dialog.getByRole("radio").first().waitFor();
    const forward = dialog.getByRole("button", { name: "Neste uke" });
    while ((await forward.getAttribute("aria-disabled")) !== "true") await forward.click();
    await dialog.getByRole("radio").last().check();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "claim-visit-picker-1366.png") });
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.screenshot({ path: path.join(shots, "claim-visit-picker-390.png") });
    await desk.setViewportSize({ width: 1366, height: 900 });
    await dialog.getByRole("button", { name: "Planlegg valgt tid" }).click();
    await desk.getByText("Besøket er planlagt, og kunden har fått beskjed.").waitFor();
    await told(customer.phoneNumber, "er planlagt: elektrikeren kommer");
    const before = await desk
      .locator("dt", { hasText: "Montør" })
      .locator("xpath=following-sibling::dd")
      .innerText();

    // … then moves it to another free electrician of the same installer, at the same time.
    const swap = desk.getByLabel("Ledig montør på samme tid");
    await swap.waitFor();
    const options = await swap.locator("option").allInnerTexts();
    const other = options.find((name) => name !== "Velg montør" && name !== before);
    if (!other) throw new Error(`no other free electrician than ${before}`);
    await swap.selectOption({ label: other });
    await desk.getByRole("button", { name: "Bytt montør" }).click();
    await desk.getByText("Besøket er flyttet til en annen montør.").waitFor();
    await desk.locator("dd", { hasText: other }).first().waitFor();
    await desk.getByText(`Ny montør: ${other}`).waitFor();

    // The caseworker resolves it with a message to the customer.
    await desk.getByLabel("Melding til kunden").fill("Vi byttet en løs kobling i koblingsboksen.");
    await desk.getByRole("button", { name: "Marker som løst" }).click();
    await desk.getByText("Reklamasjonen er løst, og kunden har fått beskjed.").waitFor();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "claim-1366.png"), fullPage: true });
    await desk.setViewportSize({ width: 390, height: 844 });
    await desk.screenshot({ path: path.join(shots, "claim-390.png"), fullPage: true });
    await told(customer.phoneNumber, "Vi byttet en løs kobling i koblingsboksen.");
    const links = smsTo(customer.phoneNumber).filter((text) => text.includes("reklamasjon"));
    for (const text of links)
      expect(text).toContain(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);

    await mine.reload();
    await hydrated(mine);
    await mine.getByTestId("my-claim").getByText("Løst", { exact: true }).waitFor();
    await mine.getByText("Vi byttet en løs kobling i koblingsboksen.").waitFor();
    await mine.screenshot({ path: path.join(shots, "my-claim-resolved-390.png"), fullPage: true });
  });

  it("after the deadline the customer is refused; only a caseworker overrides, with a reason on the timeline", async () => {
    let caseworker = await devSessionToken(server.url, "CASEWORKER");
    const { customer, booking } = await completedJob(caseworker);

    // Six years pass for this project: its completion is moved back while the server is down.
    await server.stop();
    const database = await openDatabase({ kind: "pglite", dataDir: server.dataDir });
    await database.db.execute(
      sql`update project_event set at = now() - interval '6 years' where to_status = 'completed'
         and project_id = (select id from project where uuid = ${booking.projectUuid})`,
    );
    await database.close();
    server = await startServer({ dataDir: server.dataDir, env: ENV });
    caseworker = await devSessionToken(server.url, "CASEWORKER");
    const service = await devSessionToken(server.url, "CUSTOMER_SERVICE");

    const mine = await pageAs(booking.session, 390);
    await mine.goto(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);
    await hydrated(mine);
    await mine.getByText("Reklamasjonsfristen har gått ut.").waitFor();
    expect(await mine.getByRole("button", { name: "Meld reklamasjon" }).count()).toBe(0);

    const body = { project: booking.projectUuid, description: "Stikkontakten er løs." };
    const late = await api(booking.session, "POST", "/api/claim", body);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("CLAIM_DEADLINE_PASSED");
    expect(late.body.message).toMatch(/^Reklamasjonsfristen gikk ut \d{1,2}\. [a-zø]+ \d{4}/);
    const customerOverride = await api(booking.session, "POST", "/api/claim", {
      ...body,
      overrideReason: "Vær så snill",
    });
    expect(customerOverride.status).toBe(403);
    expect(customerOverride.body.code).toBe("CLAIM_OVERRIDE_FORBIDDEN");
    const serviceOverride = await api(service, "POST", "/api/claim", {
      ...body,
      overrideReason: "Kunden ringte",
    });
    expect(serviceOverride.body.code).toBe("CLAIM_OVERRIDE_FORBIDDEN");

    // The caseworker opens it from the project page with the reason.
    const desk = await pageAs(caseworker);
    await desk.goto(`${server.url}/prosjekter/${booking.number}`);
    await hydrated(desk);
    await desk.getByTestId("claim-deadline").getByText("(gått ut)").waitFor();
    await desk.getByLabel("Hva er feil").fill("Stikkontakten på badet er løs.");
    await desk.getByRole("button", { name: "Opprett reklamasjon" }).click();
    await desk.getByText("Skriv hvorfor reklamasjonen registreres etter fristen.").waitFor();
    const reason = "Samme feil ble meldt muntlig før fristen gikk ut.";
    await desk.getByLabel("Begrunnelse for å registrere etter fristen").fill(reason);
    await desk.getByRole("button", { name: "Opprett reklamasjon" }).click();
    await desk.waitForURL(/\/reklamasjon\/[0-9a-f-]{36}$/);
    await hydrated(desk);
    await desk.getByText("Registrert etter fristen", { exact: true }).waitFor();
    await desk.getByText(reason).first().waitFor();
    await told(customer.phoneNumber, "Vi har mottatt reklamasjonen din");
  });
});
