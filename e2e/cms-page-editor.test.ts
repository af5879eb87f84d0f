import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
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
  return {
    urls,
    bytes: async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0),
  };
}

const EDITOR_CHUNK = /\/(page-editor|admin-bar|modules-editor)[-.][^/]*\.js/;

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
  it("edits, moves, saves, previews, survives a conflict and publishes; visitors get no editor code", async () => {
    // An anonymous visitor first: the page and its JavaScript, without any of the editor's chunks.
    const visitor = await newPageAs(browser, server.url, null);
    const visitorScripts = watchScripts(visitor);
    await visitor.goto(server.url);
    await hydrated(visitor);
    await visitor.waitForLoadState("networkidle");
    expect(await visitor.getByRole("region", { name: "Administrasjon" }).count()).toBe(0);
    expect(visitorScripts.urls.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);

    const page = await newPageAs(browser, server.url, adminToken);
    const adminScripts = watchScripts(page);
    await page.goto(server.url);
    await hydrated(page);
    const bar = page.getByRole("region", { name: "Administrasjon" });
    await bar.waitFor();
    await page.waitForLoadState("networkidle");
    const [visitorBytes, adminBytes] = [await visitorScripts.bytes(), await adminScripts.bytes()];
    console.log(
      `JavaScript on /: visitor ${visitorBytes} bytes in ${visitorScripts.urls.length} files; ` +
        `global admin ${adminBytes} bytes in ${adminScripts.urls.length} files`,
    );
    expect(adminScripts.urls.some((url) => EDITOR_CHUNK.test(url))).toBe(true);
    expect(adminBytes).toBeGreaterThan(visitorBytes);
    await expect.poll(() => bar.getByRole("status").textContent()).toBe("Publisert");

    // Edit mode on: every module gets its toolbar.
    const editSwitch = bar.getByRole("button", { name: "Redigeringsmodus" });
    await editSwitch.click();
    expect(await editSwitch.getAttribute("aria-pressed")).toBe("true");
    const modules = page.getByRole("region", { name: "Modulene på siden" });
    await modules.getByRole("toolbar", { name: "1. modul: Toppbanner" }).waitFor({ state: "attached" });

    // The hero heading through the module's settings dialog.
    await page.locator(".module-editor").first().hover();
    await modules
      .getByRole("toolbar", { name: "1. modul: Toppbanner" })
      .getByRole("button", { name: "Innstillinger" })
      .click();
    const settings = page.getByRole("dialog", { name: "Innstillinger: Toppbanner" });
    await settings.getByLabel("Overskrift").fill("Strøm og varme til fast pris");
    await settings.getByRole("button", { name: "Bruk" }).click();
    await expect.poll(() => page.locator("h1").first().textContent()).toBe("Strøm og varme til fast pris");

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
    await handle.focus();
    // Focus scrolls the page smoothly (base.css); dnd-kit measures where the modules are at the lift.
    await page.waitForTimeout(500);
    // dnd-kit measures the modules after the lift, and animates the move before the drop.
    await page.keyboard.press("Space");
    await page.waitForTimeout(300);
    await page.keyboard.press("ArrowUp");
    await page.waitForTimeout(300);
    await page.keyboard.press("Space");
    await page.waitForTimeout(300);
    await modules.getByRole("toolbar", { name: "3. modul: Salgsargumenter" }).waitFor({ state: "attached" });

    await bar.getByRole("button", { name: "Lagre utkast" }).click();
    await expect.poll(() => bar.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Lagret");
    const home = (await api("/page?path=/")).body.data[0] as { id: number };
    const drafts = (await api(`/page/${home.id}/draft`, { token: adminToken })).body.data;
    expect(drafts).toHaveLength(1);
    expect(drafts[0].data.modules.map((m: { type: string }) => m.type).slice(0, 4)).toEqual([
      "hero",
      "job_category_grid",
      "unique_selling_points",
      "post_code_check",
    ]);
    expect(drafts[0].data.modules[0].data.heading).toBe("Strøm og varme til fast pris");
    await page.screenshot({ path: path.join(shots, "cms-page-editor-edit.png") });
    expect(await axeViolations(page)).toEqual([]);

    // Preview: the working copy without controls.
    await bar.getByRole("button", { name: "Forhåndsvis" }).click();
    await page.getByText("Forhåndsvisning: slik ser besøkende siden").waitFor();
    expect(await page.getByRole("toolbar").count()).toBe(0);
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

    // The first admin changes the hero text: the save meets the conflict, and both texts are kept.
    await page.locator(".module-editor").first().hover();
    await modules
      .getByRole("toolbar", { name: "1. modul: Toppbanner" })
      .getByRole("button", { name: "Innstillinger" })
      .click();
    await settings.getByLabel("Tekst").fill("Min tekst under overskriften");
    await settings.getByRole("button", { name: "Bruk" }).click();
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
    await visitor.context().close();
  }, 120_000);

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
    const setHeroText = async (tab: Page, text: string) => {
      await tab.locator(".module-editor").first().hover();
      await tab
        .getByRole("toolbar", { name: "1. modul: Toppbanner" })
        .getByRole("button", { name: "Innstillinger" })
        .click();
      const settings = tab.getByRole("dialog", { name: "Innstillinger: Toppbanner" });
      await settings.getByLabel("Tekst").fill(text);
      await settings.getByRole("button", { name: "Bruk" }).click();
    };
    const status = (bar: ReturnType<Page["getByRole"]>) => bar.getByRole("status").textContent();

    // Offline: the save fails and is retried until the connection is back.
    let bar = await openEditor(page);
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
