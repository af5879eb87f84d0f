import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Component, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { writeCookie } from "../../lib/cookies";
import { useUserStore } from "../../lib/user-store";
import { renderWithQueries } from "../../testing/render";
import { clearSiteData, DevTools, EnvironmentBadge } from "./dev-tools";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const users = [
  {
    role: "ELECTRICIAN" as const,
    label: "Montør",
    uuid: "e-1",
    name: "Per Nilsen",
    phoneNumber: "+4790000005",
  },
];

describe("the dev tools", () => {
  it("sign in as a demo user with one click and go to the landing page", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              data: {
                user: {
                  id: 5,
                  uuid: "e-1",
                  availableRoles: ["ELECTRICIAN"],
                  activeRoles: ["ELECTRICIAN"],
                  contractor: { id: 1, uuid: "c-1", name: "Nordlys" },
                  email: null,
                  guidedToursFinished: [],
                },
              },
            }),
            { status: 200 },
          ),
      ),
    );
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    renderWithQueries(<DevTools users={users} />);
    await userEvent.setup().click(screen.getByRole("button", { name: "Montør Per Nilsen" }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith("/montor/e-1/kalender"));
    expect(document.cookie).toContain("ContractorId=c-1");
  });

  it("clear the site's data", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 200 })),
    );
    localStorage.setItem("order", "{}");
    sessionStorage.setItem("x", "1");
    writeCookie("cookie-consent", "all");
    await clearSiteData();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).not.toContain("cookie-consent");
  });

  it("show the environment in Norwegian", () => {
    renderWithQueries(<EnvironmentBadge environment="staging" />);
    expect(screen.getByText("Staging")).toBeTruthy();
  });

  it("throw a render error on request, as a bug with the user's details in it would", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    useUserStore.getState().setUser({
      id: 7,
      uuid: "u-7",
      phoneNumber: "+4790000007",
      email: "nora.hansen@example.no",
      availableRoles: ["CUSTOMER"],
      activeRoles: ["CUSTOMER"],
      contractor: null,
      guidedToursFinished: [],
    } as never);
    renderWithQueries(
      <Boundary>
        <DevTools users={users} />
      </Boundary>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    await userEvent.setup().click(screen.getByRole("button", { name: "Test feilrapportering" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Testfeil fra utviklermenyen (+4790000007 / nora.hansen@example.no)",
    );
    useUserStore.getState().setUser(null);
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}
