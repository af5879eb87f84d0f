import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { measure, useCookies } from "../lighthouse.ts";
import { LIGHTHOUSE_RUNS, medianRun } from "./page-budgets.ts";
import { CONSENT } from "./storefront.ts";

export interface DesktopFigures {
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  runtimeError: string | null;
  /** Every measured run's score, TBT and CLS, in the order run. */
  runs: { performance: number; tbtMs: number; cls: number }[];
}

/**
 * Lighthouse's desktop preset on each page, signed in (the session cookie and a consent choice set in
 * the browser): a warm-up load, then `runs` runs (BENCH_LIGHTHOUSE_RUNS, else five), the median run's
 * figures.
 */
export async function lighthouseDesktop(
  serverUrl: string,
  pages: readonly { name: string; path: string; session: string }[],
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? LIGHTHOUSE_RUNS),
): Promise<Record<string, DesktopFigures>> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    const measured: Record<string, DesktopFigures> = {};
    for (const page of pages) {
      const url = `${serverUrl}${page.path}`;
      await useCookies(chrome.port, url, [
        CONSENT,
        { name: AUTH_COOKIE_NAME, value: page.session, httpOnly: true },
      ]);
      await lighthouse(
        url,
        { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] },
        desktopConfig,
      );
      const all = [];
      for (let i = 0; i < runs; i++) all.push(await measure(chrome.port, url, desktopConfig));
      const completed = all.filter((run) => run.runtimeError === null);
      const median = medianRun(completed.length > 0 ? completed : all);
      measured[page.name] = {
        performance: median.performance,
        cls: median.cls,
        lcpMs: median.lcpMs,
        tbtMs: median.tbtMs,
        runtimeError: median.runtimeError,
        runs: all.map(({ performance, tbtMs, cls }) => ({ performance, tbtMs, cls })),
      };
    }
    return measured;
  } finally {
    chrome.kill();
  }
}
