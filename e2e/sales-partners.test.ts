import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { newestCode, smsTexts } from "./support/outbox.ts";
import { clickSeen, seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * Sales partners on /selgere (issue 16, decision 032): a global admin creates a chain, adds a store
 * and invites a seller (decision 060: an SMS; "Invitert" until she signs in and accepts, then one of
 * the chain's people); the demo partner admin of Byggmakker Vest AS sees only their own chain (the
 * new one is 404 to them); the demo department admin of Bergen Åsane sees only their store's people.
 * Partner and department admins land on /prosjekter and find their chain or store in the menu, where
 * each store counts the people the page lists (issue 36, decision 071).
 */

const ENV = { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100" };
const SELLER_PHONE = "+4791880001";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

describe("sales partners at /selgere", () => {
  it("a global admin builds a chain; partner and department admins see only their own", async () => {
    const admin = await newPageAs(browser, server.url, await devSessionToken(server.url, "GLOBAL_ADMIN"));
    await admin.goto(`${server.url}/selgere`);
    await hydrated(admin);
    await admin.getByTestId("sales-partner-row").filter({ hasText: "Byggmakker Vest AS" }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.getByLabel("Navn", { exact: true }).fill("Expert Bergen AS");
    await admin.getByRole("button", { name: "Opprett salgspartner" }).click();
    await admin.waitForURL(/\/selgere\/[0-9a-f-]{36}$/);
    await admin.getByRole("heading", { level: 1, name: "Expert Bergen AS" }).waitFor();
    const partnerUrl = admin.url();

    await admin.getByLabel("Butikkens navn").fill("Bergen Sentrum");
    await admin.getByLabel(/Postnummer/).fill("5015");
    await admin.getByRole("button", { name: "Legg til butikk" }).click();
    await admin.getByTestId("sales-partner-store").filter({ hasText: "Bergen Sentrum" }).waitFor();

    const form = admin.getByRole("form", { name: "Legg til person" });
    await form.getByLabel("Fornavn").fill("Lise");
    await form.getByLabel("Etternavn").fill("Dahl");
    await form.getByLabel("Mobilnummer").fill("918 80 001");
    await form.getByLabel("Rolle").selectOption("SALES_PARTNER_SELLER");
    await form.getByLabel(/Butikk/).selectOption({ label: "Bergen Sentrum" });
    await form.getByRole("button", { name: "Send invitasjon" }).click();
    await admin
      .getByTestId("invited-person")
      .filter({ hasText: "Lise Dahl" })
      .getByText("Invitert")
      .waitFor();
    await expect
      .poll(() => smsTexts(server.dataDir, SELLER_PHONE).join("\n"))
      .toContain("Expert Bergen AS inviterer deg som selger");
    await admin.screenshot({ path: path.join(shots, "sales-partner-invited-1366.png"), fullPage: true });

    // Lise signs in with her number and accepts; she lands on the seller's page.
    const lise = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await lise.goto(`${server.url}/logginn`);
    await hydrated(lise);
    await lise.getByLabel("Telefonnummer").fill("918 80 001");
    await lise.getByRole("button", { name: "Send kode" }).click();
    await lise.getByLabel("Kode fra SMS").waitFor({ state: "visible" });
    await lise.getByLabel("Kode fra SMS").fill(await newestCode(server.dataDir, SELLER_PHONE));
    await lise.getByRole("button", { name: "Bekreft kode" }).click();
    // Without any role yet, her invitations are where she lands.
    await lise.waitForURL(`${server.url}/invitasjoner`);
    await hydrated(lise);
    const card = lise.getByTestId("invitation");
    await card.getByRole("heading", { name: "Expert Bergen AS inviterer deg som selger" }).waitFor();
    await card.getByText("Bergen Sentrum", { exact: true }).waitFor();
    await card.getByRole("button", { name: "Godta" }).click();
    await lise.waitForURL(`${server.url}/selger`);

    // The admin now sees her among the chain's people.
    await admin.reload();
    await hydrated(admin);
    await admin.getByTestId("sales-partner-person").filter({ hasText: "Lise Dahl" }).waitFor();
    expect(await admin.getByTestId("invited-person").count()).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await admin.screenshot({ path: path.join(shots, "sales-partner-390.png"), fullPage: true });

    // The partner admin lands on their own chain and cannot open another.
    const partnerAdmin = await newPageAs(
      browser,
      server.url,
      await devSessionToken(server.url, "SALES_PARTNER_ADMIN"),
    );
    await partnerAdmin.goto(`${server.url}/selgere`);
    await partnerAdmin.getByRole("heading", { level: 1, name: "Byggmakker Vest AS" }).waitFor();
    expect(await partnerAdmin.getByTestId("sales-partner-person").count()).toBe(5);
    const foreign = await partnerAdmin.goto(partnerUrl);
    expect(foreign?.status()).toBe(404);

    // The department admin sees the people of Bergen Åsane only.
    const storeAdmin = await newPageAs(
      browser,
      server.url,
      await devSessionToken(server.url, "SALES_PARTNER_DEPARTMENT_ADMIN"),
    );
    await storeAdmin.goto(`${server.url}/selgere`);
    await hydrated(storeAdmin);
    await storeAdmin.getByRole("heading", { name: /^Personer i Bergen Åsane/ }).waitFor();
    const names = await storeAdmin.getByTestId("sales-partner-person").locator("h3").allInnerTexts();
    expect(names.toSorted()).toEqual(["Ida Andersen", "Kari Lund", "Magnus Pedersen"]);
    expect(await storeAdmin.getByRole("button", { name: "Legg til butikk" }).count()).toBe(0);
    expect(await axeViolations(storeAdmin)).toEqual([]);
  }, 60_000);

  it("partner and department admins land on the projects and find their chain or store in the menu", async () => {
    const partnerAdmin = await newPageAs(
      browser,
      server.url,
      await devSessionToken(server.url, "SALES_PARTNER_ADMIN"),
    );
    // The login page sends a signed-in person to their landing page.
    await partnerAdmin.goto(`${server.url}/logginn`);
    await partnerAdmin.waitForURL(`${server.url}/prosjekter`);
    await hydrated(partnerAdmin);
    const menu = partnerAdmin.getByRole("navigation", { name: "Hovedmeny" });
    await seen(menu.getByRole("link", { name: "Prosjekter" }));
    await clickSeen(menu.getByRole("link", { name: "Kjede" }));
    await partnerAdmin.waitForURL(/\/selgere\/[0-9a-f-]{36}$/);
    await partnerAdmin.getByRole("heading", { level: 1, name: "Byggmakker Vest AS" }).waitFor();
    const store = (name: string) => partnerAdmin.getByTestId("sales-partner-store").filter({ hasText: name });
    // Ida, Magnus and Kari in Åsane, Sofie in Lagunen; Jonas, the admin, in no store.
    await seen(store("Bergen Åsane").getByText("3 personer"));
    await seen(store("Bergen Lagunen").getByText("1 person"));
    await seen(partnerAdmin.getByRole("heading", { name: "Personer (5)" }));
    expect(await partnerAdmin.getByTestId("sales-partner-person").count()).toBe(5);
    await partnerAdmin.screenshot({ path: path.join(shots, "sales-partner-admin-menu-1366.png") });

    const storeAdmin = await newPageAs(
      browser,
      server.url,
      await devSessionToken(server.url, "SALES_PARTNER_DEPARTMENT_ADMIN"),
    );
    await storeAdmin.goto(`${server.url}/logginn`);
    await storeAdmin.waitForURL(`${server.url}/prosjekter`);
    await hydrated(storeAdmin);
    await clickSeen(
      storeAdmin.getByRole("navigation", { name: "Hovedmeny" }).getByRole("link", { name: "Butikk" }),
    );
    await storeAdmin.waitForURL(/\/selgere\/[0-9a-f-]{36}$/);
    await seen(storeAdmin.getByRole("heading", { name: "Personer i Bergen Åsane (3)" }));
    await seen(
      storeAdmin
        .getByTestId("sales-partner-store")
        .filter({ hasText: "Bergen Åsane" })
        .getByText("3 personer"),
    );
    expect(await storeAdmin.getByTestId("sales-partner-person").count()).toBe(3);
    expect(await axeViolations(storeAdmin)).toEqual([]);
  }, 60_000);
});
