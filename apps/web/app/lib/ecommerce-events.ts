import type { CartView } from "@mt/contract/cart";
import { oreToKroner } from "@mt/domain/format/price";
import { pushToDataLayer } from "./analytics";

// GA4's ecommerce events, from the pages that show or sell jobs: apart from the data layer's start
// (analytics.ts, on every page), so that a page without them does not download them (decision 069).

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
  const value = items.reduce((sum, item) => sum + item.price * (item.quantity ?? 1), 0);
  pushToDataLayer({ ecommerce: null });
  pushToDataLayer({ event, ecommerce: { currency: "NOK", value, items, ...extra } });
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
