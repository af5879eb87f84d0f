import fs from "node:fs";
import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiBooking, bookByApi } from "./support/book-by-api.ts";
import { axeViolations, hydrated, launchBrowser } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServer({ env: { COOKIE_SECURE: "false", OUTBOX_POLL_MS: "100", DEV_LOGIN_CODE: "123456" } }),
    launchBrowser({ fakeMedia: true }),
  ]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A page in its own browser context (its own cookies), signed in with the session. */
async function pageAs(session: string, width = 1100): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: server.url }]);
  return context.newPage();
}

/** The meeting link texted to the phone number, once the outbox has sent it. */
async function meetingLink(phoneNumber: string): Promise<string> {
  const file = path.join(server.dataDir, "outbox.jsonl");
  for (let i = 0; i < 100; i++) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
    const sms = lines
      .map((line) => JSON.parse(line) as { channel: string; to: string; text: string })
      .find(
        (line) => line.channel === "sms" && line.to === phoneNumber && line.text.includes("Videobefaringen"),
      );
    const link = sms && /https?:\/\/\S+/.exec(sms.text)?.[0];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no meeting link texted to ${phoneNumber}`);
}

/** The other side's stream plays: the remote video element has frames. */
const remotePlaying = (page: Page) =>
  page.waitForFunction(
    () =>
      ((document.querySelector(`[data-testid="remote-video"]`) as HTMLVideoElement | null)?.videoWidth ?? 0) >
      0,
    undefined,
    { timeout: 30_000 },
  );

describe("the video inspection", () => {
  it("the inspector and the customer meet on video, a snapshot lands on the project, findings close it", async () => {
    // A customer books a heat pump, which needs an inspection first, on video.
    const booking: ApiBooking = await bookByApi(
      server.url,
      {
        phoneNumber: "+4747560001",
        firstName: "Vilde",
        lastName: "Video",
        email: "vilde.video@eksempel.no",
        address: "Videoveien 3",
      },
      { job: "luft-til-vann-varmepumpe", answers: { varme: "vannbaaren" }, inspectionMode: "VIDEO" },
    );
    const inspector = await pageAs(await devSessionToken(server.url, "INSPECTOR"));
    const customer = await pageAs(booking.session, 390);

    // The inspector finds it in the list and opens the project.
    await inspector.goto(`${server.url}/inspection/liste?mode=VIDEO`);
    await hydrated(inspector);
    await inspector
      .getByRole("link", { name: /\d\d:\d\d/ })
      .first()
      .waitFor();
    await inspector
      .getByRole("row", { name: /Vilde Video/ })
      .getByRole("link")
      .first()
      .click();
    await inspector.getByRole("heading", { name: "Befaring", exact: true }).waitFor();
    await hydrated(inspector);
    await inspector.getByRole("link", { name: "Start videobefaringen" }).click();
    await inspector.waitForURL(`**/project/${booking.projectUuid}/inspection/video`);
    await hydrated(inspector);
    await inspector.getByText("Kunden har ikke koblet seg på ennå").waitFor();

    // The customer joins from "my page".
    await customer.goto(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);
    await hydrated(customer);
    await customer.getByRole("link", { name: "Bli med i videobefaringen" }).click();
    await customer.waitForURL(`**/project/${booking.projectUuid}/inspection/video`);
    await hydrated(customer);

    // Each sees the other's stream, in the video-meeting mode (where no chat widget is shown).
    await Promise.all([remotePlaying(inspector), remotePlaying(customer)]);
    for (const page of [inspector, customer]) {
      await page.getByText("Tilkoblet.").waitFor();
      expect(await page.evaluate(() => document.body.classList.contains("is-video-meeting"))).toBe(true);
    }
    await customer.getByRole("button", { name: "Slå av mikrofonen" }).click();
    await customer.getByRole("button", { name: "Slå på mikrofonen" }).waitFor();
    expect(await axeViolations(customer)).toEqual([]);

    // The inspector takes a snapshot of the customer's video.
    await inspector.getByRole("button", { name: "Ta bilde" }).click();
    await inspector.getByRole("img", { name: "Stillbilde 1 fra videoen" }).waitFor();
    await inspector.screenshot({ path: `${shots}/video-inspection-inspector.png` });
    await customer.screenshot({ path: `${shots}/video-inspection-customer.png` });

    // The customer hangs up; the inspector is told the other side left.
    await customer.getByRole("button", { name: "Legg på" }).click();
    await customer.getByText("Du har lagt på.").waitFor();
    await inspector.getByText("Kunden har ikke koblet seg på ennå").waitFor();

    // The inspector texts the customer a link; it opens this meeting without a login, and nothing else.
    const inspectorSession = await devSessionToken(server.url, "INSPECTOR");
    const sent = await fetch(`${server.url}/api/inspection/${booking.projectUuid}/video/link`, {
      method: "POST",
      headers: { cookie: `${AUTH_COOKIE_NAME}=${inspectorSession}` },
    });
    expect(sent.status).toBe(200);
    const link = await meetingLink("+4747560001");
    expect(link.startsWith(`${server.url}/project/${booking.projectUuid}/inspection/video?t=`)).toBe(true);
    const fromSms = await (await browser.newContext({ viewport: { width: 390, height: 800 } })).newPage();
    await fromSms.goto(link);
    await hydrated(fromSms);
    await Promise.all([remotePlaying(fromSms), remotePlaying(inspector)]);
    await fromSms.getByText("Tilkoblet.").waitFor();
    await fromSms.goto(`${server.url}/dashboard`);
    await fromSms.waitForURL(/\/logginn/);
    await inspector.getByText("Kunden har ikke koblet seg på ennå").waitFor();

    // Back on the project: the snapshot is there; findings recorded; marked inspected.
    await inspector.goto(`${server.url}/prosjekter/${booking.number}`);
    await hydrated(inspector);
    await inspector.getByRole("img", { name: "Stillbilde fra video 1" }).waitFor();
    await inspector
      .getByLabel("Hva fant du?")
      .fill("Plass til utedel ved sørveggen. Sikringsskapet må byttes.");
    await inspector.getByRole("button", { name: "Legg til måling" }).click();
    await inspector.getByLabel("Måling 1: hva").fill("Hovedsikring");
    await inspector.getByLabel("Verdi").fill("50");
    await inspector.getByLabel("Enhet").fill("A");
    await inspector.getByRole("button", { name: "Lagre utkast" }).click();
    await inspector.getByText("Utkastet er lagret.").waitFor();
    await inspector.getByRole("button", { name: "Marker befaring utført" }).click();
    await inspector.getByText("Befaringen er markert som utført.").waitFor();
    await inspector.getByText(/Befaringen ble markert som utført/).waitFor();
    await inspector.getByText("Målinger: Hovedsikring: 50 A").first().waitFor();
    await inspector.screenshot({ path: `${shots}/video-inspection-findings.png`, fullPage: true });

    // The customer's project now says the inspection is done; no meeting to join any more.
    await customer.goto(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);
    await hydrated(customer);
    await customer.getByText("Befaringen er gjort. Du får et tilbud fra oss snart.").waitFor();
    expect(await customer.getByRole("link", { name: "Bli med i videobefaringen" }).count()).toBe(0);
  }, 180_000);
});
