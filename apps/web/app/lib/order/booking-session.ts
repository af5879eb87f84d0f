import { ApiError } from "../api";

/**
 * What one booking attempt keeps in this browser tab (sessionStorage): its Idempotency-Key and the
 * inspection mode chosen with the time.
 */

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

/**
 * A booking whose answer never came (network) or whose key is still being booked is tried again,
 * twice, with the same key: the query client's retry options for a booking mutation.
 */
export const bookingRetry = {
  retry: (failures: number, error: unknown) =>
    failures < 2 &&
    error instanceof ApiError &&
    (error.error.status === null || error.error.code === "IDEMPOTENCY_KEY_IN_USE"),
  retryDelay: (failures: number) => 1000 * (failures + 1),
};
