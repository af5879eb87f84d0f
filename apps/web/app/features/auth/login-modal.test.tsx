import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUserStore } from "../../lib/user-store";
import { customerUser } from "../../testing/fixtures";
import { renderWithQueries } from "../../testing/render";
import { LoginModal } from "./login-modal";

const user = customerUser;

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const body = url.endsWith("/auth/confirm") ? { data: { user } } : { data: { sent: true } };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useUserStore.getState().setUser(null);
});

function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <p>{open ? "åpen" : "lukket"}</p>
      <LoginModal open={open} onClose={() => setOpen(false)} description="Logg inn for å fortsette" />
    </>
  );
}

describe("the login modal", () => {
  it("is 400 px wide, titled Logg inn with an orange description, and stores the user and closes", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Harness, loader: () => null }]);
    renderWithQueries(<Stub initialEntries={["/"]} />);
    const dialog = await screen.findByRole("dialog", { name: "Logg inn" });
    expect(dialog.style.getPropertyValue("--ui-modal-width")).toBe("400px");
    expect(dialog.querySelector(".login-modal__description")?.textContent).toBe("Logg inn for å fortsette");
    const actor = userEvent.setup();
    await actor.type(screen.getByLabelText("Telefonnummer"), "90000007");
    await actor.click(screen.getByRole("button", { name: "Send kode" }));
    await actor.type(await screen.findByLabelText("Kode fra SMS"), "123456");
    await actor.click(screen.getByRole("button", { name: "Bekreft kode" }));
    await waitFor(() => expect(screen.getByText("lukket")).toBeTruthy());
    expect(useUserStore.getState().user?.uuid).toBe("u");
  });
});
