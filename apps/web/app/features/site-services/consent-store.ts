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
  /** False on the server and while hydrating: the cookies are read in the browser only. */
  known: boolean;
  choice: ConsentChoice | null;
  permissions: ConsentPermissions;
  /** The visitor asked to change the choice (the footer's button). */
  reopened: boolean;
}

const SERVER_STATE: ConsentState = {
  known: false,
  choice: null,
  permissions: consentModeDefaults(),
  reopened: false,
};

let state: ConsentState | null = null;
const listeners = new Set<() => void>();

function readState(reopened: boolean): ConsentState {
  const consent = readCookie(CONSENT_COOKIE);
  return {
    known: true,
    choice: parseConsentChoice(consent),
    permissions: currentConsent(consent, readCookie(CONSENT_PERMISSIONS_COOKIE)),
    reopened,
  };
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

/** The visitor's consent, shared by the banner, the footer button and the services it gates. */
export function useConsent(): ConsentState {
  return useSyncExternalStore(subscribe, snapshot, () => SERVER_STATE);
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
