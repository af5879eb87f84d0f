import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations, hydrated } from "./support/browser.ts";
import { seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import { devSessionToken } from "./support/session.ts";
import { screenshotsDir as shots, startServerAndBrowser, stopServerAndBrowser } from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  // APP_ENV test: the dev sign-in exists, so the test can act as a global admin.
  ({ server, browser } = await startServerAndBrowser({ env: { APP_ENV: "test" } }));
});
afterAll(() => stopServerAndBrowser({ server, browser }));

/** axe needs JavaScript: it runs on the same page in an ordinary tab. */
async function axeOf(url: string) {
  const page = await browser.newPage();
  await page.goto(`${server.url}${url}`);
  const violations = await axeViolations(page);
  await page.close();
  return violations;
}

describe("CMS pages rendered on the server", () => {
  it("renders the home page fully with JavaScript disabled: hero, categories, FAQ, menus, SEO", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(server.url);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Elektriker, varmepumpe og solceller til fast pris | Montørtorget");
    expect(await page.locator("h1").textContent()).toBe("Elektriker, varmepumpe og solceller til fast pris");
    expect(await page.locator(".cms-card__title").allInnerTexts()).toEqual([
      "Elektriker",
      "Varmepumpe",
      "Solceller",
    ]);
    expect(await page.locator(".cms-usp__title").count()).toBe(4);
    expect(await page.getAttribute('meta[name="description"]', "content")).toContain("fast pris");
    expect(await page.getAttribute('link[rel="canonical"]', "href")).toBe(`${server.url}/`);
    expect(await page.getAttribute('meta[property="og:image"]', "content")).toContain(
      "/media/seed/hjem-hus-med-solceller.jpg?w=1200",
    );
    // Header and footer menus from the CMS.
    expect(await page.locator(".site-header__menu--cms a").allInnerTexts()).toEqual([
      "Elektriker",
      "Varmepumpe",
      "Solceller",
      "Om oss",
    ]);
    expect(await page.locator(".footer-menu a").allInnerTexts()).toEqual([
      "Om oss",
      "For selgere",
      "Nyhetsbrev",
      "Personvern",
      "Avtalevilkår",
    ]);
    // The hero image has dpr 1 and 2 variants and loads first; the images are really there.
    const srcset = await page.getAttribute(".cms-hero__image", "srcset");
    expect(srcset).toMatch(/w=640&dpr=1&ar=1\.33&fp=0\.5,0\.55 1x, .*dpr=2.* 2x/);
    expect(await page.getAttribute(".cms-hero__image", "fetchpriority")).toBe("high");
    const image = await page.request.get(
      `${server.url}${(await page.getAttribute(".cms-hero__image", "src")) ?? ""}`,
    );
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toMatch(/^image\//);
    // The synced module template's call to action and the FAQ (open without JavaScript).
    expect(await page.locator(".cms-cta h2").textContent()).toBe("Usikker på hva du trenger?");
    await page.locator(".cms-faq__question", { hasText: "Kan jeg endre eller avbestille?" }).click();
    expect(await page.getAttribute(".cms-faq a", "href")).toBe("/avtalevilkar");
    await page.screenshot({ path: path.join(shots, "cms-home-nojs.png"), fullPage: true });
    await context.close();
    expect(await axeOf("/")).toEqual([]);
  });

  it("renders a page by slug with JavaScript disabled, with the title suffix and rich-text links", async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/om-oss`);
    expect(response?.status()).toBe(200);
    expect(await page.title()).toBe("Om oss | Montørtorget");
    expect(await page.locator("h1").textContent()).toBe("Om oss");
    expect(await page.locator(".cms-rich-text a[data-page]").getAttribute("href")).toBe("/personvern");
    expect(await page.locator(".cms-image figcaption").textContent()).toContain("alt på ett sted");
    await page.screenshot({ path: path.join(shots, "cms-om-oss-nojs.png"), fullPage: true });
    expect(await axeOf("/om-oss")).toEqual([]);
    for (const [url, heading] of [
      ["/personvern", "Personvern"],
      ["/avtalevilkar", "Avtalevilkår"],
    ]) {
      const res = await page.goto(`${server.url}${url}`);
      expect(res?.status(), url).toBe(200);
      expect(await page.locator("h1").textContent()).toBe(heading);
    }
    expect((await page.goto(`${server.url}/om-oss/`))?.status()).toBe(200);
    await context.close();
  });

  it("answers unknown paths with the error page and 404", async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/finnes-ikke/heller-ikke`);
    expect(response?.status()).toBe(404);
    expect(await page.locator(".error-page__status").textContent()).toContain("404");
    await page.close();
  });

  it("opens the mobile menu at 390 px and follows a link", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(server.url);
    await hydrated(page);
    expect(await page.locator(".site-header__menu--cms").isVisible()).toBe(false);
    // One row: the logo, "Logg inn", the cart and "Meny" share the header's 64 px.
    const banner = page.getByRole("banner");
    expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(65);
    for (const part of [
      banner.getByRole("link", { name: /til forsiden/ }),
      banner.getByRole("link", { name: "Logg inn" }),
      banner.getByRole("link", { name: /^Handlekurv/ }),
    ]) {
      await seen(part);
    }
    const toggle = page.locator(".mobile-menu__toggle");
    await seen(toggle);
    await toggle.click();
    const panel = page.getByRole("navigation", { name: "Mobilmeny" });
    await panel.waitFor({ state: "visible" });
    expect(await panel.locator("a").allInnerTexts()).toEqual([
      "Elektriker",
      "Varmepumpe",
      "Solceller",
      "Om oss",
      "Nyhetsbrev",
      "Personvern",
      "Avtalevilkår",
    ]);
    await page.screenshot({ path: path.join(shots, "cms-mobile-menu-open.png") });
    expect(await axeViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await panel.getByRole("link", { name: "Om oss" }).click();
    await page.waitForURL(`${server.url}/om-oss`);
    await page.locator("h1", { hasText: "Om oss" }).waitFor();
    // Closed again after navigating.
    expect(await panel.isVisible()).toBe(false);
    await page.screenshot({ path: path.join(shots, "cms-om-oss-mobile.png"), fullPage: true });
    await page.close();
  });

  it("hides the desktop menu's mobile toggle above 940 px", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(server.url);
    expect(await page.locator(".mobile-menu__toggle").isVisible()).toBe(false);
    expect(await page.locator(".site-header__menu--cms").isVisible()).toBe(true);
    await page.screenshot({ path: path.join(shots, "cms-home-desktop.png"), fullPage: true });
    await page.close();
  });

  it("gives a job page its marketing content hydrated, and a job page without any no CMS code", async () => {
    const token = await devSessionToken(server.url, "GLOBAL_ADMIN");
    const created = await fetch(`${server.url}/api/page`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        type: "job",
        title: "Komfyrvakt",
        slug: "komfyrvakt",
        published: true,
        data: {
          modules: [
            {
              key: "sjekk",
              type: "post_code_check",
              data: {
                heading: "Leverer vi komfyrvakt hos deg?",
                buttonText: "Se jobber",
                background: "white",
              },
            },
          ],
          seo: { title: "", description: "", keywords: [], image: null },
          background: "#ffffff",
        },
      }),
    });
    expect(created.status).toBe(201);

    const page = await browser.newPage();
    const problems: string[] = [];
    page.on("console", (message) => message.type() === "error" && problems.push(message.text()));
    page.on("pageerror", (error) => problems.push(error.message));
    const scripts: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && scripts.push(request.url()));

    // Without marketing content the page shows the job's own description and loads no CMS renderer.
    await page.goto(`${server.url}/bestilling/jobb/elbillader`);
    await hydrated(page);
    expect(scripts.some((url) => url.includes("/cms-modules-"))).toBe(false);

    // With it, the module is in the server's HTML and answers once the page is interactive: the
    // post-code field refuses what is not a digit.
    scripts.length = 0;
    await page.goto(`${server.url}/bestilling/jobb/komfyrvakt`);
    await hydrated(page);
    expect(await page.locator(".job-page .cms-post-code h2").textContent()).toBe(
      "Leverer vi komfyrvakt hos deg?",
    );
    expect(scripts.some((url) => url.includes("/cms-modules-"))).toBe(true);
    const field = page.locator(".job-page .cms-post-code").getByLabel("Postnummer");
    await field.pressSequentially("12ab34");
    expect(await field.inputValue()).toBe("1234");
    expect(problems).toEqual([]);
    await page.close();
  });

  it("renders a module through POST /api/page/render-module with the site's renderer", async () => {
    const token = await devSessionToken(server.url, "GLOBAL_ADMIN");
    const res = await fetch(`${server.url}/api/page/render-module`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        key: "k1",
        type: "call_to_action",
        data: { heading: "Ring oss <script>", button: { title: "Ring", url: "tel:+4722000000" } },
      }),
    });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.key).toBe("k1");
    expect(body.data.html).toContain('<section class="cms-module cms-cta');
    expect(body.data.html).toContain("Ring oss &lt;script&gt;");
    expect(body.data.html).toContain('href="tel:+4722000000"');
    const anonymous = await fetch(`${server.url}/api/page/render-module`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: "k", type: "hero", data: {} }),
    });
    expect(anonymous.status).toBe(401);
    // The resource route itself answers nobody but the API.
    const direct = await fetch(`${server.url}/_cms/render-module`, { method: "POST", body: "{}" });
    expect(direct.status).toBe(404);
  });

  it("uploads a CMS image through the built server and serves its dpr 2 variant", async () => {
    const token = await devSessionToken(server.url, "GLOBAL_ADMIN");
    // A 2 × 2 PNG.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAE0lEQVQImWP4z8DwnwGM/zMwAAAf7gP9qS/A4gAAAABJRU5ErkJggg==",
      "base64",
    );
    const form = new FormData();
    form.append("alt", "Prøvebilde");
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "prove.png");
    const res = await fetch(`${server.url}/api/media/upload-cms-image`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const item = (await res.json()).data;
    expect(item).toMatchObject({ alt: "Prøvebilde", mimeType: "image/png", hidden: false });
    const variant = await fetch(`${server.url}${item.url}?w=80&dpr=2`, { headers: { accept: "image/webp" } });
    expect(variant.status).toBe(200);
    expect(variant.headers.get("content-type")).toBe("image/webp");
  });
});
