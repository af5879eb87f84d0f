import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { createQueryClient } from "../../lib/queries";
import { chargerCart, projectView } from "../../testing/fixtures";
import { CheckoutPage } from "./checkout-page";

const _CART = "6f1c2f0e-1111-4222-8333-444455556666";
const RESERVATION = "7a1c2f0e-1111-4222-8333-444455556666";

const cart = chargerCart();

const reservation = {
  reservation_uuid: RESERVATION,
  windowStartsAt: "2026-11-23T07:00:00Z",
  windowEndsAt: "2026-11-23T11:00:00Z",
  startsAt: "2026-11-23T07:00:00Z",
  endsAt: "2026-11-23T09:00:00Z",
  expiresAt: "2026-11-23T06:00:00Z",
  secondsLeft: 900,
};

const project = projectView({ lineItems: [], totals: cart.totals });

type Reply = { status: number; body: unknown } | "network";
let bookReplies: Reply[];
const bookCalls: { key: string | null; body: unknown }[] = [];

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  bookCalls.length = 0;
  useOrderStore.getState().reset("full");
  const state = useOrderStore.getState();
  state.replace({
    ...state,
    cart,
    postCode: "0150",
    postCodeValid: true,
    contactInformation: {
      ...state.contactInformation,
      phoneNumber: "+4791234567",
      phoneVerificationToken: "token",
    },
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, "");
      if (path.endsWith("/book")) {
        const headers = init.headers as Record<string, string>;
        bookCalls.push({ key: headers["idempotency-key"] ?? null, body: JSON.parse(String(init.body)) });
        const reply = bookReplies.shift() ?? "network";
        if (reply === "network") throw new TypeError("Failed to fetch");
        return new Response(JSON.stringify(reply.body), { status: reply.status });
      }
      if (path.endsWith("/reservation")) return Response.json({ data: { reservation } });
      return Response.json({ data: cart });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCheckout() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/order/checkout"]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                <CheckoutPage />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function fillIn() {
  const user = userEvent.setup();
  await screen.findByTestId("reservation-countdown");
  expect(screen.getByTestId("reservation-countdown").textContent).toBe("15:00");
  await user.type(screen.getByLabelText("Adresse"), "Storgata 1");
  await user.type(screen.getByLabelText("Fornavn"), "Ola");
  await user.type(screen.getByLabelText("Etternavn"), "Nordmann");
  await user.type(screen.getAllByLabelText("E-post")[0] as HTMLElement, "ola@eksempel.no");
  await user.click(screen.getByLabelText(/Jeg godtar/));
  return user;
}

describe("checkout", () => {
  it("clears the cart and says so when the reservation has run out (CART_EXPIRED)", async () => {
    bookReplies = [
      {
        status: 409,
        body: {
          message: "Reservasjonen av tidspunktet er utløpt. Velg et nytt tidspunkt.",
          code: "CART_EXPIRED",
        },
      },
    ];
    renderCheckout();
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Bestill jobben" }));
    await screen.findByText(/Reservasjonen av tidspunktet er utløpt/);
    expect(useOrderStore.getState().cart).toBeNull();
  });

  it("retries a failed booking with the same Idempotency-Key and goes to the confirmation", async () => {
    bookReplies = ["network", { status: 201, body: { data: { project } } }];
    renderCheckout();
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Bestill jobben" }));
    await waitFor(() => expect(bookCalls).toHaveLength(2), { timeout: 4000 });
    expect(bookCalls[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(bookCalls[1]?.key).toBe(bookCalls[0]?.key);
    await waitFor(() =>
      expect(screen.getByTestId("where").textContent).toBe(`/order/confirm?prosjekt=${project.uuid}`),
    );
    expect(bookCalls[0]?.body).toMatchObject({
      acceptedTerms: true,
      contactInformation: { address: "Storgata 1", phoneVerificationToken: "token", company: null },
    });
  });

  it("shows server validation errors under the fields", async () => {
    bookReplies = [
      {
        status: 422,
        body: {
          message: "Ugyldig",
          code: "VALIDATION_ERROR",
          errors: { "contactInformation.address": ["Må være maks 200 tegn"] },
        },
      },
    ];
    renderCheckout();
    const user = await fillIn();
    await user.click(screen.getByRole("button", { name: "Bestill jobben" }));
    await screen.findByText("Må være maks 200 tegn");
    expect(screen.getByLabelText("Adresse").getAttribute("aria-invalid")).toBe("true");
  });
});
