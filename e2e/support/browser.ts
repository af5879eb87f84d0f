import { createRequire } from "node:module";
import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { CONSENT_COOKIE } from "@mt/domain/state/cookie-consent";
import { type Browser, chromium, type Locator, type Page } from "playwright-core";

/**
 * Debian's Chromium, headless, with nothing that reaches out to the network. `fakeMedia`: a fake
 * camera and microphone, allowed without asking, and media that play without a click (video calls).
 * Every context is a returning visitor who chose the necessary cookies (no cookie banner), unless
 * `firstVisit` (the consent journey).
 */
export async function launchBrowser(
  options: { fakeMedia?: boolean; firstVisit?: boolean } = {},
): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      ...(options.fakeMedia
        ? [
            "--use-fake-device-for-media-stream",
            "--use-fake-ui-for-media-stream",
            "--autoplay-policy=no-user-gesture-required",
          ]
        : []),
    ],
  });
  if (!options.firstVisit) {
    // Cookies ignore the port: one for 127.0.0.1 reaches every test server. newPage() goes through here too.
    const newContext = browser.newContext.bind(browser);
    browser.newContext = async (contextOptions) => {
      const context = await newContext(contextOptions);
      await context.addCookies([
        { name: CONSENT_COOKIE, value: "essentials", domain: "127.0.0.1", path: "/" },
      ]);
      return context;
    };
  }
  return browser;
}

/**
 * A page in a browser context of its own, 900 px high and `width` wide, signed in to the server at
 * `serverUrl` with the `session` token (none: anonymous).
 */
export async function newPageAs(
  browser: Browser,
  serverUrl: string,
  session: string | null,
  options: { width?: number; locale?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1366, height: 900 },
    ...(options.locale && { locale: options.locale }),
  });
  if (session) await context.addCookies([{ name: AUTH_COOKIE_NAME, value: session, url: serverUrl }]);
  return context.newPage();
}

/**
 * Waits until the image has loaded: its address answered with a picture (a private file's signed
 * link, decision 061), not a 404 that leaves the alt text.
 */
export async function imageLoaded(image: Locator): Promise<void> {
  await image.waitFor();
  await image
    .page()
    .waitForFunction(
      (element) => element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0,
      await image.elementHandle(),
    );
}

/** Waits until the page is interactive: the root layout marks `<html data-hydrated="true">` once it has hydrated. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

const axeSource = createRequire(import.meta.url)("axe-core").source as string;

/**
 * Waits until no finite animation runs (a dialog's fade-in, a toast), for axe and screenshots. A
 * spinner's endless animation does not count; a cancelled one ends without an error.
 */
export async function animationsSettled(page: Page) {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every(
          (animation) =>
            animation.playState !== "running" ||
            animation.effect?.getComputedTiming().iterations === Infinity,
        ),
    undefined,
    { timeout: 15_000 },
  );
}

/** Runs axe-core for WCAG 2.1 A and AA on the page and returns the violations. */
export async function axeViolations(page: Page) {
  // A toast fades in and out, half transparent meanwhile, within a few seconds, and a busy button is
  // faded while its call runs: axe looks at the page once the toasts are gone and no button is busy.
  await page.waitForFunction(
    () => document.querySelector(".ui-toast, .ui-button--busy") === null,
    undefined,
    {
      timeout: 15_000,
    },
  );
  await animationsSettled(page);
  // Evaluated through the DevTools protocol: the page's CSP (scripts only with its nonce) refuses a script tag.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              help: string;
              nodes: Array<{ target: string[]; failureSummary?: string }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    // The failing elements by selector and axe's reason, so that a failure says where to look.
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
    }));
  });
}

/**
 * Watches the page's script requests from now on. `settled()` resolves once every script asked for
 * has arrived (or failed) and the page then went idle without asking for another: code a hydrated
 * page loads later (a lazy part its effects import, and what that part imports) has been asked for
 * by then. For "this code was never loaded": wait for this, then look.
 */
export function scriptsSettling(page: Page): { settled: () => Promise<void> } {
  const asked = new Set<unknown>();
  const ended = new Set<unknown>();
  let onEnded = () => {};
  page.on("request", (request) => {
    if (request.resourceType() === "script") asked.add(request);
  });
  const end = (request: unknown) => {
    ended.add(request);
    onEnded();
  };
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  const allArrived = () =>
    new Promise<void>((resolve) => {
      onEnded = () => [...asked].every((request) => ended.has(request)) && resolve();
      onEnded();
    });
  return {
    async settled() {
      for (let before = -1; before !== asked.size; ) {
        before = asked.size;
        await allArrived();
        await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
      }
    },
  };
}
