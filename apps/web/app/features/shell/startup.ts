import {
  CONSENT_COOKIE,
  CONSENT_PERMISSIONS_COOKIE,
  CONSENT_PERMISSIONS_DAYS,
  consentPermissions,
  shouldStoreConsentPermissions,
} from "@mt/domain/state/cookie-consent";
import { readCookie, writeCookie } from "../../lib/cookies";

/** What the app does once in the browser on start (spec section 4). */
export function runStartup(): void {
  // An old service worker must never serve stale pages.
  navigator.serviceWorker
    ?.getRegistrations()
    .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
    .catch(() => {});

  const consent = readCookie(CONSENT_COOKIE);
  if (shouldStoreConsentPermissions(consent, readCookie(CONSENT_PERMISSIONS_COOKIE))) {
    writeCookie(
      CONSENT_PERMISSIONS_COOKIE,
      JSON.stringify(consentPermissions(consent)),
      CONSENT_PERMISSIONS_DAYS,
    );
  }
}
