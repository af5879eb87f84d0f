import fs from "node:fs";
import path from "node:path";
import { formatDateEntry } from "@mt/domain/format/date-entry";
import { osloDate } from "@mt/domain/time/oslo-clock";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nthWorkingDay } from "../apps/api/src/seed/demo-projects.ts";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { clickSeen, fillSeen, seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * Key figures on /nokkeltall (decision 041): a global admin filters on the demo sales partner
 * Byggmakker Vest AS and the month of its recent store order (two working days ago), sees the chart and
 * its table, and exports what is shown as CSV.
 */

const ENV = { COOKIE_SECURE: "false" };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** The Oslo month of the demo's recent store order (two working days ago): its first and last day. */
function monthOfRecentOrder() {
  const day = nthWorkingDay(osloDate(Date.now()), -2);
  const [year, month] = day.split("-").map(Number) as [number, number];
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  return { from: `${day.slice(0, 7)}-01`, to: iso(new Date(Date.UTC(year, month, 0))) };
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
    // A date that does not exist is refused in Norwegian before the page asks for anything.
    const fromField = filters.getByRole("textbox", { name: /^Fra/ });
    await fillSeen(fromField, "31.02.2026");
    await clickSeen(filters.getByRole("button", { name: "Vis tall" }));
    await seen(filters.getByText("Skriv datoen som dd.mm.åååå, for eksempel 24.12.2026"));
    expect(await fromField.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(admin.url()).search).toBe("");

    await fillSeen(fromField, formatDateEntry(from));
    await fillSeen(filters.getByRole("textbox", { name: /^Til/ }), formatDateEntry(to));
    await (await seen(filters.getByLabel("Vis per", { exact: true }))).selectOption("day");
    await (await seen(filters.getByLabel("Salgspartner", { exact: true }))).selectOption({
      label: "Byggmakker Vest AS",
    });
    await clickSeen(filters.getByRole("button", { name: "Vis tall" }));
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
    const partners = admin.getByRole("table", { name: "Per salgspartner" });
    await partners.getByRole("rowheader", { name: "Byggmakker Vest AS" }).waitFor();
    expect(await partners.getByRole("rowheader", { name: "Nettbutikken" }).count()).toBe(0);

    // The legend says each series' total; the grouped tables fit beside each other; every id is one of a kind.
    const legend = admin.getByRole("list", { name: "Forklaring" });
    await seen(legend);
    const keys = (await legend.getByRole("listitem").allInnerTexts()).map((text) =>
      text.replace(/\s+/g, " "),
    );
    expect(keys[0]).toMatch(/^Omsetning \(søyler, venstre akse\): kr [\d ]+ i alt$/);
    expect(keys[1]).toBe(`Ordre (linje, høyre akse): ${ordersValue} i alt`);
    const clipped = await admin.$$eval(".key-figures__groups .key-figures__table-wrap", (boxes) =>
      boxes.filter((box) => box.scrollWidth > box.clientWidth).map((box) => box.getAttribute("aria-label")),
    );
    expect(clipped).toEqual([]);
    const repeatedIds = await admin.evaluate(() => {
      const ids = [...document.querySelectorAll("[id]")].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    expect(repeatedIds).toEqual([]);
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
