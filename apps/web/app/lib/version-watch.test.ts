import { beforeEach, describe, expect, it, vi } from "vitest";
import { consumeVersionMarkers, watchVersions } from "./version-watch";

beforeEach(() => localStorage.clear());

const headers = (app: string, cart: string) => new Headers({ "x-app-version": app, "x-cart-version": cart });

describe("version watch", () => {
  it("remembers the first versions it sees without reloading", () => {
    const reload = vi.fn();
    watchVersions(headers("1.0.0", "1"), localStorage, reload);
    expect(reload).not.toHaveBeenCalled();
    expect(consumeVersionMarkers()).toMatchObject({ resetOrder: false, clearCart: false });
  });

  it("reloads on a new app version and then resets order and onboarding once", () => {
    const reload = vi.fn();
    watchVersions(headers("1.0.0", "1"), localStorage, reload);
    watchVersions(headers("1.1.0", "1"), localStorage, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(consumeVersionMarkers()).toMatchObject({
      resetOrder: true,
      resetOnboarding: true,
      clearCart: false,
    });
    expect(consumeVersionMarkers()).toMatchObject({ resetOrder: false });
  });

  it("reloads on a new cart version and then clears the cart", () => {
    const reload = vi.fn();
    watchVersions(headers("1.0.0", "1"), localStorage, reload);
    watchVersions(headers("1.0.0", "2"), localStorage, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(consumeVersionMarkers()).toMatchObject({ clearCart: true, resetOrder: false });
  });
});
