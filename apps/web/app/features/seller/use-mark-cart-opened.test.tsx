import { cleanup, render, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { useMarkCartOpened } from "./use-mark-cart-opened";

const CART = "6f1c2f0e-1111-4222-8333-444455556666";
const api = stubApiForEachTest();
afterEach(cleanup);

function Probe({ cart, enabled, tick }: { cart: string | null; enabled: boolean; tick?: number }) {
  useMarkCartOpened(cart, enabled);
  return <span>{tick}</span>;
}

describe("the customer opening a seller's link", () => {
  it("tells the server once that the cart was opened", async () => {
    api.reply(`POST /cart/${CART}/opened`, {
      status: 200,
      body: { data: { openedAt: "2026-11-26T10:00:00Z" } },
    });
    const { rerender } = render(<Probe cart={CART} enabled tick={1} />);
    rerender(<Probe cart={CART} enabled tick={2} />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]).toEqual({ method: "POST", path: `/cart/${CART}/opened`, body: undefined });
  });

  it("says nothing for a seller, or without a cart in the link", async () => {
    const OTHER = "6f1c2f0e-9999-4222-8333-444455556666";
    api.reply(`POST /cart/${OTHER}/opened`, {
      status: 200,
      body: { data: { openedAt: "2026-11-26T10:00:00Z" } },
    });
    render(<Probe cart={CART} enabled={false} />);
    render(<Probe cart={null} enabled />);
    // A customer's page rendered after them tells the server; what the two before it sent would be there first.
    render(<Probe cart={OTHER} enabled />);
    await waitFor(() => expect(api.calls).not.toHaveLength(0));
    expect(api.calls).toEqual([{ method: "POST", path: `/cart/${OTHER}/opened`, body: undefined }]);
  });
});
