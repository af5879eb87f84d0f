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
