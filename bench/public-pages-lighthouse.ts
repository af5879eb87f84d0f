import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductServer } from "./support/servers.ts";

/** The public pages a customer meets first; the home page and the job page also have their own benches. */
const PAGES = ["/", "/nettbutikk/alle", "/bestilling/jobb/elbillader", "/logginn"];

/** Lighthouse scores (mobile defaults) and FCP of each public page, after one warm-up load each. */
export async function benchPublicPagesLighthouse() {
  const product = await startProductServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const pages: Record<string, Record<string, number>> = {};
    for (const page of PAGES) {
      const url = `${product.url}${page}`;
      const options = { port: chrome.port, output: "json" as const, logLevel: "error" as const };
      await lighthouse(url, { ...options, onlyCategories: ["performance"] });
      const lhr = (
        await lighthouse(url, {
          ...options,
          onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
        })
      )?.lhr;
      const score = (key: string) => Math.round((lhr?.categories[key]?.score ?? 0) * 100);
      pages[page] = {
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        fcpMs: Math.round(lhr?.audits["first-contentful-paint"]?.numericValue ?? 0),
        tbtMs: Math.round(lhr?.audits["total-blocking-time"]?.numericValue ?? 0),
      };
    }
    return { name: "Lighthouse, public pages (mobile)", pages };
  } finally {
    chrome.kill();
    await product.stop();
  }
}
