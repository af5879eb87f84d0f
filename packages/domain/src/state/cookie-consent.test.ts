import { describe, expect, it } from "vitest";
import {
  CONSENT_PERMISSIONS_DAYS,
  consentPermissions,
  shouldStoreConsentPermissions,
} from "./cookie-consent.ts";

describe("cookie consent", () => {
  it("'all' grants essentials and others", () => {
    expect(consentPermissions("all")).toEqual({
      functionality_storage: "granted",
      personalization_storage: "granted",
      security_storage: "granted",
      ad_storage: "granted",
      analytics_storage: "granted",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });

  it("any other choice grants essentials only", () => {
    expect(consentPermissions("necessary")).toEqual({
      functionality_storage: "granted",
      personalization_storage: "granted",
      security_storage: "granted",
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentPermissions(null).analytics_storage).toBe("denied");
  });

  it("permissions are stored for 365 days when a consent cookie exists without a permissions cookie", () => {
    expect(CONSENT_PERMISSIONS_DAYS).toBe(365);
    expect(shouldStoreConsentPermissions("all", null)).toBe(true);
    expect(shouldStoreConsentPermissions("all", "{}")).toBe(false);
    expect(shouldStoreConsentPermissions(undefined, null)).toBe(false);
  });
});
