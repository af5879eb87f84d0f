import { APP_VERSION_UPDATED_MARKER, CART_VERSION_UPDATED_MARKER } from "@mt/domain/state/version";
import { beforeEach, describe, expect, it } from "vitest";
import { forgetStartupResets, startupResets } from "./startup-resets";

beforeEach(() => {
  localStorage.clear();
  forgetStartupResets();
});

describe("start-up resets", () => {
  it("drops the stored onboarding state after an app version change, once, and tells every store the same", () => {
    localStorage.setItem("onboarding", JSON.stringify({ state: { step: 3 }, version: 0 }));
    localStorage.setItem(APP_VERSION_UPDATED_MARKER, "1");
    const first = startupResets();
    expect(first).toMatchObject({ resetOnboarding: true, resetOrder: true });
    expect(localStorage.getItem("onboarding")).toBeNull();
    expect(localStorage.getItem(APP_VERSION_UPDATED_MARKER)).toBeNull();
    // The other store of the same page load gets the same answer, though the marker is gone.
    expect(startupResets()).toBe(first);
  });

  it("keeps onboarding when only the cart version changed", () => {
    localStorage.setItem("onboarding", JSON.stringify({ state: { step: 3 }, version: 0 }));
    localStorage.setItem(CART_VERSION_UPDATED_MARKER, "1");
    expect(startupResets()).toMatchObject({ resetOnboarding: false, clearCart: true });
    expect(localStorage.getItem("onboarding")).not.toBeNull();
  });
});
