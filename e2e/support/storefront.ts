import type { Page } from "playwright-core";
import { expect } from "vitest";
import { hydrated, imageLoaded } from "./browser.ts";
import { clickSeen, fillSeen, seen } from "./person.ts";
import { TINY_PNG } from "./setup.ts";

/** Checks a covered post code in the header's post-code dialog and closes it; the button then names the place. */
export async function choosePostCode(page: Page, code: string, place: string) {
  await clickSeen(page.getByTestId("post-code-button").first());
  await fillSeen(page.getByTestId("post-code-input"), code);
  const modal = page.getByRole("dialog");
  await seen(modal.getByText("i ditt område", { exact: false }).first());
  await clickSeen(modal.getByRole("button", { name: "Lukk", exact: true }).last());
  await expect
    .poll(() => page.getByTestId("post-code-button").first().textContent())
    .toContain(`${code} ${place}`);
}

/**
 * From the catalogue: the EV charger installation (Zaptec Go, `metres` from the fuse box, a fuse box
 * to extend, a photo of it picked from the file chooser), configured and put in the cart.
 */
export async function configureCharger(page: Page, serverUrl: string, metres: string) {
  await clickSeen(page.getByRole("link", { name: /Installasjon av elbillader/ }));
  await page.waitForURL(`${serverUrl}/bestilling/jobb/elbillader`);
  await clickSeen(page.getByRole("link", { name: "Bestill jobben" }));
  await page.waitForURL(`${serverUrl}/order/job/elbillader`);
  await hydrated(page);
  await clickSeen(page.getByLabel(/Zaptec Go/));
  await fillSeen(page.getByLabel(/Avstand fra sikringsskapet/), metres);
  await clickSeen(page.getByLabel("Nei, det må utvides"));
  const chooser = page.waitForEvent("filechooser");
  // The file input lies transparent over the whole drop zone: a click anywhere on the zone is on it.
  await clickSeen(page.locator(".file-drop-zone input[type=file]"));
  await (await chooser).setFiles({ name: "sikringsskap.png", mimeType: "image/png", buffer: TINY_PNG });
  await imageLoaded(page.locator(".uploads img"));
  await clickSeen(page.getByRole("button", { name: "Legg i handlekurven" }));
}
