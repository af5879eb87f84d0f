import { CONSENT_COOKIE } from "@mt/domain/state/cookie-consent";
import { chromium } from "playwright-core";
import { startProductServer } from "./support/servers.ts";

/** The public pages issue 19's JavaScript budget covers. */
const PAGES = ["/", "/nettbutikk/alle", "/bestilling/jobb/elbillader"];
const BUDGET_KB = 90;

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
 * Compressed JavaScript an anonymous returning visitor (consent chosen, no banner) downloads while
 * loading each public page: the compressed body bytes on the wire (CDP `encodedDataLength` at the end
 * less the headers' part) of every script response until the network is idle, in a fresh context
 * (empty cache) per page.
 */
export async function benchJsBudget() {
  // A deployment as customers meet it: the local demo adds the developer menu (and its sign-in list).
  const product = await startProductServer({ APP_ENV: "production" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run"],
  });
  try {
    const pages: Record<string, PageResult> = {};
    for (const pagePath of PAGES) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      await context.addCookies([
        { name: CONSENT_COOKIE, value: "essentials", domain: "127.0.0.1", path: "/" },
      ]);
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
      cdp.on("Network.loadingFinished", (event) => {
        sizes.set(event.requestId, event.encodedDataLength);
      });
      await page.goto(`${product.url}${pagePath}`, { waitUntil: "networkidle" });
      await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" });
      await page.waitForTimeout(500);
      const chunks = [...scripts]
        .map(([id, url]) => {
          const transferred = sizes.get(id) ?? 0;
          return {
            name: new URL(url).pathname.replace(/^\/assets\//, ""),
            kB: round((transferred - (headerBytes.get(id) ?? 0)) / 1000),
            transferredKB: round(transferred / 1000),
            encoding: encodings.get(id) ?? "none",
          };
        })
        .sort((a, b) => b.kB - a.kB);
      const kB = round(chunks.reduce((sum, chunk) => sum + chunk.kB, 0));
      const transferredKB = round(chunks.reduce((sum, chunk) => sum + chunk.transferredKB, 0));
      pages[pagePath] = {
        kB,
        transferredKB,
        holds: kB <= BUDGET_KB,
        staffChunks: chunks.filter((chunk) => STAFF_ONLY.test(chunk.name)).map((chunk) => chunk.name),
        chunks,
      };
      await context.close();
    }
    return {
      name: `JavaScript per public page, compressed on the wire (budget ${BUDGET_KB} kB)`,
      summary: Object.fromEntries(
        Object.entries(pages).map(([path, result]) => [
          path,
          `${result.kB} kB (${result.transferredKB} kB with headers) in ${result.chunks.length} files; holds: ${result.kB} kB <= ${BUDGET_KB}: ${result.holds}; staff-only chunks: ${result.staffChunks.length}; encodings: ${[...new Set(result.chunks.map((chunk) => chunk.encoding))].join(", ")}`,
        ]),
      ),
      pages,
    };
  } finally {
    await browser.close();
    await product.stop();
  }
}

function round(value: number): number {
  return Math.round(value * 10) / 10;
}
