import { afterEach, describe, expect, it, vi } from "vitest";
import { startAfterPaint, takeModulePreloads } from "./scripts-after-paint.server";

const moduleScript =
  '<script nonce="n1" type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");</script>';
const preloads = ["/assets/entry.client.js", "/assets/shell.js"];

/** Puts the page's end into the document and runs the starter as the browser would. */
function runStarter(options: { hero?: "loading" | "loaded"; hidden?: boolean } = {}) {
  document.head.innerHTML = "";
  document.body.innerHTML = `${options.hero ? '<img fetchpriority="high" src="/hero.jpg">' : ""}${startAfterPaint(moduleScript, preloads)}`;
  const hero = document.querySelector("img");
  if (hero) Object.defineProperty(hero, "complete", { value: options.hero === "loaded" });
  Object.defineProperty(document, "visibilityState", {
    value: options.hidden ? "hidden" : "visible",
    configurable: true,
  });
  const starter = document.body.querySelectorAll("script")[1] as HTMLScriptElement;
  Object.defineProperty(document, "currentScript", { value: starter, configurable: true });
  new Function(starter.textContent ?? "")();
  return hero;
}

const started = () => document.body.querySelector('script[type="module"]') as HTMLScriptElement | null;
/** Two frames on: the starter's own callbacks were queued first, so they have run. */
const frame = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))));

/** A browser that reports paints: `paint()` delivers the first contentful paint to the starter. */
function reportingPaints() {
  const observers: ((
    list: { getEntriesByName(name: string): unknown[] },
    observer: { disconnect(): void },
  ) => void)[] = [];
  vi.stubGlobal(
    "PerformanceObserver",
    class {
      static supportedEntryTypes = ["paint"];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return {
    paint: () => {
      for (const callback of observers)
        callback(
          { getEntriesByName: (name) => (name === "first-contentful-paint" ? [{}] : []) },
          { disconnect() {} },
        );
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(document, "currentScript");
  Reflect.deleteProperty(document, "visibilityState");
});

describe("starting the app's scripts after the first paint", () => {
  it("takes the module preloads out of the head and keeps their order", () => {
    const head =
      '<meta charSet="utf-8"/><link rel="modulepreload" href="/assets/entry.client.js" nonce="n1"/>' +
      '<link rel="preload" as="image" href="/hero.jpg"/><link rel="modulepreload" href="/assets/shell.js" nonce="n1"/>';
    expect(takeModulePreloads(head)).toEqual({
      head: '<meta charSet="utf-8"/><link rel="preload" as="image" href="/hero.jpg"/>',
      preloads,
    });
  });

  it("keeps React Router's module script as inert text with its nonce, and a starter with the same nonce after it", () => {
    const out = startAfterPaint(moduleScript, preloads);
    expect(out.startsWith(moduleScript.replace('type="module"', 'type="text/x-module-after-paint"'))).toBe(
      true,
    );
    expect(out).toMatch(
      /<script nonce="n1">\(function\(s,p\)\{.*\}\)\(document\.currentScript,\["\/assets\/entry\.client\.js","\/assets\/shell\.js"\]\)<\/script>$/,
    );
  });

  it("waits for the main image to load and a frame to show it, then preloads the modules and runs the script", async () => {
    const hero = runStarter({ hero: "loading" });
    await frame();
    expect(started()).toBeNull();
    expect(document.head.querySelectorAll("link")).toHaveLength(0);

    hero?.dispatchEvent(new Event("load"));
    expect(started()).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(started()).toBeNull();
    await frame();
    const script = started();
    expect(script?.textContent).toBe(
      'import * as route0 from "/assets/root.js";\nimport("/assets/entry.client.js");',
    );
    expect(
      [...document.head.querySelectorAll("link")].map((link) => [link.rel, link.getAttribute("href")]),
    ).toEqual(preloads.map((href) => ["modulepreload", href]));
    // Only once, whatever else fires later.
    hero?.dispatchEvent(new Event("error"));
    expect(document.body.querySelectorAll('script[type="module"]')).toHaveLength(1);
  });

  it("waits, where the browser reports paints, for the first contentful paint too: a frame may pass while the first paint is held back", async () => {
    const browser = reportingPaints();
    const hero = runStarter({ hero: "loading" });
    hero?.dispatchEvent(new Event("load"));
    await frame();
    expect(started()).toBeNull();
    browser.paint();
    expect(started()).toBeNull();
    await frame();
    expect(started()).not.toBeNull();
  });

  it("starts after the first frame when the page has no main image, or it has loaded already", async () => {
    for (const hero of [undefined, "loaded"] as const) {
      runStarter({ hero });
      expect(started()).toBeNull();
      await frame();
      expect(started()).not.toBeNull();
    }
  });

  it("starts at once when the main image fails or the tab is hidden (nothing is painted to wait for)", () => {
    runStarter({ hero: "loading" })?.dispatchEvent(new Event("error"));
    expect(started()).not.toBeNull();
    runStarter({ hero: "loading", hidden: true });
    expect(started()).not.toBeNull();
  });
});
