import type { ApiUser } from "@mt/contract/users";
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { askToLogIn } from "../../lib/login-request";
import { useUserStore } from "../../lib/user-store";
import { customerUser } from "../../testing/fixtures";
import { renderWithQueries } from "../../testing/render";
import { LoginModalHost } from "./login-modal-host";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const body = url.endsWith("/auth/confirm")
        ? { data: { user: customerUser } }
        : { data: { sent: true } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUserStore.getState().setUser(null);
});

function Page() {
  return (
    <>
      <button type="button">Betal</button>
      <LoginModalHost />
    </>
  );
}

function renderPage() {
  const Stub = createRoutesStub([{ path: "/", loader: () => null, Component: Page }]);
  renderWithQueries(<Stub initialEntries={["/"]} />);
}

describe("the page's login modal", () => {
  it("opens when asked, with the orange line, and answers with the signed-in user", async () => {
    renderPage();
    await screen.findByRole("button", { name: "Betal" });
    let answer: Promise<ApiUser | null> = Promise.resolve(null);
    act(() => {
      answer = askToLogIn({ description: "Du er blitt logget ut." });
    });
    const dialog = await screen.findByRole("dialog", { name: "Logg inn" }, { timeout: 10_000 });
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(screen.getByText("Du er blitt logget ut.").className).toBe("login-modal__description");
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText("Telefonnummer"), "90000007");
    await actor.click(screen.getByRole("button", { name: "Send kode" }));
    await actor.type(await screen.findByLabelText("Kode fra SMS"), "123456");
    await actor.click(screen.getByRole("button", { name: "Bekreft kode" }));
    expect((await answer)?.uuid).toBe(customerUser.uuid);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(useUserStore.getState().user?.uuid).toBe(customerUser.uuid);
  });

  it("answers null when closed with Escape, and gives focus back", async () => {
    renderPage();
    const pay = await screen.findByRole("button", { name: "Betal" });
    pay.focus();
    let answer: Promise<ApiUser | null> = Promise.resolve({ uuid: "not asked" } as ApiUser);
    act(() => {
      answer = askToLogIn();
    });
    await screen.findByRole("dialog", { name: "Logg inn" }, { timeout: 10_000 });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Telefonnummer")));
    await userEvent.setup().keyboard("{Escape}");
    expect(await answer).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(pay);
  });
});
