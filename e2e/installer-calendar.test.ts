import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { osloDate } from "@mt/domain/time/oslo-clock";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nthWorkingDay } from "../apps/api/src/seed/demo-projects.ts";
import { axeViolations, hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * The installers' calendars (issue 15): the demo contractor admin sees the company's electricians
 * in day, week (a row each) and month, opens a booking's project; the demo electrician sees their own
 * calendar, and on a phone an agenda by day.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { COOKIE_SECURE: "false" } }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function pageAs(session: string, width = 1366): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
  return context.newPage();
}

async function whoIs(session: string): Promise<{ uuid: string; contractor: { uuid: string } }> {
  const res = await fetch(`${server.url}/api/auth/me`, {
    method: "POST",
    headers: { cookie: `${AUTH_COOKIE_NAME}=${session}` },
  });
  return (await res.json()).data;
}

/** Where an element is on the screen. */
async function box(locator: ReturnType<Page["locator"]>): Promise<Box> {
  // The calendar lays itself out again once it has measured the page, and may hide or replace an
  // element meanwhile: ask until it is shown.
  const seen: { box: Box | null } = { box: null };
  await expect
    .poll(async () => {
      seen.box = await locator.boundingBox({ timeout: 1_000 }).catch(() => null);
      return seen.box !== null;
    })
    .toBe(true);
  if (!seen.box) throw new Error("not on the screen");
  return seen.box;
}

type Box = { x: number; y: number; width: number; height: number };

describe("the installers' calendars", () => {
  it("shows the company side by side in week, month and day, and one electrician's own; a phone gets an agenda", async () => {
    // The demo bookings are laid out in working days from the seeding day (apps/api/src/seed/demo-projects.ts):
    // Kari Hansen and Jonas Berg both work the next working day.
    const today = osloDate(Date.now());
    const next = nthWorkingDay(today, 1);
    const adminSession = await devSessionToken(server.url, "CONTRACTOR_ADMIN");
    const company = (await whoIs(adminSession)).contractor.uuid;
    const admin = await pageAs(adminSession);
    const calendar = `${server.url}/partner/${company}/kalender`;

    // The week arrives whole: it is in the server's HTML, one table for every width.
    const html = await (await admin.request.get(`${calendar}?view=week&date=${next}`)).text();
    expect(html).toContain('class="cal-week"');
    expect(html).not.toContain(`aria-label="Dag for dag"`);

    // Week: a row per electrician and a column per day, each booking in its electrician's row.
    expect((await admin.goto(`${calendar}?view=week&date=${next}`))?.status()).toBe(200);
    await hydrated(admin);
    await admin.getByRole("heading", { level: 1, name: "Kalender for Oslo Elektro og Varme AS" }).waitFor();
    const week = admin.getByRole("table");
    await week.waitFor();
    expect(await week.getByRole("columnheader").count()).toBe(8);
    // The day asked for is on the screen, whatever its place in the week.
    const asked = await box(week.locator(`th[data-date="${next}"]`));
    expect(asked.x).toBeGreaterThanOrEqual(0);
    expect(asked.x + asked.width).toBeLessThanOrEqual(1366);
    const bookingsOf = (name: string) =>
      week
        .getByRole("row")
        .filter({ has: admin.getByRole("rowheader", { name }) })
        .getByRole("link", { name: /^(Jobb|Befaring|Reklamasjon) \d+/ })
        .count();
    expect(await bookingsOf("Kari Hansen")).toBeGreaterThan(0);
    expect(await bookingsOf("Jonas Berg")).toBeGreaterThan(0);
    expect(await bookingsOf("Per Nilsen")).toBeGreaterThan(0);
    // A booking is shown as a person reads it: kind, number and address, inside the page's width.
    const job = week.getByRole("link", { name: /^Jobb \d+/ }).first();
    expect(await job.textContent()).toMatch(/^■ Jobb \d+ · /);
    expect((await box(job)).x + (await box(job)).width).toBeLessThanOrEqual(1366);
    await admin.getByRole("region", { name: "Kundenes vurdering av dere" }).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: path.join(shots, "calendar-company-week-1366.png"), fullPage: true });
    // A day's heading opens that day; back returns to the week.
    await week.getByRole("columnheader").nth(1).getByRole("link").click();
    await admin.waitForURL(/\?view=day&date=\d{4}-\d{2}-\d{2}$/);
    await admin.goBack();
    await admin.waitForURL(`${calendar}?view=week&date=${next}`);
    // The week is shown again (the toolbar's links name its date) once its data has come back.
    await admin.locator('nav[aria-label="Visning"] a[aria-current="page"]', { hasText: "Uke" }).waitFor();
    await week.waitFor();

    // Month, from the view switch; the URL keeps it, so back and reload show the same.
    await admin.getByRole("navigation", { name: "Visning" }).getByRole("link", { name: "Måned" }).click();
    await admin.waitForURL(`${calendar}?view=month&date=${next}`);
    await admin.locator(".cal-month").waitFor();
    await admin
      .locator(".cal-month a", { hasText: /^■ Jobb \d+/ })
      .first()
      .waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: path.join(shots, "calendar-company-month-1366.png"), fullPage: true });
    await admin.reload();
    await admin.locator(".cal-month").waitFor();
    await hydrated(admin);
    await admin.locator(".cal-month").waitFor();
    // A day's number opens that day; back returns to the month.
    const dayNumber = admin
      .locator(".cal-month__day:not(.cal-month__day--outside) .cal-month__date", {
        hasText: new RegExp(`^${next.slice(8)}$`),
      })
      .first();
    expect(await dayNumber.isVisible()).toBe(true);
    await dayNumber.click();
    await admin.waitForURL(`${calendar}?view=day&date=${next}`);
    await admin.goBack();
    await admin.waitForURL(`${calendar}?view=month&date=${next}`);
    await admin.locator(".cal-month").waitFor();

    // Day, and a booking opens its project.
    await admin.getByRole("navigation", { name: "Visning" }).getByRole("link", { name: "Dag" }).click();
    await admin.waitForURL(`${calendar}?view=day&date=${next}`);
    await admin.locator(".rbc-time-view").waitFor();
    expect(await axeViolations(admin)).toEqual([]);
    await admin.screenshot({ path: path.join(shots, "calendar-company-day-1366.png"), fullPage: true });
    const booking = admin.locator(".rbc-time-content a", { hasText: /^■ Jobb \d+/ }).first();
    const number = /Jobb (\d+)/.exec((await booking.textContent()) ?? "")?.[1];
    await booking.click();
    await admin.waitForURL(`${server.url}/prosjekter/${number}`);
    await admin.getByText(`nr. ${number}`, { exact: false }).first().waitFor();
    await admin.goBack();
    await admin.waitForURL(`${calendar}?view=day&date=${next}`);

    // The electrician: their own calendar, not their company's.
    const electricianSession = await devSessionToken(server.url, "ELECTRICIAN");
    const me = await whoIs(electricianSession);
    const own = `${server.url}/montor/${me.uuid}/kalender`;
    const electrician = await pageAs(electricianSession);
    expect((await electrician.goto(`${calendar}?view=week`))?.status()).toBe(403);
    expect((await electrician.goto(`${own}?view=week&date=${today}`))?.status()).toBe(200);
    await hydrated(electrician);
    await electrician.getByRole("heading", { level: 1, name: "Kalender for Per Nilsen" }).waitFor();
    await electrician.locator(".rbc-time-view").waitFor();
    await electrician.getByRole("region", { name: "Kundenes vurdering av deg" }).waitFor();
    // Working time is shaded in the day columns (not in the time gutter).
    expect(await electrician.locator(".rbc-day-slot .cal-slot--working").count()).toBeGreaterThan(0);
    expect(await electrician.locator(".rbc-time-gutter .cal-slot--working").count()).toBe(0);
    expect(await electrician.locator(".cal-resource").count()).toBe(0);
    expect(await axeViolations(electrician)).toEqual([]);
    await electrician.screenshot({
      path: path.join(shots, "calendar-electrician-week-1366.png"),
      fullPage: true,
    });

    // Staff reach every calendar: a global admin opens both.
    const adminOfAll = await pageAs(await devSessionToken(server.url, "GLOBAL_ADMIN"));
    expect((await adminOfAll.goto(`${own}?view=day&date=${today}`))?.status()).toBe(200);
    await adminOfAll.getByRole("heading", { level: 1, name: "Kalender for Per Nilsen" }).waitFor();
    expect((await adminOfAll.goto(`${calendar}?view=month&date=${today}`))?.status()).toBe(200);
    await adminOfAll
      .getByRole("heading", { level: 1, name: "Kalender for Oslo Elektro og Varme AS" })
      .waitFor();
    const nobody = "00000000-0000-4000-8000-000000000000";
    expect((await adminOfAll.goto(`${server.url}/montor/${nobody}/kalender`))?.status()).toBe(404);

    // On a phone: an agenda by day, each booking a link to its project, no sideways scrolling.
    const phone = await pageAs(electricianSession, 390);
    await phone.goto(`${own}?view=week&date=${nthWorkingDay(today, 3)}`);
    await hydrated(phone);
    const agenda = phone.getByRole("list", { name: "Dag for dag" });
    await agenda
      .getByRole("link", { name: /^(Jobb|Befaring|Reklamasjon) \d+/ })
      .first()
      .waitFor();
    expect(await phone.locator(".rbc-calendar").isVisible()).toBe(false);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(shots, "calendar-agenda-390.png"), fullPage: true });

    // The company's week on a phone: the same table, an electrician at a time, nothing sideways.
    const companyPhone = await pageAs(adminSession, 390);
    await companyPhone.goto(`${calendar}?view=week&date=${next}`);
    await hydrated(companyPhone);
    await companyPhone
      .getByRole("rowheader", { name: "Kari Hansen" })
      .locator("xpath=..")
      .getByRole("link", { name: /^(Jobb|Befaring|Reklamasjon) \d+/ })
      .first()
      .waitFor();
    expect(await companyPhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(companyPhone)).toEqual([]);
    await companyPhone.screenshot({
      path: path.join(shots, "calendar-company-week-390.png"),
      fullPage: true,
    });
  }, 180_000);
});
