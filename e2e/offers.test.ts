import fs from "node:fs";
import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookByApi } from "./support/book-by-api.ts";
import { axeViolations, hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({
    env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100", DEV_LOGIN_CODE: "123456" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function pageAs(session: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
  return context.newPage();
}

async function api<T>(session: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method: body === undefined ? "GET" : "POST",
    headers: { cookie: `${AUTH_COOKIE_NAME}=${session}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${url}: ${res.status}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const smsTo = (phoneNumber: string): string[] => {
  const file = path.join(server.dataDir, "outbox.jsonl");
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
    .filter((line) => line.channel === "sms" && line.to === phoneNumber)
    .map((line) => line.text);
};

describe("offers", () => {
  it("a caseworker builds and sends an offer after the inspection; the customer accepts it on my page", async () => {
    const customer = {
      phoneNumber: "+4747660001",
      firstName: "Marit",
      lastName: "Tilbudsen",
      email: "marit.tilbudsen@eksempel.no",
      address: "Tilbudsveien 3",
    };
    const booking = await bookByApi(server.url, customer, {
      job: "luft-til-vann-varmepumpe",
      answers: { varme: "vannbaaren" },
    });
    const caseworker = await devSessionToken(server.url, "CASEWORKER");
    // The inspection is done (its findings recorded through the inspections API).
    const booked = await api<{ version: number; status: string }>(
      caseworker,
      `/api/project/${booking.projectUuid}`,
    );
    expect(booked.status).toBe("inspection_booked");
    await api(caseworker, `/api/inspection/${booking.projectUuid}/inspected`, {
      text: "Plass til utedel på vestveggen; sikringsskapet har ledig kurs.",
    });

    // The caseworker builds the offer on the project page: a product, a free line, a date, a message.
    const desk = await pageAs(caseworker);
    await desk.goto(`${server.url}/prosjekter/${booking.number}`);
    await hydrated(desk);
    const offer = desk.getByRole("region", { name: "Tilbud" });
    await offer.getByText("Ingen tilbud ennå.").waitFor();
    expect(await desk.getByRole("button", { name: "Marker tilbud sendt" }).count()).toBe(0);
    const catalogue = offer.getByLabel("Fra katalogen");
    const pump = await catalogue.locator("option", { hasText: "Panasonic" }).first().getAttribute("value");
    await catalogue.selectOption(pump ?? "");
    await offer.getByRole("button", { name: "Legg til", exact: true }).click();
    await offer.getByLabel("Beskrivelse").fill("Montering av innedel i vaskerom");
    await offer.getByLabel("Antall", { exact: true }).fill("1");
    await offer.getByLabel("Pris per stk. (kr inkl. mva.)").fill("4 500");
    await offer.getByRole("button", { name: "Legg til linje" }).click();
    await offer.getByRole("listitem").filter({ hasText: "Montering av innedel i vaskerom" }).waitFor();
    const total = (await offer.getByTestId("offer-builder-total").textContent()) ?? "";
    expect(total).toMatch(/^kr\u00a0\d{1,3}(\u00a0\d{3})*$/);
    await offer.getByLabel("Melding til kunden").fill("Takk for befaringen! Vi kan starte om to uker.");
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "offer-desk-1366.png"), fullPage: true });
    await offer.getByRole("button", { name: "Lagre og send til kunden" }).click();
    await desk.getByText("Tilbud versjon 1 er sendt. Kunden har fått SMS og e-post.").waitFor();
    await desk.locator(".desk-project__meta", { hasText: "Tilbud sendt" }).waitFor();
    await offer.getByTestId("offer-version-1").getByText("Sendt").waitFor();

    // The customer is told by SMS, with an absolute link to the project on my page.
    const link = `${server.url}/dashboard/prosjekt/${booking.projectUuid}`;
    await expect
      .poll(() => smsTo(customer.phoneNumber).some((text) => text.includes(link)), { timeout: 10_000 })
      .toBe(true);

    // On my page: the lines, the total in the same format, validity, the PDF; accepting asks first.
    const mine = await pageAs(booking.session, 390);
    await mine.goto(link);
    await hydrated(mine);
    const section = mine.getByRole("region", { name: "Tilbud" });
    await section.getByRole("cell", { name: "Montering av innedel i vaskerom" }).waitFor();
    expect(await section.getByTestId("offer-total").textContent()).toBe(total);
    await section.getByText("Takk for befaringen! Vi kan starte om to uker.").waitFor();
    const pdfHref = await section
      .getByRole("link", { name: "Last ned tilbudet som PDF" })
      .getAttribute("href");
    const pdf = await mine.request.get(`${server.url}${pdfHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await axeViolations(mine)).toEqual([]);
    // The phone never scrolls sideways: the lines table fits its box.
    expect(await mine.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await mine.screenshot({ path: path.join(shots, "offer-my-page-390.png"), fullPage: true });
    await section.getByRole("button", { name: "Godta tilbudet" }).click();
    const dialog = mine.getByRole("dialog", { name: "Godta tilbudet?" });
    await dialog.getByRole("button", { name: "Godta tilbudet" }).click();
    await section.getByText("Du har godtatt tilbudet").waitFor();
    await mine.getByRole("list", { name: "Status" }).getByText("Tilbud godtatt (nå)").waitFor();
    // What happens next: the job time is chosen through the same offered windows.
    await mine.getByRole("button", { name: "Flytt tidspunkt" }).waitFor();
    await mine.screenshot({ path: path.join(shots, "offer-accepted-390.png"), fullPage: true });

    const after = await api<{ status: string }>(caseworker, `/api/project/${booking.projectUuid}`);
    expect(after.status).toBe("offer_accepted");
  }, 180_000);
});
