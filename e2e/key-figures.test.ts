import fs from "node:fs";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * Key figures on /nokkeltall (decision 041): a global admin filters on the demo sales partner
 * Byggmakker Vest AS and the month of its recent store order (two days ago), sees the chart and
 * its table, and exports what is shown as CSV.
 */

const ENV = { COOKIE_SECURE: "false" };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** The Oslo month of the demo's recent store order: its first and last day. */
function monthOfRecentOrder() {
  const day = new Date(Date.now() - 2 * 86_400_000 + 3_600_000);
  const year = day.getUTCFullYear();
  const month = day.getUTCMonth();
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: iso(new Date(Date.UTC(year, month, 1))), to: iso(new Date(Date.UTC(year, month + 1, 0))) };
}

describe("key figures at /nokkeltall", () => {
  it("a global admin filters on a sales partner and a month, sees the chart and its table, exports CSV", async () => {
    const admin = await newPageAs(browser, server.url, await devSessionToken(server.url, "GLOBAL_ADMIN"));
    const scripts: string[] = [];
    admin.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await admin.goto(`${server.url}/nokkeltall`);
    await hydrated(admin);
    await admin.getByRole("heading", { level: 1, name: "Nøkkeltall" }).waitFor();

    const { from, to } = monthOfRecentOrder();
    const filters = admin.getByRole("form", { name: "Filtre for nøkkeltall" });
    await filters.getByLabel("Fra", { exact: true }).fill(from);
    await filters.getByLabel("Til", { exact: true }).fill(to);
    await filters.getByLabel("Vis per", { exact: true }).selectOption("day");
    await filters.getByLabel("Salgspartner", { exact: true }).selectOption({ label: "Byggmakker Vest AS" });
    await filters.getByRole("button", { name: "Vis tall" }).click();
    await admin.waitForURL(
      (url) => url.searchParams.get("from") === from && url.searchParams.has("salesPartner"),
    );
    expect(new URL(admin.url()).searchParams.get("interval")).toBe("day");

    // The URL changes before the filtered figures arrive: the daily table shows they have.
    const series = admin.getByRole("table", { name: /per dag/ });
    await series.waitFor();
    await admin.locator("[aria-busy='true']").waitFor({ state: "detached" });

    // The headline figures, the chart (drawn once uPlot has loaded) and its table.
    const orders = admin
      .locator(".key-figures__card")
      .filter({ has: admin.getByRole("heading", { name: "Ordre", exact: true }) });
    const ordersValue = Number(await orders.locator(".key-figures__card-value").textContent());
    expect(ordersValue).toBeGreaterThanOrEqual(1);
    await admin.locator(".key-figures__canvas[data-ready] canvas").waitFor();
    expect(scripts.some((url) => /uPlot|uplot/.test(url))).toBe(true);
    expect(await series.locator("tbody tr").count()).toBe(Number(to.slice(8, 10)));
    const partners = admin.locator("#kf-sales-partner");
    await partners.getByRole("rowheader", { name: "Byggmakker Vest AS" }).waitFor();
    expect(await partners.getByRole("rowheader", { name: "Nettbutikken" }).count()).toBe(0);
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: path.join(shots, "key-figures.png"), fullPage: true });

    // The CSV holds what is shown.
    const [download] = await Promise.all([
      admin.waitForEvent("download"),
      admin.getByRole("button", { name: "Last ned CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`nokkeltall-${from}-${to}.csv`);
    const csv = fs.readFileSync((await download.path()) as string, "utf8");
    expect(csv.startsWith("\ufeffTabell;Navn;Ordre;")).toBe(true);
    expect(csv).toContain(`Totalt;Ordre;${ordersValue};`);
    expect(csv).toMatch(/\r\nSalgspartner;Byggmakker Vest AS;\d+;/);
    expect(csv.split("\r\n").filter((line) => line.startsWith("Over tid;")).length).toBe(
      Number(to.slice(8, 10)),
    );

    // A phone's width: nothing wider than the screen but the tables' own scroll boxes.
    // The chart redraws at the new width when its resize observer fires, a frame or more later.
    await admin.setViewportSize({ width: 390, height: 844 });
    await expect
      .poll(() => admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth))
      .toBe(true);
    await admin.screenshot({ path: path.join(shots, "key-figures-390.png"), fullPage: true });

    // A bad range is explained, and the page still answers.
    await admin.goto(`${server.url}/nokkeltall?from=${to}&to=${from}`);
    await admin.getByText("Til-datoen må være etter fra-datoen").waitFor();
  });
});
