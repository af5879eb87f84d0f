import type { Cart } from "../entities/cart.ts";
import { CART_CLEARING_CODES, type CartClearingCode } from "../entities/enum-values.ts";

export const JOB_LINE_TYPE = "JOB";

/** The most lines one cart may hold, however they were added. */
export const MAX_CART_LINES = 20;

/** The typeKeys of the cart's JOB lines, each once. */
export function cartJobTypes(cart: Pick<Cart, "lineItems"> | null | undefined): string[] {
  const keys = (cart?.lineItems ?? [])
    .filter((line) => line.type === JOB_LINE_TYPE)
    .map((line) => line.data.typeKey);
  return [...new Set(keys)];
}

/** How many jobs the cart holds: its JOB lines (fees and other lines are not jobs). */
export function cartJobCount(cart: Pick<Cart, "lineItems"> | null | undefined): number {
  return (cart?.lineItems ?? []).filter((line) => line.type === JOB_LINE_TYPE).length;
}

/**
 * The accessible name of the header's cart link: "Handlekurv" while the count is unknown (server
 * rendering, before the stored cart is read) or zero, else "Handlekurv, 1 jobb" / "Handlekurv, 2 jobber".
 */
export function cartLinkLabel(count: number | null): string {
  if (!count) return "Handlekurv";
  return `Handlekurv, ${count} ${count === 1 ? "jobb" : "jobber"}`;
}

/** A cart has unsupported jobs if any JOB line has a typeKey not in the supported list. */
export function cartHasUnsupportedJobs(
  cart: Pick<Cart, "lineItems"> | null | undefined,
  supportedJobTypes: readonly string[],
): boolean {
  return cartJobTypes(cart).some((typeKey) => !supportedJobTypes.includes(typeKey));
}

export function isCartClearingCode(code: string | null | undefined): code is CartClearingCode {
  return (CART_CLEARING_CODES as readonly string[]).includes(code ?? "");
}

/**
 * Codes that say the cart's prices moved (a line's price hold ran out, or a job got a new version):
 * the client refetches the cart and shows it before the customer tries again.
 */
export const PRICE_CHANGE_CODES = ["CART_PRICE_CHANGED", "JOB_VERSION_OUTDATED"] as const;

export function isPriceChangeCode(code: string | null | undefined): boolean {
  return (PRICE_CHANGE_CODES as readonly string[]).includes(code ?? "");
}

/** After setting a reservation: CART_EXPIRED and CART_BOOKED clear the cart; any other reply refetches it. */
export function reservationOutcome(code: string | null | undefined): "clear-cart" | "refetch" {
  return isCartClearingCode(code) ? "clear-cart" : "refetch";
}

export function withReservation<T extends Pick<Cart, "reservation">>(cart: T, reservation: string): T {
  return { ...cart, reservation };
}

/** Clearing a reservation sets it to null. */
export function withoutReservation<T extends Pick<Cart, "reservation">>(cart: T): T {
  return { ...cart, reservation: null };
}

/** Whether the cart holds a time reservation that must be released. */
export function hasReservation(cart: Pick<Cart, "reservation"> | null | undefined): boolean {
  return Boolean(cart?.reservation);
}
