import type { SellerDashboard } from "@mt/contract/seller";
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../../components/ui/toasts";
import { useOrderStore } from "../../lib/order/order-store";
import { createQueryClient } from "../../lib/queries";
import { stubApiForEachTest } from "../../testing/api-stub";
import { dashboard, sellerCart, sellerOrder } from "./seller.test-support";
import { SellerDeskBlock } from "./seller-block";
import { SellerDesk } from "./seller-desk";

const api = stubApiForEachTest();

function Where() {
  const { pathname } = useLocation();
  return <output data-testid="where">{pathname}</output>;
}

function renderDesk(ui = <SellerDesk canSeeStore={false} />) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter initialEntries={["/selgerside"]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  {ui}
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

function fillOrderStore() {
  const state = useOrderStore.getState();
  state.replace({
    ...state,
    cart: { uuid: "c1" } as never,
    sellerDescription: "Solgt: varmepumpe",
    postCode: "5116",
    postCodeValid: true,
    contactInformation: { ...state.contactInformation, firstName: "Ola", phoneNumber: "+4791234567" },
  });
}

beforeEach(() => {
  localStorage.clear();
  useOrderStore.getState().reset("full");
});
afterEach(cleanup);

describe("seller desk", () => {
  it("shows the carts with their state and to whom, the orders and this month's figures", async () => {
    api.reply("GET /seller-dashboard?scope=own", {
      status: 200,
      body: dashboard({
        carts: [
          sellerCart({ state: "OPENED", openedAt: "2026-11-20T10:00:00Z" }),
          sellerCart({
            state: "BOOKED",
            titles: ["Varmepumpe"],
            sentTo: { phoneNumber: null, email: "kari@example.no" },
            project: { number: 100_200, bookedAt: "2026-11-21T12:00:00Z" },
          }),
          sellerCart({ state: "DRAFT", sentTo: null, sentAt: null }),
        ],
        orders: [sellerOrder()],
      }),
    });
    renderDesk();
    expect(screen.getByRole("heading", { level: 1, name: "Selgerside" })).toBeTruthy();
    expect(screen.getByText("Henter selgersiden …")).toBeTruthy();
    const carts = await screen.findAllByTestId("seller-cart");
    expect(carts).toHaveLength(3);
    expect(within(carts[0] as HTMLElement).getByText("Åpnet")).toBeTruthy();
    expect(carts[0]?.textContent).toContain("Til +47 912 34 567");
    expect(carts[0]?.textContent).toContain("Easee One solgt i butikk");
    expect(within(carts[1] as HTMLElement).getByText("Bestilt")).toBeTruthy();
    expect(carts[1]?.textContent).toContain("Til kari@example.no");
    expect(carts[1]?.textContent).toContain("Prosjekt 100200");
    expect(within(carts[2] as HTMLElement).getByText("Utkast")).toBeTruthy();
    expect(carts[2]?.textContent).toContain("Ikke sendt");
    const order = screen.getByTestId("seller-order");
    expect(order.textContent).toContain("Prosjekt 100123: Ola Nordmann");
    const own = screen.getByRole("region", { name: "Dine tall" });
    expect(within(own).getByText("Bestillinger").nextElementSibling?.textContent).toBe("2");
    expect(within(screen.getByRole("region", { name: "Butikken" })).getByText("50 %")).toBeTruthy();
    expect(screen.getByTestId("seller-store").textContent).toBe("Byggmakker Vest AS, Bergen Åsane");
    // A seller has no store toggle.
    expect(screen.queryByRole("radio", { name: "Hele butikken" })).toBeNull();
  });

  it("shows the desk the server read at once, without asking first", () => {
    api.reply("GET /seller-dashboard?scope=own", { status: 200, body: dashboard() });
    const initial = dashboard({ carts: [sellerCart({ state: "SENT" })] }).data as SellerDashboard;
    renderDesk(<SellerDesk canSeeStore={false} initial={initial} />);
    expect(screen.queryByText("Henter selgersiden …")).toBeNull();
    expect(screen.getAllByTestId("seller-cart")).toHaveLength(1);
  });

  it("says so when there are no carts and no orders", async () => {
    api.reply("GET /seller-dashboard?scope=own", { status: 200, body: dashboard() });
    renderDesk();
    expect(await screen.findByText(/Ingen handlekurver ennå/)).toBeTruthy();
    expect(screen.getByText("Ingen bestillinger ennå.")).toBeTruthy();
  });

  it("shows the server's message when the desk cannot be read, and tries again", async () => {
    api.reply(
      "GET /seller-dashboard?scope=own",
      { status: 403, body: { message: "Du har ikke tilgang", code: "FORBIDDEN" } },
      { status: 200, body: dashboard() },
    );
    renderDesk();
    expect(await screen.findByText("Du har ikke tilgang")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Prøv igjen" }));
    expect(await screen.findByText(/Ingen handlekurver ennå/)).toBeTruthy();
  });

  it("lets a department admin switch to the whole store (scope=department)", async () => {
    api.reply("GET /seller-dashboard?scope=own", { status: 200, body: dashboard() });
    api.reply("GET /seller-dashboard?scope=department", {
      status: 200,
      body: dashboard({ carts: [sellerCart({ seller: { uuid: crypto.randomUUID(), name: "Sofie K" } })] }),
    });
    renderDesk(<SellerDesk canSeeStore />);
    await screen.findByText(/Ingen handlekurver ennå/);
    expect((screen.getByRole("radio", { name: "Mine" }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole("radio", { name: "Hele butikken" }));
    const cart = await screen.findByTestId("seller-cart");
    expect(cart.textContent).toContain("Sofie K");
    expect(api.calls.map((c) => c.path)).toEqual([
      "/seller-dashboard?scope=own",
      "/seller-dashboard?scope=department",
    ]);
  });

  it("«Tøm» clears the cart, the description and the contact information in one click, with a toast", async () => {
    api.reply("GET /seller-dashboard?scope=own", { status: 200, body: dashboard() });
    fillOrderStore();
    renderDesk();
    await userEvent.click(screen.getByRole("button", { name: "Tøm" }));
    expect(await screen.findByText("Handlekurven og kundens opplysninger er tømt.")).toBeTruthy();
    const state = useOrderStore.getState();
    expect(state.cart).toBeNull();
    expect(state.sellerDescription).toBeNull();
    expect(state.contactInformation.firstName).toBe("");
    expect(state.contactInformation.phoneNumber).toBe("");
    expect(state.postCode).toBe("5116");
    expect(screen.getByTestId("where").textContent).toBe("/selgerside");
  });

  it("«Ny bestilling» starts clean for a new customer and goes to the catalogue", async () => {
    fillOrderStore();
    renderDesk(<SellerDeskBlock name="Magnus" />);
    expect(screen.getByRole("heading", { name: "Hei, Magnus" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gå til selgersiden" }).getAttribute("href")).toBe("/selgerside");
    await userEvent.click(screen.getByRole("button", { name: "Ny bestilling" }));
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/nettbutikk/alle"));
    const state = useOrderStore.getState();
    expect(state.cart).toBeNull();
    expect(state.sellerDescription).toBeNull();
    expect(state.contactInformation.firstName).toBe("");
    expect(state.postCode).toBeNull();
  });
});
