import { describe, expect, it } from "vitest";
import { startupResets, versionChanged } from "./version.ts";

describe("version change", () => {
  it("a server version that differs from the stored one triggers a reload", () => {
    expect(versionChanged("2", "1")).toBe(true);
    expect(versionChanged("1", "1")).toBe(false);
    expect(versionChanged("1", null)).toBe(false);
    expect(versionChanged(null, "1")).toBe(false);
  });

  it("on start the app-version marker resets onboarding and order; the cart-version marker clears the cart", () => {
    expect(startupResets({ appVersionUpdated: true, cartVersionUpdated: false })).toEqual({
      resetOnboarding: true,
      resetOrder: true,
      clearCart: false,
      removeMarkers: ["app-version-updated"],
    });
    expect(startupResets({ appVersionUpdated: false, cartVersionUpdated: true })).toEqual({
      resetOnboarding: false,
      resetOrder: false,
      clearCart: true,
      removeMarkers: ["cart-version-updated"],
    });
  });
});
