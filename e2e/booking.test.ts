import path from "node:path";
import { AUTH_COOKIE_DAYS, AUTH_COOKIE_NAME, cookieMaxAgeSeconds } from "@mt/domain/api/session";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, imageLoaded } from "./support/browser.ts";
import { confirmPhoneSeen } from "./support/code-step.ts";
import { outbox as readOutbox, waitForSms } from "./support/outbox.ts";
import { clickSeen, fillSeen, seen } from "./support/person.ts";
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

const dataLayer = (page: Page) =>
  page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []));

/** Proves the number in the checkout's phone step with the code texted to it, as a person sees it. */
async function verifyPhone(page: Page, phoneNumber: string, shot?: string) {
  await confirmPhoneSeen(page, server.dataDir, {
    phoneLabel: "Telefonnummer",
    phoneNumber,
    confirmLabel: "Bekreft telefonnummer",
    ...(shot && { shots: path.join(shots, shot) }),
  });
  await seen(page.getByTestId("phone-verified"));
}

describe("time and booking, as a new customer", () => {
  const customers = [
    { width: 390, height: 844, phone: "+4747123456", email: "ola.nordmann@eksempel.no" },
    { width: 1366, height: 900, phone: "+4747123458", email: "ola.nordmann.pc@eksempel.no" },
  ];

  for (const { width, height, phone, email } of customers) {
    it(`chooses a time, checks out with a verified phone, is booked and finds the project on my page (${width} px)`, async () => {
      const page = await browser.newPage({ viewport: { width, height } });
      const fits = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Post code 0150 Oslo.
      await page.goto(`${server.url}/nettbutikk/alle`);
      await hydrated(page);
      await choosePostCode(page, "0150", "Oslo");

      // A job, configured and put in the cart.
      await configureCharger(page, server.url, "14");
      await clickSeen(page.getByRole("link", { name: "Gå til handlekurven" }));
      await seen(page.getByTestId("cart-line"));
      const cartTotal = (await (await seen(page.getByTestId("cart-total"))).textContent()) ?? "";
      expect(cartTotal).toMatch(/^kr\u00a0\d/);
      await fits();
      await page.screenshot({ path: path.join(shots, `cart-${width}.png`), fullPage: true });

      // Choose time: the earliest free window is marked and chosen; the arrow keys move the choice,
      // and the week steps forward and back.
      await clickSeen(page.getByRole("link", { name: "Velg tidspunkt" }));
      await page.waitForURL(`${server.url}/bestilling/velgtidspunkt`);
      await seen(page.getByTestId("earliest-time"));
      const earliest = page.locator(".time-window-picker__window--earliest input");
      expect(await (await seen(earliest)).isChecked()).toBe(true);
      await earliest.focus();
      await page.keyboard.press("ArrowRight");
      expect(await earliest.isChecked()).toBe(false);
      await page.keyboard.press("ArrowLeft");
      expect(await earliest.isChecked()).toBe(true);
      const week = (await page.locator(".time-window-picker__week strong").textContent()) ?? "";
      await clickSeen(page.getByRole("button", { name: "Neste uke" }));
      await expect.poll(() => page.locator(".time-window-picker__week strong").textContent()).not.toBe(week);
      await clickSeen(page.getByRole("button", { name: "Forrige uke" }));
      expect(await (await seen(earliest)).isChecked()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await fits();
      await page.screenshot({ path: path.join(shots, `choose-time-${width}.png`), fullPage: true });
      await clickSeen(page.getByRole("button", { name: "Gå videre til bestilling" }));

      // Checkout.
      await page.waitForURL(`${server.url}/order/checkout`);
      const countdown = await seen(page.getByTestId("reservation-countdown"));
      expect(await countdown.textContent()).toMatch(/^1[45]:\d\d$/);
      await expect.poll(() => dataLayer(page)).toContain('"begin_checkout"');
      expect(await dataLayer(page)).toContain('"currency":"NOK"');
      await fits();
      // "Din bestilling" shows each price whole.
      for (const price of await page.locator(".checkout__summary li > :last-child").all()) {
        expect(await price.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      }

      // The domain's messages when nothing is filled in.
      await clickSeen(page.getByRole("button", { name: "Bestill jobben" }));
      await seen(page.getByText("Telefonnummeret er ikke bekreftet."));

      await verifyPhone(page, phone, `checkout-${width}`);
      await fits();

      await clickSeen(page.getByRole("button", { name: "Bestill jobben" }));
      await seen(page.locator(".form-field__error", { hasText: "Må fylles ut" }).first());
      expect(await page.getByText("Du må godta vilkårene").count()).toBe(1);
      await fillSeen(page.getByLabel("E-post", { exact: true }).first(), "ikke-en-epost");
      await fillSeen(page.getByLabel("Adresse", { exact: true }), "Storgata 1");
      await fillSeen(page.getByLabel("Fornavn", { exact: true }), "Ola");
      await fillSeen(page.getByLabel("Etternavn", { exact: true }), "Nordmann");
      await clickSeen(page.getByRole("button", { name: "Bestill jobben" }));
      await seen(page.getByText("Ugyldig e-post"));
      await fillSeen(page.getByLabel("E-post", { exact: true }).first(), email);
      await fillSeen(page.getByLabel(/Mer om adressen/), "Ringeklokka virker ikke, ring på telefon.");
      // A company, looked up in the company register by its organisation number.
      await clickSeen(page.getByLabel("Jeg bestiller for en bedrift"));
      await fillSeen(page.getByLabel("Organisasjonsnummer"), "123");
      await clickSeen(page.getByRole("button", { name: "Hent bedrift" }));
      await seen(page.getByText("Ugyldig organisasjonsnummer"));
      await fillSeen(page.getByLabel("Organisasjonsnummer"), "923609016");
      await clickSeen(page.getByRole("button", { name: "Hent bedrift" }));
      await seen(page.getByTestId("company-found"));
      expect(await (await seen(page.getByLabel("Bedriftens navn"))).inputValue()).not.toBe("");
      const terms = page.getByLabel(/Jeg godtar/);
      await clickSeen(terms);
      expect(await terms.isChecked()).toBe(true);
      expect(await page.getByRole("link", { name: "avtalevilkårene" }).getAttribute("href")).toBe(
        "/avtalevilkar",
      );
      // "Send me the cart": the cart goes to the email address, and the reminders can be stopped.
      await clickSeen(page.getByText("Ikke klar ennå? Send meg handlekurven"));
      await clickSeen(page.getByRole("button", { name: "Send meg handlekurven" }));
      await seen(page.getByText(`Vi har sendt handlekurven til ${email}.`));
      const reminderTo = () =>
        outbox().find(
          (l) => l.channel === "email" && l.to === email && l.subject === "Handlekurven din venter",
        );
      await expect.poll(reminderTo, { timeout: 15_000 }).toBeTruthy();
      // The link in that email opens the same cart in another browser.
      const link = new URL(/https?:\/\/\S+/.exec(reminderTo()?.text ?? "")?.[0] ?? "http://x/");
      expect(link.pathname).toBe("/bestilling/handlekurv");
      const elsewhere = await browser.newContext();
      const other = await elsewhere.newPage();
      await other.goto(`${server.url}${link.pathname}${link.search}`);
      await other.getByRole("heading", { name: "Installasjon av elbillader" }).waitFor();
      await elsewhere.close();
      expect(await axeViolations(page)).toEqual([]);
      await clickSeen(page.getByRole("button", { name: "Stopp påminnelser" }));
      await seen(page.getByRole("button", { name: "Send meg handlekurven" }));
      await fits();
      await page.screenshot({ path: path.join(shots, `checkout-${width}.png`), fullPage: true });
      await clickSeen(page.getByRole("button", { name: "Bestill jobben" }));

      // Booked: the confirmation names the project, and the booking logged the customer in.
      await page.waitForURL(/\/order\/confirm\?prosjekt=[0-9a-f-]{36}$/);
      const confirmUrl = page.url();
      await seen(page.getByRole("heading", { name: "Takk for bestillingen!" }));
      const number = (await (await seen(page.getByTestId("project-number"))).textContent()) ?? "";
      expect(number).toMatch(/^\d+$/);
      expect(await (await seen(page.getByTestId("confirm-price"))).textContent()).toContain(cartTotal);
      expect(await (await seen(page.getByTestId("project-when"))).textContent()).toMatch(
        /^\p{L}+ \d{1,2}\. \p{L}+ • kl\. \d\d:\d\d–\d\d:\d\d$/u,
      );
      await expect.poll(() => dataLayer(page)).toContain('"purchase"');
      const order = await page.evaluate(() => JSON.parse(localStorage.getItem("order") ?? "{}"));
      expect(order.state.cart).toBeNull();
      expect(await page.getByRole("link", { name: "Gå til Min side" }).getAttribute("href")).toBe(
        "/dashboard",
      );
      expect(await axeViolations(page)).toEqual([]);
      await fits();
      await page.screenshot({ path: path.join(shots, `order-confirm-${width}.png`), fullPage: true });
      const session = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE_NAME);
      expect(session?.httpOnly).toBe(true);

      // A reload keeps the confirmation (loaded with the session) and does not report the purchase again.
      await page.reload();
      await seen(page.getByRole("heading", { name: "Takk for bestillingen!" }));
      expect(await page.getByTestId("project-number").textContent()).toBe(number);
      await hydrated(page);
      expect(await dataLayer(page)).not.toContain('"purchase"');
      // Nobody else sees it: anonymous goes to the login.
      const stranger = await browser.newPage();
      await stranger.goto(confirmUrl);
      expect(new URL(stranger.url()).pathname).toBe("/logginn");
      await stranger.close();

      // The confirmations are in the outbox file.
      const confirmation = await waitForSms(
        server.dataDir,
        phone,
        (texts) => texts.find((text) => text.includes(`prosjekt ${number}`)),
        `the confirmation of project ${number}`,
      );
      await expect
        .poll(
          () => outbox().some((l) => l.channel === "email" && l.to === email && l.subject?.includes(number)),
          { timeout: 15_000 },
        )
        .toBe(true);

      // The SMS and the email link to the login to my page, absolute on this server.
      const smsLink = /https?:\/\/\S+/.exec(confirmation)?.[0] ?? "";
      expect(new URL(smsLink).origin).toBe(server.url);
      const confirmationEmail = outbox().find((l) => l.channel === "email" && l.subject?.includes(number));
      expect(confirmationEmail?.text).toContain(`${server.url}/logginn`);
      expect(confirmationEmail?.text).not.toMatch(/[\s(]\/logginn/);

      // The booking logged the customer in: my page opens at once with the new project, without a
      // second code (the code limits would make them wait a minute for one).
      // The header names them (on a phone, the menu holds the name).
      if (width > 767) expect(await page.locator(".user-menu__name").textContent()).toContain("Ola");
      const codesBefore = smsTo(phone).length;
      await clickSeen(page.getByRole("link", { name: "Gå til Min side" }));
      await page.waitForURL(`${server.url}/dashboard`);
      await seen(page.getByRole("heading", { name: "Min side", level: 1 }));
      const card = await seen(page.getByTestId("project-card").first());
      expect(await card.textContent()).toContain("Installasjon av elbillader");
      expect(await card.textContent()).toContain("Bestilt");
      expect(await card.textContent()).toContain("Storgata 1");
      expect(smsTo(phone)).toHaveLength(codesBefore);
      // The session is the one a code login makes: HttpOnly, SameSite=Lax, path /, the login's lifetime.
      const loggedIn = (await page.context().cookies()).find((c) => c.name === AUTH_COOKIE_NAME);
      expect(loggedIn).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/", secure: false });
      expect(loggedIn?.expires ?? 0).toBeCloseTo(
        Date.now() / 1000 + cookieMaxAgeSeconds(AUTH_COOKIE_DAYS),
        -2,
      );
      await fits();
      await page.screenshot({ path: path.join(shots, `my-page-${width}.png`), fullPage: true });
      await clickSeen(card.getByRole("link"));
      await page.waitForURL(/\/dashboard\/prosjekt\//);
      await seen(page.getByText(`nr. ${number}`));
      expect(await axeViolations(page)).toEqual([]);
      // The uploaded photo is a thumbnail that opens in full size.
      const thumb = page.getByRole("img", { name: "Bilde 1 av 1, åpne i full størrelse" });
      await imageLoaded(thumb);
      const full = await page
        .getByRole("link", { name: "Bilde 1 av 1, åpne i full størrelse" })
        .getAttribute("href");
      // A signed link (decision 061): the variant's parameters follow the signature.
      expect(full).toMatch(/^\/media\/[^?]+\?exp=\d+&sig=[\w-]+&w=1600&dpr=1$/);
      expect((await page.request.get(`${server.url}${full}`)).headers()["content-type"]).toMatch(/^image\//);
      await fits();
      await page.screenshot({ path: path.join(shots, `my-project-${width}.png`), fullPage: true });
      // Anybody else's (or an unknown) project is not found.
      const unknown = await page.goto(
        `${server.url}/dashboard/prosjekt/00000000-0000-4000-8000-000000000000`,
      );
      expect(unknown?.status()).toBe(404);

      // From a logged-out browser the SMS link opens the login.
      await page.context().clearCookies({ name: AUTH_COOKIE_NAME });
      await page.goto(smsLink);
      await page.waitForURL(/\/logginn/);
      await seen(page.getByLabel("Telefonnummer"));
      await page.close();
    }, 180_000);
  }

  it("says so when the cart is empty, on a phone", async () => {
    const phonePage = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await phonePage.goto(`${server.url}/bestilling/velgtidspunkt`);
    await hydrated(phonePage);
    await seen(phonePage.getByText("Handlekurven er tom", { exact: false }));
    await phonePage.close();
  });

  it("books a video inspection first for a job whose template needs one", async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    const inspectionPhone = "+4747123457";
    await page.goto(`${server.url}/nettbutikk/alle`);
    await hydrated(page);
    await choosePostCode(page, "0150", "Oslo");

    await page.goto(`${server.url}/order/job/luft-til-vann-varmepumpe`);
    await hydrated(page);
    await clickSeen(page.getByLabel("Vannbåren varme med el-kjel"));
    await clickSeen(page.getByRole("button", { name: "Legg i handlekurven" }));
    await clickSeen(page.getByRole("link", { name: "Gå til handlekurven" }));
    await seen(page.getByTestId("cart-line"));
    await clickSeen(page.getByRole("link", { name: "Velg tidspunkt" }));
    await seen(page.getByRole("heading", { name: "Velg tid for befaring" }));
    await clickSeen(page.getByLabel("Videobefaring på mobilen"));
    await clickSeen(page.getByRole("button", { name: "Gå videre til bestilling" }));
    await page.waitForURL(`${server.url}/order/checkout`);
    const order = await page.evaluate(() => JSON.parse(localStorage.getItem("order") ?? "{}"));
    expect(order.state.inspectionDateTime).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(order.state.inspectionTopic).toEqual(["Luft-til-vann varmepumpe"]);

    await verifyPhone(page, inspectionPhone);
    await fillSeen(page.getByLabel("Adresse", { exact: true }), "Storgata 2");
    await fillSeen(page.getByLabel("Fornavn", { exact: true }), "Kari");
    await fillSeen(page.getByLabel("Etternavn", { exact: true }), "Nordmann");
    await fillSeen(page.getByLabel("E-post", { exact: true }).first(), "kari.nordmann@eksempel.no");
    await clickSeen(page.getByLabel(/Jeg godtar/));
    await clickSeen(page.getByRole("button", { name: "Bestill befaring" }));
    await page.waitForURL(/\/order\/confirm\?prosjekt=/);
    await seen(page.getByText("Befaringen er bestilt.", { exact: false }));
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
