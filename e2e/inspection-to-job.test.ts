import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiBooking, bookByApi } from "./support/book-by-api.ts";
import { axeViolations, hydrated, imageLoaded, launchBrowser } from "./support/browser.ts";
import { confirmPhoneSeen } from "./support/code-step.ts";
import { smsTexts, waitForSms } from "./support/outbox.ts";
import { clickSeen, fillSeen, seen } from "./support/person.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots } from "./support/setup.ts";

const PHONE = "+4747560001";
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

const smsTo = (phoneNumber: string) => smsTexts(server.dataDir, phoneNumber);

/** The meeting link texted to the phone number, once the outbox has sent it. */
const meetingLink = (phoneNumber: string) =>
  waitForSms(
    server.dataDir,
    phoneNumber,
    (texts) =>
      texts
        .filter((text) => text.includes("Videobefaringen"))
        .map((text) => /https?:\/\/\S+/.exec(text)?.[0])
        .find(Boolean),
    "the meeting link",
  );

/** The signed offer links texted to the phone number so far, oldest first. */
const offerLinks = (phoneNumber: string) =>
  smsTo(phoneNumber)
    .map((text) => /https?:\/\/\S+\/tilbud\/[0-9a-f-]{36}\?t=[\w.-]+/.exec(text)?.[0])
    .filter((found): found is string => found?.startsWith(`${server.url}/tilbud/`) === true);

/**
 * The offer link's page at this width, as a person uses it: the offer and its total, then `answer`
 * ("Godta tilbudet" or "Avslå") and the code texted to the phone, every field and button in view.
 */
async function answerByLink(link: string, width: number, answer: "Godta tilbudet" | "Avslå", total: string) {
  const page = await (
    await browser.newContext({ viewport: { width, height: width < 768 ? 844 : 900 } })
  ).newPage();
  const fits = async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.goto(link);
  await hydrated(page);
  await seen(page.getByRole("heading", { name: /^Tilbud på prosjekt/ }));
  expect(await (await seen(page.getByTestId("offer-total"))).textContent()).toBe(total);
  const pdf = await page.getByRole("link", { name: "Last ned tilbudet som PDF" }).getAttribute("href");
  expect((await page.request.get(`${server.url}${pdf}`)).status()).toBe(200);
  await fits();
  await clickSeen(page.getByRole("button", { name: answer, exact: true }));
  await seen(page.getByLabel("Telefonnummeret tilbudet ble sendt til"));
  expect(await axeViolations(page)).toEqual([]);
  await confirmPhoneSeen(page, server.dataDir, {
    phoneLabel: "Telefonnummeret tilbudet ble sendt til",
    phoneNumber: PHONE,
    confirmLabel: answer === "Avslå" ? "Bekreft og avslå" : "Bekreft og godta",
    shots: `${shots}/offer-link-${width}`,
  });
  await seen(page.getByText(answer === "Avslå" ? "Du har avslått tilbudet" : "Tilbudet er godtatt").first());
  await fits();
  await page.screenshot({ path: `${shots}/offer-link-${width}.png`, fullPage: true });
  await page.context().close();
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
  it("meet on video, a snapshot on the project, findings, an offer the customer accepts, the job's time", async () => {
    // A customer books a heat pump, which needs an inspection first, on video.
    const booking: ApiBooking = await bookByApi(
      server.url,
      {
        phoneNumber: PHONE,
        firstName: "Vilde",
        lastName: "Video",
        email: "vilde.video@eksempel.no",
        address: "Videoveien 3",
      },
      {
        job: "luft-til-vann-varmepumpe",
        answers: { varme: "vannbaaren" },
        inspectionMode: "VIDEO",
        codeFrom: server.dataDir,
      },
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
    await clickSeen(
      inspector
        .getByRole("row", { name: /Vilde Video/ })
        .getByRole("link")
        .first(),
    );
    await inspector.getByRole("heading", { name: "Befaring", exact: true }).waitFor();
    await hydrated(inspector);
    await clickSeen(inspector.getByRole("link", { name: "Start videobefaringen" }));
    await inspector.waitForURL(`**/project/${booking.projectUuid}/inspection/video`);
    await hydrated(inspector);
    await inspector.getByText("Kunden har ikke koblet seg på ennå").waitFor();

    // The customer joins from "my page".
    await customer.goto(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);
    await hydrated(customer);
    await clickSeen(customer.getByRole("link", { name: "Bli med i videobefaringen" }));
    await customer.waitForURL(`**/project/${booking.projectUuid}/inspection/video`);
    await hydrated(customer);

    // Each sees the other's stream, in the video-meeting mode (where no chat widget is shown).
    await Promise.all([remotePlaying(inspector), remotePlaying(customer)]);
    for (const page of [inspector, customer]) {
      await page.getByText("Tilkoblet.").waitFor();
      expect(await page.evaluate(() => document.body.classList.contains("is-video-meeting"))).toBe(true);
    }
    await clickSeen(customer.getByRole("button", { name: "Slå av mikrofonen" }));
    await customer.getByRole("button", { name: "Slå på mikrofonen" }).waitFor();
    expect(await axeViolations(customer)).toEqual([]);

    // The inspector takes a snapshot of the customer's video.
    await clickSeen(inspector.getByRole("button", { name: "Ta bilde" }));
    await imageLoaded(inspector.getByRole("img", { name: "Stillbilde 1 fra videoen" }));
    await inspector.screenshot({ path: `${shots}/video-inspection-inspector.png` });
    await customer.screenshot({ path: `${shots}/video-inspection-customer.png` });

    // The customer hangs up; the inspector is told the other side left.
    await clickSeen(customer.getByRole("button", { name: "Legg på" }));
    await customer.getByText("Du har lagt på.").waitFor();
    await inspector.getByText("Kunden har ikke koblet seg på ennå").waitFor();

    // The inspector texts the customer a link; it opens this meeting without a login, and nothing else.
    const inspectorSession = await devSessionToken(server.url, "INSPECTOR");
    const sent = await fetch(`${server.url}/api/inspection/${booking.projectUuid}/video/link`, {
      method: "POST",
      headers: { cookie: `${AUTH_COOKIE_NAME}=${inspectorSession}` },
    });
    expect(sent.status).toBe(200);
    const link = await meetingLink(PHONE);
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
    await imageLoaded(inspector.getByRole("img", { name: "Stillbilde fra video 1" }));
    await fillSeen(
      inspector.getByLabel("Hva fant du?"),
      "Plass til utedel ved sørveggen. Sikringsskapet må byttes.",
    );
    await clickSeen(inspector.getByRole("button", { name: "Legg til måling" }));
    await fillSeen(inspector.getByLabel("Måling 1: hva"), "Hovedsikring");
    await fillSeen(inspector.getByLabel("Verdi"), "50");
    await fillSeen(inspector.getByLabel("Enhet"), "A");
    await clickSeen(inspector.getByRole("button", { name: "Lagre utkast" }));
    await inspector.getByText("Utkastet er lagret.").waitFor();
    await clickSeen(inspector.getByRole("button", { name: "Marker befaring utført" }));
    await inspector.getByText("Befaringen er markert som utført.").waitFor();
    await inspector.getByText(/Befaringen ble markert som utført/).waitFor();
    await inspector.getByText("Målinger: Hovedsikring: 50 A").first().waitFor();
    await inspector.screenshot({ path: `${shots}/video-inspection-findings.png`, fullPage: true });

    // The customer's project now says the inspection is done; no meeting to join any more.
    await customer.goto(`${server.url}/dashboard/prosjekt/${booking.projectUuid}`);
    await hydrated(customer);
    await customer.getByText("Befaringen er gjort. Du får et tilbud fra oss snart.").waitFor();
    expect(await customer.getByRole("link", { name: "Bli med i videobefaringen" }).count()).toBe(0);

    // The SMS link opens nothing any more, and says so plainly, on a phone and a desktop (decision 062).
    for (const width of [390, 1366]) {
      const late = await (await browser.newContext({ viewport: { width, height: 800 } })).newPage();
      await late.goto(link);
      await hydrated(late);
      const notice = late
        .getByRole("alert")
        .filter({ hasText: "Lenken til videobefaringen virker ikke lenger." });
      await notice.waitFor();
      const box = await notice.boundingBox();
      expect(box && box.x >= 0 && box.y >= 0 && box.x + box.width <= width && box.y + box.height <= 800).toBe(
        true,
      );
      expect(await late.locator(".meeting-meta").count()).toBe(0);
      expect(await late.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await late.screenshot({ path: `${shots}/video-link-ended-${width}.png` });
      await late.context().close();
    }

    // The inspector builds the offer on the project page: a product, a free line with its working
    // time, a message. There is no button to mark it sent by hand: sending the offer does that.
    const offer = inspector.getByRole("region", { name: "Tilbud" });
    await offer.getByText("Ingen tilbud ennå.").waitFor();
    expect(await inspector.getByRole("button", { name: "Marker tilbud sendt" }).count()).toBe(0);
    const catalogue = offer.getByLabel("Fra katalogen");
    const pump = await catalogue.locator("option", { hasText: "Panasonic" }).first().getAttribute("value");
    await (await seen(catalogue)).selectOption(pump ?? "");
    await clickSeen(offer.getByRole("button", { name: "Legg til", exact: true }));
    await fillSeen(offer.getByLabel("Beskrivelse"), "Montering av inne- og utedel");
    await fillSeen(offer.getByLabel("Antall", { exact: true }), "1");
    await fillSeen(offer.getByLabel("Pris per stk. (kr inkl. mva.)"), "9 500");
    await fillSeen(offer.getByLabel("Arbeidstid per stk. (minutter)"), "240");
    await clickSeen(offer.getByRole("button", { name: "Legg til linje" }));
    await offer.getByRole("listitem").filter({ hasText: "Montering av inne- og utedel" }).waitFor();
    const total = (await offer.getByTestId("offer-builder-total").textContent()) ?? "";
    expect(total).toMatch(/^kr\u00a0\d{1,3}(\u00a0\d{3})*$/);
    expect(await offer.getByTestId("offer-builder-work-time").textContent()).toBe("4 t");
    await fillSeen(offer.getByLabel("Melding til kunden"), "Takk for befaringen! Vi kan starte om to uker.");
    expect(await axeViolations(inspector)).toEqual([]);
    await inspector.screenshot({ path: `${shots}/offer-desk.png`, fullPage: true });
    await clickSeen(offer.getByRole("button", { name: "Lagre og send til kunden" }));
    await inspector.getByText("Tilbud versjon 1 er sendt. Kunden har fått SMS og e-post.").waitFor();
    await inspector.locator(".ui-page-header__lead", { hasText: "Tilbud sendt" }).waitFor();

    // The customer is told by SMS, with an absolute signed link that opens the offer without a
    // login; answering there asks for a code sent to the phone. On a computer, the customer declines.
    await expect.poll(() => offerLinks(PHONE).length, { timeout: 10_000 }).toBe(1);
    const myPage = `${server.url}/dashboard/prosjekt/${booking.projectUuid}`;
    expect(
      smsTo(PHONE).some((text) => text.includes(offerLinks(PHONE)[0] as string) && text.includes(myPage)),
    ).toBe(true);
    await answerByLink(offerLinks(PHONE)[0] as string, 1366, "Avslå", total);

    // The inspector sends version 2, the same lines; on the phone, the customer accepts it.
    await inspector.reload();
    await hydrated(inspector);
    await inspector.getByText("Tilbud versjon 1 avslått").first().waitFor();
    await offer.getByRole("heading", { name: "Ny versjon (2)" }).waitFor();
    await clickSeen(offer.getByRole("button", { name: "Lagre og send til kunden" }));
    await inspector.getByText("Tilbud versjon 2 er sendt. Kunden har fått SMS og e-post.").waitFor();
    await expect.poll(() => offerLinks(PHONE).length, { timeout: 10_000 }).toBe(2);
    await answerByLink(offerLinks(PHONE)[1] as string, 390, "Godta tilbudet", total);

    // On my page (a phone): the lines, the total in the same format, the working time, the PDF.
    await customer.goto(myPage);
    await hydrated(customer);
    const section = customer.getByRole("region", { name: "Tilbud" });
    await seen(section.getByRole("cell", { name: "Montering av inne- og utedel" }));
    expect(await section.getByTestId("offer-total").textContent()).toBe(total);
    expect(await section.getByTestId("offer-work-time").textContent()).toBe("4 t");
    await seen(section.getByText("Takk for befaringen! Vi kan starte om to uker."));
    const pdfHref = await section
      .getByRole("link", { name: "Last ned tilbudet som PDF" })
      .getAttribute("href");
    const pdf = await customer.request.get(`${server.url}${pdfHref}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await axeViolations(customer)).toEqual([]);
    // The phone never scrolls sideways: the lines table fits its box.
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await customer.screenshot({ path: `${shots}/offer-my-page-390.png`, fullPage: true });

    // The offer is the job now, priced and timed by the offer.
    await seen(section.getByText("Du har godtatt tilbudet"));
    await seen(customer.getByRole("list", { name: "Status" }).getByText(/^Tilbud godtatt/));
    expect(await customer.getByTestId("project-total").textContent()).toContain(
      `Totalt etter godtatt tilbud ${total}`,
    );

    // Then the job's time, through the same offered windows: a window long enough for four hours.
    const inspectionTime = await customer.getByTestId("project-when").first().textContent();
    await clickSeen(customer.getByRole("button", { name: "Flytt tidspunkt" }));
    const times = customer.getByRole("dialog");
    const choice = times.locator(`input[type=radio]:not([value="${booking.windowStartsAt}"])`).first();
    await seen(choice);
    const jobWindow = (await choice.getAttribute("value")) ?? "";
    await clickSeen(choice);
    await clickSeen(times.getByRole("button", { name: "Flytt til valgt tid" }));
    await expect
      .poll(() => customer.getByTestId("project-when").first().textContent())
      .not.toBe(inspectionTime);
    await customer.screenshot({ path: `${shots}/offer-job-scheduled-390.png`, fullPage: true });

    const caseworker = await devSessionToken(server.url, "CASEWORKER");
    const scheduled = await (
      await fetch(`${server.url}/api/project/${booking.projectUuid}`, {
        headers: { cookie: `${AUTH_COOKIE_NAME}=${caseworker}` },
      })
    ).json();
    expect(scheduled.data).toMatchObject({
      status: "offer_accepted",
      windowStartsAt: jobWindow,
      totals: { durationMinutes: 240 },
    });
    expect(Date.parse(scheduled.data.endsAt) - Date.parse(scheduled.data.startsAt)).toBe(240 * 60_000);
  }, 240_000);
});
