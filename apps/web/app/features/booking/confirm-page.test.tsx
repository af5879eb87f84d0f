import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { projectView } from "../../testing/fixtures";
import { ConfirmPage } from "./confirm-page";

afterEach(cleanup);
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.dataLayer = [];
});

const purchases = () =>
  (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "purchase");

const renderConfirm = (project: ReturnType<typeof projectView> | null) =>
  render(
    <MemoryRouter>
      <ConfirmPage project={project} />
    </MemoryRouter>,
  );

describe("ConfirmPage", () => {
  it("shows the project it is given, clears the cart and reports the purchase once, also after a reload", async () => {
    const project = projectView();
    useOrderStore.getState().replace({
      ...useOrderStore.getState(),
      cart: { uuid: "6f1c2f0e-1111-4222-8333-444455556666", postCode: "0150" } as never,
    });
    renderConfirm(project);
    expect(screen.getByRole("heading", { name: "Takk for bestillingen!" })).toBeTruthy();
    expect(screen.getByTestId("project-number").textContent).toBe("100001");
    // The booking logged the customer in (decision 016): no second code for my page.
    expect(screen.getByText(/Du er logget inn og kan følge bestillingen på Min side/)).toBeTruthy();
    await waitFor(() => expect(purchases()).toHaveLength(1));
    expect(useOrderStore.getState().cart).toBeNull();

    cleanup();
    // The order state is hydrated already: the reload decides about the purchase while it renders.
    expect(useOrderStore.persist.hasHydrated()).toBe(true);
    renderConfirm(project);
    expect(screen.getByTestId("project-number").textContent).toBe("100001");
    expect(purchases()).toHaveLength(1);
  });

  it("without a project says so and points to my page", () => {
    renderConfirm(null);
    expect(screen.getByText(/Vi fant ingen ny bestilling/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Gå til Min side" }).getAttribute("href")).toBe("/dashboard");
  });
});
