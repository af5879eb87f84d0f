import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { animationsSettled, axeViolations, hydrated } from "./support/browser.ts";
import { seen } from "./support/person.ts";
import type { RunningServer } from "./support/server.ts";
import {
  screenshotsDir as shots,
  startServerAndBrowser,
  stopServerAndBrowser,
  TINY_PNG,
} from "./support/setup.ts";

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  ({ server, browser } = await startServerAndBrowser());
});
afterAll(() => stopServerAndBrowser({ server, browser }));

async function checkPostCode(page: Page, code: string) {
  await page.getByTestId("post-code-button").first().click();
  const input = page.getByTestId("post-code-input");
  await input.fill("");
  await input.fill(code);
}

const price = (page: Page) => page.getByTestId("live-price").textContent();

describe("catalogue, post-code check, configurator and cart", () => {
  it("checks a covered post code, configures a job with every question type and puts it in the cart", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${server.url}/nettbutikk/alle`);
    await hydrated(page);
    expect(await page.title()).toBe("Alle jobber | Montørtorget");
    expect(await page.locator("h2").allInnerTexts()).toEqual(
      expect.arrayContaining(["Elektriker", "Elbillader", "Varmepumpe", "Solceller"]),
    );
    expect(await page.locator(".job-card").count()).toBeGreaterThanOrEqual(12);
    expect(
      await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer)),
    ).toContain('"view_item_list"');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "catalogue.png"), fullPage: true });

    await checkPostCode(page, "0150");
    const modal = page.getByRole("dialog");
    await modal.getByText("Vi leverer elektrikertjenester, varmepumper og solceller i ditt område").waitFor();
    expect(await modal.getByRole("button").allInnerTexts()).toEqual(
      expect.arrayContaining(["Se jobber", "Lukk"]),
    );
    await page.screenshot({ path: path.join(shots, "post-code-supported.png") });
    await modal.getByRole("button", { name: "Lukk", exact: true }).last().click();
    await expect.poll(() => page.getByTestId("post-code-button").textContent()).toContain("0150 Oslo");

    await page.getByRole("link", { name: /Installasjon av elbillader/ }).click();
    await page.waitForURL(`${server.url}/bestilling/jobb/elbillader`);
    await page.locator("h1", { hasText: "Installasjon av elbillader" }).waitFor();
    await expect
      .poll(() =>
        page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer)),
      )
      .toContain('"view_item"');
    expect(
      await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer)),
    ).toContain('"select_item"');
    await page.screenshot({ path: path.join(shots, "job-page.png"), fullPage: true });
    await page.getByRole("link", { name: "Bestill jobben" }).click();
    await page.waitForURL(`${server.url}/order/job/elbillader`);
    await hydrated(page);
    // The URL changes before React renders the new route's body classes: wait for them.
    await expect.poll(() => page.getAttribute("body", "class")).toContain("is-configurator");

    const start = await price(page);
    await page.getByLabel(/Zaptec Go/).check();
    const withCharger = await price(page);
    expect(withCharger).not.toBe(start);
    await page.getByLabel(/Avstand fra sikringsskapet/).fill("14");
    await page.getByLabel("Nei, det må utvides").check();
    await page.getByLabel("Graving av grøft for kabel").check();
    await page.getByLabel(/Hvor lang er grøfta/).fill("6");
    await page.getByLabel("Lastbalansering").check();
    await page
      .locator("input[type=file]")
      .setInputFiles({ name: "sikringsskap.png", mimeType: "image/png", buffer: TINY_PNG });
    await page.locator(".uploads img").waitFor();
    expect(await price(page)).toBe("kr\u00a029\u00a0076");
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "configurator.png"), fullPage: true });

    await page.getByLabel(/Kommentar til elektrikeren/).fill("Sikringsskapet er i kjelleren.");
    await page.getByRole("button", { name: "Legg i handlekurven" }).click();
    const added = page.getByRole("dialog", { name: "Lagt i handlekurven" });
    await added.waitFor();
    await animationsSettled(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "added-to-cart.png") });
    await added.getByRole("link", { name: "Gå til handlekurven" }).click();
    await page.waitForURL(`${server.url}/bestilling/handlekurv`);
    await page.getByTestId("cart-line").waitFor();
    expect(await page.getByTestId("cart-line").textContent()).toContain("Installasjon av elbillader");
    expect(await page.getByTestId("cart-total").textContent()).toBe("kr\u00a029\u00a0076");
    expect(
      await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer)),
    ).toContain('"add_to_cart"');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("order") ?? "{}"));
    expect(stored.state).toMatchObject({ postCode: "0150", postCodePlace: "Oslo", postCodeValid: true });
    expect(stored.state.cart.lineItems).toHaveLength(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: path.join(shots, "cart.png"), fullPage: true });

    // Editing the answers from the cart reprices the same line.
    await page.getByRole("link", { name: "Endre svar" }).click();
    await page.waitForURL(/\/order\/job\/elbillader\?linje=\d+/);
    await expect.poll(() => page.getByLabel("Graving av grøft for kabel").isChecked()).toBe(true);
    await page.getByLabel("Stolpe for laderen").check();
    expect(await price(page)).toBe("kr\u00a030\u00a0876");
    await page.getByRole("button", { name: "Lagre endringene" }).click();
    await page.waitForURL(`${server.url}/bestilling/handlekurv`);
    await expect.poll(() => page.getByTestId("cart-total").textContent()).toBe("kr\u00a030\u00a0876");
    expect(await page.getByTestId("cart-line").count()).toBe(1);

    // A post code outside coverage: the cart's jobs are not delivered there, and the waitlist is offered.
    await checkPostCode(page, "9008");
    await modal
      .getByText("Beklager, vi har ikke lansert tjenestene våre i ditt område enda.", { exact: false })
      .waitFor();
    await page.screenshot({ path: path.join(shots, "post-code-not-launched.png") });
    await modal.getByRole("button", { name: "Sett meg på venteliste" }).click();
    await page.waitForURL(/\/nyhetsbrev\?postnummer=9008/);
    await page.getByLabel("E-post").fill("kari@eksempel.no");
    await page.getByRole("button", { name: "Sett meg på venteliste" }).click();
    await page.getByText("Du står nå på ventelisten for postnummer 9008").waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it("says an unknown code does not exist, and flags cart jobs a new area does not have", async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/nettbutikk/alle`);
    await hydrated(page);
    await checkPostCode(page, "0000");
    await page.getByRole("dialog").getByText("Postkoden 0000, finnes ikke.").waitFor();
    expect(await page.getByRole("dialog").getByRole("button", { name: "Avbryt" }).count()).toBe(1);
    await page.screenshot({ path: path.join(shots, "post-code-invalid.png") });
    await page.keyboard.press("Escape");

    // A solar job in the cart, then a Bergen code where solar is not launched.
    await checkPostCode(page, "0150");
    await page.locator(".post-code-modal__result .ui-alert").first().waitFor();
    await page.keyboard.press("Escape");
    await page.goto(`${server.url}/order/job/solceller-6-kw`);
    await hydrated(page);
    await page.getByLabel("Takstein").check();
    await page.getByRole("button", { name: "Legg i handlekurven" }).click();
    await page.getByRole("link", { name: "Gå til handlekurven" }).click();
    await page.waitForURL(`${server.url}/bestilling/handlekurv`);
    await page.getByTestId("cart-line").waitFor();
    await checkPostCode(page, "5003");
    const modal = page.getByRole("dialog");
    await modal
      .getByText("En eller flere jobber i handlekurven er ikke tilgjengelig i ditt område")
      .waitFor();
    await modal.getByRole("button", { name: "Se over jobbene" }).click();
    await page.getByTestId("unsupported-jobs").waitFor();
    await page.screenshot({ path: path.join(shots, "cart-unsupported.png"), fullPage: true });

    // Removing the line empties the cart.
    await page.getByRole("button", { name: "Fjern" }).click();
    await page.getByText("Handlekurven er tom.").waitFor();
    expect(
      await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer)),
    ).toContain('"remove_from_cart"');

    // The change-code flag opens the post-code change at once.
    await page.goto(`${server.url}/order/cart?change-code=1`);
    await page.getByRole("dialog", { name: "Leverer vi der du bor?" }).waitFor();
    await page.close();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`filters by the top menu's category and leads back to the cart from the header at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      const phone = viewport.width < 940;
      await page.goto(`${server.url}/`);
      await hydrated(page);
      const cartButton = page.getByRole("banner").getByRole("link", { name: /^Handlekurv/ });
      expect(await cartButton.getAttribute("href")).toBe("/bestilling/handlekurv");
      expect(await cartButton.isVisible()).toBe(true);

      // "Varmepumpe" in the top menu (behind "Meny" on a phone) shows the heat pumps at the top.
      if (phone) await page.locator("summary.mobile-menu__toggle").click();
      await page
        .getByRole("navigation", { name: phone ? "Mobilmeny" : "Hovedmeny" })
        .getByRole("link", { name: "Varmepumpe" })
        .click();
      await page.waitForURL(`${server.url}/nettbutikk/alle?kategori=varmepumpe`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Varmepumpe");
      expect(await page.title()).toBe("Varmepumpe | Montørtorget");
      const types = await page.locator(".job-card__type").allTextContents();
      expect(types.length).toBeGreaterThan(0);
      expect(new Set(types)).toEqual(new Set(["Varmepumpe"]));
      const firstCard = await page.locator(".job-card").first().boundingBox();
      expect((firstCard?.y ?? Number.POSITIVE_INFINITY) + 40).toBeLessThan(viewport.height);
      expect(await page.getByRole("link", { name: "Vis alle jobber" }).isVisible()).toBe(true);
      // The category's illustration beside the heading, a loaded responsive variant of its size.
      const headingImage = page.locator(".catalogue__category-heading img");
      await expect
        .poll(() => headingImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(await headingImage.getAttribute("src")).toMatch(
        /^\/media\/seed\/kategori-varmepumpe\.jpg\?w=\d+/,
      );
      expect(await headingImage.getAttribute("srcset")).toContain("dpr=2");
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `category-varmepumpe-${viewport.width}.png`) });

      // Every category of the full list has its image; those below the fold load when near.
      await page.goto(`${server.url}/nettbutikk/alle`);
      const categoryImages = page.locator(".catalogue__category .catalogue__category-image");
      expect(await categoryImages.count()).toBe(4);
      expect(
        await categoryImages.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("loading"))),
      ).toEqual(["eager", "lazy", "lazy", "lazy"]);
      await page.screenshot({
        path: path.join(shots, `catalogue-all-${viewport.width}.png`),
        fullPage: true,
      });

      // Add a heat pump, go on shopping, and come back to the cart through the header.
      await page.goto(`${server.url}/order/job/luft-til-vann-varmepumpe`);
      await hydrated(page);
      await page.getByLabel("Vannbåren varme med el-kjel").check();
      await page.getByRole("button", { name: "Legg i handlekurven" }).click();
      const added = page.getByRole("dialog", { name: "Lagt i handlekurven" });
      await added.waitFor();
      await animationsSettled(page);
      await page.screenshot({ path: path.join(shots, `added-to-cart-${viewport.width}.png`) });
      await added.getByRole("link", { name: "Fortsett å handle" }).click();
      await page.waitForURL(`${server.url}/nettbutikk/alle`);
      await expect.poll(() => page.locator("h1").textContent()).toBe("Alle jobber");
      await page.getByRole("banner").getByRole("link", { name: "Handlekurv, 1 jobb" }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `header-cart-${viewport.width}.png`) });
      await page.getByRole("banner").getByRole("link", { name: "Handlekurv, 1 jobb" }).click();
      await page.waitForURL(`${server.url}/bestilling/handlekurv`);
      await page.getByTestId("cart-line").waitFor();
      await page.close();
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`keeps the price in sight and takes pictures in the drop zone at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      const phone = viewport.width < 768;
      await page.goto(`${server.url}/order/job/elbillader`);
      await hydrated(page);
      const bar = page.getByTestId("price-bar");
      const barTotal = page.getByTestId("price-bar-total");
      expect(await bar.isVisible()).toBe(phone);

      await page.getByLabel(/Zaptec Go/).check();
      const live = await price(page);
      expect(await barTotal.textContent()).toBe(live);
      if (phone) {
        const box = await bar.boundingBox();
        expect(Math.round((box?.y ?? 0) + (box?.height ?? 0))).toBe(viewport.height);
        expect(await bar.getByRole("link", { name: "Til bestilling" }).getAttribute("href")).toBe(
          "#oppsummering",
        );
      }

      // Every question heading lies inside its box, below the top border, also when it wraps.
      const outside = await page.evaluate(() =>
        [...document.querySelectorAll(".question")].flatMap((box) => {
          const title = box.querySelector(".question__title");
          if (!title) return [];
          const inner = box.getBoundingClientRect();
          const text = title.getBoundingClientRect();
          return text.top > inner.top + 1 && text.right <= inner.right ? [] : [title.textContent];
        }),
      );
      expect(outside).toEqual([]);

      const input = page.locator(".file-drop-zone input[type=file]");
      await input.focus();
      expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type)).toBe(
        "file",
      );
      expect(await page.getByText("Dra bilder hit eller velg fil").isVisible()).toBe(true);
      await input.setInputFiles({ name: "sikringsskap.png", mimeType: "image/png", buffer: TINY_PNG });
      await page.getByRole("img", { name: "Opplastet bilde 1" }).waitFor();
      expect(await page.getByRole("button", { name: "Fjern bilde 1" }).isVisible()).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: path.join(shots, `configurator-${viewport.width}.png`) });
      await page.screenshot({
        path: path.join(shots, `configurator-${viewport.width}-full.png`),
        fullPage: true,
      });

      if (phone) {
        // The bar steps aside when the price box itself is on screen, and covers nothing at the end.
        await page.locator("#oppsummering").scrollIntoViewIfNeeded();
        await expect.poll(() => bar.getAttribute("data-hidden")).toBe("true");
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        expect(await page.getByRole("button", { name: "Legg i handlekurven" }).isVisible()).toBe(true);
        await page.screenshot({ path: path.join(shots, `configurator-${viewport.width}-end.png`) });
      }
      await page.close();
    });
  }

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    it(`opens the heat pump and the EV charger on the shop's "fra" price, never below it, at ${viewport.width} px`, async () => {
      const page = await browser.newPage({ viewport });
      const phone = viewport.width < 768;
      const jobs = [
        { slug: "luft-til-luft-varmepumpe", title: "Luft-til-luft varmepumpe", from: "kr\u00a028\u00a0550" },
        { slug: "elbillader", title: "Installasjon av elbillader", from: "kr\u00a015\u00a0360" },
      ];
      await page.goto(`${server.url}/nettbutikk/alle`);
      await hydrated(page);
      for (const job of jobs) {
        const card = page.locator(".job-card", { has: page.getByRole("heading", { name: job.title }) });
        expect(await card.locator(".job-card__price").textContent()).toBe(`fra ${job.from}`);
      }
      for (const job of jobs) {
        await page.goto(`${server.url}/order/job/${job.slug}`);
        await hydrated(page);
        // The price a person sees first: the bar on a phone, the price box beside the questions else.
        const first = await seen(page.getByTestId(phone ? "price-bar-total" : "live-price"));
        expect(await first.textContent()).toBe(`fra ${job.from}`);
        expect(await page.getByTestId("live-price").textContent()).toBe(`fra ${job.from}`);
        await page.screenshot({
          path: path.join(shots, `configurator-first-${job.slug}-${viewport.width}.png`),
        });
      }
      await page.close();
    });
  }

  it("renders the job page on the server, with its title and price", async () => {
    const res = await fetch(`${server.url}/bestilling/jobb/luft-til-luft-varmepumpe`);
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(html).toContain("<h1>Luft-til-luft varmepumpe</h1>");
    expect(html).toContain("kr\u00a028\u00a0550");
    expect((await fetch(`${server.url}/bestilling/jobb/finnes-ikke`)).status).toBe(404);
  });

  it("fits a phone", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/order/job/elbillader`);
    await page.screenshot({ path: path.join(shots, "configurator-mobile.png"), fullPage: true });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth)
        .map((el) => `${el.tagName}.${el.className}`)
        .slice(0, 5),
    );
    expect(wide).toEqual([]);
    await page.close();
  });
});
