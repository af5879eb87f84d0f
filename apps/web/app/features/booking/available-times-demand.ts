import type { CartView } from "@mt/contract/cart";

/**
 * What the server's offered times for a cart depend on (booking service's `demand`): the post code,
 * the cart's work types, whether a line needs an inspection first, and the total duration. The time
 * page caches its answer by these, so a change to any of them fetches the times again.
 */
export interface AvailableTimesDemand {
  postCode: string;
  workTypes: string[];
  inspection: boolean;
  durationMinutes: number;
}

export function availableTimesDemand(
  cart: Pick<CartView, "lineItems" | "totals">,
  postCode: string,
): AvailableTimesDemand {
  return {
    postCode,
    workTypes: [...new Set(cart.lineItems.map((line) => line.data.typeKey))].sort(),
    inspection: cart.lineItems.some((line) => line.data.inspectionFirst),
    durationMinutes: cart.totals.durationMinutes,
  };
}

/**
 * The post code the times are for: the one the person chose (the order state), else the cart's own.
 * Null when the chosen code failed its check: no times are fetched for a code that does not exist.
 */
export function timesPostCode(
  order: { postCode: string | null; postCodeValid: boolean },
  cartPostCode: string | null,
): string | null {
  if (order.postCode) return order.postCodeValid ? order.postCode : null;
  return cartPostCode;
}
