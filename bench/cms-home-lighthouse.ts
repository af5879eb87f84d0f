import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductServer } from "./support/servers.ts";

/** Every script the page loads at start: module scripts, module preloads and inline module imports. */
async function pageScripts(url: string): Promise<string[]> {
  const html = await (await fetch(url)).text();
  const found = new Set<string>();
  for (const match of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+)"/g)) {
    if (match[1]) found.add(match[1]);
  }
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["'](\/assets\/[^"']+\.js)["']/g)) {
    if (match[1]) found.add(match[1]);
  }
  return [...found].map((src) => new URL(src, url).href);
}

/** The gzipped size in bytes of all JavaScript the page loads at start, HTML inline scripts included. */
export async function gzippedJs(url: string): Promise<{ files: number; bytes: number; inlineBytes: number }> {
  const html = await (await fetch(url)).text();
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .join("\n");
  let bytes = 0;
  const scripts = await pageScripts(url);
  for (const src of scripts)
    bytes += gzipSync(Buffer.from(await (await fetch(src)).arrayBuffer()), { level: 9 }).length;
  return { files: scripts.length, bytes, inlineBytes: gzipSync(Buffer.from(inline), { level: 9 }).length };
}

/**
 * The CMS home page: Lighthouse mobile performance score and LCP (default mobile emulation and
 * throttling), and the gzipped size of its JavaScript. Goals: score >= 95, JS <= 100 kB.
 */
export async function benchCmsHomeLighthouse() {
  const product = await startProductServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const url = `${product.url}/`;
    // One warm-up load, so the first variants of the images exist.
    await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
    });
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const lhr = result?.lhr;
    const js = await gzippedJs(url);
    const score = (key: string) => Math.round((lhr?.categories[key]?.score ?? 0) * 100);
    return {
      name: "Lighthouse / (CMS home page, mobile)",
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(lhr?.audits["largest-contentful-paint"]?.numericValue ?? 0),
      fcpMs: Math.round(lhr?.audits["first-contentful-paint"]?.numericValue ?? 0),
      tbtMs: Math.round(lhr?.audits["total-blocking-time"]?.numericValue ?? 0),
      cls: lhr?.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      lcpElement:
        (
          lhr?.audits["largest-contentful-paint-element"]?.details as
            | { items?: { items?: { node?: { snippet?: string } }[] }[] }
            | undefined
        )?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      jsGzipKb: Number((js.bytes / 1024).toFixed(1)),
      jsFiles: js.files,
      inlineScriptGzipKb: Number((js.inlineBytes / 1024).toFixed(1)),
      goals: { performance: 95, jsGzipKb: 100 },
    };
  } finally {
    chrome.kill();
    await product.stop();
  }
}
