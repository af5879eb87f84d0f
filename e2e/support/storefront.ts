import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated, imageLoaded } from "./browser.ts";
import { TINY_PNG } from "./setup.ts";

/** Checks a covered post code in the header's post-code dialog and closes it; the button then names the place. */
export async function choosePostCode(page: Page, code: string, place: string) {
  await page.getByTestId("post-code-button").first().click();
  await page.getByTestId("post-code-input").fill(code);
  const modal = page.getByRole("dialog");
  await modal.getByText("i ditt område", { exact: false }).first().waitFor();
  await modal.getByRole("button", { name: "Lukk", exact: true }).last().click();
  await expect.poll(() => page.getByTestId("post-code-button").textContent()).toContain(`${code} ${place}`);
}

/**
 * From the catalogue: the EV charger installation (Zaptec Go, `metres` from the fuse box, a fuse box
 * to extend, a photo of it), configured and put in the cart.
 */
export async function configureCharger(page: Page, serverUrl: string, metres: string) {
  await page.getByRole("link", { name: /Installasjon av elbillader/ }).click();
  await page.waitForURL(`${serverUrl}/bestilling/jobb/elbillader`);
  await page.getByRole("link", { name: "Bestill jobben" }).click();
  await page.waitForURL(`${serverUrl}/order/job/elbillader`);
  await hydrated(page);
  await page.getByLabel(/Zaptec Go/).check();
  await page.getByLabel(/Avstand fra sikringsskapet/).fill(metres);
  await page.getByLabel("Nei, det må utvides").check();
  await page
    .locator("input[type=file]")
    .setInputFiles({ name: "sikringsskap.png", mimeType: "image/png", buffer: TINY_PNG });
  await imageLoaded(page.locator(".uploads img"));
  await page.getByRole("button", { name: "Legg i handlekurven" }).click();
}
