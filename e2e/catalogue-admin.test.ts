import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import { clickSeen, fillSeen, seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({
    env: { NODE_ENV: "development", DEV_LOGIN_CODE: "2468", OUTBOX_POLL_MS: "100" },
  }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function loginAsAdmin(page: Page) {
  await page.goto(`${server.url}/logginn`);
  await hydrated(page);
  await page.getByLabel("Telefonnummer").fill("90000001");
  await page.getByRole("button", { name: "Send kode" }).click();
  await page.getByLabel("Kode fra SMS").fill("2468");
  await page.getByRole("button", { name: "Bekreft kode" }).click();
  await page.waitForURL(`${server.url}/prosjekter`);
}

describe("the catalogue back office", () => {
  it("lets a global admin change a product and publish a new version of a job template", async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await loginAsAdmin(page);

    await page.goto(`${server.url}/produkter/liste`);
    await hydrated(page);
    expect(await page.title()).toBe("Produkter | Montørtorget");
    await page.getByRole("button", { name: "Zaptec Go elbillader" }).click();
    await page.getByLabel("Pris i kroner inkl. mva.").fill("11490");
    await page.getByRole("button", { name: "Lagre" }).click();
    await page.getByText("Produktet er lagret.").waitFor();
    expect(await page.locator("tr", { hasText: "Zaptec Go" }).textContent()).toContain("kr\u00a011\u00a0490");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "admin-products.png"), fullPage: true });

    await page.goto(`${server.url}/jobbmaler/liste`);
    await hydrated(page);
    await page.getByRole("button", { name: "Ny stikkontakt" }).click();
    await page.getByLabel("Grunnpris (kr inkl. mva.)").fill("2190");
    await page.getByRole("button", { name: "Publiser ny versjon" }).click();
    await page.getByText("Versjon 2 er publisert.").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "admin-job-templates.png"), fullPage: true });

    const job = await (await page.request.get(`${server.url}/api/catalogue/job/ny-stikkontakt`)).json();
    expect(job.data).toMatchObject({ version: 2, definition: { basePriceOre: 219_000 } });
    await context.close();
  });

  it("lets a global admin create a category, move it, pick its image from the media library and remove it", async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const session = await devSessionToken(server.url, "GLOBAL_ADMIN");
    await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
    const page = await context.newPage();
    const categories = async (): Promise<{ name: string; imageUrl: string | null }[]> =>
      (await (await page.request.get(`${server.url}/api/job-category`)).json()).data;
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute("aria-label"));

    await page.goto(`${server.url}/jobbmaler/liste`);
    await hydrated(page);
    const fresh = page.getByRole("region", { name: "Ny kategori" });
    await fillSeen(fresh.getByLabel("Navn"), "Smarthus");
    await clickSeen(fresh.getByRole("button", { name: "Opprett kategori" }));
    await seen(page.getByText("Kategorien «Smarthus» er opprettet."));
    const list = page.getByRole("list", { name: "Kategorier" });
    const row = list.getByRole("listitem", { name: "Smarthus" });
    expect((await categories()).at(-1)?.name).toBe("Smarthus");

    // Up once with a click, once more from the keyboard: the focus stays on the button.
    await clickSeen(row.getByRole("button", { name: "Flytt opp Smarthus" }));
    expect(await focused()).toBe("Flytt opp Smarthus");
    await page.keyboard.press("Enter");
    await expect
      .poll(async () => (await categories()).map((c) => c.name))
      .toEqual(["Elektriker", "Elbillader", "Smarthus", "Varmepumpe", "Solceller"]);
    expect(await list.getByRole("listitem").nth(2).getAttribute("aria-label")).toBe("Smarthus");

    await clickSeen(row.getByRole("button", { name: "Velg bilde" }));
    const picker = page.getByRole("dialog", { name: "Velg bilde" });
    await clickSeen(picker.getByRole("button", { name: /Sikringsskap/ }));
    await picker.waitFor({ state: "detached" });
    await seen(row.locator("img"));
    await clickSeen(row.getByRole("button", { name: "Lagre kategori" }));
    await seen(row.getByText("Lagret."));
    expect((await categories()).find((c) => c.name === "Smarthus")?.imageUrl).toBe(
      "/media/seed/jobb-sikringsskap.jpg",
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "admin-job-categories.png"), fullPage: true });

    // A category job templates use stays, with the reason.
    await clickSeen(list.getByRole("button", { name: "Slett Elektriker" }));
    const refused = page.getByRole("dialog", { name: "Slette kategorien «Elektriker»?" });
    await clickSeen(refused.getByRole("button", { name: "Slett kategorien" }));
    await seen(refused.getByText(/^Kategorien brukes av \d+ jobbmaler og kan ikke slettes\./));
    await clickSeen(refused.getByRole("button", { name: "Avbryt" }));

    await clickSeen(row.getByRole("button", { name: "Slett Smarthus" }));
    const confirm = page.getByRole("dialog", { name: "Slette kategorien «Smarthus»?" });
    await clickSeen(confirm.getByRole("button", { name: "Slett kategorien" }));
    await row.waitFor({ state: "detached" });
    expect((await categories()).map((c) => c.name)).toEqual([
      "Elektriker",
      "Elbillader",
      "Varmepumpe",
      "Solceller",
    ]);
    await context.close();
  });

  it("sends a visitor who is not logged in to the login page", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/jobbmaler/liste`);
    await page.waitForURL(/\/logginn\?redirect=/);
    await page.close();
  });
});
