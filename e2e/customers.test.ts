import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { codeIn, newestCode, smsTexts, waitForSms } from "./support/outbox.ts";
import { seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * The customers desk (decision 059): a caseworker changes a customer's login phone number on the
 * phone with her, with the code she reads out; the old number is told; she logs in with the new one.
 * A store employee sees only the customers of her store. No fixed development code: every code is
 * read from the development outbox file, as the customer would read it from her phone.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({
    env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** Sara Lie, a demo customer who ordered online only (apps/api/src/seed/demo-projects.ts). */
const SARA = { name: "Sara Lie", phoneNumber: "+4793000002", shown: "+47 930 00 002" };
const NEW_NUMBER = { phoneNumber: "+4793456789", typed: "934 56 789", shown: "+47 934 56 789" };

async function apiAs<T>(session: string, url: string, method = "GET"): Promise<T> {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: `${AUTH_COOKIE_NAME}=${session}` },
  });
  expect(res.status, url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

/** The SMS to the number that says `text`. */
const smsSaying = (phoneNumber: string, text: string) =>
  waitForSms(server.dataDir, phoneNumber, (texts) => texts.find((sms) => sms.includes(text)), `"${text}"`);

/** The code of the first SMS to the number after the `before` it had: a new code, not one used already. */
const nextCode = (phoneNumber: string, before: number) =>
  waitForSms(
    server.dataDir,
    phoneNumber,
    (texts) => texts.slice(before).map(codeIn).find(Boolean),
    "a new code",
  );

describe("the customers desk", () => {
  it("a caseworker changes a customer's phone number on the phone with her; the old number is told", async () => {
    const caseworker = await devSessionToken(server.url, "CASEWORKER");
    const page = await newPageAs(browser, server.url, caseworker, { width: 390 });
    await page.goto(`${server.url}/kunder`);
    await hydrated(page);

    // The caseworker finds her by name.
    const search = page.getByLabel("Søk etter kunde");
    await seen(search);
    await search.fill(SARA.name);
    await page.getByRole("button", { name: "Søk", exact: true }).click();
    await page.getByRole("link", { name: SARA.name }).click();
    await page.getByRole("heading", { level: 1, name: SARA.name }).waitFor();
    const contact = page.getByRole("region", { name: "Kontaktinformasjon" });
    expect(await contact.innerText()).toContain(SARA.shown);

    // "Bytt telefonnummer": the new number, "Send kode", then the code she reads out.
    const opener = contact.getByRole("button", { name: "Bytt telefonnummer" });
    await seen(opener);
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Bytt telefonnummer" });
    const phone = dialog.getByLabel("Nytt telefonnummer");
    await seen(phone);
    expect(await phone.evaluate((el) => el === document.activeElement)).toBe(true);
    await phone.fill(NEW_NUMBER.typed);
    const send = dialog.getByRole("button", { name: "Send kode" });
    await seen(send);
    await send.click();
    const code = dialog.getByLabel("Kode fra SMS");
    await seen(code);
    expect(await code.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.innerText()).toContain(`Vi har sendt en kode på SMS til ${NEW_NUMBER.shown}`);
    // Until the code is given, nothing has changed and the old number has heard nothing.
    expect(smsTexts(server.dataDir, SARA.phoneNumber).some((sms) => sms.includes("er byttet"))).toBe(false);
    await page.screenshot({ path: path.join(shots, "customers-phone-code-390.png") });
    expect(await axeViolations(page)).toEqual([]);

    const sent = await newestCode(server.dataDir, NEW_NUMBER.phoneNumber);
    expect(sent).toMatch(/^\d{6}$/);
    expect(smsTexts(server.dataDir, NEW_NUMBER.phoneNumber).at(-1)).toContain(
      "koden for å bytte telefonnummer",
    );
    await code.fill(sent);
    const confirm = dialog.getByRole("button", { name: "Bytt nummer" });
    await seen(confirm);
    await confirm.click();
    await page.getByText(`Telefonnummeret er byttet til ${NEW_NUMBER.shown}.`).waitFor();
    await dialog.waitFor({ state: "detached" });
    expect(await contact.innerText()).toContain(NEW_NUMBER.shown);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    const changes = page.getByRole("region", { name: "Endringer" });
    expect(await changes.innerText()).toContain(`Telefon: ${SARA.shown} → ${NEW_NUMBER.shown}`);
    await page.screenshot({ path: path.join(shots, "customers-phone-changed-390.png"), fullPage: true });

    // The old number is told, with no link in the message.
    const told = await smsSaying(SARA.phoneNumber, "er byttet");
    expect(told).toContain("slutter på 89");
    expect(told).not.toMatch(/https?:|www\./);

    // The wide screen: the dialog over the customer page.
    const wide = await newPageAs(browser, server.url, caseworker, { width: 1366 });
    await wide.goto(`${server.url}${new URL(page.url()).pathname}`);
    await hydrated(wide);
    await wide.getByRole("button", { name: "Bytt telefonnummer" }).click();
    await seen(wide.getByLabel("Nytt telefonnummer"));
    await wide.screenshot({ path: path.join(shots, "customers-phone-dialog-1366.png") });
    await wide.keyboard.press("Escape");
    await wide.getByRole("dialog").waitFor({ state: "detached" });
    await wide.context().close();
    await page.context().close();
  });

  it("a store employee sees only the customers of her store, and cannot change a phone number", async () => {
    // Whom her store reaches, as the caseworker's project list tells it: the orders of Bergen Åsane.
    const caseworker = await devSessionToken(server.url, "CASEWORKER");
    const kari = await devSessionToken(server.url, "STORE_EMPLOYEE");
    const me = await apiAs<{ salesPartnerDepartment: { uuid: string; name: string } }>(
      kari,
      "/api/auth/me",
      "POST",
    );
    expect(me.salesPartnerDepartment.name).toBe("Bergen Åsane");
    const storeOrders = await apiAs<{ customer: { name: string } }[]>(
      caseworker,
      `/api/project?salesPartnerDepartment=${me.salesPartnerDepartment.uuid}&perPage=200`,
    );
    const expected = [...new Set(storeOrders.map((p) => p.customer.name))].sort();
    expect(expected.length).toBeGreaterThan(0);
    const everyone = await apiAs<{ uuid: string; firstName: string; lastName: string }[]>(
      caseworker,
      "/api/customer?perPage=200",
    );
    expect(everyone.length).toBeGreaterThan(expected.length);

    const page = await newPageAs(browser, server.url, kari, { width: 390 });
    await page.goto(`${server.url}/kunder`);
    await hydrated(page);
    await page.getByText("Du ser kundene som har bestilt i Bergen Åsane.").waitFor();
    const names = (
      await page
        .getByRole("table", { name: /^Kunder/ })
        .getByRole("rowheader")
        .getByRole("link")
        .allInnerTexts()
    ).sort();
    expect(names).toEqual(expected);
    expect(names).not.toContain(SARA.name);
    await page.screenshot({ path: path.join(shots, "customers-store-employee-390.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    const wide = await newPageAs(browser, server.url, kari, { width: 1366 });
    await wide.goto(`${server.url}/kunder`);
    await wide.getByText("Du ser kundene som har bestilt i Bergen Åsane.").waitFor();
    await wide.screenshot({ path: path.join(shots, "customers-store-employee-1366.png") });
    await wide.context().close();

    // Her customer's page: name and email she may correct, the phone number she may not.
    await page.getByRole("link", { name: expected[0] as string }).click();
    await page.getByRole("heading", { level: 1, name: new RegExp(expected[0] as string) }).waitFor();
    const contact = page.getByRole("region", { name: "Kontaktinformasjon" });
    await seen(contact.getByRole("button", { name: "Endre" }));
    expect(await contact.getByRole("button", { name: "Bytt telefonnummer" }).count()).toBe(0);

    // A customer outside her store is a page that does not exist.
    const sara = everyone.find((c) => `${c.firstName} ${c.lastName}` === SARA.name);
    const outside = await page.goto(`${server.url}/kunder/${sara?.uuid}`);
    expect(outside?.status()).toBe(404);
    await page.context().close();
  });

  it("the customer then logs in with her new number", async () => {
    const sara = await newPageAs(browser, server.url, null, { width: 390 });
    await sara.goto(`${server.url}/logginn`);
    await hydrated(sara);
    const login = sara.getByLabel("Telefonnummer");
    await seen(login);
    await login.fill(NEW_NUMBER.typed);
    // The code she read out used up the minute between codes: she asks for a login code at once.
    const textsBefore = smsTexts(server.dataDir, NEW_NUMBER.phoneNumber).length;
    const send = sara.getByRole("button", { name: "Send kode" });
    await seen(send);
    await send.click();
    await sara.locator('.phone-code-form[data-step="code"]').waitFor();
    const loginCode = sara.getByLabel("Kode fra SMS");
    await seen(loginCode);
    await loginCode.fill(await nextCode(NEW_NUMBER.phoneNumber, textsBefore));
    await sara.getByRole("button", { name: "Bekreft kode" }).click();
    await sara.getByRole("heading", { level: 1, name: "Min side" }).waitFor();
    const me = await sara.evaluate(
      async () => (await (await fetch("/api/auth/me", { method: "POST" })).json()).data,
    );
    expect(me).toMatchObject({ firstName: "Sara", lastName: "Lie", phoneNumber: NEW_NUMBER.phoneNumber });
    await sara.context().close();
  });
});
