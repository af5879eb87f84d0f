import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startProductServer } from "./support/servers.ts";

/** Lighthouse scores (mobile defaults) of a server-rendered job page, /bestilling/jobb/elbillader. */
export async function benchJobPageLighthouse() {
  const product = await startProductServer();
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const url = `${product.url}/bestilling/jobb/elbillader`;
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    const categories = result?.lhr.categories ?? {};
    return {
      name: "Lighthouse /bestilling/jobb/elbillader",
      scores: Object.fromEntries(
        Object.entries(categories).map(([key, category]) => [key, Math.round((category.score ?? 0) * 100)]),
      ),
    };
  } finally {
    chrome.kill();
    await product.stop();
  }
}
