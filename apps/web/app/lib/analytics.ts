import type { CartView } from "@mt/contract/cart";
import { oreToKroner } from "@mt/domain/format/price";
import type { AnalyticsUser } from "@mt/domain/roles/analytics-user";
import {
  CONSENT_COOKIE,
  CONSENT_PERMISSIONS_COOKIE,
  type ConsentPermissions,
  consentModeDefaults,
  currentConsent,
  parseConsentChoice,
} from "@mt/domain/state/cookie-consent";
import { readCookie } from "./cookies";

/** An item in GA4's ecommerce format; prices in NOK. */
export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  item_category?: string;
  item_list_name?: string;
  index?: number;
  price: number;
  quantity?: number;
}

export type EcommerceEvent =
  | "view_item_list"
  | "view_item"
  | "select_item"
  | "add_to_cart"
  | "remove_from_cart"
  | "begin_checkout"
  | "purchase";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export const TAG_MANAGER_URL = "https://www.googletagmanager.com/gtm.js";

let consentSignalled = false;

/**
 * The data layer, started with Google Consent Mode v2's defaults (all denied) before anything else
 * goes in, then the stored choice as an update: every event after it carries the visitor's consent,
 * whether or not a container is configured or has loaded yet.
 */
function dataLayer(): unknown[] {
  window.dataLayer ??= [];
  if (!consentSignalled) {
    consentSignalled = true;
    gtag("consent", "default", consentModeDefaults());
    const consent = readCookie(CONSENT_COOKIE);
    if (parseConsentChoice(consent)) {
      gtag("consent", "update", currentConsent(consent, readCookie(CONSENT_PERMISSIONS_COOKIE)));
    }
  }
  return window.dataLayer;
}

/** Google's gtag(): the tag manager reads consent commands only as an `arguments` object. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // biome-ignore lint/complexity/noArguments: Consent Mode commands must be pushed as `arguments`
  window.dataLayer.push(arguments);
}

/** Starts the data layer with the consent signals (on every page, once in the browser). */
export function startDataLayer(): void {
  dataLayer();
}

/** Sends the visitor's new choice as a Consent Mode update. */
export function updateConsent(permissions: ConsentPermissions): void {
  dataLayer();
  gtag("consent", "update", permissions);
}

/** Loads the tag-manager container once; call it only with consent to analytics storage. */
export function loadTagManager(containerId: string): void {
  const layer = dataLayer();
  if (document.querySelector(`script[data-tag-manager]`)) return;
  layer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = `${TAG_MANAGER_URL}?${new URLSearchParams({ id: containerId })}`;
  script.dataset.tagManager = "";
  document.head.append(script);
}

/** Reports a signed-in non-customer with the active roles (spec section 6). */
export function reportUser(user: AnalyticsUser): void {
  dataLayer().push({ event: "user_data", ...user });
}

export function analyticsItem(job: {
  slug: string;
  title: string;
  workType: string;
  priceOre: number;
  index?: number;
  listName?: string;
}): AnalyticsItem {
  return {
    item_id: job.slug,
    item_name: job.title,
    item_category: job.workType,
    price: oreToKroner(job.priceOre),
    quantity: 1,
    ...(job.index !== undefined && { index: job.index }),
    ...(job.listName && { item_list_name: job.listName }),
  };
}

/** Pushes an ecommerce event to the data layer, always in NOK. */
export function trackEcommerce(
  event: EcommerceEvent,
  items: AnalyticsItem[],
  extra: Record<string, unknown> = {},
) {
  if (typeof window === "undefined") return;
  const layer = dataLayer();
  layer.push({ ecommerce: null });
  const value = items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0);
  layer.push({ event, ecommerce: { currency: "NOK", value, items, ...extra } });
}

/** The cart's lines as data-layer items, prices in NOK. */
export function cartItems(cart: Pick<CartView, "lineItems">): AnalyticsItem[] {
  return cart.lineItems.map((line) =>
    analyticsItem({
      slug: line.data.slug,
      title: line.data.title,
      workType: line.data.typeKey,
      priceOre: line.data.totals.totalOre,
    }),
  );
}
