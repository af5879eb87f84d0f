import { describe, expect, it } from "vitest";
import {
  allowsAnalytics,
  allowsFunctional,
  CONSENT_PERMISSIONS_DAYS,
  consentChoice,
  consentModeDefaults,
  consentPermissions,
  currentConsent,
  parseConsentChoice,
  parseConsentPermissions,
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

describe("the consent choice and Consent Mode signals", () => {
  const all = consentPermissions("all");
  const essentials = consentPermissions("essentials");

  it("reads only the two known choices from the consent cookie", () => {
    expect(parseConsentChoice("all")).toBe("all");
    expect(parseConsentChoice("essentials")).toBe("essentials");
    expect(parseConsentChoice("yes")).toBeNull();
    expect(parseConsentChoice("")).toBeNull();
    expect(parseConsentChoice(undefined)).toBeNull();
  });

  it("the per-group form: essentials always, others as ticked", () => {
    expect(consentChoice({ others: true })).toBe("all");
    expect(consentChoice({ others: false })).toBe("essentials");
  });

  it("the defaults deny all seven kinds of storage", () => {
    const defaults = consentModeDefaults();
    expect(Object.keys(defaults).sort()).toEqual(Object.keys(all).sort());
    expect(Object.values(defaults).every((value) => value === "denied")).toBe(true);
  });

  it("reads a valid permissions cookie and rejects a broken or partial one", () => {
    expect(parseConsentPermissions(JSON.stringify(all))).toEqual(all);
    expect(parseConsentPermissions(JSON.stringify({ ...all, extra: "x" }))).toEqual(all);
    expect(parseConsentPermissions("{not json")).toBeNull();
    expect(parseConsentPermissions("null")).toBeNull();
    expect(parseConsentPermissions(JSON.stringify({ ...all, ad_storage: "maybe" }))).toBeNull();
    const { ad_storage: _dropped, ...partial } = all;
    expect(parseConsentPermissions(JSON.stringify(partial))).toBeNull();
  });

  it("the current consent: nothing before a choice, then the stored permissions or the choice's", () => {
    expect(currentConsent(undefined, JSON.stringify(all))).toEqual(consentModeDefaults());
    expect(currentConsent("essentials", undefined)).toEqual(essentials);
    expect(currentConsent("all", "garbage")).toEqual(all);
    expect(currentConsent("all", JSON.stringify(essentials))).toEqual(essentials);
  });

  it("analytics needs the others group; the chat needs the essentials' functionality storage", () => {
    expect(allowsAnalytics(all)).toBe(true);
    expect(allowsAnalytics(essentials)).toBe(false);
    expect(allowsAnalytics(consentModeDefaults())).toBe(false);
    expect(allowsFunctional(essentials)).toBe(true);
    expect(allowsFunctional(consentModeDefaults())).toBe(false);
  });
});
