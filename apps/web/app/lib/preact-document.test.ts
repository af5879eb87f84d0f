import { describe, expect, it } from "vitest";
import { restoreHeadOrder, streamedContentRevealed } from "./preact-document";

// The head as React 19's server rendering sends it for the home page: the stylesheet with a
// precedence and an image preload before the layout's own children, the module preloads of
// <Scripts> hoisted from the body, the route stylesheets of <Links /> last.
const SERVER_HEAD = `
  <meta charset="utf-8"><meta name="viewport" content="width=device-width">
  <link rel="preload" as="image" href="/hero.jpg">
  <link rel="stylesheet" href="/root.css" data-precedence="root">
  <meta name="theme-color" content="#0b3d5c">
  <link rel="icon" href="/favicon.ico"><link rel="manifest" href="/manifest.webmanifest">
  <title>Hjem</title>
  <link rel="canonical" href="/">
  <link rel="modulepreload" href="/entry.js"><link rel="modulepreload" href="/shell.js">
  <link rel="stylesheet" href="/cms.css#">`;

const links = (head: HTMLHeadElement) =>
  [...head.querySelectorAll("link")].map((link) => link.getAttribute("href"));

describe("restoreHeadOrder", () => {
  it("puts the links in the layout's order: own links, then the stylesheets, then the preloads nobody renders", () => {
    document.head.innerHTML = SERVER_HEAD;
    restoreHeadOrder(document.head);
    expect(links(document.head)).toEqual([
      "/favicon.ico",
      "/manifest.webmanifest",
      "/",
      "/root.css",
      "/cms.css#",
      "/hero.jpg",
      "/entry.js",
      "/shell.js",
    ]);
  });

  it("never moves a stylesheet, so no rules are dropped while hydrating", () => {
    document.head.innerHTML = SERVER_HEAD;
    const sheets = [...document.head.querySelectorAll('link[rel="stylesheet"]')];
    const observed: Node[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) observed.push(...record.removedNodes);
    });
    observer.observe(document.head, { childList: true });
    restoreHeadOrder(document.head);
    for (const record of observer.takeRecords()) observed.push(...record.removedNodes);
    observer.disconnect();
    expect(observed.length).toBeGreaterThan(0);
    for (const sheet of sheets) expect(observed).not.toContain(sheet);
  });
});

describe("streamedContentRevealed", () => {
  it("waits while a boundary's content waits to be revealed, and goes on once React has put it in place", async () => {
    document.body.innerHTML = `<div id="tools"><!--$~--><template id="B:0"></template><!--/$--></div>`;
    let revealed = false;
    setTimeout(() => {
      const tools = document.getElementById("tools") as HTMLElement;
      tools.innerHTML = "<!--$--><details></details><!--/$-->";
      revealed = true;
    }, 50);
    await streamedContentRevealed();
    expect(revealed).toBe(true);
  });

  it("does not wait for a boundary that failed on the server", async () => {
    document.body.innerHTML = `<div><!--$!--><template id="B:0"></template><!--/$--></div>`;
    const started = performance.now();
    await streamedContentRevealed();
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
