import { type Browser, chromium } from "playwright-core";
import { BUDGET_PAGES, CUSTOMER_ALLOWANCE, customerJsLimitKb, JS_BUDGET_KB } from "./support/page-budgets.ts";
import { thisCheckout } from "./support/servers.ts";
import { type BrowserCookie, CONSENT, startStorefront } from "./support/storefront.ts";

/**
 * Chunk names that hold staff-only code (the CMS editor, the admin bar, tours, dev tools, desks):
 * none of them may load for an anonymous visitor.
 */
const STAFF_ONLY =
  /(admin-bar|page-editor|page-editing|modules-editor|field-editors|rich-text-editing|media-library|tour-card|dev-tools|dev-login|cms-menus|cms-pages|seller-|system-settings|users-|key-figures|uPlot|big-calendar|sortable)/;

interface PageResult {
  /** Compressed bodies. */
  kB: number;
  /** Compressed bodies and response headers. */
  transferredKB: number;
  holds: boolean;
  staffChunks: string[];
  chunks: Array<{ name: string; kB: number; transferredKB: number; encoding: string }>;
}

/**
 * Compressed JavaScript a returning visitor (consent chosen, no banner) downloads while loading each
 * page, anonymous and as a signed-in customer: the compressed body bytes on the wire (CDP
 * `encodedDataLength` at the end less the headers' part) of every script response until the network
 * is idle, in a fresh context (empty cache) per page and visitor. `root`: the checkout whose
 * production build serves the pages.
 */
export async function benchJsBudget(root = thisCheckout) {
  const { server, customer } = await startStorefront(root);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const pages: Record<string, { anonymous: PageResult; customer: PageResult }> = {};
    for (const pagePath of BUDGET_PAGES) {
      const url = `${server.url}${pagePath}`;
      const anonymous = await scriptsOf(browser, url, [CONSENT]);
      const signedIn = await scriptsOf(browser, url, [CONSENT, customer]);
      pages[pagePath] = {
        anonymous: { ...anonymous, holds: anonymous.kB <= JS_BUDGET_KB },
        customer: { ...signedIn, holds: signedIn.kB <= customerJsLimitKb(anonymous.kB) },
      };
    }
    const describe = (result: PageResult) =>
      `${result.kB} kB (${result.transferredKB} kB with headers) in ${result.chunks.length} files; holds: ${result.holds}; staff-only chunks: ${result.staffChunks.length}; encodings: ${[...new Set(result.chunks.map((chunk) => chunk.encoding))].join(", ")}`;
    return {
      name: `JavaScript per page, compressed on the wire (budget ${JS_BUDGET_KB} kB anonymous; a customer at most ${Math.round((1 + CUSTOMER_ALLOWANCE) * 100)} % of that page's anonymous figure)`,
      summary: Object.fromEntries(
        Object.entries(pages).map(([path, result]) => [
          path,
          { anonymous: describe(result.anonymous), customer: describe(result.customer) },
        ]),
      ),
      pages,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}

/** The browser's idle callback (the bench compiles without the DOM library). */
declare function requestIdleCallback(callback: () => void): number;

/** The scripts one page load downloads, in a fresh context with these cookies. */
async function scriptsOf(
  browser: Browser,
  url: string,
  cookies: BrowserCookie[],
): Promise<Omit<PageResult, "holds">> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const { hostname } = new URL(url);
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/" })));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    const scripts = new Map<string, string>();
    const headerBytes = new Map<string, number>();
    const sizes = new Map<string, number>();
    const encodings = new Map<string, string>();
    cdp.on("Network.responseReceived", (event) => {
      const { url, mimeType } = event.response;
      if (event.type === "Script" || /javascript/.test(mimeType) || /\.m?js(\?|$)/.test(url)) {
        scripts.set(event.requestId, url);
        headerBytes.set(event.requestId, event.response.encodedDataLength);
        const headers = Object.fromEntries(
          Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
        );
        encodings.set(event.requestId, String(headers["content-encoding"] ?? "none"));
      }
    });
    // Every script asked for, and which of them have arrived (or failed), to know when the page settled.
    const asked = new Set<string>();
    const ended = new Set<string>();
    let onEnded = () => {};
    cdp.on("Network.requestWillBeSent", (event) => {
      if (event.type === "Script" || /\.m?js(\?|$)/.test(event.request.url)) asked.add(event.requestId);
    });
    cdp.on("Network.loadingFinished", (event) => {
      sizes.set(event.requestId, event.encodedDataLength);
      ended.add(event.requestId);
      onEnded();
    });
    cdp.on("Network.loadingFailed", (event) => {
      ended.add(event.requestId);
      onEnded();
    });
    const allArrived = () =>
      new Promise<void>((resolve) => {
        onEnded = () => [...asked].every((id) => ended.has(id)) && resolve();
        onEnded();
      });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
    // Code the hydrated page loads later (lazy parts its effects import) counts too: settled once
    // every script asked for has arrived and the page then went idle without asking for another.
    for (let before = -1; before !== asked.size; ) {
      before = asked.size;
      await allArrived();
      await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(resolve)));
    }
    const chunks = [...scripts]
      .map(([id, scriptUrl]) => {
        const transferred = sizes.get(id) ?? 0;
        return {
          name: new URL(scriptUrl).pathname.replace(/^\/assets\//, ""),
          kB: round((transferred - (headerBytes.get(id) ?? 0)) / 1000),
          transferredKB: round(transferred / 1000),
          encoding: encodings.get(id) ?? "none",
        };
      })
      .sort((a, b) => b.kB - a.kB);
    return {
      kB: round(chunks.reduce((sum, chunk) => sum + chunk.kB, 0)),
      transferredKB: round(chunks.reduce((sum, chunk) => sum + chunk.transferredKB, 0)),
      staffChunks: chunks.filter((chunk) => STAFF_ONLY.test(chunk.name)).map((chunk) => chunk.name),
      chunks,
    };
  } finally {
    await context.close();
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
