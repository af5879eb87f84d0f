import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookByApi } from "./support/book-by-api.ts";
import { axeViolations, hydrated } from "./support/browser.ts";
import { waitForSms } from "./support/outbox.ts";
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

async function pageAs(session: string | null, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (session) await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
  return context.newPage();
}

async function api<T>(session: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${server.url}/api${url}`, {
    method: body ? "POST" : "GET",
    headers: { cookie: `${AUTH_COOKIE_NAME}=${session}`, "content-type": "application/json" },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(res.status, `${url}: ${res.status}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const smsWith = (phoneNumber: string, containing: string) =>
  waitForSms(
    server.dataDir,
    phoneNumber,
    (texts) => texts.find((text) => text.includes(containing)),
    `with «${containing}»`,
  );

describe("ratings", () => {
  it("a completed job is rated from the SMS link, approved by a caseworker, and shown on the job page", async () => {
    const customer = {
      phoneNumber: "+4747660001",
      firstName: "Solveig",
      lastName: "Vurdersen",
      email: "solveig.vurdersen@eksempel.no",
      address: "Stjerneveien 5",
    };
    const booking = await bookByApi(server.url, customer);
    // The job is done: the global admin moves it through to completed over the API.
    const admin = await devSessionToken(server.url, "GLOBAL_ADMIN");
    for (const move of ["confirm", "schedule", "start", "complete"]) {
      const { version } = await api<{ version: number }>(admin, `/project/${booking.projectUuid}`);
      await api(admin, `/project/${booking.projectUuid}/move`, { move, version });
    }

    // The customer follows the link in the completion SMS to "my page".
    const sms = await smsWith(customer.phoneNumber, "er fullført");
    const link = /(https?:\/\/\S+#vurdering)/.exec(sms)?.[1];
    expect(link).toBe(`${server.url}/dashboard/prosjekt/${booking.projectUuid}#vurdering`);
    const mine = await pageAs(booking.session, 390);
    await mine.goto(link as string);
    await hydrated(mine);
    const stars = mine.getByRole("group", { name: "Hvor fornøyd er du med jobben?" });
    await stars.waitFor();
    // Keyboard: the stars are one radio group; arrows move the choice.
    await stars.getByRole("radio", { name: "3 av 5 stjerner" }).focus();
    await mine.keyboard.press("Space");
    expect(await stars.getByRole("radio", { name: "3 av 5 stjerner" }).isChecked()).toBe(true);
    await mine.keyboard.press("ArrowRight");
    await mine.keyboard.press("ArrowRight");
    expect(await stars.getByRole("radio", { name: "5 av 5 stjerner" }).isChecked()).toBe(true);
    await mine.getByRole("textbox", { name: /Kommentar/ }).fill("Presis, hyggelig og ryddig. Tusen takk!");
    expect(await axeViolations(mine)).toEqual([]);
    await mine.screenshot({ path: path.join(shots, "rating-form-390.png"), fullPage: true });
    await mine.getByRole("button", { name: "Send vurdering" }).click();
    await mine.getByText("Takk for vurderingen!").waitFor();
    await mine.getByRole("img", { name: "5 av 5 stjerner" }).waitFor();
    await mine.getByText("Kommentaren vises offentlig når vi har sett gjennom den.").waitFor();
    expect(await axeViolations(mine)).toEqual([]);
    await mine.screenshot({ path: path.join(shots, "rating-given-390.png"), fullPage: true });

    // Not public before a caseworker approves it.
    const before = await (await fetch(`${server.url}/bestilling/jobb/el-kontroll`)).text();
    expect(before).not.toContain("Presis, hyggelig og ryddig.");

    // The caseworker finds it among the pending comments and approves it.
    const caseworker = await devSessionToken(server.url, "CASEWORKER");
    const desk = await pageAs(caseworker);
    await desk.goto(`${server.url}/vurderinger`);
    await hydrated(desk);
    await desk.getByRole("link", { name: `Prosjekt ${booking.number}` }).waitFor();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "ratings-moderation-1366.png"), fullPage: true });
    await desk.getByRole("button", { name: `Godkjenn kommentaren til prosjekt ${booking.number}` }).click();
    await desk.getByText("Kommentaren er godkjent.").waitFor();

    // The project page on the desk shows the rating, and who approved its comment.
    await desk.goto(`${server.url}/prosjekter/${booking.number}`);
    await hydrated(desk);
    const onDesk = desk.getByRole("region", { name: "Kundens vurdering" });
    await onDesk.getByText("Kommentar: Godkjent av Lars Berg", { exact: false }).waitFor();
    expect(await onDesk.textContent()).toContain("Presis, hyggelig og ryddig. Tusen takk!");
    expect(await axeViolations(desk)).toEqual([]);

    // The installer sees their company's average above their calendar, where they land.
    const installer = await pageAs(await devSessionToken(server.url, "CONTRACTOR_ADMIN"));
    await installer.goto(`${server.url}/prosjekter`);
    await installer.getByRole("link", { name: "Kalender" }).first().click();
    await installer.waitForURL(/\/partner\/[0-9a-f-]{36}\/kalender/);
    const average = installer.getByRole("region", { name: "Kundenes vurdering av dere" });
    expect(await average.textContent()).toMatch(/\d,\d av 5 · \d+ vurderinger?/);

    // The job page shows it, server-rendered: first name and place, never the surname or phone.
    const html = await (await fetch(`${server.url}/bestilling/jobb/el-kontroll`)).text();
    expect(html).toContain("Presis, hyggelig og ryddig. Tusen takk!");
    expect(html).toContain("Hva kundene sier");
    expect(html).not.toContain("Vurdersen");
    expect(html).not.toContain("47660001");
    const jobPage = await pageAs(null);
    await jobPage.goto(`${server.url}/bestilling/jobb/el-kontroll`);
    await hydrated(jobPage);
    const section = jobPage.getByRole("region", { name: "Hva kundene sier" });
    expect(await section.textContent()).toMatch(/Solveig, Oslo/);
    expect(await axeViolations(jobPage)).toEqual([]);
    await jobPage.screenshot({ path: path.join(shots, "job-page-ratings-1366.png"), fullPage: true });
  }, 180_000);
});
