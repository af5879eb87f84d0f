import type { StartupResets } from "@mt/domain/state/version";
import { consumeVersionMarkers } from "./version-watch";

let resets: StartupResets | null = null;

/**
 * The version markers' resets (spec section 4), read once per page load by whichever persisted
 * store hydrates first (order or onboarding), so neither misses them: the markers are removed as
 * they are read, and both stores get the same answer. "App version updated" also drops the stored
 * onboarding state before any store reads it.
 */
export function startupResets(storage: Storage = localStorage): StartupResets {
  if (resets) return resets;
  resets = consumeVersionMarkers(storage);
  if (resets.resetOnboarding) storage.removeItem(ONBOARDING_STORAGE_KEY);
  return resets;
}

/** The persisted onboarding state's name in local storage (spec section 9). */
export const ONBOARDING_STORAGE_KEY = "onboarding";

/** Tests start each page load afresh. */
export function forgetStartupResets(): void {
  resets = null;
}
