import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { renderWithApp } from "../../testing/render";
import { sellerCart } from "./seller.test-support";
import { EITHER_MESSAGE, SendToCustomerForm } from "./send-to-customer-form";

const CART = "6f1c2f0e-1111-4222-8333-444455556666";
const api = stubApiForEachTest();
afterEach(cleanup);

const renderForm = () =>
  renderWithApp(<SendToCustomerForm cartUuid={CART} sellerDescription="  Solgt: Easee One  " />);

const phoneField = () => screen.getByLabelText("Kundens telefonnummer");
const emailField = () => screen.getByLabelText("Kundens e-post");
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? null;

describe("send to the customer", () => {
  it("asks for a phone number or an email at the phone field before sending anything", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "Send til kunden" }));
    await waitFor(() => expect(errorOf(phoneField())).toBe(EITHER_MESSAGE));
    expect(phoneField().getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toHaveLength(0);
  });

  it("checks each filled-in field by the contract's rules", async () => {
    renderForm();
    await userEvent.type(phoneField(), "123");
    await userEvent.type(emailField(), "ikke-en-epost");
    await userEvent.click(screen.getByRole("button", { name: "Send til kunden" }));
    await waitFor(() => expect(errorOf(phoneField())).toMatch(/telefonnummer/i));
    await waitFor(() => expect(errorOf(emailField())).toMatch(/e-post/i));
    expect(api.calls).toHaveLength(0);
  });

  it("shows the server's field errors at the fields", async () => {
    api.reply(`POST /cart/${CART}/reminders-by-seller`, {
      status: 422,
      body: {
        message: "Ugyldige felt",
        code: "VALIDATION_ERROR",
        errors: { email: ["E-posten kan ikke brukes"], phone_number: ["Nummeret kan ikke brukes"] },
      },
    });
    renderForm();
    await userEvent.type(phoneField(), "91234567");
    await userEvent.type(emailField(), "kari@example.no");
    await userEvent.click(screen.getByRole("button", { name: "Send til kunden" }));
    expect(await screen.findByText("E-posten kan ikke brukes")).toBeTruthy();
    await waitFor(() => expect(errorOf(emailField())).toBe("E-posten kan ikke brukes"));
    await waitFor(() => expect(errorOf(phoneField())).toBe("Nummeret kan ikke brukes"));
  });

  it("sends the cleaned channels with the seller description, and says where it went", async () => {
    api.reply(`POST /cart/${CART}/reminders-by-seller`, {
      status: 200,
      body: {
        data: { cart: sellerCart({ uuid: CART, sentTo: { phoneNumber: "+4791234567", email: null } }) },
      },
    });
    renderForm();
    await userEvent.type(phoneField(), "912 34 567");
    await userEvent.click(screen.getByRole("button", { name: "Send til kunden" }));
    const sent = await screen.findByTestId("cart-sent");
    expect(sent.textContent).toContain("SMS til +47 912 34 567");
    expect(screen.getByRole("link", { name: "Tilbake til selgersiden" }).getAttribute("href")).toBe(
      "/selgerside",
    );
    expect(api.calls).toEqual([
      {
        method: "POST",
        path: `/cart/${CART}/reminders-by-seller`,
        body: { phone_number: "+4791234567", sellerDescription: "Solgt: Easee One" },
      },
    ]);
  });
});
