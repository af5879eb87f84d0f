import path from "node:path";
import { landingPage } from "@mt/domain/roles/landing-page";
import { matchPattern, PAGE_ACCESS, pageAccessFor } from "@mt/domain/roles/page-access";
import { ROLES, type Role } from "@mt/domain/roles/roles";
import { type AccessCaller, decideAccess, publicAccess } from "@mt/domain/roles/route-access";
import { DESKTOP_ONLY_PATHS } from "@mt/domain/routes/routes";
import type { Browser, BrowserContext, ConsoleMessage, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webRoutes from "../apps/web/app/routes.ts";
import { hydrated } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

/**
 * Every page of every role, as a person sees it on a phone (390 px) and a laptop (1366 px), decision 068.
 *
 * The pages are found, not listed: for each demo role (and a visitor) the sweep opens the role's landing
 * page, follows every link of the header (the staff menu with its dropdowns, the CMS top menu, the user
 * menu) and of the footer, and on those pages one link per route with a parameter (one project, customer,
 * claim, installer company, electrician's calendar, sales partner, CMS page, module template, job page,
 * configurator…). A new page in a menu or a new kind of detail page is swept the day it is linked.
 * The storefront's order pages no menu links (cart, time, checkout, login, new installer) are added.
 *
 * On each page, once it has settled (hydrated, network idle, fonts loaded):
 * - the document is no wider than the viewport;
 * - no console error and no uncaught page error;
 * - an `h1` is visible;
 * - no text is cut in a table cell, button or heading (a box that clips, overflow hidden or clip, whose
 *   content is larger than the box);
 * - the layout shifts without input, summed from the first paint until settled, stay ≤ 0.02.
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => stopServerAndBrowser({ server, browser }));

const MAX_LAYOUT_SHIFT = 0.02;
const shots = path.join(screenshotsDir, "sweep");

/** The web app's route patterns ("/prosjekter/:number"), the catch-all CMS page last. */
type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
/** Every route's path, a layout route's children included. */
const routePaths = (entries: readonly RouteEntry[]): string[] =>
  entries.flatMap((entry) => [
    ...(entry.index ? ["/"] : entry.path !== undefined ? [`/${entry.path}`] : []),
    ...routePaths(entry.children ?? []),
  ]);
const PATTERNS = routePaths(webRoutes as RouteEntry[]).filter(
  (pattern) => pattern !== "/*" && !pattern.startsWith("/_"),
);

/** Storefront pages that no menu links: the order path and the forms a link elsewhere opens. */
const STOREFRONT_EXTRAS = [
  "/bestilling/handlekurv",
  "/bestilling/velgtidspunkt",
  "/order/checkout",
  "/oppsett",
];

/** A page of the web app: not the API, a file, or a medium. */
const isPage = (pathname: string) => !/^\/(api|media|assets)\//.test(pathname) && !/\.\w+$/.test(pathname);

/** The route a path belongs to; a path of no route is a CMS page (the catch-all). */
function patternOf(pathname: string): string {
  return PATTERNS.find((pattern) => matchPattern(pattern, pathname)) ?? "*";
}

/**
 * The kinds of page already swept (a route pattern; a CMS page by its path), by whichever role reached
 * them first. Only a role's landing page and its menus' pages behind login are swept for every role.
 */
const sweptKinds = new Set<string>();
const kindOf = (pathname: string) => {
  const pattern = patternOf(pathname);
  return pattern === "*" ? pathname : pattern;
};
const isPublic = (pathname: string) => pageAccessFor(pathname).access === publicAccess;

/**
 * Counts layout shifts without recent input from the first paint on (installed before any script), and
 * keeps what moved, so that a failure says where to look.
 */
function watchLayoutShift() {
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const w = window as unknown as { __layoutShift: { value: number; moved: string[] } };
  w.__layoutShift = { value: 0, moved: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      w.__layoutShift.value += entry.value;
      for (const { node, previousRect: from, currentRect: to } of entry.sources) {
        const element = node instanceof Element ? node : node?.parentElement;
        const name = element ? `${element.tagName.toLowerCase()}.${[...element.classList].join(".")}` : "?";
        w.__layoutShift.moved.push(
          `${name} ${Math.round(from.top)}→${Math.round(to.top)}/${Math.round(from.height)}→${Math.round(to.height)}@${Math.round(entry.startTime)}`,
        );
      }
    }
  }).observe({ type: "layout-shift", buffered: true });
}

/** What a person would see wrong on the page, once it has settled. */
function inspectPage() {
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth) {
    // Name the widest element that sticks out, so the failure says where to look.
    let widest: Element | null = null;
    let right = root.clientWidth;
    for (const element of document.body.querySelectorAll("*")) {
      const r = element.getBoundingClientRect();
      if (r.right > right + 0.5 && r.width > 0) {
        right = r.right;
        widest = element;
      }
    }
    problems.push(
      `${root.scrollWidth} px wide in ${root.clientWidth}${widest ? ` (${nameOf(widest)} reaches ${Math.round(right)})` : ""}`,
    );
  }
  const heading = document.querySelector("h1");
  const box = heading?.getBoundingClientRect();
  if (
    !heading ||
    !box ||
    box.width < 1 ||
    box.height < 1 ||
    getComputedStyle(heading).visibility !== "visible"
  )
    problems.push("no visible h1");

  const hosts = document.querySelectorAll("td, th, button, [role=button], h1, h2, h3, h4, h5, h6");
  for (const host of hosts) {
    for (const element of [host, ...host.querySelectorAll("*")]) {
      if (!(element instanceof HTMLElement)) continue;
      const r = element.getBoundingClientRect();
      // Visually hidden text (1 px boxes for screen readers) is not meant to be seen.
      if (r.width <= 1 || r.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility !== "visible") continue;
      const clips = (overflow: string) => overflow === "hidden" || overflow === "clip";
      const cutX = clips(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      const cutY = clips(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      if (cutX || cutY)
        problems.push(
          `cut text in ${nameOf(element)}: «${(element.textContent ?? "").trim().slice(0, 60)}» (${element.scrollWidth}×${element.scrollHeight} in ${element.clientWidth}×${element.clientHeight})`,
        );
    }
  }
  return problems;

  function nameOf(element: Element): string {
    const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
    return `${element.tagName.toLowerCase()}${classes.join("")}`;
  }
}

interface Visit {
  problems: string[];
  links: string[];
}

/** Opens the page, waits until it has settled, and checks it. */
async function visit(page: Page, pathname: string, name: string): Promise<Visit> {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    const where = message.location().url.replace(server.url, "");
    if (message.type() === "error") errors.push(`console error: ${message.text().slice(0, 200)} (${where})`);
  };
  const onPageError = (error: Error) => errors.push(`page error: ${error.message.slice(0, 200)}`);
  page.on("console", onConsole);
  page.on("pageerror", onPageError);
  try {
    const response = await page.goto(`${server.url}${pathname}`);
    if (!response || response.status() >= 400) errors.push(`answered ${response?.status()}`);
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames: whatever the last answers changed is laid out and painted.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    const problems = [...errors, ...(await page.evaluate(inspectPage))];
    const shift = await page.evaluate(
      () => (window as unknown as { __layoutShift: { value: number; moved: string[] } }).__layoutShift,
    );
    if (shift.value > MAX_LAYOUT_SHIFT)
      problems.push(`layout shift ${shift.value.toFixed(3)}: ${shift.moved.slice(0, 6).join(", ")}`);
    await page.screenshot({ path: path.join(shots, `${name}.png`) });
    const links = await page.evaluate(() =>
      [...document.querySelectorAll("a[href]")]
        .map((a) => new URL((a as HTMLAnchorElement).href))
        .filter((url) => url.origin === location.origin)
        .map((url) => url.pathname),
    );
    return { problems, links };
  } finally {
    page.off("console", onConsole);
    page.off("pageerror", onPageError);
  }
}

/** The links a person finds in the header and footer: menus, dropdowns, the user's and the cart's. */
async function menuLinks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll("header a[href], footer a[href]")]
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === location.origin)
      .map((url) => url.pathname),
  );
}

async function newContext(token: string | null, width: number): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (token) await context.addCookies([{ name: "AuthToken", value: token, url: server.url }]);
  await context.addInitScript(watchLayoutShift);
  return context;
}

/**
 * Sweeps the pages of one role: its landing page and menus, then one page per kind of detail page
 * linked from them, at both widths. Returns what it found, page by page.
 */
async function sweep(role: Role | null): Promise<string[]> {
  const token = role ? await devSessionToken(server.url, role) : null;
  const user: AccessCaller | null = token
    ? (
        await (
          await fetch(`${server.url}/api/auth/me`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()
      ).data
    : null;
  const start = user ? landingPage(user) : "/";
  // The pages of the role without a parameter, from the page-access table: a page no menu links is swept too.
  const own: string[] = [];
  for (const { pattern, access } of PAGE_ACCESS)
    if (user && !pattern.includes(":") && (await decideAccess(access, user, {})) === "allow")
      own.push(pattern);
  const who = role ?? "VISITOR";
  const found: string[] = [];
  const sweepStart = Date.now();
  const visited: string[] = [];

  // Find the pages at the laptop width, where every menu item is shown.
  const wide = await newContext(token, 1366);
  const page = await wide.newPage();
  await page.goto(`${server.url}${start}`);
  await hydrated(page);
  const menus = [start, ...(await menuLinks(page))].filter(isPage);
  const more = [...own, ...(role ? [] : STOREFRONT_EXTRAS)];
  const pages: string[] = [];
  const add = (pathname: string, always: boolean) => {
    if (pages.includes(pathname) || (!always && sweptKinds.has(kindOf(pathname)))) return;
    pages.push(pathname);
    sweptKinds.add(kindOf(pathname));
  };
  for (const pathname of menus) add(pathname, !isPublic(pathname));
  for (const pathname of more) add(pathname, false);
  for (let i = 0; i < pages.length; i++) {
    const pathname = pages[i] as string;
    const { problems, links } = await visit(page, pathname, `${who}-1366${pathname.replaceAll("/", "_")}`);
    visited.push(pathname);
    for (const problem of problems) found.push(`${pathname} at 1366: ${problem}`);
    // One page of each kind not yet seen.
    for (const link of links.filter(isPage)) add(link, false);
  }
  await wide.close();

  const narrow = await newContext(token, 390);
  const phone = await narrow.newPage();
  for (const pathname of pages.filter((pathname) => !DESKTOP_ONLY_PATHS.includes(pathname))) {
    const { problems } = await visit(phone, pathname, `${who}-390${pathname.replaceAll("/", "_")}`);
    for (const problem of problems) found.push(`${pathname} at 390: ${problem}`);
  }
  await narrow.close();
  console.log(
    `${who} (${Math.round((Date.now() - sweepStart) / 1000)} s): ${visited.join(" ")}\n${found.join("\n")}`,
  );
  return found;
}

describe("every page of every role, at 390 and 1366 px", () => {
  // SWEEP_ROLES=VISITOR,CUSTOMER sweeps only those (while fixing what the sweep found).
  const only = process.env.SWEEP_ROLES?.split(",");
  for (const role of [null, ...ROLES].filter((r) => !only || only.includes(r ?? "VISITOR"))) {
    it(`${role ?? "a visitor"}: no page wider than the screen, no errors, an h1, no cut text, no layout shift`, async () => {
      expect(await sweep(role)).toEqual([]);
    }, 180_000);
  }
});
