import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./browser.ts";
import { seen } from "./person.ts";

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
});
afterAll(() => browser.close());

describe("seen", () => {
  it("accepts a field a person can see, after scrolling the page to it", async () => {
    await page.setContent(`<div style="height:2000px"></div><label>Kode <input id="code"></label>`);
    await expect(seen(page.locator("#code"), 2000)).resolves.toBeTruthy();
  });

  it("refuses a field inside the screen that a box with hidden overflow cuts off", async () => {
    await page.setContent(
      `<div style="overflow:hidden;width:150px"><div style="display:flex;width:300px">
        <div style="width:150px"><button>Send kode</button></div>
        <div style="width:150px"><input id="code" aria-label="Kode" style="width:100px"></div></div></div>`,
    );
    await expect(seen(page.locator("#code"), 500)).rejects.toThrow(/not where a person can see it/);
  });

  it("refuses a button wider than the screen, and one covered by another element", async () => {
    await page.setContent(`<button id="wide" style="width:600px">Bestill</button>`);
    await expect(seen(page.locator("#wide"), 500)).rejects.toThrow(/not where a person can see it/);
    await page.setContent(
      `<button id="under">Bestill</button><div style="position:fixed;inset:0;background:#fff"></div>`,
    );
    await expect(seen(page.locator("#under"), 500)).rejects.toThrow(/not where a person can see it/);
  });
});
