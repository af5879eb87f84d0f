import type { Locator, Page } from "playwright-core";

/**
 * Picks up the focused sortable item with the space bar, as a keyboard user does, and waits for
 * dnd-kit to announce it. The keyboard sensor starts listening for the arrow keys in a timer it sets
 * at the lift, and the announcement can render before that timer has run; a timer set after the
 * announcement runs after the sensor's, so the next key is heard.
 */
export async function liftWithKeyboard(page: Page, announcement: Locator): Promise<void> {
  await page.keyboard.press("Space");
  await announcement.waitFor({ state: "attached" });
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
}
