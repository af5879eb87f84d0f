import type { ApiFetch } from "@mt/contract/load-context";
import { reservationOutcome } from "@mt/domain/state/cart";
import { ApiError } from "../../lib/api";
import { refreshCart } from "../../lib/cart-actions";
import { useOrderStore } from "../../lib/order-store";
import { watchVersions } from "../../lib/version-watch";

/**
 * The browser transport with an `Idempotency-Key` header: the same key for every retry of one booking
 * attempt, so a retried booking returns the same project.
 */
export function idempotentFetch(key: string): ApiFetch {
  return async (path, init = {}) => {
    const response = await fetch(`/api${path}`, {
      method: init.method ?? "GET",
      credentials: "same-origin",
      headers: {
        accept: "application/json",
        "page-url": window.location.href,
        "request-from": "web",
        "idempotency-key": key,
        ...(init.body !== undefined && { "content-type": "application/json" }),
      },
      ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
    });
    watchVersions(response.headers);
    return response;
  };
}

/** The error's code when it is an API error. */
export function errorCode(error: unknown): string | null {
  return error instanceof ApiError ? error.error.code : null;
}

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : "Noe gikk galt. Prøv igjen.";
}

/**
 * After a failed reservation call (spec section 4): CART_EXPIRED and CART_BOOKED clear the local cart;
 * anything else refetches it. Returns what happened.
 */
export async function afterReservationError(error: unknown): Promise<"clear-cart" | "refetch"> {
  const outcome = reservationOutcome(errorCode(error));
  if (outcome === "clear-cart") useOrderStore.getState().reset("cart");
  else await refreshCart().catch(() => null);
  return outcome;
}

const KEY_STORE = "booking-attempt";

interface Attempt {
  cart: string;
  body: string;
  key: string;
}

/**
 * One Idempotency-Key per booking attempt: the same cart and body (a retry, also after a reload) get
 * the same key; a changed body is a new attempt with a new key.
 */
export function idempotencyKeyFor(cartUuid: string, body: unknown): string {
  const serialised = JSON.stringify(body);
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY_STORE) ?? "null") as Attempt | null;
    if (stored && stored.cart === cartUuid && stored.body === serialised) return stored.key;
  } catch {}
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(KEY_STORE, JSON.stringify({ cart: cartUuid, body: serialised, key }));
  } catch {}
  return key;
}

export function forgetBookingAttempt(): void {
  try {
    sessionStorage.removeItem(KEY_STORE);
  } catch {}
}

/** How the inspection happens, chosen on the choose-time page (not part of the persisted order state). */
export type InspectionMode = "ON_SITE" | "VIDEO";
const MODE_STORE = "inspection-mode";

export function storedInspectionMode(): InspectionMode {
  try {
    return sessionStorage.getItem(MODE_STORE) === "VIDEO" ? "VIDEO" : "ON_SITE";
  } catch {
    return "ON_SITE";
  }
}

export function storeInspectionMode(mode: InspectionMode): void {
  try {
    sessionStorage.setItem(MODE_STORE, mode);
  } catch {}
}

const BOOKED_STORE = "booked-project";

/** The project just booked, for the confirmation page. */
export function rememberBookedProject(project: unknown): void {
  try {
    sessionStorage.setItem(BOOKED_STORE, JSON.stringify(project));
  } catch {}
}

export function bookedProject(): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(BOOKED_STORE) ?? "null");
  } catch {
    return null;
  }
}
