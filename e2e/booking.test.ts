import path from "node:path";
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME, cookieMaxAgeSeconds } from "@mt/domain/api/session";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import { outbox as readOutbox } from "./support/outbox.ts";
import type { RunningServer } from "./support/server.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";
import { choosePostCode, configureCharger } from "./support/storefront.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // Plain http on 127.0.0.1, so the session cookie goes without the Secure flag.
  ({ server, browser } = await startServerAndBrowser({
    env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const outbox = () => readOutbox(server.dataDir);

const smsTo = (phoneNumber: string) => outbox().filter((l) => l.channel === "sms" && l.to === phoneNumber);

/** Waits for a new SMS to the number (after `seen` earlier ones) with a six-digit code. */
async function nextCode(phoneNumber: string, seen: number): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const code = smsTo(phoneNumber)
      .slice(seen)
      .map((sms) => /\b(\d{6})\b/.exec(sms.text)?.[1])
      .find(Boolean);
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code SMS to ${phoneNumber}:\n${server.output()}`);
}

const dataLayer = (page: Page) =>
  page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));

describe("time and booking, as a new customer", () => {
  const phone = "+4747123456";
  const email = "ola.nordmann@eksempel.no";

  it("chooses a time, checks out with a verified phone, is booked and finds the project on my page", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });

    // Post code 0150 Oslo.
    await page.goto(`${server.url}/nettbutikk/alle`);
    await hydrated(page);
    await choosePostCode(page, "0150", "Oslo");

    // A job, configured and put in the cart.
    await configureCharger(page, server.url, "14");
    await page.getByRole("link", { name: "Gå til handlekurven" }).click();
    await page.getByTestId("cart-line").waitFor();
    const cartTotal = (await page.getByTestId("cart-total").textContent()) ?? "";
    expect(cartTotal).toMatch(/^kr\u00a0\d/);

    // Choose time: the earliest free window is highlighted and chosen; keyboard moves between days.
    await page.getByRole("link", { name: "Velg tidspunkt" }).click();
    await page.waitForURL(`${server.url}/bestilling/velgtidspunkt`);
    await page.getByTestId("earliest-time").waitFor();
    const earliestDay = page.locator(".time-day--earliest input");
    expect(await earliestDay.isChecked()).toBe(true);
    expect(await page.locator(".time-window--earliest input").isChecked()).toBe(true);
    await earliestDay.focus();
    await page.keyboard.press("ArrowRight");
    expect(await earliestDay.isChecked()).toBe(false);
    await page.keyboard.press("ArrowLeft");
    expect(await earliestDay.isChecked()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "choose-time.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, "choose-time-phone.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Gå videre til bestilling" }).click();

    // Checkout.
    await page.waitForURL(`${server.url}/order/checkout`);
    await page.getByTestId("reservation-countdown").waitFor();
    expect(await page.getByTestId("reservation-countdown").textContent()).toMatch(/^1[45]:\d\d$/);
    await expect.poll(() => dataLayer(page)).toContain('"begin_checkout"');
    expect(await dataLayer(page)).toContain('"currency":"NOK"');

    // The domain's messages when nothing is filled in.
    await page.getByRole("button", { name: "Bestill jobben" }).click();
    await page.getByText("Telefonnummeret er ikke bekreftet.").waitFor();

    const seen = smsTo(phone).length;
    await page.getByRole("textbox", { name: "Telefonnummer" }).fill(phone.replace("+47", ""));
    await page.getByRole("button", { name: "Send kode" }).click();
    const codeField = page.getByLabel("Kode fra SMS");
    await codeField.waitFor({ state: "visible" });
    await codeField.fill(await nextCode(phone, seen));
    await page.getByRole("button", { name: "Bekreft telefonnummer" }).click();
    await page.getByTestId("phone-verified").waitFor();

    await page.getByRole("button", { name: "Bestill jobben" }).click();
    await page.locator(".form-field__error", { hasText: "Må fylles ut" }).first().waitFor();
    expect(await page.getByText("Du må godta vilkårene").count()).toBe(1);
    await page.getByLabel("E-post", { exact: true }).first().fill("ikke-en-epost");
    await page.getByLabel("Adresse", { exact: true }).fill("Storgata 1");
    await page.getByLabel("Fornavn", { exact: true }).fill("Ola");
    await page.getByLabel("Etternavn", { exact: true }).fill("Nordmann");
    await page.getByRole("button", { name: "Bestill jobben" }).click();
    await page.getByText("Ugyldig e-post").waitFor();
    await page.getByLabel("E-post", { exact: true }).first().fill(email);
    await page.getByLabel(/Mer om adressen/).fill("Ringeklokka virker ikke, ring på telefon.");
    // A company, looked up in the company register by its organisation number.
    await page.getByLabel("Jeg bestiller for en bedrift").check();
    await page.getByLabel("Organisasjonsnummer").fill("123");
    await page.getByRole("button", { name: "Hent bedrift" }).click();
    await page.getByText("Ugyldig organisasjonsnummer").waitFor();
    await page.getByLabel("Organisasjonsnummer").fill("923609016");
    await page.getByRole("button", { name: "Hent bedrift" }).click();
    await page.getByTestId("company-found").waitFor();
    expect(await page.getByLabel("Bedriftens navn").inputValue()).not.toBe("");
    await page.getByLabel(/Jeg godtar/).check();
    expect(await page.getByRole("link", { name: "avtalevilkårene" }).getAttribute("href")).toBe(
      "/avtalevilkar",
    );
    // "Send me the cart": the cart goes to the email address, and the reminders can be stopped.
    await page.getByText("Ikke klar ennå? Send meg handlekurven").click();
    await page.getByRole("button", { name: "Send meg handlekurven" }).click();
    await page.getByText(`Vi har sendt handlekurven til ${email}.`).waitFor();
    await expect
      .poll(
        () =>
          outbox().some(
            (l) => l.channel === "email" && l.to === email && l.subject === "Handlekurven din venter",
          ),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    // The link in that email opens the same cart in another browser.
    const reminder = outbox().find((l) => l.channel === "email" && l.subject === "Handlekurven din venter");
    const link = new URL(/https?:\/\/\S+/.exec(reminder?.text ?? "")?.[0] ?? "http://x/");
    expect(link.pathname).toBe("/bestilling/handlekurv");
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await other.goto(`${server.url}${link.pathname}${link.search}`);
    await other.getByRole("heading", { name: "Installasjon av elbillader" }).waitFor();
    await elsewhere.close();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "checkout.png"), fullPage: true });
    await page.getByRole("button", { name: "Stopp påminnelser" }).click();
    await page.getByRole("button", { name: "Send meg handlekurven" }).waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, "checkout-phone.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole("button", { name: "Bestill jobben" }).click();

    // Booked: the confirmation names the project, and the booking logged the customer in.
    await page.waitForURL(/\/order\/confirm\?prosjekt=[0-9a-f-]{36}$/);
    const confirmUrl = page.url();
    await page.getByRole("heading", { name: "Takk for bestillingen!" }).waitFor();
    const number = (await page.getByTestId("project-number").textContent()) ?? "";
    expect(number).toMatch(/^\d+$/);
    expect(await page.getByTestId("confirm-price").textContent()).toContain(cartTotal);
    expect(await page.getByTestId("project-when").textContent()).toMatch(
      /^\d\d\. \p{L}+ • kl\. \d\d:\d\d–\d\d:\d\d$/u,
    );
    await expect.poll(() => dataLayer(page)).toContain('"purchase"');
    const order = await page.evaluate(() => JSON.parse(localStorage.getItem("order") ?? "{}"));
    expect(order.state.cart).toBeNull();
    expect(await page.getByRole("link", { name: "Gå til Min side" }).getAttribute("href")).toBe("/dashboard");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "order-confirm.png"), fullPage: true });
    const session = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE_NAME);
    expect(session?.httpOnly).toBe(true);

    // A reload keeps the confirmation (loaded with the session) and does not report the purchase again.
    await page.reload();
    await page.getByRole("heading", { name: "Takk for bestillingen!" }).waitFor();
    expect(await page.getByTestId("project-number").textContent()).toBe(number);
    await hydrated(page);
    expect(await dataLayer(page)).not.toContain('"purchase"');
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: path.join(shots, "order-confirm-1366.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, "order-confirm-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    // Nobody else sees it: anonymous goes to the login.
    const stranger = await browser.newPage();
    await stranger.goto(confirmUrl);
    expect(new URL(stranger.url()).pathname).toBe("/logginn");
    await stranger.close();

    // The confirmations are in the outbox file.
    await expect
      .poll(() => smsTo(phone).some((sms) => sms.text.includes(`prosjekt ${number}`)), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(
        () => outbox().some((l) => l.channel === "email" && l.to === email && l.subject?.includes(number)),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);

    // The SMS and the email link to the login to my page, absolute on this server.
    const confirmation = smsTo(phone).find((sms) => sms.text.includes(`prosjekt ${number}`));
    const smsLink = /https?:\/\/\S+/.exec(confirmation?.text ?? "")?.[0] ?? "";
    expect(new URL(smsLink).origin).toBe(server.url);
    const confirmationEmail = outbox().find((l) => l.channel === "email" && l.subject?.includes(number));
    expect(confirmationEmail?.text).toContain(`${server.url}/logginn`);
    expect(confirmationEmail?.text).not.toMatch(/[\s(]\/logginn/);

    // The booking logged the customer in: the header names them, and my page opens at once with the
    // new project, without a second code (the code limits would make them wait a minute for one).
    expect(await page.locator(".user-menu__name").textContent()).toContain("Ola");
    const codesBefore = smsTo(phone).length;
    await page.getByRole("link", { name: "Gå til Min side" }).click();
    await page.waitForURL(`${server.url}/dashboard`);
    await page.getByRole("heading", { name: "Min side", level: 1 }).waitFor();
    const card = page.getByTestId("project-card").first();
    await card.waitFor();
    expect(await card.textContent()).toContain("Installasjon av elbillader");
    expect(await card.textContent()).toContain("Bestilt");
    expect(await card.textContent()).toContain("Storgata 1");
    expect(smsTo(phone)).toHaveLength(codesBefore);
    // The session is the one a code login makes: HttpOnly, SameSite=Lax, path /, the login's lifetime.
    const loggedIn = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE_NAME);
    expect(loggedIn).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
    expect(loggedIn?.expires ?? 0).toBeCloseTo(Date.now() / 1000 + cookieMaxAgeSeconds(AUTH_COOKIE_DAYS), -2);
    await page.screenshot({ path: path.join(shots, "my-page.png"), fullPage: true });
    await card.getByRole("link").click();
    await page.waitForURL(/\/dashboard\/prosjekt\//);
    await page.getByText(`nr. ${number}`).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "my-project.png"), fullPage: true });
    // The uploaded photo is a thumbnail that opens in full size.
    const thumb = page.getByRole("img", { name: "Bilde 1 av 1, åpne i full størrelse" });
    await thumb.waitFor();
    await expect
      .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    const full = await page
      .getByRole("link", { name: "Bilde 1 av 1, åpne i full størrelse" })
      .getAttribute("href");
    // A signed link (decision 061): the variant's parameters follow the signature.
    expect(full).toMatch(/^\/media\/[^?]+\?exp=\d+&sig=[\w-]+&w=1600&dpr=1$/);
    expect((await page.request.get(`${server.url}${full}`)).headers()["content-type"]).toMatch(/^image\//);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.screenshot({ path: path.join(shots, "my-project-1366.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, "my-project-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    // Anybody else's (or an unknown) project is not found.
    const unknown = await page.goto(`${server.url}/dashboard/prosjekt/00000000-0000-4000-8000-000000000000`);
    expect(unknown?.status()).toBe(404);

    // From a logged-out browser the SMS link opens the login.
    await page.context().clearCookies();
    await page.goto(smsLink);
    await page.waitForURL(/\/logginn/);
    await page.getByLabel("Telefonnummer").waitFor();

    // A phone-sized checkout of an empty cart still reads well.
    const phonePage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phonePage.goto(`${server.url}/bestilling/velgtidspunkt`);
    await hydrated(phonePage);
    await phonePage.getByText("Handlekurven er tom", { exact: false }).waitFor();
    await phonePage.close();
    await page.close();
  }, 180_000);

  it("books a video inspection first for a job whose template needs one", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const inspectionPhone = "+4747123457";
    await page.goto(`${server.url}/nettbutikk/alle`);
    await hydrated(page);
    await choosePostCode(page, "0150", "Oslo");

    await page.goto(`${server.url}/order/job/luft-til-vann-varmepumpe`);
    await hydrated(page);
    await page.getByLabel("Vannbåren varme med el-kjel").check();
    await page.getByRole("button", { name: "Legg i handlekurven" }).click();
    await page.getByRole("link", { name: "Gå til handlekurven" }).click();
    await page.getByTestId("cart-line").waitFor();
    await page.getByRole("link", { name: "Velg tidspunkt" }).click();
    await page.getByRole("heading", { name: "Velg tid for befaring" }).waitFor();
    await page.getByLabel("Videobefaring på mobilen").check();
    await page.getByRole("button", { name: "Gå videre til bestilling" }).click();
    await page.waitForURL(`${server.url}/order/checkout`);
    const order = await page.evaluate(() => JSON.parse(localStorage.getItem("order") ?? "{}"));
    expect(order.state.inspectionDateTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(order.state.inspectionTopic).toEqual(["Luft-til-vann varmepumpe"]);

    const seen = smsTo(inspectionPhone).length;
    await page.getByRole("textbox", { name: "Telefonnummer" }).fill(inspectionPhone.replace("+47", ""));
    await page.getByRole("button", { name: "Send kode" }).click();
    const codeField = page.getByLabel("Kode fra SMS");
    await codeField.waitFor({ state: "visible" });
    await codeField.fill(await nextCode(inspectionPhone, seen));
    await page.getByRole("button", { name: "Bekreft telefonnummer" }).click();
    await page.getByTestId("phone-verified").waitFor();
    await page.getByLabel("Adresse", { exact: true }).fill("Storgata 2");
    await page.getByLabel("Fornavn", { exact: true }).fill("Kari");
    await page.getByLabel("Etternavn", { exact: true }).fill("Nordmann");
    await page.getByLabel("E-post", { exact: true }).first().fill("kari.nordmann@eksempel.no");
    await page.getByLabel(/Jeg godtar/).check();
    await page.getByRole("button", { name: "Bestill befaring" }).click();
    await page.waitForURL(/\/order\/confirm\?prosjekt=/);
    await page.getByText("Befaringen er bestilt.", { exact: false }).waitFor();
    expect(await page.locator(".confirm__facts").textContent()).toContain("Videobefaring");
    await page.close();
  }, 120_000);

  it("sends my page to the login page when nobody is logged in", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/dashboard`);
    expect(new URL(page.url()).pathname).toBe("/logginn");
    await page.close();
  });
});
