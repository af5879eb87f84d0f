import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs, scriptsSettling } from "./support/browser.ts";
import { liftWithKeyboard } from "./support/keyboard-drag.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser({ env: { APP_ENV: "test" } }));
  adminToken = await devSessionToken(server.url, "GLOBAL_ADMIN");
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** Sums the JavaScript the page downloads and keeps the file names. */
function watchScripts(page: Page) {
  const urls: string[] = [];
  const sizes: Promise<number>[] = [];
  page.on("response", (response) => {
    const url = response.url();
    if (!/\.m?js$/.test(new URL(url).pathname)) return;
    urls.push(url);
    // A redirected or aborted answer has no body.
    sizes.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  const settling = scriptsSettling(page);
  return {
    urls,
    bytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
    settled: settling.settled,
  };
}

// The editor's lazy chunks: the bar, the page editor, the modules editor, the field editors, caseworkers' rich text.
const EDITOR_CHUNK = /\/(page-editor|admin-bar|modules-editor|field-editors|rich-text-editing)[-.][^/]*\.js/;

async function api(pathname: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await fetch(`${server.url}/api${pathname}`, {
    method: init.method ?? "GET",
    headers: {
      "content-type": "application/json",
      ...(init.token && { authorization: `Bearer ${init.token}` }),
    },
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads a few fields of drafts, pages and versions.
  return { status: res.status, body: (await res.json()) as { data: any } };
}

describe("the page editor on /", () => {
  it("edits in place, moves, saves, previews, survives a conflict and publishes; visitors and customers get no editor code", async () => {
    // An anonymous visitor and a signed-in customer first: the page without any of the editor's code.
    const measure = async (token: string | null) => {
      const tab = await newPageAs(browser, server.url, token);
      const scripts = watchScripts(tab);
      await tab.goto(server.url);
      await hydrated(tab);
      await scripts.settled();
      return { tab, scripts };
    };
    const visitor = await measure(null);
    const customer = await measure(await devSessionToken(server.url, "CUSTOMER"));
    for (const { tab, scripts } of [visitor, customer]) {
      expect(await tab.getByRole("region", { name: "Administrasjon" }).count()).toBe(0);
      expect(await tab.getByRole("button", { name: /Rediger/ }).count()).toBe(0);
      expect(await tab.locator("[contenteditable]").count()).toBe(0);
      expect(scripts.urls.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);
    }

    const page = await newPageAs(browser, server.url, adminToken);
    const adminScripts = watchScripts(page);
    await page.goto(server.url);
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Administrasjon" });
    await bar.waitFor();
    await adminScripts.settled();
    const figures = {
      visitor: [await visitor.scripts.bytes(), visitor.scripts.urls.length],
      customer: [await customer.scripts.bytes(), customer.scripts.urls.length],
      admin: [await adminScripts.bytes(), adminScripts.urls.length],
    };
    console.log(
      `JavaScript on / (bytes unpacked, files): ${Object.entries(figures)
        .map(([who, [bytes, files]]) => `${who} ${bytes} in ${files}`)
        .join("; ")}`,
    );
    expect(adminScripts.urls.some((url) => EDITOR_CHUNK.test(url))).toBe(true);
    expect(figures.admin[0]).toBeGreaterThan(figures.visitor[0] ?? 0);
    await expect.poll(() => bar.getByRole("status").textContent()).toBe("Publisert");

    // Edit mode on: every module gets its toolbar, every field its control.
    const editSwitch = bar.getByRole("button", { name: "Redigeringsmodus" });
    await editSwitch.click();
    expect(await editSwitch.getAttribute("aria-pressed")).toBe("true");
    const modules = page.getByRole("region", { name: "Modulene på siden" });
    await modules.getByRole("toolbar", { name: "1. modul: Toppbanner" }).waitFor({ state: "attached" });

    // The hero heading, typed where it stands; it stays the page's h1.
    const heading = page.getByRole("textbox", { name: "Overskrift" }).first();
    await heading.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Strøm og varme til fast pris");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Strøm og varme til fast pris");

    // A selling point's title: typing keeps the caret in it (the item is not remounted per keystroke).
    const sellingPoint = page.locator(".cms-usp__title [role=textbox]").first();
    await sellingPoint.click();
    await page.keyboard.press("End");
    await page.keyboard.type(" – alltid");
    expect(await sellingPoint.textContent()).toBe("Fast pris – alltid");

    // The hero image's alt text and focal point, in its dialog.
    await page.getByRole("button", { name: "Alternativ tekst og fokuspunkt" }).first().click();
    const imageDialog = page.getByRole("dialog", { name: "Bildet på siden" });
    await imageDialog.getByLabel("Alternativ tekst").fill("Huset med solceller på taket");
    await imageDialog.getByRole("slider", { name: "Fokuspunkt" }).focus();
    await page.keyboard.press("ArrowRight");
    await imageDialog.getByRole("button", { name: "Ferdig" }).click();

    // "Slik fungerer det": a paragraph after the list, with a link to a page found by search.
    const richText = page.locator('.cms-text-image__text [contenteditable="true"][aria-label="Tekst"]');
    await richText.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.press("Enter");
    const formatting = page.getByRole("toolbar", { name: "Formatering: Tekst" });
    await formatting.getByRole("button", { name: "Nummerert liste" }).click();
    await page.keyboard.type("Les gjerne personvernerklæringen");
    await page.keyboard.press("Shift+Control+ArrowLeft");
    await formatting.getByRole("button", { name: "Lenke", exact: true }).click();
    const linkDialog = page.getByRole("dialog", { name: "Sett inn lenke" });
    await linkDialog.getByLabel("Søk etter side").fill("Personvern");
    await linkDialog
      .getByRole("button", { name: /Personvern/ })
      .first()
      .click();
    await linkDialog.getByRole("button", { name: "Sett inn lenke" }).click();
    await richText.locator(".cms-rte__link", { hasText: "personvernerklæringen" }).waitFor();

    // An image uploaded in the media picker goes after the paragraph (the linked word stays selected),
    // floated right and narrower.
    await formatting.getByRole("button", { name: "Bilde", exact: true }).click();
    const picker = page.getByRole("dialog", { name: "Velg bilde" });
    await picker.getByRole("list", { name: "Bilder" }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await picker.getByLabel("Last opp bilder").setInputFiles([
      {
        name: "rodt-tak.png",
        mimeType: "image/png",
        buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#c0392b" } })
          .png()
          .toBuffer(),
      },
    ]);
    const image = richText.locator(".cms-rte__image");
    await image.waitFor();
    await image.getByLabel("Flyt").selectOption("right");
    await image.getByLabel("Bredde").fill("240");
    await image.getByLabel("Alternativ tekst").fill("Rødt tak");
    await page.screenshot({ path: path.join(shots, "cms-page-editor-rich-text.png") });

    // axe with the field editors on, the rich-text toolbar shown, and with a button's dialog open.
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Rediger «Se alle jobber»" }).click();
    const buttonDialog = page.getByRole("dialog", { name: "Rediger knapp" });
    await buttonDialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await buttonDialog.getByRole("button", { name: "Avbryt" }).click();

    // Move the post-code check down with its button, undo and redo it.
    await page.locator(".module-editor").nth(1).hover();
    await modules
      .getByRole("toolbar", { name: "2. modul: Postnummersjekk" })
      .getByRole("button", { name: "Flytt ned" })
      .click();
    await modules.getByRole("toolbar", { name: "3. modul: Postnummersjekk" }).waitFor({ state: "attached" });
    await bar.getByRole("button", { name: "Angre" }).click();
    await modules.getByRole("toolbar", { name: "2. modul: Postnummersjekk" }).waitFor({ state: "attached" });
    await bar.getByRole("button", { name: "Gjør om" }).click();
    await modules.getByRole("toolbar", { name: "3. modul: Postnummersjekk" }).waitFor({ state: "attached" });
    await page.keyboard.press("Control+z");
    await modules.getByRole("toolbar", { name: "2. modul: Postnummersjekk" }).waitFor({ state: "attached" });
    await page.keyboard.press("Control+Shift+z");
    await modules.getByRole("toolbar", { name: "3. modul: Postnummersjekk" }).waitFor({ state: "attached" });

    // And the selling points up with the keyboard (dnd-kit's keyboard sensor).
    const handle = modules.getByRole("button", { name: "Dra for å flytte 4. modul: Salgsargumenter" });
    // Focus scrolls the page smoothly (base.css), and dnd-kit measures where the modules are at the
    // lift: the lift waits until the scroll has ended.
    await handle.evaluate(async (element) => {
      const box = element.getBoundingClientRect();
      const scrolls = box.top < 0 || box.bottom > window.innerHeight;
      const ended = new Promise((resolve) => window.addEventListener("scrollend", resolve, { once: true }));
      element.focus();
      if (scrolls) await ended;
    });
    // Each key waits for dnd-kit's announcement of its outcome: the lift has measured the modules
    // once the module is announced over its own place.
    const liveRegion = (text: string) => page.locator('[id^="DndLiveRegion"]').filter({ hasText: text });
    const announced = (text: string) => liveRegion(text).waitFor({ state: "attached" });
    await liftWithKeyboard(page, liveRegion("Salgsargumenter er over plass 4."));
    await page.keyboard.press("ArrowUp");
    await announced("Salgsargumenter er over plass 3.");
    await page.keyboard.press("Space");
    await announced("Salgsargumenter ble sluppet på plass 3.");
    await modules.getByRole("toolbar", { name: "3. modul: Salgsargumenter" }).waitFor({ state: "attached" });

    await bar.getByRole("button", { name: "Lagre utkast" }).click();
    await expect.poll(() => bar.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Lagret");
    const home = (await api("/page?path=/")).body.data[0] as { id: number };
    const drafts = (await api(`/page/${home.id}/draft`, { token: adminToken })).body.data;
    expect(drafts).toHaveLength(1);
    expect(drafts[0].data.modules.map((m: { type: string }) => m.type).slice(0, 5)).toEqual([
      "hero",
      "job_category_grid",
      "unique_selling_points",
      "post_code_check",
      "text_with_image",
    ]);
    expect(drafts[0].data.modules[0].data.heading).toBe("Strøm og varme til fast pris");
    expect(drafts[0].data.modules[0].data.image).toMatchObject({
      alt: "Huset med solceller på taket",
      hotspot: { x: 0.55 },
    });
    expect(drafts[0].data.modules[2].data.items[0].title).toBe("Fast pris – alltid");
    const content = drafts[0].data.modules[4].data.content as { _type: string; style?: string }[];
    expect(content.at(-2)).toMatchObject({
      _type: "block",
      style: "normal",
      markDefs: [expect.objectContaining({ path: "/personvern" })],
    });
    expect(content.at(-1)).toMatchObject({ _type: "image", float: "right", width: 240, alt: "Rødt tak" });
    await page.screenshot({ path: path.join(shots, "cms-page-editor-edit.png") });

    // Preview: the working copy without controls.
    await bar.getByRole("button", { name: "Forhåndsvis" }).click();
    await page.getByText("Forhåndsvisning: slik ser besøkende siden").waitFor();
    expect(await page.getByRole("toolbar").count()).toBe(0);
    expect(await page.locator("[contenteditable]").count()).toBe(0);
    expect(await page.locator("h1").first().textContent()).toBe("Strøm og varme til fast pris");
    await page.screenshot({ path: path.join(shots, "cms-page-editor-preview.png") });
    await bar.getByRole("button", { name: "Avslutt forhåndsvisning" }).click();
    await modules.getByRole("toolbar", { name: "1. modul: Toppbanner" }).waitFor({ state: "attached" });

    // A second admin changes the FAQ heading in the same draft meanwhile.
    const otherToken = await devSessionToken(server.url, "GLOBAL_ADMIN");
    const [theirs] = (await api(`/page/${home.id}/draft`, { token: otherToken })).body.data;
    const faq = theirs.data.modules.findIndex((m: { type: string }) => m.type === "faq");
    theirs.data.modules[faq].data.heading = "Den andres spørsmål";
    const patched = await api(`/page/${home.id}/draft/${theirs.id}`, {
      method: "PATCH",
      token: otherToken,
      body: { revision: theirs.revision, data: theirs.data },
    });
    expect(patched.status).toBe(200);

    // The first admin types the hero text in place: the save meets the conflict, and both texts are kept.
    const heroText = modules.locator(".module-editor").first().getByRole("textbox", { name: "Ingress" });
    await heroText.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Min tekst under overskriften");
    const conflict = page.getByRole("dialog", { name: "Noen andre har endret siden" });
    await conflict.waitFor({ timeout: 10_000 });
    await page.screenshot({ path: path.join(shots, "cms-page-editor-conflict.png") });
    // Only the two modules changed on either side are listed.
    expect(await conflict.getByRole("group").allInnerTexts()).toHaveLength(2);
    await conflict.getByRole("group", { name: "Spørsmål og svar" }).getByLabel("Ta den andres").check();
    await conflict.getByRole("button", { name: "Bruk valgene" }).click();
    await expect.poll(() => bar.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Lagret");
    expect(await page.getByText("Den andres spørsmål").count()).toBe(1);

    await bar.getByRole("button", { name: "Publiser" }).click();
    await expect.poll(() => bar.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Publisert");

    // An anonymous visitor gets the new page from the server.
    const html = await (await fetch(server.url)).text();
    expect(html).toContain("Strøm og varme til fast pris");
    expect(html).toContain("Min tekst under overskriften");
    expect(html).toContain("Den andres spørsmål");
    expect(html).toContain('alt="Huset med solceller på taket"');
    expect(html).toContain("Fast pris – alltid");
    expect(html).toMatch(/<p>Les gjerne <a href="\/personvern"[^>]*>personvernerklæringen<\/a><\/p>/);
    expect(html).toMatch(/cms-rich-text__image--right" style="max-width:240px"[^>]*><img[^>]*alt="Rødt tak"/);
    const versions = await api(`/page/${home.id}/version`, { token: adminToken });
    expect(versions.body.data[0].data.modules[0].data.heading).toBe(
      "Elektriker, varmepumpe og solceller til fast pris",
    );

    // Versions: the earlier page, viewed and restored into the draft as an undoable change.
    await bar.getByRole("button", { name: "Versjoner" }).click();
    const versionsDialog = page.getByRole("dialog", { name: "Versjoner" });
    await versionsDialog
      .getByRole("button", { name: /^Vis versjonen fra/ })
      .first()
      .click();
    await versionsDialog.getByText("Elektriker, varmepumpe og solceller til fast pris").first().waitFor();
    await versionsDialog.getByRole("button", { name: "Gjenopprett" }).click();
    await expect
      .poll(() => page.locator("h1").first().textContent())
      .toBe("Elektriker, varmepumpe og solceller til fast pris");
    await bar.getByRole("button", { name: "Angre" }).click();
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Strøm og varme til fast pris");
    // Back to the published content: either never saved, or saved back into the draft.
    await expect
      .poll(() => bar.getByRole("status").textContent(), { timeout: 10_000 })
      .toMatch(/^(Publisert|Lagret)$/);

    // On a phone the bar wraps but stays usable.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(shots, "cms-page-editor-mobile.png") });
    await page.context().close();
    await visitor.tab.context().close();
    await customer.tab.context().close();
  }, 150_000);

  it("keeps a change made without a connection: retries, and offers it again after the tab is closed", async () => {
    const page = await newPageAs(browser, server.url, adminToken);
    const context = page.context();
    const openEditor = async (tab: Page) => {
      await tab.goto(server.url);
      await hydrated(tab);
      const bar = tab.getByRole("region", { name: "Administrasjon" });
      const editSwitch = bar.getByRole("button", { name: "Redigeringsmodus" });
      if ((await editSwitch.getAttribute("aria-pressed")) !== "true") await editSwitch.click();
      await tab.getByRole("toolbar", { name: "1. modul: Toppbanner" }).waitFor({ state: "attached" });
      return bar;
    };
    const setHeroText = async (tab: Page, text: string, { previewed = false } = {}) => {
      await tab.locator(".module-editor").first().hover();
      await tab
        .getByRole("toolbar", { name: "1. modul: Toppbanner" })
        .getByRole("button", { name: "Innstillinger" })
        .click();
      const settings = tab.getByRole("dialog", { name: "Innstillinger: Toppbanner" });
      await settings.getByLabel("Tekst").fill(text);
      // Online, the server renders the changed module before it is applied (page/render-module).
      if (previewed) {
        const preview = settings.locator(".module-preview__content").getByText(text);
        await preview.scrollIntoViewIfNeeded();
        await preview.waitFor();
        await settings.screenshot({ path: ".tmp/screenshots/cms-module-preview.png" });
      }
      await settings.getByRole("button", { name: "Bruk" }).click();
    };
    const status = (bar: ReturnType<Page["getByRole"]>) => bar.getByRole("status").textContent();

    let bar = await openEditor(page);
    await setHeroText(page, "Forhåndsvist før lagring", { previewed: true });
    await expect.poll(() => status(bar), { timeout: 10_000 }).toBe("Lagret");

    // Offline: the save fails and is retried until the connection is back.
    await context.setOffline(true);
    await setHeroText(page, "Skrevet uten nett");
    await expect.poll(() => status(bar), { timeout: 10_000 }).toBe("Ikke lagret – prøver igjen");
    await context.setOffline(false);
    await expect.poll(() => status(bar), { timeout: 20_000 }).toBe("Lagret");

    // Offline again, and the tab is closed before the change could be sent.
    await context.setOffline(true);
    await setHeroText(page, "Lagret bare i nettleseren");
    await expect.poll(() => status(bar), { timeout: 10_000 }).toBe("Ikke lagret – prøver igjen");
    await page.close();
    await context.setOffline(false);

    const again = await context.newPage();
    bar = await openEditor(again);
    const offer = again.getByRole("dialog", { name: "Ulagrede endringer" });
    await offer.waitFor();
    expect(await axeViolations(again)).toEqual([]);
    await offer.getByRole("button", { name: "Gjenopprett ulagrede endringer" }).click();
    await again.getByText("Lagret bare i nettleseren").waitFor();
    await expect.poll(() => status(bar), { timeout: 10_000 }).toBe("Lagret");
    const home = (await api("/page?path=/")).body.data[0] as { id: number };
    const [draft] = (await api(`/page/${home.id}/draft`, { token: adminToken })).body.data;
    expect(draft.data.modules[0].data.text).toBe("Lagret bare i nettleseren");
    await context.close();
  }, 120_000);
});
