import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { storeInspectionMode } from "../../lib/order/booking-session";
import { useOrderStore } from "../../lib/order/order-store";
import { createQueryClient } from "../../lib/queries";
import { chargerCart, projectView } from "../../testing/fixtures";
import { SellerCheckoutPage } from "./seller-checkout-page";

const CART = "6f1c2f0e-1111-4222-8333-444455556666";

const cart = chargerCart({ postCode: "5116" });

interface Sent {
  method: string;
  path: string;
  key: string | null;
  body: unknown;
}
const sent: Sent[] = [];
let bookReply: { status: number; body: unknown };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  sent.length = 0;
  bookReply = { status: 201, body: { data: { project: projectView({ number: 100_321 }) } } };
  useOrderStore.getState().reset("full");
  const state = useOrderStore.getState();
  state.replace({
    ...state,
    cart,
    postCode: "5116",
    postCodeValid: true,
    sellerDescription: "Solgt: Easee One",
  });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const path = url.replace(/^\/api/, "");
      const method = init.method ?? "GET";
      const headers = (init.headers ?? {}) as Record<string, string>;
      sent.push({
        method,
        path,
        key: headers["idempotency-key"] ?? null,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (path === "/auth/send-verification-code") return Response.json({ data: { sent: true } });
      if (path === "/auth/verify-phone-number")
        return Response.json({ data: { phoneVerificationToken: "token-1", phoneNumber: "+4798765432" } });
      if (path.endsWith("/book-by-seller"))
        return Response.json(bookReply.body, { status: bookReply.status });
      return Response.json({ data: cart });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={["/bestilling/kunde"]}>
        <SellerCheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function verifyCustomerPhone() {
  await userEvent.type(await screen.findByLabelText("Kundens telefonnummer"), "987 65 432");
  await userEvent.click(screen.getByRole("button", { name: "Send kode" }));
  await userEvent.type(await screen.findByLabelText("Kode fra SMS"), "1234");
  await userEvent.click(screen.getByRole("button", { name: "Bekreft kundens telefonnummer" }));
  await screen.findByTestId("phone-verified");
}

async function fillCustomer() {
  await userEvent.type(screen.getByLabelText("Adresse"), "Åsaneveien 1");
  await userEvent.type(screen.getByLabelText("Fornavn"), "Kari");
  await userEvent.type(screen.getByLabelText("Etternavn"), "Nordmann");
  await userEvent.type(screen.getByLabelText("E-post"), "kari@example.no");
  await userEvent.click(screen.getByLabelText(/Kunden godtar/));
}

describe("the seller's checkout", () => {
  it("sends the code to the customer's phone and takes the code the customer reads out", async () => {
    renderPage();
    await verifyCustomerPhone();
    expect(screen.getByTestId("phone-verified").textContent).toContain("+47 987 65 432 er bekreftet");
    expect(sent.filter((c) => c.path.startsWith("/auth"))).toEqual([
      {
        method: "POST",
        path: "/auth/send-verification-code",
        key: null,
        body: { phone_number: "+4798765432" },
      },
      {
        method: "POST",
        path: "/auth/verify-phone-number",
        key: null,
        body: { phone_number: "+4798765432", code: "1234" },
      },
    ]);
    expect(useOrderStore.getState().contactInformation.phoneVerificationToken).toBe("token-1");
  });

  it("books nothing until the customer's phone is verified and the fields are filled in", async () => {
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Bestill for kunden" }));
    expect(await screen.findByText("Kundens telefonnummer er ikke bekreftet.")).toBeTruthy();
    expect(screen.getByText("Kunden må godta vilkårene")).toBeTruthy();
    expect(sent.some((c) => c.path.endsWith("/book-by-seller"))).toBe(false);
  });

  it("books with an Idempotency-Key, the customer's details and the seller description, then clears the order", async () => {
    storeInspectionMode("VIDEO");
    renderPage();
    await verifyCustomerPhone();
    await fillCustomer();
    await userEvent.click(screen.getByRole("button", { name: "Bestill for kunden" }));
    expect((await screen.findByTestId("seller-booked")).textContent).toContain("Prosjekt 100321");
    const booking = sent.filter((c) => c.path === `/cart/${CART}/book-by-seller`);
    expect(booking).toHaveLength(1);
    expect(booking[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(booking[0]?.body).toEqual({
      contactInformation: {
        address: "Åsaneveien 1",
        additionalInfo: "",
        firstName: "Kari",
        lastName: "Nordmann",
        email: "kari@example.no",
        phoneNumber: "+4798765432",
        phoneVerificationToken: "token-1",
        company: null,
      },
      acceptedTerms: true,
      sellerDescription: "Solgt: Easee One",
    });
    await waitFor(() => expect(useOrderStore.getState().cart).toBeNull());
    const state = useOrderStore.getState();
    expect(state.sellerDescription).toBeNull();
    expect(state.contactInformation.firstName).toBe("");
    expect(state.contactInformation.phoneVerificationToken).toBeNull();
    expect(screen.getByRole("link", { name: "Tilbake til selgersiden" }).getAttribute("href")).toBe(
      "/selgerside",
    );
  });

  it("passes the inspection and its mode (video) along when the time is an inspection", async () => {
    storeInspectionMode("VIDEO");
    const state = useOrderStore.getState();
    state.replace({
      ...state,
      inspectionDateTime: "2026-11-30T08:00:00Z",
      inspectionTopic: ["Installasjon av elbillader"],
    });
    renderPage();
    await verifyCustomerPhone();
    await fillCustomer();
    await userEvent.click(screen.getByRole("button", { name: "Bestill for kunden" }));
    await screen.findByTestId("seller-booked");
    const body = sent.find((c) => c.path.endsWith("/book-by-seller"))?.body as Record<string, unknown>;
    expect(body.inspectionMode).toBe("VIDEO");
    expect(body.inspectionTopic).toEqual(["Installasjon av elbillader"]);
  });

  it("shows the server's field errors at the fields and keeps the order", async () => {
    bookReply = {
      status: 422,
      body: {
        message: "Ugyldige felt",
        code: "VALIDATION_ERROR",
        errors: { "contactInformation.address": ["Adressen finnes ikke"] },
      },
    };
    renderPage();
    await verifyCustomerPhone();
    await fillCustomer();
    await userEvent.click(screen.getByRole("button", { name: "Bestill for kunden" }));
    expect(await screen.findByText("Adressen finnes ikke")).toBeTruthy();
    expect(screen.getByLabelText("Adresse").getAttribute("aria-invalid")).toBe("true");
    expect(useOrderStore.getState().cart?.uuid).toBe(CART);
  });
});
