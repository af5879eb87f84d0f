/** The visitor's choice ("all" or "essentials") and the Consent Mode permissions it gives (spec section 4). */
export const CONSENT_COOKIE = "cookie-consent";
export const CONSENT_PERMISSIONS_COOKIE = "cookie-consent-permissions";
export const CONSENT_PERMISSIONS_DAYS = 365;

/** Essentials: functionality, personalisation and security storage. */
export const ESSENTIAL_STORAGE = [
  "functionality_storage",
  "personalization_storage",
  "security_storage",
] as const;
/** Others: ad storage, analytics storage, ad user data, ad personalisation. */
export const OTHER_STORAGE = [
  "ad_storage",
  "analytics_storage",
  "ad_user_data",
  "ad_personalization",
] as const;

export type ConsentKey = (typeof ESSENTIAL_STORAGE)[number] | (typeof OTHER_STORAGE)[number];
export type ConsentPermissions = Record<ConsentKey, "granted" | "denied">;

/** "all" gives essentials and others; any other choice gives essentials only. */
export function consentPermissions(choice: string | null | undefined): ConsentPermissions {
  const others = choice === "all" ? "granted" : "denied";
  return {
    functionality_storage: "granted",
    personalization_storage: "granted",
    security_storage: "granted",
    ad_storage: others,
    analytics_storage: others,
    ad_user_data: others,
    ad_personalization: others,
  };
}

/** Permissions are stored when a consent cookie exists without a permissions cookie. */
export function shouldStoreConsentPermissions(
  consentCookie: string | null | undefined,
  permissionsCookie: string | null | undefined,
): boolean {
  return Boolean(consentCookie) && !permissionsCookie;
}

/** The two choices a visitor can store: both groups, or the essentials alone. */
export type ConsentChoice = "all" | "essentials";

/** The stored choice, or null when the visitor has not chosen (an unknown value counts as not chosen). */
export function parseConsentChoice(cookie: string | null | undefined): ConsentChoice | null {
  return cookie === "all" || cookie === "essentials" ? cookie : null;
}

/** The choice of the per-group form: the essentials are always on, the others as ticked. */
export function consentChoice(groups: { others: boolean }): ConsentChoice {
  return groups.others ? "all" : "essentials";
}

/** Google Consent Mode v2 defaults, sent before anything else: every kind of storage denied. */
export function consentModeDefaults(): ConsentPermissions {
  return Object.fromEntries(
    [...ESSENTIAL_STORAGE, ...OTHER_STORAGE].map((key) => [key, "denied"]),
  ) as ConsentPermissions;
}

/** The permissions cookie as stored, or null when missing or not a full, valid permissions object. */
export function parseConsentPermissions(cookie: string | null | undefined): ConsentPermissions | null {
  if (!cookie) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(cookie);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const record = parsed as Record<string, unknown>;
  const keys = [...ESSENTIAL_STORAGE, ...OTHER_STORAGE];
  if (!keys.every((key) => record[key] === "granted" || record[key] === "denied")) return null;
  return Object.fromEntries(keys.map((key) => [key, record[key]])) as ConsentPermissions;
}

/**
 * What the visitor allows now: the stored permissions when they are valid, else those of the stored
 * choice, else (no choice yet) the all-denied defaults.
 */
export function currentConsent(
  consentCookie: string | null | undefined,
  permissionsCookie: string | null | undefined,
): ConsentPermissions {
  const choice = parseConsentChoice(consentCookie);
  if (!choice) return consentModeDefaults();
  return parseConsentPermissions(permissionsCookie) ?? consentPermissions(choice);
}

/** The analytics container loads only with consent to analytics storage. */
export function allowsAnalytics(permissions: ConsentPermissions): boolean {
  return permissions.analytics_storage === "granted";
}

/** The chat widget (a functional service) loads only with consent to functionality storage. */
export function allowsFunctional(permissions: ConsentPermissions): boolean {
  return permissions.functionality_storage === "granted";
}
