import { CONSENT_COOKIE, CONSENT_PERMISSIONS_COOKIE } from "@mt/domain/state/cookie-consent";
import { afterEach, describe, expect, it } from "vitest";
import { deleteCookie, readCookie, writeCookie } from "../../lib/cookies";
import { runStartup } from "./startup";

afterEach(() => {
  for (const name of [CONSENT_COOKIE, CONSENT_PERMISSIONS_COOKIE]) deleteCookie(name);
});

describe("start-up", () => {
  it("stores consent permissions when a consent cookie exists without them: all gives others too", () => {
    writeCookie(CONSENT_COOKIE, "all");
    runStartup();
    const permissions = JSON.parse(readCookie(CONSENT_PERMISSIONS_COOKIE) ?? "{}");
    expect(permissions.security_storage).toBe("granted");
    expect(permissions.analytics_storage).toBe("granted");
  });

  it("gives essentials only for any other choice", () => {
    writeCookie(CONSENT_COOKIE, "essentials");
    runStartup();
    const permissions = JSON.parse(readCookie(CONSENT_PERMISSIONS_COOKIE) ?? "{}");
    expect(permissions.functionality_storage).toBe("granted");
    expect(permissions.ad_storage).toBe("denied");
  });

  it("leaves existing permissions and a missing consent alone", () => {
    runStartup();
    expect(readCookie(CONSENT_PERMISSIONS_COOKIE)).toBeUndefined();
    writeCookie(CONSENT_COOKIE, "all");
    writeCookie(CONSENT_PERMISSIONS_COOKIE, "kept");
    runStartup();
    expect(readCookie(CONSENT_PERMISSIONS_COOKIE)).toBe("kept");
  });
});
