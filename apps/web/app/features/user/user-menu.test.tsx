import type { ApiUser } from "@mt/contract/users";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { provideLoginModal } from "../../lib/login-request";
import { renderWithQueries } from "../../testing/render";
import { ORDER_KEPT_DESCRIPTION, UserMenu } from "./user-menu";

const multi: ApiUser = {
  id: 1,
  uuid: "u",
  name: "Henrik Solberg",
  availableRoles: ["GLOBAL_ADMIN", "CASEWORKER"],
  activeRoles: ["CASEWORKER"],
  contractor: null,
  email: null,
  guidedToursFinished: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the user menu", () => {
  it("offers a login link to visitors", () => {
    renderWithQueries(
      <MemoryRouter>
        <UserMenu user={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: "Logg inn" }).getAttribute("href")).toBe("/logginn");
  });

  it("on a page with an order in progress, opens the login modal there instead", async () => {
    const asked: (string | undefined)[] = [];
    const withdraw = provideLoginModal(async (request) => {
      asked.push(request.description);
      return null;
    });
    renderWithQueries(
      <MemoryRouter initialEntries={["/order/checkout"]}>
        <UserMenu user={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("link", { name: "Logg inn" })).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Logg inn" }));
    expect(asked).toEqual([ORDER_KEPT_DESCRIPTION]);
    withdraw();
  });

  it("shows no role switcher to a user with one role", async () => {
    renderWithQueries(
      <MemoryRouter>
        <UserMenu user={{ ...multi, availableRoles: ["CASEWORKER"] }} />
      </MemoryRouter>,
    );
    expect(await screen.findByRole("button", { name: "Logg ut" })).toBeTruthy();
    expect(screen.queryByLabelText("Rolle")).toBeNull();
  });

  it("switches the active role and goes to the new role's landing page", async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init: RequestInit) => {
        bodies.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify({ data: { ...multi, activeRoles: ["GLOBAL_ADMIN"] } }), {
          status: 200,
        });
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderWithQueries(
      <MemoryRouter>
        <UserMenu user={multi} />
      </MemoryRouter>,
    );
    const select = (await screen.findByLabelText("Rolle")) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      "Administrator",
      "Saksbehandler",
      "Alle roller",
    ]);
    expect(select.value).toBe("CASEWORKER");
    await userEvent.setup().selectOptions(select, "GLOBAL_ADMIN");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/prosjekter"));
    expect(bodies).toEqual([{ roles: ["GLOBAL_ADMIN"] }]);
  });

  it("leads staff from the storefront back to their landing page, and not where the staff menu shows", async () => {
    renderWithQueries(
      <MemoryRouter initialEntries={["/"]}>
        <UserMenu user={multi} />
      </MemoryRouter>,
    );
    const back = await screen.findByRole("link", { name: "Til arbeidsflaten" });
    expect(back.getAttribute("href")).toBe("/prosjekter");
    cleanup();
    renderWithQueries(
      <MemoryRouter initialEntries={["/kunder"]}>
        <UserMenu user={multi} />
      </MemoryRouter>,
    );
    await screen.findByRole("button", { name: "Logg ut" });
    expect(screen.queryByRole("link", { name: "Til arbeidsflaten" })).toBeNull();
  });

  it("offers a customer no way to the back office", async () => {
    renderWithQueries(
      <MemoryRouter initialEntries={["/"]}>
        <UserMenu user={{ ...multi, availableRoles: ["CUSTOMER"], activeRoles: ["CUSTOMER"] }} />
      </MemoryRouter>,
    );
    await screen.findByRole("button", { name: "Logg ut" });
    expect(screen.queryByRole("link", { name: "Til arbeidsflaten" })).toBeNull();
  });

  it("puts a person's staff tools behind one account button (shown on a phone), which Escape closes", async () => {
    const user = userEvent.setup();
    renderWithQueries(
      <MemoryRouter initialEntries={["/"]}>
        <UserMenu user={multi} />
      </MemoryRouter>,
    );
    const button = await screen.findByRole("button", { name: "Konto" });
    const panel = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(panel?.contains(screen.getByRole("link", { name: "Til arbeidsflaten" }))).toBe(true);
    expect(panel?.contains(screen.getByLabelText("Rolle"))).toBe(true);
    expect(panel?.contains(screen.getByRole("button", { name: "Logg ut" }))).toBe(true);
    await user.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel?.className).toContain("user-menu__panel--open");
    await user.keyboard("{Escape}");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("gives a customer no account button: Logg ut stands in the header", async () => {
    renderWithQueries(
      <MemoryRouter initialEntries={["/"]}>
        <UserMenu user={{ ...multi, availableRoles: ["CUSTOMER"], activeRoles: ["CUSTOMER"] }} />
      </MemoryRouter>,
    );
    await screen.findByRole("button", { name: "Logg ut" });
    expect(screen.queryByRole("button", { name: "Konto" })).toBeNull();
  });
});
