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

/** Pushes an entry to the data layer, after the consent signals. */
export function pushToDataLayer(entry: object): void {
  dataLayer().push(entry);
}

/** Reports a signed-in non-customer with the active roles (spec section 6). */
export function reportUser(user: AnalyticsUser): void {
  pushToDataLayer({ event: "user_data", ...user });
}
