import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductServer } from "./support/servers.ts";

/** The pages issue 19's Lighthouse budget covers: the home page, the shop and a job page. */
export const LIGHTHOUSE_PAGES = ["/", "/nettbutikk/alle", "/bestilling/jobb/elbillader"] as const;

/** Issue 19: each page, on Lighthouse's mobile emulation and throttling. */
export const LIGHTHOUSE_BUDGET = {
  performance: 97,
  lcpMs: 2_000,
  tbtMs: 150,
  cls: 0.02,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

export interface LighthousePage {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string | null;
  runtimeError: string | null;
  /** The audits that cost accessibility, best practices or SEO points. */
  failing: string[];
  holds: boolean;
}

const holds = (p: Omit<LighthousePage, "holds">) =>
  p.performance >= LIGHTHOUSE_BUDGET.performance &&
  p.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs &&
  p.tbtMs <= LIGHTHOUSE_BUDGET.tbtMs &&
  p.cls <= LIGHTHOUSE_BUDGET.cls &&
  p.accessibility >= LIGHTHOUSE_BUDGET.accessibility &&
  p.bestPractices >= LIGHTHOUSE_BUDGET.bestPractices &&
  p.seo >= LIGHTHOUSE_BUDGET.seo;

/**
 * Lighthouse (its default mobile emulation and simulated throttling) on the production build: the
 * four categories, LCP, TBT and CLS of each page, after one warm-up load each (so image variants
 * exist and the server's caches are warm), against issue 19's budget.
 */
export async function benchLighthouse(pages: readonly string[] = LIGHTHOUSE_PAGES) {
  // A deployment as customers meet it: the local demo adds the developer menu (and its sign-in list).
  const product = await startProductServer({ APP_ENV: "production" });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const measured: Record<string, LighthousePage> = {};
    for (const page of pages) {
      const url = `${product.url}${page}`;
      const options = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
      await lighthouse(url, { ...options, onlyCategories: ["performance"] });
      const lhr = (
        await lighthouse(url, {
          ...options,
          formFactor: "mobile",
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        })
      )?.lhr;
      const score = (key: string) => Math.round((lhr?.categories[key]?.score ?? 0) * 100);
      const audit = (key: string) => lhr?.audits[key]?.numericValue ?? Number.POSITIVE_INFINITY;
      const lcpItems = lhr?.audits["largest-contentful-paint-element"]?.details as
        | { items?: { items?: { node?: { snippet?: string } }[] }[] }
        | undefined;
      const result = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        fcpMs: Math.round(audit("first-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Number(audit("cumulative-layout-shift").toFixed(3)),
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
      measured[page] = { ...result, holds: holds(result) };
    }
    return { name: "Lighthouse (mobile)", budget: LIGHTHOUSE_BUDGET, pages: measured };
  } finally {
    chrome.kill();
    await product.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(JSON.stringify(await benchLighthouse(), null, 2));
