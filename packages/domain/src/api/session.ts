/** All calls go to the API under this base path. */
export const API_BASE_PATH = "/api/";

/** The bearer token travels in this cookie. */
export const AUTH_COOKIE_NAME = "AuthToken";
export const AUTH_COOKIE_DAYS = 30;

/** The contractor id cookie, cleared with the session (spec sections 2 and 4). */
export const CONTRACTOR_COOKIE_NAME = "ContractorId";
export const DEFAULT_COOKIE_DAYS = 1;

/** Headers every call carries: the page the call was made from, and which client made it. */
export const PAGE_URL_HEADER = "Page-URL";
export const REQUEST_FROM_HEADER = "Request-from";

const DAY_SECONDS = 24 * 60 * 60;

/** A cookie lifetime in days as the Max-Age in seconds. */
export function cookieMaxAgeSeconds(days: number): number {
  return Math.round(days * DAY_SECONDS);
}

/**
 * The dev sign-in switcher and the fixed dev login code exist in the demo environments only
 * (APP_ENV local and test), never in a deployment (staging, production).
 */
export function allowsDevLogin(environment: string): boolean {
  return environment === "local" || environment === "test";
}
