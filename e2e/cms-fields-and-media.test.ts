import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;
// One session per user for the whole file: logins are rate-limited.
const sessions = new Map<string, string>();

beforeAll(async () => {
  // APP_ENV test: the dev sign-in exists, so the test can act as a caseworker and a global admin.
  ({ server, browser } = await startServerAndBrowser({ env: { APP_ENV: "test" } }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function pageAs(role: string): Promise<Page> {
  if (!sessions.has(role)) sessions.set(role, await devSessionToken(server.url, role));
  return newPageAs(browser, server.url, sessions.get(role) ?? null);
}

const png = (colour: string) =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
    .png()
    .toBuffer();

describe("caseworkers edit rich text in place", () => {
  it("turns on 'Rediger tekst', writes a paragraph with an internal link, and visitors get it server-rendered", async () => {
    const page = await pageAs("CASEWORKER");
    await page.goto(`${server.url}/om-oss`);
    await hydrated(page);
    const toggle = page.getByRole("button", { name: "Rediger tekst" });
    await toggle.waitFor();
    expect(await toggle.getAttribute("aria-pressed")).toBe("false");
    // No admin bar for caseworkers: no draft or publishing controls.
    expect(await page.getByRole("region", { name: "Administrasjon" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Lagre utkast" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: "Publiser" }).count()).toBe(0);

    await toggle.click();
    expect(await toggle.getAttribute("aria-pressed")).toBe("true");
    const editor = page.locator('[contenteditable="true"][aria-label="Tekst"]').first();
    await editor.waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    await page.keyboard.type("Vi svarer raskt. Les personvernerklæringen");
    await page.keyboard.press("Shift+Control+ArrowLeft");
    await page.getByRole("button", { name: "Lenke", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Sett inn lenke" });
    await dialog.getByLabel("Søk etter side").fill("Personvern");
    await dialog
      .getByRole("button", { name: /Personvern/ })
      .first()
      .click();
    await dialog.getByRole("button", { name: "Sett inn lenke" }).click();
    await editor.locator(".cms-rte__link", { hasText: "personvernerklæringen" }).waitFor();
    // Saved with the link (the status said "Lagret" already after the typing).
    const saved = () => fetch(`${server.url}/om-oss`).then((res) => res.text());
    await expect
      .poll(saved, { timeout: 10_000 })
      .toMatch(/<a href="\/personvern"[^>]*>personvernerklæringen<\/a>/);
    await page.getByText("Lagret", { exact: true }).waitFor();

    // An image from the library, floated right and narrower; caseworkers choose, they do not upload.
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.getByRole("button", { name: "Bilde", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Velg bilde" });
    await picker.getByRole("list", { name: "Bilder" }).waitFor();
    expect(await picker.getByText("Last opp bilder").count()).toBe(0);
    await picker.getByRole("button", { name: /^Velg Solcellepanel/ }).click();
    const image = editor.locator(".cms-rte__image");
    await image.waitFor();
    await image.getByLabel("Flyt").selectOption("right");
    await image.getByLabel("Bredde").fill("320");
    await expect
      .poll(saved, { timeout: 10_000 })
      .toMatch(/cms-rich-text__image--right" style="max-width:320px"/);
    await page.screenshot({ path: path.join(shots, "cms-rich-text-caseworker.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // An anonymous visitor gets it in the server's HTML.
    const html = await saved();
    expect(html).toContain("<p>Vi svarer raskt. Les <a");
    await page.context().close();
  });
});

describe("the media library", () => {
  it("uploads two images at once, edits alt text, category and focal point, and refuses to delete a used image", async () => {
    const page = await pageAs("GLOBAL_ADMIN");
    await page.goto(`${server.url}/mediebibliotek`);
    await hydrated(page);
    await page.getByRole("heading", { name: "Mediebibliotek" }).waitFor();
    await page.getByRole("list", { name: "Bilder" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByLabel("Last opp bilder").setInputFiles([
      { name: "blatt-bilde.png", mimeType: "image/png", buffer: await png("#1d4e89") },
      { name: "gront-bilde.png", mimeType: "image/png", buffer: await png("#2e8b57") },
    ]);
    await expect.poll(() => page.getByText("Lastet opp", { exact: true }).count()).toBe(2);
    expect(await page.locator("progress").count()).toBe(2);

    await page.getByRole("button", { name: /^Rediger blatt-bilde/ }).click();
    const panel = page.getByRole("complementary", { name: "Valgt bilde" });
    await panel.getByLabel("Alternativ tekst").fill("Blå flate");
    await panel.getByLabel("Kategori").selectOption("icon");
    const slider = panel.getByRole("slider", { name: "Fokuspunkt" });
    await slider.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await panel.getByRole("button", { name: "Lagre" }).click();
    await panel.getByText("Lagret").waitFor();
    await page.screenshot({ path: path.join(shots, "cms-media-library.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    const listed = await page.request.get(`${server.url}/api/media?search=blatt-bilde`);
    expect((await listed.json()).data[0]).toMatchObject({
      alt: "Blå flate",
      category: "icon",
      hotspot: { x: 0.55, y: 0.55 },
    });

    await page.getByLabel("Søk").fill("Hus med solceller");
    await page.getByRole("button", { name: /^Rediger Hus med solceller og varmepumpe/ }).click();
    await panel.getByRole("button", { name: "Slett bildet" }).click();
    const refusal = panel.getByRole("alert").filter({ hasText: "Bildet brukes og kan ikke slettes" });
    await refusal.waitFor();
    expect(await refusal.getByRole("link").allInnerTexts()).toEqual(
      expect.arrayContaining(["Forside (/)", "Om oss (/om-oss)"]),
    );
    await page.screenshot({ path: path.join(shots, "cms-media-in-use.png"), fullPage: true });
    await page.context().close();
  });
});
