import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config } from "lighthouse";
import { chromium } from "playwright-core";
import {
  BUDGET_PAGES,
  CUSTOMER_LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_BUDGET,
  LIGHTHOUSE_RUNS,
  type LighthouseBudget,
  type LighthouseFigures,
  medianRun,
  meetsLighthouseBudget,
} from "./support/page-budgets.ts";
import { thisCheckout } from "./support/servers.ts";
import { type BrowserCookie, CONSENT, startStorefront } from "./support/storefront.ts";

export interface LighthousePage extends LighthouseFigures {
  fcpMs: number;
  lcpElement: string | null;
  runtimeError: string | null;
  /** The audits that cost accessibility, best practices or SEO points. */
  failing: string[];
  /**
   * Every measured run's score and TBT, in the order run; the figures above are the median run's of
   * those Lighthouse completed.
   */
  runs: (Pick<LighthouseFigures, "performance" | "tbtMs"> & { runtimeError: string | null })[];
  holds: boolean;
}

/**
 * Lighthouse (its default mobile emulation and simulated throttling) on the production build of the
 * checkout at `root`: the four categories, LCP, TBT and CLS of each page, the median of
 * `LIGHTHOUSE_RUNS` runs after one warm-up load each (so image variants exist and the server's caches
 * are warm), for an anonymous first visit against
 * issue 35's budget and for a signed-in customer (consent chosen) against it loosened by 10 %.
 */
export async function benchLighthouse(pages: readonly string[] = BUDGET_PAGES, root = thisCheckout) {
  const { server, customer } = await startStorefront(root);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const measured: Record<string, { anonymous: LighthousePage; customer: LighthousePage }> = {};
    for (const page of pages) {
      const url = `${server.url}${page}`;
      await useCookies(chrome.port, url, []);
      const anonymous = await audit(chrome.port, url, LIGHTHOUSE_BUDGET);
      await useCookies(chrome.port, url, [CONSENT, customer]);
      measured[page] = { anonymous, customer: await audit(chrome.port, url, CUSTOMER_LIGHTHOUSE_BUDGET) };
    }
    return {
      name: "Lighthouse (mobile)",
      budget: LIGHTHOUSE_BUDGET,
      customerBudget: CUSTOMER_LIGHTHOUSE_BUDGET,
      pages: measured,
    };
  } finally {
    chrome.kill();
    await server.stop();
  }
}

/**
 * The browser's cookies for the page's host, set as a visitor's browser holds them (a Cookie header
 * alone would hide the consent choice from the page's script). Lighthouse keeps cookies between runs.
 */
export async function useCookies(port: number, url: string, cookies: BrowserCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error("Chromium has no default context");
    await context.clearCookies();
    const { hostname } = new URL(url);
    await context.addCookies(cookies.map((cookie) => ({ ...cookie, domain: hostname, path: "/" })));
  } finally {
    await browser.close();
  }
}

/** A warm-up load, then `LIGHTHOUSE_RUNS` measured ones; the median run is the page's figures. */
async function audit(port: number, url: string, budget: LighthouseBudget): Promise<LighthousePage> {
  await lighthouse(url, { port, logLevel: "error", onlyCategories: ["performance"] });
  const runs: Omit<LighthousePage, "holds" | "runs">[] = [];
  for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await measure(port, url));
  // A run Lighthouse itself gave up on (no paint seen, the tab hung) measured nothing of the page.
  const completed = runs.filter((run) => run.runtimeError === null);
  const median = medianRun(completed.length > 0 ? completed : runs);
  return {
    ...median,
    runs: runs.map(({ performance, tbtMs, runtimeError }) => ({ performance, tbtMs, runtimeError })),
    holds: meetsLighthouseBudget(median, budget),
  };
}

/** One Lighthouse run of the four categories, mobile (or as `config` says: the desktop preset). */
export async function measure(
  port: number,
  url: string,
  config?: Config,
): Promise<Omit<LighthousePage, "holds" | "runs">> {
  const lhr = (
    await lighthouse(
      url,
      {
        port,
        output: "json",
        logLevel: "error",
        ...(config ? {} : { formFactor: "mobile" as const }),
        onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
      },
      config,
    )
  )?.lhr;
  const score = (key: string) => Math.round((lhr?.categories[key]?.score ?? 0) * 100);
  const metric = (key: string) => lhr?.audits[key]?.numericValue ?? Number.POSITIVE_INFINITY;
  const lcpItems = lhr?.audits["largest-contentful-paint-element"]?.details as
    | { items?: { items?: { node?: { snippet?: string } }[] }[] }
    | undefined;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: Math.round(metric("largest-contentful-paint")),
    fcpMs: Math.round(metric("first-contentful-paint")),
    tbtMs: Math.round(metric("total-blocking-time")),
    cls: Number(metric("cumulative-layout-shift").toFixed(3)),
    lcpElement: lcpItems?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    // Why a page scored nothing: Lighthouse's own error (no paint seen, the page hung, …).
    runtimeError: lhr?.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    failing: ["accessibility", "best-practices", "seo"].flatMap((key) =>
      (lhr?.categories[key]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr?.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => {
          // Which kinds of DevTools issue or element the audit found, when it lists them.
          const items = (lhr?.audits[ref.id]?.details as { items?: { issueType?: string }[] } | undefined)
            ?.items;
          const kinds = [
            ...new Set((items ?? []).flatMap((item) => (item.issueType ? [item.issueType] : []))),
          ];
          return `${key}: ${ref.id}${kinds.length ? ` (${kinds.join(", ")})` : ""}`;
        }),
    ),
  };
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchLighthouse(), null, 2));
