import path from "node:path";
import { decodeCalendar } from "@mt/contract/contractor";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { formatTime } from "@mt/domain/format/date";
import { formatDayHeading } from "@mt/domain/format/weekday";
import { osloDate } from "@mt/domain/time/oslo-clock";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nthWorkingDay } from "../apps/api/src/seed/demo-projects.ts";
import { bookByApi, freeWindows } from "./support/book-by-api.ts";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/*
 * Availability and swaps (issue 15, journey 2): an electrician marks a holiday over a booked job;
 * the affected job is listed (they may not swap); the company's admin swaps it to a colleague from
 * the same page and the holiday saves; the customer still sees the same time. Decision 029.
 */

const ENV = { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100", DEV_LOGIN_CODE: "123456" };
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: ENV }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const pageAs = (session: string, width?: number) =>
  newPageAs(browser, server.url, session, { width, locale: "nb-NO" });

async function api(session: string, method: "GET" | "POST", url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { cookie: `${AUTH_COOKIE_NAME}=${session}`, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads a few fields of several answers
  return { status: res.status, body: (await res.json()) as any };
}

/** "2026-12-07" → "07.12.2026", as the page takes dates. */
const norwegian = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

describe("journey 2: a holiday over a booked job, swapped by the admin", () => {
  it("lists the job for the electrician, lets the admin swap it, saves the holiday; the customer keeps the time", async () => {
    const admin = await devSessionToken(server.url, "CONTRACTOR_ADMIN");
    const electrician = await devSessionToken(server.url, "ELECTRICIAN");
    const users = (await (await fetch(`${server.url}/api/auth/dev/users`)).json()).data as {
      role: string;
      uuid: string;
    }[];
    const login = users.find((u) => u.role === "ELECTRICIAN")?.uuid as string;
    const mine = await api(electrician, "GET", `/api/electrician/${login}/availability`);
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const company = mine.body.data.contractor.uuid as string;
    const per = mine.body.data.electrician;

    // A customer books a morning past the demo's busy first week and its time off, so that colleagues
    // are free; the admin gives the job to Per (the electrician with the login).
    const later = nthWorkingDay(osloDate(Date.now()), 8);
    const startsAt = (await freeWindows(server.url)).find((w) => osloDate(Date.parse(w)) >= later);
    const booking = await bookByApi(
      server.url,
      {
        phoneNumber: "+4747880001",
        firstName: "Siri",
        lastName: "Ferievik",
        email: "siri.ferievik@eksempel.no",
        address: "Feriestien 3",
      },
      { startsAt },
    );
    const free = await api(
      admin,
      "GET",
      `/api/contractor/${company}/project/${booking.projectUuid}/swappable-electricians`,
    );
    expect(free.status, JSON.stringify(free.body)).toBe(200);
    if (free.body.data.electricians.some((e: { uuid: string }) => e.uuid === per.uuid)) {
      const toPer = await api(
        admin,
        "POST",
        `/api/contractor/${company}/project/${booking.projectUuid}/swap-timeslot`,
        {
          timeslot_uuid: free.body.data.timeslot_uuid,
          electrician_uuid: per.uuid,
        },
      );
      expect(toPer.status, JSON.stringify(toPer.body)).toBe(200);
    }
    const day = norwegian(osloDate(Date.parse(booking.windowStartsAt)));
    // What the customer's page says of the arrival: "onsdag 9. desember • kl. 08:00–12:00".
    const time = `${formatDayHeading(booking.windowStartsAt)} • kl. ${formatTime(booking.windowStartsAt)}`;

    // The electrician marks a holiday that day: the job is listed, and only keeping is offered.
    const phone = await pageAs(electrician, 390);
    await phone.goto(`${server.url}/montor/${login}/tilgjengelighet`);
    await hydrated(phone);
    await phone.getByRole("radio", { name: "Egen arbeidsuke" }).check();
    await phone.getByRole("button", { name: "Lagre egen arbeidsuke" }).waitFor();
    await phone.screenshot({ path: path.join(shots, "availability-390.png"), fullPage: true });
    expect(await axeViolations(phone)).toEqual([]);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await phone.getByRole("radio", { name: "Firmaets standarduke" }).check();
    await phone.getByRole("textbox", { name: /Fra dato/ }).fill(day);
    await phone.getByRole("button", { name: "Legg til unntak" }).click();
    const listed = phone.getByRole("region", { name: "Berørte oppdrag" });
    await listed.getByText(`Oppdrag ${booking.number}`).waitFor();
    await expect.poll(() => listed.textContent()).toContain("Siri Ferievik");
    expect(await listed.getByRole("button", { name: "Bytt montør" }).count()).toBe(0);
    expect(await axeViolations(phone)).toEqual([]);
    await phone.screenshot({ path: path.join(shots, "availability-affected-390.png"), fullPage: true });
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await listed.getByRole("button", { name: "Avbryt" }).click();

    // The admin opens Per's page, adds the same holiday and swaps the job to a colleague.
    const desk = await pageAs(admin);
    await desk.goto(`${server.url}/montor/${per.uuid}/tilgjengelighet`);
    await hydrated(desk);
    await desk.screenshot({ path: path.join(shots, "availability-1366.png"), fullPage: true });
    expect(await axeViolations(desk)).toEqual([]);
    await desk.getByRole("textbox", { name: /Fra dato/ }).fill(day);
    await desk.getByRole("textbox", { name: /Notat/ }).fill("Ferie");
    await desk.getByRole("button", { name: "Legg til unntak" }).click();
    await desk
      .getByRole("region", { name: "Berørte oppdrag" })
      .getByRole("button", { name: "Bytt montør" })
      .click();
    const dialog = desk.getByRole("dialog");
    await dialog.getByRole("radio").first().check();
    expect(await axeViolations(desk)).toEqual([]);
    await desk.screenshot({ path: path.join(shots, "availability-swap-dialog-1366.png") });
    await dialog.getByRole("button", { name: /^Bytt til / }).click();
    await desk.getByText(new RegExp(`Oppdrag ${booking.number} er gitt til`)).waitFor();
    await desk.getByText("Unntaket er lagt til.").waitFor();
    await desk.getByRole("heading", { name: "Unntak", exact: true }).waitFor();
    await expect.poll(() => desk.locator(".availability-exceptions").textContent()).toContain("Ferie");

    // Per no longer has the job; the customer still sees the same time.
    const after = await api(
      admin,
      "GET",
      `/api/contractor/${company}/calendar?from=${osloDate(Date.parse(booking.windowStartsAt))}&to=${osloDate(Date.parse(booking.windowStartsAt) + 86_400_000)}`,
    );
    const holder = decodeCalendar(after.body.data).electricians.find((e) =>
      e.events.some((event) => event.uuid === booking.projectUuid),
    );
    expect(holder?.uuid).toBeDefined();
    expect(holder?.uuid).not.toBe(per.uuid);
    const customer = await pageAs(booking.session, 390);
    await customer.goto(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);
    await hydrated(customer);
    await expect.poll(() => customer.locator("main").textContent()).toContain(time);
  });
});
