import type { CartView } from "@mt/contract/cart";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { lineData } from "../../testing/fixtures";
import { renderWithQueries } from "../../testing/render";
import { Configurator } from "./configurator";
import { jobWith } from "./configurator-fixtures";

const job = jobWith([]);

const cart: CartView = {
  uuid: "6f1c2f0e-1111-4222-8333-444455556666",
  reservation: null,
  postCode: "0150",
  status: "open",
  totals: { totalOre: 500_000, vatOre: 100_000, durationMinutes: 120 },
  lineItems: [{ id: 1, type: "JOB", data: lineData({ typeKey: "ELECTRICIAN", title: "Nytt sikringsskap" }) }],
};

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderConfigurator() {
  return renderWithQueries(
    <MemoryRouter initialEntries={["/nettbutikk/sikringsskap"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Configurator job={job} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

async function addToCart() {
  const user = userEvent.setup();
  renderConfigurator();
  await user.click(screen.getByRole("button", { name: "Legg i handlekurven" }));
  const dialog = await screen.findByRole("dialog", { name: "Lagt i handlekurven" });
  return { user, dialog };
}

beforeEach(() => {
  localStorage.clear();
  useOrderStore.getState().reset("full");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Response.json({ data: cart })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("after adding a job to the cart", () => {
  it("asks where to go next, focus on the cart, and the job is in the stored cart", async () => {
    const { dialog } = await addToCart();
    expect(dialog.textContent).toContain("Nytt sikringsskap ligger nå i handlekurven.");
    const toCart = screen.getByRole("link", { name: "Gå til handlekurven" });
    expect(document.activeElement).toBe(toCart);
    expect(screen.getByRole("link", { name: "Fortsett å handle" })).toBeTruthy();
    expect(screen.getByTestId("where").textContent).toBe("/nettbutikk/sikringsskap");
    expect(useOrderStore.getState().cart?.lineItems).toHaveLength(1);
  });

  it("goes to the cart with the keyboard", async () => {
    const { user } = await addToCart();
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/bestilling/handlekurv"));
  });

  it("goes on shopping among all jobs", async () => {
    const { user } = await addToCart();
    await user.tab();
    expect(document.activeElement?.textContent).toBe("Fortsett å handle");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/nettbutikk/alle"));
  });

  it("stays on the job when the dialog is closed with Escape", async () => {
    const { user } = await addToCart();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("where").textContent).toBe("/nettbutikk/sikringsskap");
  });
});
