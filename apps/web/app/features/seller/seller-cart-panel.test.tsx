import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { stubApiForEachTest } from "../../testing/api-stub";
import { renderWithApp } from "../../testing/render";
import { SellerCartPanel } from "./seller-cart-panel";

const CART = "6f1c2f0e-1111-4222-8333-444455556666";
stubApiForEachTest();
beforeEach(() => {
  localStorage.clear();
  useOrderStore.getState().reset("full");
});
afterEach(cleanup);

describe("the seller's cart actions", () => {
  it("keeps the seller description in the order state as it is typed", async () => {
    renderWithApp(<SellerCartPanel cartUuid={CART} canChooseTime />);
    await userEvent.type(screen.getByLabelText(/Selgers beskrivelse/), "Solgt: Easee One");
    expect(useOrderStore.getState().sellerDescription).toBe("Solgt: Easee One");
    await userEvent.clear(screen.getByLabelText(/Selgers beskrivelse/));
    expect(useOrderStore.getState().sellerDescription).toBeNull();
  });

  it("books for the customer through the time page, and opens the send form on demand", async () => {
    renderWithApp(<SellerCartPanel cartUuid={CART} canChooseTime />);
    const book = screen.getByRole("link", { name: "Bestill for kunden" });
    expect(book.getAttribute("href")).toBe("/bestilling/velgtidspunkt");
    expect(book.getAttribute("aria-disabled")).toBeNull();
    expect(screen.queryByLabelText("Kundens telefonnummer")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Send til kunden" }));
    expect(screen.getByLabelText("Kundens telefonnummer")).toBeTruthy();
  });

  it("cannot go on to the time while the post code stops it", () => {
    renderWithApp(<SellerCartPanel cartUuid={CART} canChooseTime={false} />);
    expect(screen.getByRole("link", { name: "Bestill for kunden" }).getAttribute("aria-disabled")).toBe(
      "true",
    );
  });
});
