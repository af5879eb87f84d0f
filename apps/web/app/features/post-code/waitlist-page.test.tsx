import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { renderWithQueries } from "../../testing/render";
import { WaitlistPage } from "./waitlist-page";

beforeEach(() => {
  localStorage.clear();
  useOrderStore.getState().reset("full");
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ data: { id: 1 } }), { status: 201 })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = (path = "/nyhetsbrev?postnummer=9008&type=SOLAR_JOBS") =>
  renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <WaitlistPage />
    </MemoryRouter>,
  );

describe("the waitlist page", () => {
  it("says the text input's messages on blur, and the spec's post-code text for a short code", async () => {
    renderPage("/nyhetsbrev");
    await userEvent.type(screen.getByLabelText("Postnummer"), "90x");
    expect((screen.getByLabelText("Postnummer") as HTMLInputElement).value).toBe("90");
    await userEvent.type(screen.getByLabelText("E-post"), "kari@");
    await userEvent.tab();
    expect(await screen.findByText("Gi riktig e-post")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Sett meg på venteliste" }));
    expect(await screen.findByText("Postnummeret er ugyldig")).toBeTruthy();
    expect(screen.getByLabelText("Navn (Valgfritt)")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's field message for a well-formed code that does not exist", async () => {
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response(
        JSON.stringify({
          message: "Postkoden 0000, finnes ikke.",
          code: "VALIDATION_ERROR",
          errors: { post_code: ["Postkoden 0000, finnes ikke."] },
        }),
        { status: 422 },
      ),
    );
    renderPage("/nyhetsbrev?postnummer=0000");
    await userEvent.type(screen.getByLabelText("E-post"), "kari@eksempel.no");
    await userEvent.click(screen.getByRole("button", { name: "Sett meg på venteliste" }));
    expect(await screen.findByText("Postkoden 0000, finnes ikke.")).toBeTruthy();
  });

  it("shows the field messages of the spec before anything is sent", async () => {
    renderPage("/nyhetsbrev");
    await userEvent.type(screen.getByLabelText("E-post"), "ikke-epost");
    await userEvent.click(screen.getByRole("button", { name: "Sett meg på venteliste" }));
    expect(await screen.findByText("Gi riktig e-post")).toBeTruthy();
    expect(screen.getByText("Må fylles ut")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the post code, email and chosen types, and marks the notification as requested", async () => {
    renderPage();
    expect((screen.getByLabelText("Postnummer") as HTMLInputElement).value).toBe("9008");
    expect((screen.getByLabelText("Når solceller kommer til mitt område") as HTMLInputElement).checked).toBe(
      true,
    );
    await userEvent.type(screen.getByLabelText("E-post"), "kari@eksempel.no");
    await userEvent.click(screen.getByRole("button", { name: "Sett meg på venteliste" }));
    expect(await screen.findByText(/Du står nå på ventelisten for postnummer 9008/)).toBeTruthy();
    const [url, init] = vi.mocked(fetch).mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/post-code/email-notification");
    expect(JSON.parse(String(init.body))).toEqual({
      post_code: "9008",
      email: "kari@eksempel.no",
      name: null,
      notification_types: ["SOLAR_JOBS"],
    });
    expect(useOrderStore.getState().postCodeNotificationRequested).toBe(true);
  });
});
