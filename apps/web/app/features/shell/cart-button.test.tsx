import type { CartView } from "@mt/contract/cart";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { lineData } from "../../testing/fixtures";
import { renderWithQueries } from "../../testing/render";
import { CartButton } from "./cart-button";

const job = (id: number) => ({ id, type: "JOB" as const, data: lineData({ typeKey: "ELECTRICIAN" }) });

function cartWith(lines: number): CartView {
  return {
    uuid: "6f1c2f0e-1111-4222-8333-444455556666",
    reservation: null,
    postCode: "0150",
    status: "open",
    totals: { totalOre: 0, vatOre: 0, durationMinutes: 0 },
    lineItems: Array.from({ length: lines }, (_, index) => job(index + 1)),
  };
}

function storeCart(cart: CartView | null) {
  const state = useOrderStore.getState();
  state.replace({ ...state, cart });
}

function renderButton() {
  return renderWithQueries(
    <MemoryRouter>
      <CartButton />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  localStorage.clear();
  useOrderStore.getState().reset("full");
});
afterEach(cleanup);

describe("the header's cart button", () => {
  it("links to the cart with the number of jobs as its name", async () => {
    storeCart(cartWith(2));
    renderButton();
    const link = await screen.findByRole("link", { name: "Handlekurv, 2 jobber" });
    expect(link.getAttribute("href")).toBe("/bestilling/handlekurv");
    expect(link.textContent).toContain("2");
  });

  it("says one job in the singular", async () => {
    storeCart(cartWith(1));
    renderButton();
    expect(await screen.findByRole("link", { name: "Handlekurv, 1 jobb" })).toBeTruthy();
  });

  it("stays in the header without a count when the cart is empty", async () => {
    storeCart(null);
    renderButton();
    const link = await screen.findByRole("link", { name: "Handlekurv" });
    await waitFor(() => expect(useOrderStore.persist.hasHydrated()).toBe(true));
    expect(link.querySelector(".cart-button__count")).toBeNull();
  });

  it("follows the cart as jobs are added", async () => {
    storeCart(cartWith(1));
    renderButton();
    await screen.findByRole("link", { name: "Handlekurv, 1 jobb" });
    storeCart(cartWith(3));
    expect(await screen.findByRole("link", { name: "Handlekurv, 3 jobber" })).toBeTruthy();
  });

  it("reads the stored cart itself on a page where nothing else has read it", async () => {
    vi.resetModules();
    localStorage.setItem("order", JSON.stringify({ state: { cart: cartWith(2) }, version: 0 }));
    const { CartButton: FreshButton } = await import("./cart-button");
    renderWithQueries(
      <MemoryRouter>
        <FreshButton />
      </MemoryRouter>,
    );
    // Before the stored cart is read the link has no count (the server renders the same).
    expect(screen.getByRole("link").textContent).not.toMatch(/\d/);
    expect(await screen.findByRole("link", { name: "Handlekurv, 2 jobber" })).toBeTruthy();
  });
});
