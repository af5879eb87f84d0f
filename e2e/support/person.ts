import type { Locator } from "playwright-core";
import { expect } from "vitest";

/**
 * Waits until a person can see the element whole, and returns it. A person scrolls the page and any
 * pane that scrolls, but cannot scroll a box whose overflow is hidden: the element must lie inside
 * the viewport and inside every ancestor that clips it, and nothing may cover its middle. Fails with
 * where the element was if that never happens.
 */
export async function seen(locator: Locator, timeout = 10_000): Promise<Locator> {
  await locator.waitFor({ state: "visible", timeout });
  try {
    // The element is looked up again on every try: a page that renders again may replace it.
    await expect
      .poll(() => locator.evaluate(inSight, undefined, { timeout: 1_000 }).catch(() => false), { timeout })
      .toBe(true);
  } catch {
    const where = await locator.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const onTop = top ? `${top.tagName.toLowerCase()}.${[...top.classList].join(".")}` : "nothing";
      return `${Math.round(r.left)},${Math.round(r.top)} ${Math.round(r.width)}×${Math.round(r.height)} in ${window.innerWidth}×${window.innerHeight}, on top at its middle: ${onTop}`;
    });
    expect.fail(`${locator} is not where a person can see it whole (${where})`);
  }
  return locator;
}

/** In the page: scrolls the element into sight as a person would, then says whether it is seen whole. */
const inSight = (el: Element): boolean => {
  // What a person does: scroll the panes that scroll, then the page, to bring it into sight.
  for (let box = el.parentElement; box; box = box.parentElement) {
    const overflow = getComputedStyle(box).overflowY;
    if (overflow !== "auto" && overflow !== "scroll") continue;
    const inner = el.getBoundingClientRect();
    const outer = box.getBoundingClientRect();
    if (inner.top < outer.top || inner.bottom > outer.bottom) {
      box.scrollTop += inner.top - outer.top - (outer.height - inner.height) / 2;
    }
  }
  const placed = el.getBoundingClientRect();
  if (placed.top < 0 || placed.bottom > window.innerHeight) {
    window.scrollBy({
      top: placed.top - (window.innerHeight - placed.height) / 2,
      behavior: "instant",
    });
  }

  const r = el.getBoundingClientRect();
  if (r.width < 1 || r.height < 1) return false;
  if (r.top < -0.5 || r.left < -0.5) return false;
  if (r.bottom > window.innerHeight + 0.5 || r.right > window.innerWidth + 0.5) return false;
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const style = getComputedStyle(box);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    const clip = box.getBoundingClientRect();
    if (r.left < clip.left - 0.5 || r.right > clip.right + 0.5) return false;
    if (r.top < clip.top - 0.5 || r.bottom > clip.bottom + 0.5) return false;
  }
  if (getComputedStyle(el).visibility !== "visible") return false;
  const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  // A label's text or an input's own parts may be the topmost at its middle.
  return (
    !!top &&
    (el.contains(top) || top.contains(el) || (el as HTMLInputElement).labels?.[0]?.contains(top) === true)
  );
};

/** Types into a field once a person can see it. */
export async function fillSeen(locator: Locator, text: string): Promise<void> {
  await (await seen(locator)).fill(text);
}

/** Clicks a button, link or box once a person can see it. */
export async function clickSeen(locator: Locator): Promise<void> {
  await (await seen(locator)).click();
}
