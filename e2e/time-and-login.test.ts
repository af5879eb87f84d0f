import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { sql } from "drizzle-orm";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../apps/api/src/db/open-database.ts";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { codeIn, smsTexts, waitForSms } from "./support/outbox.ts";
import { clickSeen, fillSeen, seen } from "./support/person.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * Issue 34: the time page follows the post code without a reload; where no time is free the
 * no-availability report is sent from the page; the login modal keeps the page, from the header with
 * an order in progress and when a session ends in the middle of an action (decision 066).
 */

const ENV = { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" };
const NORA = { phone: "90000007", name: "Nora Hansen" };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** A flag on the page's window: still there later means the page was never reloaded. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { samePage: true }));
const samePage = (page: Page) => page.evaluate(() => (window as { samePage?: boolean }).samePage === true);

/** Checks a code in the header's post-code dialog, as a person does, and closes it. */
async function changePostCode(page: Page, code: string) {
  await clickSeen(page.getByTestId("post-code-button").first());
  const dialog = page.getByRole("dialog", { name: "Leverer vi der du bor?" });
  await fillSeen(dialog.getByTestId("post-code-input"), code);
  await dialog
    .locator(`.post-code-modal__result[data-status]:not([data-status="checking"]) .ui-alert`)
    .waitFor();
  await clickSeen(dialog.getByRole("button", { name: "Lukk", exact: true }).last());
  await dialog.waitFor({ state: "detached" });
}

/** A new customer at 0150 with "Solceller 6 kW" in the cart, on the time page with its first free time. */
async function solarCartOnTimePage(page: Page) {
  await page.goto(`${server.url}/nettbutikk/alle`);
  await hydrated(page);
  await changePostCode(page, "0150");
  await page.goto(`${server.url}/order/job/solceller-6-kw`);
  await hydrated(page);
  await clickSeen(page.getByLabel("Takstein"));
  await clickSeen(page.getByRole("button", { name: "Legg i handlekurven" }));
  await clickSeen(page.getByRole("link", { name: "Gå til handlekurven" }));
  await page.waitForURL(`${server.url}/bestilling/handlekurv`);
  await clickSeen(page.getByRole("link", { name: "Velg tidspunkt" }));
  await page.waitForURL(`${server.url}/bestilling/velgtidspunkt`);
  await seen(page.getByTestId("earliest-time"));
}

/** The no-availability reports the server stored (read from its database while it is stopped). */
async function storedReports(): Promise<{ email: string; post_code: string; work_hours: string | null }[]> {
  await server.stop();
  const database = await openDatabase({ kind: "pglite", dataDir: server.dataDir });
  const result = await database.db.execute(
    sql`select email, post_code, work_hours from no_availability_report order by id`,
  );
  await database.close();
  server = await startServer({ dataDir: server.dataDir, env: ENV });
  return (result as unknown as { rows: { email: string; post_code: string; work_hours: string | null }[] })
    .rows;
}

/**
 * Signs in with the phone code in the open login modal: the code the SMS brought (a real code, so the
 * number's minute between codes is over, as for a person), typed where a person sees the field.
 */
async function signInInModal(page: Page, phone: string) {
  const dialog = page.getByRole("dialog", { name: "Logg inn" });
  const number = `+47${phone}`;
  const before = smsTexts(server.dataDir, number).length;
  await fillSeen(dialog.getByLabel("Telefonnummer"), phone);
  await clickSeen(dialog.getByRole("button", { name: "Send kode" }));
  const code = await waitForSms(
    server.dataDir,
    number,
    (texts) => (texts.length > before ? codeIn(texts.at(-1) ?? "") : undefined),
    "a new code",
  );
  await fillSeen(dialog.getByLabel("Kode fra SMS"), code);
  await clickSeen(dialog.getByRole("button", { name: "Bekreft kode" }));
  await dialog.waitFor({ state: "detached" });
}

describe("the time page and the login modal", () => {
  for (const width of [390, 1366]) {
    it(`follows a new post code without a reload, and sends the no-availability report from it at ${width} px`, async () => {
      const page = await newPageAs(browser, server.url, null, { width });
      await solarCartOnTimePage(page);
      await markPage(page);

      // Bergen has no solar installer: the times the page showed for Oslo go, without a reload.
      const timesFor5003 = page.waitForResponse(
        (r) => r.url().endsWith("/available-times") && r.request().method() === "GET",
      );
      await changePostCode(page, "5003");
      await timesFor5003;
      await seen(page.getByText("Ingen ledige tider"));
      expect(await page.getByTestId("earliest-time").count()).toBe(0);
      expect(await samePage(page)).toBe(true);

      // The report: the spec's fields, the post code filled in, answered on the page.
      const report = page.getByTestId("no-availability");
      expect(await report.getByLabel("Postnummer").inputValue()).toBe("5003");
      await clickSeen(report.getByRole("button", { name: "Send beskjed" }));
      await seen(report.getByText("Må fylles ut"));
      const email = `kari.${width}@eksempel.no`;
      await fillSeen(report.getByLabel("E-post"), email);
      await fillSeen(report.getByLabel(/Når passer det for deg\?/), "hverdager etter kl. 16");
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: path.join(shots, `no-availability-form-${width}.png`), fullPage: true });
      const sent = page.waitForResponse((r) => r.url().endsWith("/api/no-availability"));
      await clickSeen(report.getByRole("button", { name: "Send beskjed" }));
      expect((await sent).status()).toBe(201);
      await seen(report.getByText("Takk, vi har fått beskjeden din"));
      expect(await page.evaluate(() => document.activeElement?.className)).toBe("no-availability__thanks");
      await page.screenshot({ path: path.join(shots, `no-availability-sent-${width}.png`), fullPage: true });
      await page.context().close();

      expect(await storedReports()).toContainEqual({
        email,
        post_code: "5003",
        work_hours: "hverdager etter kl. 16",
      });
    });
  }

  for (const width of [390, 1366]) {
    it(`signs in from the header's "Logg inn" on the time page and stays there with the order at ${width} px`, async () => {
      const page = await newPageAs(browser, server.url, null, { width });
      await solarCartOnTimePage(page);
      await markPage(page);
      const earliest = await page.getByTestId("earliest-time").textContent();

      const login = page.getByRole("banner").getByRole("button", { name: "Logg inn" });
      await clickSeen(login);
      const dialog = page.getByRole("dialog", { name: "Logg inn" });
      await seen(dialog.getByText("Du blir på denne siden, og bestillingen din blir liggende."));
      expect(await dialog.evaluate((el) => Math.round(el.getBoundingClientRect().width))).toBe(
        Math.min(400, Math.floor(width * 0.9)),
      );
      // Keyboard: focus starts in the form and stays in the modal; Escape closes it and gives focus back.
      await page.getByLabel("Telefonnummer").waitFor();
      expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("tel");
      for (let i = 0; i < 6; i++) await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `login-modal-order-${width}.png`) });
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => login.evaluate((el) => el === document.activeElement)).toBe(true);

      await clickSeen(login);
      await signInInModal(page, NORA.phone);
      await seen(page.getByRole("banner").getByRole("button", { name: "Logg ut" }));
      if (width > 767) await seen(page.getByRole("banner").getByText(NORA.name, { exact: true }));
      // Focus goes to the account area that took the place of "Logg inn".
      await page.waitForFunction(() => document.activeElement?.classList.contains("user-menu") === true);
      expect(page.url()).toBe(`${server.url}/bestilling/velgtidspunkt`);
      expect(await page.getByTestId("earliest-time").textContent()).toBe(earliest);
      expect(await samePage(page)).toBe(true);
      await page.context().close();
    });
  }

  it("asks a customer whose session ended mid-action to sign in, then finishes the action", async () => {
    const session = await devSessionToken(server.url, "CUSTOMER");
    const projects = await fetch(`${server.url}/api/project`, {
      headers: { cookie: `${AUTH_COOKIE_NAME}=${session}` },
    }).then((r) => r.json() as Promise<{ data: { uuid: string; status: string }[] }>);
    const completed = projects.data.find((p) => p.status === "completed");
    expect(completed).toBeDefined();

    const page = await newPageAs(browser, server.url, session, { width: 390 });
    await page.goto(`${server.url}/dashboard/prosjekt/${completed?.uuid}#vurdering`);
    await hydrated(page);
    await markPage(page);
    const stars = page.getByRole("group", { name: "Hvor fornøyd er du med jobben?" });
    await clickSeen(stars.locator("label").filter({ hasText: "4 av 5 stjerner" }));
    await fillSeen(page.getByRole("textbox", { name: /Kommentar/ }), "Ryddig og presis.");

    // The session ends elsewhere (logged out on another device) while the form is filled in.
    const out = await fetch(`${server.url}/api/auth/logout`, {
      method: "POST",
      headers: { cookie: `${AUTH_COOKIE_NAME}=${session}` },
    });
    expect(out.status).toBe(200);

    const refused = page.waitForResponse(
      (r) => r.url().includes("/api/rating/project/") && r.status() === 401,
    );
    await clickSeen(page.getByRole("button", { name: "Send vurdering" }));
    await refused;
    const dialog = page.getByRole("dialog", { name: "Logg inn" });
    await seen(dialog.getByText("Du er blitt logget ut. Logg inn igjen for å fortsette der du var."));
    await page.screenshot({ path: path.join(shots, "login-modal-session-ended-390.png") });

    const saved = page.waitForResponse(
      (r) => r.url().includes("/api/rating/project/") && r.request().method() === "PUT" && r.ok(),
    );
    await signInInModal(page, NORA.phone);
    await saved;
    await seen(page.getByText("Takk for vurderingen!"));
    await seen(page.getByRole("img", { name: "4 av 5 stjerner" }));
    await seen(page.getByText("Ryddig og presis."));
    expect(await samePage(page)).toBe(true);
    await page.context().close();
  });
});
