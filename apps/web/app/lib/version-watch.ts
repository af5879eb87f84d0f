import {
  APP_VERSION_HEADER,
  APP_VERSION_UPDATED_MARKER,
  CART_VERSION_HEADER,
  CART_VERSION_UPDATED_MARKER,
  type StartupResets,
  startupResets,
  versionChanged,
} from "@mt/domain/state/version";

const STORED_APP_VERSION = "app-version";
const STORED_CART_VERSION = "cart-version";

/**
 * Compares the server's versions with the ones this browser saw last. A change leaves a marker and
 * reloads the page, so the new code runs and the start-up resets what the change made stale.
 */
export function watchVersions(
  headers: Headers,
  storage: Storage = localStorage,
  reload = () => window.location.reload(),
) {
  let changed = false;
  for (const [header, stored, marker] of [
    [APP_VERSION_HEADER, STORED_APP_VERSION, APP_VERSION_UPDATED_MARKER],
    [CART_VERSION_HEADER, STORED_CART_VERSION, CART_VERSION_UPDATED_MARKER],
  ] as const) {
    const server = headers.get(header);
    if (!server) continue;
    if (versionChanged(server, storage.getItem(stored))) {
      storage.setItem(marker, "1");
      changed = true;
    }
    storage.setItem(stored, server);
  }
  if (changed) reload();
}

/** On start: what the markers ask to reset; the markers are removed. */
export function consumeVersionMarkers(storage: Storage = localStorage): StartupResets {
  const resets = startupResets({
    appVersionUpdated: storage.getItem(APP_VERSION_UPDATED_MARKER) !== null,
    cartVersionUpdated: storage.getItem(CART_VERSION_UPDATED_MARKER) !== null,
  });
  for (const marker of resets.removeMarkers) storage.removeItem(marker);
  return resets;
}
