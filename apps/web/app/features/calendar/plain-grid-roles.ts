import { type RefObject, useEffect } from "react";

/** The table roles react-big-calendar gives some of its boxes, never as a complete table or grid. */
const HALF_TABLE = '[role="table"],[role="rowgroup"],[role="row"],[role="cell"],[role="columnheader"]';

/** Strips what would mislead a screen reader; returns nothing to undo (the grid is redrawn anyway). */
export function plainRoles(root: ParentNode): void {
  for (const element of root.querySelectorAll(HALF_TABLE)) {
    element.removeAttribute("role");
    element.removeAttribute("aria-sort");
    element.removeAttribute("aria-label");
  }
  // An event box is a focusable "button" around our link to the project: the link alone is the control.
  for (const element of root.querySelectorAll('[role="button"]')) {
    if (!element.querySelector("a[href]")) continue;
    element.removeAttribute("role");
    element.removeAttribute("tabindex");
  }
}

/**
 * react-big-calendar marks rows, cells and column headers with ARIA table roles without a table
 * around them (and an event as a button around its link), which axe rightly flags: the grid under
 * `ref` keeps plain boxes; days are read from their headings and bookings are links.
 */
export function usePlainGridRoles(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    plainRoles(root);
    const observer = new MutationObserver(() => plainRoles(root));
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ["role"] });
    return () => observer.disconnect();
  }, [ref]);
}
