import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated, newPageAs } from "./support/browser.ts";
import { liftWithKeyboard } from "./support/keyboard-drag.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;
let admin: string;

beforeAll(async () => {
  // APP_ENV test: the dev sign-in exists, so the journey acts as a global admin without SMS logins.
  ({ server, browser } = await startServerAndBrowser({ env: { APP_ENV: "test" } }));
  admin = await devSessionToken(server.url, "GLOBAL_ADMIN");
});
afterAll(() => stopServerAndBrowser({ server, browser }));

interface Saved {
  id: number;
  revision: number;
  path: string;
}

async function api<T = Saved>(method: string, url: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${admin}`,
      ...(body !== undefined && { "content-type": "application/json" }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as { code?: string; data: T } };
}

async function open(page: Page, url: string) {
  const response = await page.goto(`${server.url}${url}`);
  expect(response?.status(), url).toBe(200);
  await hydrated(page);
}

const hero = (heading: string) => ({ key: "hero", type: "hero", data: { heading } });

let newPageId = 0;

describe("the CMS editor's screens", () => {
  it("creates a page at /new (a taken address first), puts it in the top menu, and a visitor finds it there", async () => {
    const page = await newPageAs(browser, server.url, admin);
    await open(page, "/new");
    await page.getByLabel("Tittel", { exact: true }).fill("Om oss");
    expect(await page.getByLabel("Adressenavn (slug)").inputValue()).toBe("om-oss");
    await page.getByText("Adresse: /om-oss").waitFor();
    await page.getByText("Sand", { exact: true }).click();
    await page.getByLabel("Nøkkelord").fill("montør, team");
    await page.getByLabel("Publisert (synlig for besøkende)").check();
    await page.getByRole("button", { name: "Opprett side" }).click();
    const slug = page.getByLabel("Adressenavn (slug)");
    await page.getByText("Adressen er allerede i bruk").waitFor();
    expect(await slug.getAttribute("aria-invalid")).toBe("true");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "cms-new-page-taken.png"), fullPage: true });

    await slug.fill("om-teamet");
    await page.getByText("Adresse: /om-teamet").waitFor();
    await page.getByRole("button", { name: "Opprett side" }).click();
    await page.waitForURL(`${server.url}/om-teamet`);
    const created = await api<(Saved & Record<string, unknown>)[]>("GET", "/page?path=/om-teamet");
    newPageId = created.body.data[0]?.id ?? 0;
    expect(created.body.data[0]).toMatchObject({
      published: true,
      data: { background: "#f1e9dc", seo: { keywords: ["montør", "team"] } },
    });

    await open(page, "/menyer");
    const top = page.getByTestId("menu-top-menu");
    await top.getByRole("button", { name: "Legg til menypunkt i Toppmeny" }).click();
    await top.getByLabel("Tekst i menyen").fill("Om teamet");
    await top.getByLabel("Søk etter side").fill("om-teamet");
    await top.getByRole("button", { name: "Velg Om oss" }).click();
    await top.getByText("Valgt side: /om-teamet").waitFor();
    await top.getByRole("button", { name: "Flytt opp Om teamet" }).click();
    const labels = await top.locator(".cms-menu-item__label strong").allInnerTexts();
    expect(labels.at(-2)).toBe("Om teamet");
    // The keyboard alternative to dragging: space picks the item up, an arrow moves it, space drops it.
    await top.getByRole("button", { name: "Lukk Om teamet" }).click();
    await top.getByRole("button", { name: "Dra Om teamet" }).focus();
    await liftWithKeyboard(page, page.getByText("Tok opp Om teamet, plass 4 av 5."));
    await page.keyboard.press("ArrowDown");
    await page.getByText("Om teamet er over plass 5 av 5.").waitFor({ state: "attached" });
    await page.keyboard.press("Space");
    await expect
      .poll(async () => (await top.locator(".cms-menu-item__label strong").allInnerTexts()).at(-1))
      .toBe("Om teamet");
    await top.getByRole("button", { name: "Lagre meny Toppmeny" }).click();
    await page.getByText("Toppmeny er lagret").waitFor();
    await page.screenshot({ path: path.join(shots, "cms-menus.png"), fullPage: true });
    expect(await axeViolations(page)).toEqual([]);
    await page.context().close();

    const visitor = await newPageAs(browser, server.url, null);
    await open(visitor, "/");
    await visitor.locator(".site-header__menu--cms a", { hasText: "Om teamet" }).click();
    await visitor.waitForURL(`${server.url}/om-teamet`);
    await visitor.context().close();
  });

  it("refuses to delete a page that is in a menu, naming the menu", async () => {
    const page = await newPageAs(browser, server.url, admin);
    await open(page, "/sider?sok=teamet");
    const row = page.getByTestId("cms-page-row");
    await row.getByText("Publisert", { exact: true }).waitFor();
    expect(await row.count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "cms-pages.png"), fullPage: true });

    await row.getByRole("link", { name: "Innstillinger for Om oss" }).click();
    await page.waitForURL(`${server.url}/sider/${newPageId}`);
    await hydrated(page);
    expect(await page.getByLabel("Adressenavn (slug)").inputValue()).toBe("om-teamet");
    await page.getByRole("button", { name: "Slett side" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Siden ligger i en meny. Fjern den fra menyen før du sletter den.").waitFor();
    await dialog.getByText("Toppmeny: «Om teamet»").waitFor();
    expect(await dialog.getByRole("button", { name: "Slett siden" }).count()).toBe(0);
    expect(await dialog.getByRole("link", { name: "Gå til menyene" }).getAttribute("href")).toBe("/menyer");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "cms-delete-refused.png"), fullPage: true });
    const refused = await api("DELETE", `/page/${newPageId}`);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("PAGE_IN_MENU");
    await page.context().close();
  });

  it("shows where a synced module template is used, and a change reaches both pages", async () => {
    const template = (
      await api("POST", "/module-template", { title: "Vinterkampanje", data: [hero("Vinter")] })
    ).body.data;
    const paths: string[] = [];
    for (const slug of ["kampanje-en", "kampanje-to"]) {
      const made = await api("POST", "/page", { title: slug, slug, published: true });
      paths.push(made.body.data.path);
      if (slug !== "kampanje-en") continue;
      const placed = await api("PATCH", `/page/${made.body.data.id}`, {
        revision: made.body.data.revision,
        data: {
          modules: [
            { key: "mal", type: "module_template", data: { templateId: template.id, syncMode: "Synced" } },
          ],
        },
      });
      expect(placed.status).toBe(200);
    }

    // On the second page the template is placed synced through the page editor, and published.
    const editor = await newPageAs(browser, server.url, admin);
    await open(editor, "/kampanje-to");
    const bar = editor.getByRole("region", { name: "Administrasjon" });
    await bar.getByRole("button", { name: "Redigeringsmodus" }).click();
    await editor.getByRole("button", { name: "Legg til modul til slutt" }).click();
    const addDialog = editor.getByRole("dialog", { name: "Legg til modul" });
    await addDialog.getByRole("button", { name: "Vinterkampanje: Synkronisert" }).click();
    await editor.getByRole("toolbar", { name: "1. modul: Modulmal" }).waitFor({ state: "attached" });
    // A synced template belongs to its template: no field of it is edited on the page.
    expect(await editor.locator(".modules-editor [contenteditable]").count()).toBe(0);
    await bar.getByRole("button", { name: "Publiser" }).click();
    await expect.poll(() => bar.getByRole("status").textContent(), { timeout: 10_000 }).toBe("Publisert");
    await editor.context().close();

    const page = await newPageAs(browser, server.url, admin);
    await open(page, "/module-templates");
    await page.getByRole("link", { name: "Vinterkampanje" }).click();
    await page.waitForURL(`${server.url}/module-templates/${template.id}`);
    await hydrated(page);
    await page
      .getByText("Endringen vises på 2 sider med synkronisert mal. Manuelle kopier endres ikke.")
      .waitFor();
    expect(await page.getByTestId("template-usage-row").allInnerTexts()).toEqual([
      expect.stringContaining("kampanje-en"),
      expect.stringContaining("kampanje-to"),
    ]);
    await page.getByLabel("Tittel").fill("Vinterkampanje 2026");
    // The template's hero heading, typed in place.
    const templateModules = page.getByRole("region", { name: "Modulene i malen" });
    await templateModules.getByRole("textbox", { name: "Overskrift" }).click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Vintersalg");
    await page.getByRole("button", { name: "Lagre modulmal" }).click();
    await page.getByText("Vinterkampanje 2026 er lagret").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "cms-module-template.png"), fullPage: true });
    const saved = await api<{ data: { data: { heading: string } }[] }>(
      "GET",
      `/module-template/${template.id}`,
    );
    expect(saved.body.data.data[0]?.data.heading).toBe("Vintersalg");
    await page.context().close();

    const visitor = await newPageAs(browser, server.url, null);
    for (const url of paths) {
      await visitor.goto(`${server.url}${url}`);
      expect(await visitor.locator(".cms-hero__heading").textContent()).toBe("Vintersalg");
    }
    await visitor.context().close();

    const fresh = await newPageAs(browser, server.url, admin);
    await open(fresh, "/module-templates/new");
    expect(await axeViolations(fresh)).toEqual([]);
    expect((await fresh.goto(`${server.url}/module-templates/999999`))?.status()).toBe(404);
    expect((await fresh.goto(`${server.url}/sider/abc`))?.status()).toBe(404);
    await fresh.context().close();
  });
});
