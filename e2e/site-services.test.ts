import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { CONSENT_COOKIE, CONSENT_PERMISSIONS_COOKIE } from "@mt/domain/state/cookie-consent";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, launchBrowser, scriptsSettling } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots } from "./support/setup.ts";

/*
 * Cookie consent, the analytics container and the chat widget (decision 039): a first-time visitor
 * is asked, refuses the others and no container loads; accepts them from the footer and it does. The
 * chat (a fake Chatwoot SDK served here) comes with the necessary cookies, hides in the configurator
 * and never loads for an electrician.
 */

const CONTAINER = "GTM-TEST123";
const FAKE_SDK = `window.chatwootSDK = {
  run: function (options) {
    var bubble = document.createElement("div");
    bubble.id = "fake-chat";
    bubble.textContent = "Chat med kundeservice";
    bubble.dataset.token = options.websiteToken;
    bubble.dataset.base = options.baseUrl;
    document.body.appendChild(bubble);
    window.$chatwoot = {
      toggleBubbleVisibility: function (visibility) { bubble.hidden = visibility === "hide"; },
      toggle: function () {},
    };
    window.dispatchEvent(new Event("chatwoot:ready"));
  },
};`;

let server: RunningServer;
let browser: Browser;
let chat: http.Server;
let chatUrl: string;
const sdkRequests: string[] = [];

beforeAll(async () => {
  chat = http.createServer((req, res) => {
    sdkRequests.push(req.url ?? "");
    if (req.url === "/packs/js/sdk.js") {
      res.writeHead(200, { "content-type": "application/javascript" }).end(FAKE_SDK);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => chat.listen(0, "127.0.0.1", resolve));
  chatUrl = `http://127.0.0.1:${(chat.address() as AddressInfo).port}`;
  // One after the other, with time to seed on a busy machine.
  server = await startServer({
    readyTimeoutMs: 180_000,
    env: {
      ANALYTICS_CONTAINER_ID: CONTAINER,
      CHAT_WIDGET_SCRIPT_URL: `${chatUrl}/packs/js/sdk.js`,
      CHAT_WIDGET_TOKEN: "test-website-token",
    },
  });
  browser = await launchBrowser({ firstVisit: true });
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => chat?.close(resolve));
});

/** Each visitor page's script watch, from its first request on. */
const watchers = new WeakMap<Page, ReturnType<typeof scriptsSettling>>();

/** A fresh context whose tag-manager requests are answered here and counted. */
async function visitor(options: { width?: number; session?: string } = {}) {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1366, height: 900 } });
  if (options.session) {
    await context.addCookies([{ name: AUTH_COOKIE_NAME, value: options.session, url: server.url }]);
  }
  const containers: string[] = [];
  await context.route("https://www.googletagmanager.com/**", (route) => {
    containers.push(route.request().url());
    return route.fulfill({ contentType: "application/javascript", body: "window.fakeContainerRan = true;" });
  });
  const page = await context.newPage();
  watchers.set(page, scriptsSettling(page));
  return { context, page, containers };
}

async function cookie(context: BrowserContext, name: string) {
  return (await context.cookies(server.url)).find((c) => c.name === name)?.value;
}

/** Waits until a wrongly loaded script would have been requested: the page's scripts have settled. */
async function settle(page: Page) {
  const watcher = watchers.get(page);
  if (!watcher) throw new Error("not a visitor's page");
  await watcher.settled();
}

/** The page's data layer, its Consent Mode commands (`arguments` objects) as arrays. */
function dataLayer(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      Object.prototype.toString.call(entry) === "[object Arguments]"
        ? Array.from(entry as ArrayLike<unknown>)
        : entry,
    ),
  );
}

const consentCommands = async (page: Page) =>
  (await dataLayer(page)).filter(
    (entry): entry is unknown[] => Array.isArray(entry) && entry[0] === "consent",
  );

const banner = (page: Page) => page.getByRole("region", { name: "Vi bruker informasjonskapsler" });

describe("cookie consent, analytics and the chat widget", () => {
  it("asks a first-time visitor; refusing loads no container, the chat comes; the footer's button lets them accept", async () => {
    const { context, page, containers } = await visitor();
    await page.goto(server.url);
    await hydrated(page);
    await banner(page).waitFor();
    // Consent Mode: all denied before anything else, nothing third-party yet.
    const [first] = await dataLayer(page);
    if (!Array.isArray(first)) throw new Error("the data layer does not start with a consent command");
    expect(first.slice(0, 2)).toEqual(["consent", "default"]);
    expect(Object.values(first[2] as object).every((value) => value === "denied")).toBe(true);
    await page.screenshot({ path: path.join(shots, "consent-banner.png") });
    expect(await axeViolations(page)).toEqual([]);
    await settle(page);
    expect(containers).toEqual([]);
    expect(sdkRequests).toEqual([]);

    await banner(page).getByRole("button", { name: "Kun nødvendige" }).click();
    await banner(page).waitFor({ state: "detached" });
    expect(await cookie(context, CONSENT_COOKIE)).toBe("essentials");
    const permissions = JSON.parse(
      decodeURIComponent((await cookie(context, CONSENT_PERMISSIONS_COOKIE)) ?? "{}"),
    );
    expect(permissions).toMatchObject({ functionality_storage: "granted", analytics_storage: "denied" });
    const expires = (await context.cookies(server.url)).find(
      (c) => c.name === CONSENT_PERMISSIONS_COOKIE,
    )?.expires;
    expect((expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    // The chat needs only the necessary cookies: it comes, with the configured token and base.
    const bubble = page.locator("#fake-chat");
    await bubble.waitFor();
    expect(await bubble.getAttribute("data-token")).toBe("test-website-token");
    expect(await bubble.getAttribute("data-base")).toBe(chatUrl);
    await settle(page);
    expect(containers).toEqual([]);

    // A reload remembers the choice: no banner, still no container.
    await page.reload();
    await hydrated(page);
    await settle(page);
    expect(await banner(page).count()).toBe(0);
    expect(containers).toEqual([]);

    // Client-side into the configurator the chat hides, and back out it shows again.
    await page.locator("#fake-chat").waitFor();
    await page.evaluate(() => {
      const link = document.createElement("a");
      link.href = "/order/job/elbillader";
      link.dataset.page = "";
      link.textContent = "Elbillader";
      document.querySelector("main")?.append(link);
      link.click();
    });
    await page.waitForURL(`${server.url}/order/job/elbillader`);
    await page.locator("#fake-chat").waitFor({ state: "hidden" });
    await page.goBack();
    await page.locator("#fake-chat").waitFor({ state: "visible" });

    // The footer's button opens the choice again, with the groups; accepting all loads the container.
    const footerButton = page.getByRole("contentinfo").getByRole("button", { name: "Informasjonskapsler" });
    await footerButton.click();
    await banner(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Vi bruker informasjonskapsler",
    );
    await banner(page).getByRole("checkbox", { name: "Statistikk og markedsføring" }).check();
    const accept = await banner(page).getByRole("button", { name: "Godta alle" }).boundingBox();
    const refuse = await banner(page).getByRole("button", { name: "Kun nødvendige" }).boundingBox();
    expect(refuse?.width).toBe(accept?.width);
    await banner(page).getByRole("button", { name: "Lagre valget" }).click();
    await expect.poll(() => containers).toEqual([`https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`]);
    await page.waitForFunction(() => (window as { fakeContainerRan?: boolean }).fakeContainerRan === true);
    expect(await cookie(context, CONSENT_COOKIE)).toBe("all");
    const last = (await consentCommands(page)).at(-1);
    expect(last?.[1]).toBe("update");
    expect(last?.[2]).toMatchObject({ analytics_storage: "granted", ad_user_data: "granted" });
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe("Informasjonskapsler");
    await context.close();
  }, 180_000);

  it("comes with the page's HTML, before any script has run", async () => {
    const { context, page } = await visitor();
    await context.route("**/*.js", (route) => route.abort());
    await page.goto(server.url);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    await context.close();
  }, 180_000);

  it("on a phone the banner sits at the bottom, leaves most of the first screen free, and axe finds nothing", async () => {
    const { context, page } = await visitor({ width: 390 });
    await page.goto(server.url);
    await hydrated(page);
    await banner(page).waitFor();
    const accept = await banner(page).getByRole("button", { name: "Godta alle" }).boundingBox();
    const refuse = await banner(page).getByRole("button", { name: "Kun nødvendige" }).boundingBox();
    // Equal prominence: the same size, side by side.
    expect(refuse?.width).toBe(accept?.width);
    expect(refuse?.height).toBe(accept?.height);
    expect(refuse?.y).toBe(accept?.y);
    const region = await banner(page).boundingBox();
    const viewport = page.viewportSize()?.height ?? 0;
    expect(Math.round((region?.y ?? 0) + (region?.height ?? 0))).toBe(viewport);
    expect(region?.height ?? viewport).toBeLessThanOrEqual(viewport / 3);
    await page.screenshot({ path: path.join(shots, "consent-banner-phone-first.png") });
    await banner(page).getByRole("button", { name: "Velg selv" }).click();
    await page.screenshot({ path: path.join(shots, "consent-banner-phone.png") });
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  }, 180_000);

  it("an electrician never gets the chat, and is reported to analytics with the active roles", async () => {
    const session = await devSessionToken(server.url, "ELECTRICIAN");
    const { context, page, containers } = await visitor({ session });
    await context.addCookies([{ name: CONSENT_COOKIE, value: "all", url: server.url }]);
    const before = sdkRequests.length;
    await page.goto(server.url);
    await hydrated(page);
    await expect.poll(() => containers.length).toBe(1);
    await settle(page);
    expect(await page.locator("#fake-chat").count()).toBe(0);
    expect(sdkRequests.length).toBe(before);
    const reported = (await dataLayer(page)).find(
      (entry) => (entry as { event?: string }).event === "user_data",
    );
    expect(reported).toEqual({ event: "user_data", user_type: "non_customer", active_roles: "ELECTRICIAN" });
    await context.close();
  }, 180_000);
});
