import type { CartView } from "@mt/contract/cart";
import { type AnalyticsItem, analyticsItem } from "../../lib/analytics";

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

/** begin_checkout and purchase in the data layer, always in NOK (value = sum of the items). */
export function pushEcommerce(
  event: "begin_checkout" | "purchase",
  items: AnalyticsItem[],
  extra: Record<string, unknown> = {},
) {
  if (typeof window === "undefined") return;
  window.dataLayer ??= [];
  window.dataLayer.push({ ecommerce: null });
  const value = items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0);
  window.dataLayer.push({ event, ecommerce: { currency: "NOK", value, items, ...extra } });
}
