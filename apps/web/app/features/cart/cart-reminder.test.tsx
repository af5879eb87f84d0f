import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { stubApiForEachTest } from "../../testing/api-stub";
import { renderWithApp } from "../../testing/render";
import { CartReminder } from "./cart-reminder";

const CART = "6f1c2f0e-1111-4222-8333-444455556666";
const api = stubApiForEachTest();
afterEach(cleanup);

const emailField = () => screen.getByLabelText("E-post") as HTMLInputElement;
const errorOf = (field: HTMLElement) =>
  document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? null;

/** The checkout around the reminder: its email changes as the customer types there. */
function Checkout() {
  const [email, setEmail] = useState("kari@example.no");
  return (
    <>
      <button type="button" onClick={() => setEmail(`${email}x`)}>
        Skriv i kassen
      </button>
      <CartReminder cartUuid={CART} email={email} />
    </>
  );
}

describe("send me the cart", () => {
  it("follows the checkout's email until the customer types here", async () => {
    renderWithApp(<Checkout />);
    expect(emailField().value).toBe("kari@example.no");
    await userEvent.click(screen.getByRole("button", { name: "Skriv i kassen" }));
    expect(emailField().value).toBe("kari@example.nox");
    await userEvent.clear(emailField());
    await userEvent.type(emailField(), "ola@example.no");
    await userEvent.click(screen.getByRole("button", { name: "Skriv i kassen" }));
    expect(emailField().value).toBe("ola@example.no");
  });

  it("checks the email by the domain's rule before sending, at the field", async () => {
    renderWithApp(<CartReminder cartUuid={CART} email="" />);
    await userEvent.type(emailField(), "ikke-en-epost");
    await userEvent.click(screen.getByRole("button", { name: "Send meg handlekurven" }));
    await waitFor(() => expect(errorOf(emailField())).toMatch(/e-post/i));
    expect(emailField().getAttribute("aria-invalid")).toBe("true");
    expect(api.calls).toHaveLength(0);
  });

  it("sends the cart to the email and says where it went; the server's refusal shows at the field", async () => {
    api.reply(
      `POST /cart/${CART}/reminders`,
      {
        status: 422,
        body: { message: "Ugyldig", code: "VALIDATION_ERROR", errors: { email: ["Kan ikke brukes"] } },
      },
      {
        status: 201,
        body: {
          data: {
            reminder: { email: "kari@example.no", phoneNumber: null, createdAt: "2026-11-28T03:00:00Z" },
          },
        },
      },
    );
    renderWithApp(<CartReminder cartUuid={CART} email="kari@example.no" />);
    await userEvent.click(screen.getByRole("button", { name: "Send meg handlekurven" }));
    expect(await screen.findByText("Kan ikke brukes")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Send meg handlekurven" }));
    expect(await screen.findByText("Vi har sendt handlekurven til kari@example.no.")).toBeTruthy();
    expect(api.calls.map((call) => call.body)).toEqual([
      { email: "kari@example.no" },
      { email: "kari@example.no" },
    ]);
  });
});
