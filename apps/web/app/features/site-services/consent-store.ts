import {
  CONSENT_COOKIE,
  CONSENT_PERMISSIONS_COOKIE,
  CONSENT_PERMISSIONS_DAYS,
  type ConsentChoice,
  type ConsentPermissions,
  consentModeDefaults,
  consentPermissions,
  currentConsent,
  parseConsentChoice,
} from "@mt/domain/state/cookie-consent";
import { useSyncExternalStore } from "react";
import { updateConsent } from "../../lib/analytics";
import { readCookie, writeCookie } from "../../lib/cookies";

export interface ConsentState {
  /** False where the cookies were not at hand (a render without the request's cookies). */
  known: boolean;
  choice: ConsentChoice | null;
  permissions: ConsentPermissions;
  /** The visitor asked to change the choice (the footer's button). */
  reopened: boolean;
}

/** The two consent cookies' values, as the server read them from the request. */
export interface ConsentCookies {
  consent: string | null;
  permissions: string | null;
}

const UNKNOWN: ConsentState = {
  known: false,
  choice: null,
  permissions: consentModeDefaults(),
  reopened: false,
};

/** The state the cookies give; the server renders from it, so a first visit gets the banner in its HTML. */
export function consentFromCookies(cookies: ConsentCookies): ConsentState {
  return {
    known: true,
    choice: parseConsentChoice(cookies.consent),
    permissions: currentConsent(cookies.consent, cookies.permissions),
    reopened: false,
  };
}

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

/** The two consent cookies from a Cookie header, or in the browser from `document.cookie`. */
export function readConsentCookies(source?: string): ConsentCookies {
  return {
    consent: readCookie(CONSENT_COOKIE, source) ?? null,
    permissions: readCookie(CONSENT_PERMISSIONS_COOKIE, source) ?? null,
  };
}

function readState(reopened: boolean): ConsentState {
  return { ...consentFromCookies(readConsentCookies()), reopened };
}

function setState(next: ConsentState): void {
  state = next;
  for (const listener of listeners) listener();
}

function snapshot(): ConsentState {
  state ??= readState(false);
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The visitor's consent, shared by the banner, the footer button and the services it gates. On the
 * server and while hydrating it is `fromServer` (the request's cookies, the same in the browser), so
 * the banner the server rendered is hydrated, not drawn a second time.
 */
export function useConsent(fromServer: ConsentState = UNKNOWN): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, () => fromServer);
}

/** Stores the choice for 365 days (consent and permissions cookies) and tells the tags at once. */
export function saveConsent(choice: ConsentChoice): void {
  const permissions = consentPermissions(choice);
  writeCookie(CONSENT_COOKIE, choice, CONSENT_PERMISSIONS_DAYS);
  writeCookie(CONSENT_PERMISSIONS_COOKIE, JSON.stringify(permissions), CONSENT_PERMISSIONS_DAYS);
  updateConsent(permissions);
  setState(readState(false));
}

/** Opens the banner again so the visitor can change the choice. */
export function reopenConsent(): void {
  setState({ ...snapshot(), reopened: true });
}
