import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { confirmPhoneSeen } from "./support/code-step.ts";
import { newestCode, smsTexts } from "./support/outbox.ts";
import { clickSeen, fillSeen, seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { sessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";
import { choosePostCode, configureCharger } from "./support/storefront.ts";

/*
 * Issue 16's journeys: a seller in a Bergen store sells an installation with the product, and (1)
 * sends the order to the customer, who finishes it on their own phone, or (2) books it with the
 * customer there, their phone proven by the code they read out; (3) each chain and store sees only
 * its own orders.
 */

const ENV = { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" };
const SELLER = "+4790000011"; // Magnus Pedersen, Byggmakker Vest AS, Bergen Åsane
const OTHER_CHAIN_SELLER = "+4790000015"; // Eirik Moen, Hjem og Energi Norge AS
const DEPARTMENT_ADMIN = "+4790000010"; // Ida Andersen, Bergen Åsane
const CASEWORKER = "+4790000002";
const SENT_TO = "+4791880001";
const IN_STORE = { 1366: "+4791880002", 390: "+4791880003" };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const post = (url: string, body: unknown, token?: string) =>
  fetch(`${server.url}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token && { cookie: `AuthToken=${token}` }) },
    body: JSON.stringify(body),
  });

const sessions = new Map<string, string>();

/** A session of the user with this phone, through the code login as anyone logs in (once per user: logins are limited). */
async function logIn(phoneNumber: string): Promise<string> {
  const known = sessions.get(phoneNumber);
  if (known) return known;
  expect((await post("/api/auth/login", { phone_number: phoneNumber })).status).toBe(200);
  const code = await newestCode(server.dataDir, phoneNumber);
  const confirmed = await post("/api/auth/confirm", { phone_number: phoneNumber, code });
  expect(confirmed.status).toBe(200);
  sessions.set(phoneNumber, sessionToken(confirmed));
  return sessionToken(confirmed);
}

/** The seller's order: a Bergen post code and an EV charger installation in the cart. */
async function buildOrder(page: Page, description: string) {
  await page.goto(`${server.url}/nettbutikk/alle`);
  await hydrated(page);
  await choosePostCode(page, "5003", "Bergen");
  await configureCharger(page, server.url, "8");
  await clickSeen(page.getByRole("link", { name: "Gå til handlekurven" }));
  await seen(page.getByTestId("seller-cart-panel"));
  await fillSeen(page.getByLabel("Selgers beskrivelse"), description);
}

/** Picks the first offered time and goes on (to the customer's or the seller's checkout). */
async function chooseFirstTime(page: Page) {
  await page.waitForURL(`${server.url}/bestilling/velgtidspunkt`);
  await seen(page.getByTestId("earliest-time"));
  await clickSeen(page.getByRole("button", { name: "Gå videre til bestilling" }));
}

async function fillContact(page: Page, first: string, last: string, email: string) {
  await fillSeen(page.getByLabel("Adresse", { exact: true }), "Kong Oscars gate 12");
  await fillSeen(page.getByLabel("Fornavn", { exact: true }), first);
  await fillSeen(page.getByLabel("Etternavn", { exact: true }), last);
  await fillSeen(page.getByLabel("E-post", { exact: true }).first(), email);
}

/** The customer's number proven with the code texted to it, in the checkout's phone step. */
async function verifyPhone(
  page: Page,
  phoneLabel: string,
  phoneNumber: string,
  confirmLabel: string,
  shot?: string,
) {
  await confirmPhoneSeen(page, server.dataDir, {
    phoneLabel,
    phoneNumber,
    confirmLabel,
    ...(shot && { shots: path.join(shots, shot) }),
  });
  await seen(page.getByTestId("phone-verified"));
}

async function projectNumberOnDesk(page: Page, description: string): Promise<number> {
  const cart = page.getByTestId("seller-cart").filter({ hasText: description });
  await expect.poll(() => cart.textContent(), { timeout: 15_000 }).toContain("Bestilt");
  return Number(/Prosjekt (\d+)/.exec((await cart.textContent()) ?? "")?.[1]);
}

describe("a seller in the store", () => {
  it("sends the order to the customer, who books it on their own phone; the desk and the caseworker see it", async () => {
    const seller = await newPageAs(browser, server.url, await logIn(SELLER));
    const description = "Solgt med Zaptec Go og 10 m kabel, kunden henter laderen selv.";
    await buildOrder(seller, description);
    await clickSeen(seller.getByRole("button", { name: "Send til kunden" }));
    await fillSeen(seller.getByLabel("Kundens telefonnummer"), SENT_TO.replace("+47", ""));
    await clickSeen(seller.getByRole("button", { name: "Send til kunden" }));
    await seen(seller.getByTestId("cart-sent"));
    expect(await axeViolations(seller)).toEqual([]);

    // The customer opens the SMS link in a browser of their own.
    await expect.poll(() => smsTexts(server.dataDir, SENT_TO).length, { timeout: 15_000 }).toBe(1);
    const link = /https?:\/\/\S+/.exec(smsTexts(server.dataDir, SENT_TO)[0] ?? "")?.[0] ?? "";
    expect(link).toContain("/bestilling/handlekurv?cart=");
    const customer = await newPageAs(browser, server.url, null, { width: 390 });
    await customer.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
    await hydrated(customer);
    await seen(customer.getByTestId("cart-line"));
    await customer.screenshot({ path: path.join(shots, "seller-sent-cart-customer.png"), fullPage: true });
    await seller.goto(`${server.url}/selgerside`);
    const sent = seller.getByTestId("seller-cart").filter({ hasText: description });
    await expect.poll(() => sent.textContent(), { timeout: 15_000 }).toContain("Åpnet");

    await clickSeen(customer.getByRole("link", { name: "Velg tidspunkt" }));
    await chooseFirstTime(customer);
    await customer.waitForURL(`${server.url}/order/checkout`);
    await verifyPhone(customer, "Telefonnummer", SENT_TO, "Bekreft telefonnummer");
    await fillContact(customer, "Solveig", "Hauge", "solveig.hauge@eksempel.no");
    await clickSeen(customer.getByLabel(/Jeg godtar/));
    await clickSeen(customer.getByRole("button", { name: "Bestill jobben" }));
    await customer.waitForURL(/\/order\/confirm/);
    await seen(customer.getByRole("heading", { name: "Takk for bestillingen!" }));

    await seller.reload();
    const number = await projectNumberOnDesk(seller, description);
    await seller.screenshot({ path: path.join(shots, "seller-desk.png"), fullPage: true });
    expect(await axeViolations(seller)).toEqual([]);

    const caseworker = await newPageAs(browser, server.url, await logIn(CASEWORKER));
    await caseworker.goto(`${server.url}/prosjekter/${number}`);
    await caseworker.getByText(description).waitFor();
    const facts = (await caseworker.locator("main").textContent()) ?? "";
    expect(facts).toContain("Byggmakker Vest AS");
    expect(facts).toContain("Bergen Åsane");
    expect(facts).toContain("Magnus Pedersen");
    await caseworker.screenshot({ path: path.join(shots, "seller-project-on-desk.png"), fullPage: true });
  });

  for (const width of [1366, 390] as const) {
    it(`books the order with the customer in the store, with the code the customer reads out (${width} px)`, async () => {
      const seller = await newPageAs(browser, server.url, await logIn(SELLER), { width });
      const fits = async () =>
        expect(await seller.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      const customer = width === 1366 ? "Kjetil Brekke" : "Kari Brekke";
      const description = `Solgt i butikken med laderen, montering neste uke (${width} px).`;
      await buildOrder(seller, description);
      await clickSeen(seller.getByRole("link", { name: "Bestill for kunden" }));
      await chooseFirstTime(seller);
      await seller.waitForURL(`${server.url}/bestilling/kunde`);
      await hydrated(seller);
      await fits();
      await seller.screenshot({ path: path.join(shots, `seller-checkout-${width}.png`), fullPage: true });
      // The code goes to the customer's phone; the customer reads it out to the seller.
      await verifyPhone(
        seller,
        "Kundens telefonnummer",
        IN_STORE[width],
        "Bekreft kundens telefonnummer",
        `seller-checkout-${width}`,
      );
      const [first, last] = customer.split(" ") as [string, string];
      await fillContact(seller, first, last, `${first.toLowerCase()}.brekke@eksempel.no`);
      await clickSeen(seller.getByLabel(/Kunden godtar/));
      expect(await axeViolations(seller)).toEqual([]);
      await fits();
      await seller.screenshot({
        path: path.join(shots, `seller-checkout-filled-${width}.png`),
        fullPage: true,
      });
      await clickSeen(seller.getByRole("button", { name: "Bestill for kunden" }));
      await seen(seller.getByRole("heading", { name: "Bestillingen er registrert" }));
      await fits();
      await seller.screenshot({ path: path.join(shots, `seller-booked-${width}.png`), fullPage: true });

      // The seller is still themselves: their desk lists the order.
      await seller.goto(`${server.url}/selgerside`);
      await seen(seller.getByRole("heading", { name: "Selgerside" }));
      await seen(seller.getByTestId("seller-order").filter({ hasText: customer }));
    });
  }

  it("keeps each chain to its own orders, and a store's admin to the store's", async () => {
    const mine = await newPageAs(browser, server.url, await logIn(SELLER));
    // The desk arrives whole: the server's HTML already lists the orders.
    const html = await (await mine.request.get(`${server.url}/selgerside`)).text();
    expect(html).toContain('data-testid="seller-order"');
    expect(html).not.toContain("Henter selgersiden");
    await mine.goto(`${server.url}/selgerside`);
    const number = Number(
      /Prosjekt (\d+)/.exec((await mine.getByTestId("seller-order").first().textContent()) ?? "")?.[1],
    );
    expect(number).toBeGreaterThan(0);

    const other = await logIn(OTHER_CHAIN_SELLER);
    const otherPage = await newPageAs(browser, server.url, other);
    expect((await otherPage.goto(`${server.url}/prosjekter/${number}`))?.status()).toBe(404);
    const cart = await (await post("/api/cart", { line_items: [] })).json();
    const uuid = cart.data.uuid as string;
    // The cart becomes Magnus's store's when he sends it; the other chain's seller cannot touch it.
    const token = await logIn(SELLER);
    expect(
      (await post(`/api/cart/${uuid}/reminders-by-seller`, { email: "kunde@eksempel.no" }, token)).status,
    ).not.toBe(404);
    const foreign = await post(
      `/api/cart/${uuid}/reminders-by-seller`,
      { email: "kunde@eksempel.no" },
      other,
    );
    expect(foreign.status).toBe(404);

    // Ida (Bergen Åsane) sees her store's orders in the projects list, not Sofie's at Bergen Lagunen.
    const admin = await newPageAs(browser, server.url, await logIn(DEPARTMENT_ADMIN));
    await admin.goto(`${server.url}/prosjekter`);
    await hydrated(admin);
    const list = (await admin.locator("main").textContent()) ?? "";
    expect(list).toContain(String(number));
    const listed = await (
      await fetch(`${server.url}/api/project?perPage=200`, {
        headers: { cookie: `AuthToken=${await logIn(DEPARTMENT_ADMIN)}` },
      })
    ).json();
    const stores = new Set(
      (listed.data as { salesPartnerDepartment: { name: string } | null }[]).map(
        (p) => p.salesPartnerDepartment?.name,
      ),
    );
    expect([...stores]).toEqual(["Bergen Åsane"]);
  });
});
