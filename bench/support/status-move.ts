import { AUTH_COOKIE_NAME } from "@mt/domain/api/session";
import { projectMoveLabels, projectStatusLabels } from "@mt/domain/project/project-status";
import { chromium } from "playwright-core";
import { percentile } from "./percentile.ts";
import { CONSENT } from "./storefront.ts";

export interface StatusMoveFigures {
  moves: number;
  /** Each move's click to the new status painted, ms, in the order made. */
  samples: number[];
  p50: number;
  p95: number;
}

const round = (value: number) => Number(value.toFixed(1));

// The few browser names the page's code below uses: the bench compiles without the DOM's types, and
// these declarations stay in this module.
interface PageElement {
  textContent: string | null;
}
declare const document: {
  documentElement: { dataset: Record<string, string | undefined> };
  body: unknown;
  querySelector(selector: string): PageElement | null;
  addEventListener(
    type: "click",
    listener: (event: { timeStamp: number }) => void,
    options: { capture: boolean; once: boolean },
  ): void;
};
declare const window: { moveTimes?: Promise<MoveTimes> };
declare class MutationObserver {
  constructor(callback: () => void);
  observe(target: unknown, options: object): void;
  disconnect(): void;
}
declare function requestAnimationFrame(callback: () => void): void;
type MoveTimes = { click: number; painted: number };

/**
 * Run in the page before the click: `window.moveTimes` settles with the next click's time and the
 * time, after it, that the element at `selector` reads `word` and that frame has been painted.
 */
function arm({ selector, word }: { selector: string; word: string }) {
  window.moveTimes = new Promise((resolve) => {
    let click = 0;
    document.addEventListener(
      "click",
      (event) => {
        click = event.timeStamp;
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (document.querySelector(selector)?.textContent !== word) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => resolve({ click, painted: performance.now() })));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The caseworker's status move on the project page, in the browser: on each of `numbers` (completed
 * projects) "Marker som fakturert" is clicked, and the time runs from the click event to the frame
 * that paints the status chip's new word (a MutationObserver sees the word, then a
 * requestAnimationFrame and a task after it: the task runs once that frame is painted).
 */
export async function statusMoveFigures(
  serverUrl: string,
  session: string,
  numbers: readonly number[],
): Promise<StatusMoveFigures> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies(
      [{ name: AUTH_COOKIE_NAME, value: session }, CONSENT].map((cookie) => ({ ...cookie, url: serverUrl })),
    );
    const page = await context.newPage();
    const samples: number[] = [];
    for (const number of numbers) {
      await page.goto(`${serverUrl}/prosjekter/${number}`);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
      const chip = ".ui-page-header__lead .ui-status-chip";
      const before = await page.locator(chip).textContent();
      if (before !== projectStatusLabels.completed)
        throw new Error(`prosjekt ${number} er «${before}», ikke «${projectStatusLabels.completed}»`);
      const button = page.getByRole("button", { name: projectMoveLabels.invoice });
      await button.waitFor();
      // Armed before the click: the click's own time, and the paint of the new word after it.
      await page.evaluate(arm, { selector: chip, word: projectStatusLabels.invoiced });
      await button.click();
      const { click, painted } = (await page.evaluate(() => window.moveTimes)) as MoveTimes;
      samples.push(round(painted - click));
    }
    const sorted = [...samples].sort((a, b) => a - b);
    return {
      moves: samples.length,
      samples,
      p50: round(percentile(sorted, 50)),
      p95: round(percentile(sorted, 95)),
    };
  } finally {
    await browser.close();
  }
}
