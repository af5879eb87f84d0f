/** Local-storage markers the start-up code looks for. */
export const APP_VERSION_UPDATED_MARKER = "app-version-updated";
export const CART_VERSION_UPDATED_MARKER = "cart-version-updated";

/** Response headers carrying the server's versions. */
export const APP_VERSION_HEADER = "x-app-version";
export const CART_VERSION_HEADER = "x-cart-version";

/** A server version that differs from the stored one triggers a full reload; no stored value yet does not. */
export function versionChanged(
  serverVersion: string | null | undefined,
  storedVersion: string | null | undefined,
): boolean {
  return Boolean(serverVersion) && Boolean(storedVersion) && serverVersion !== storedVersion;
}

export interface StartupResets {
  resetOnboarding: boolean;
  resetOrder: boolean;
  clearCart: boolean;
  /** Markers to remove from local storage. */
  removeMarkers: string[];
}

/** On start: an app-version marker resets onboarding and order state; a cart-version marker clears the cart. */
export function startupResets(markers: {
  appVersionUpdated: boolean;
  cartVersionUpdated: boolean;
}): StartupResets {
  const removeMarkers = [
    ...(markers.appVersionUpdated ? [APP_VERSION_UPDATED_MARKER] : []),
    ...(markers.cartVersionUpdated ? [CART_VERSION_UPDATED_MARKER] : []),
  ];
  return {
    resetOnboarding: markers.appVersionUpdated,
    resetOrder: markers.appVersionUpdated,
    clearCart: markers.cartVersionUpdated,
    removeMarkers,
  };
}
