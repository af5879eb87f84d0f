import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { chargerCart } from "../../testing/fixtures";
import { renderWithApp } from "../../testing/render";
import { ChooseTimePage } from "./choose-time-page";

const cart = chargerCart({ reservation: null });

/** The server's times: a free window at 0150, none anywhere else. */
function times(postCode: string) {
  const free = postCode === "0150";
  const window = {
    date: "2026-11-28",
    start: "08:00",
    end: "12:00",
    startsAt: "2026-11-28T07:00:00Z",
    endsAt: "2026-11-28T11:00:00Z",
    earliestArrival: free ? "2026-11-28T07:00:00Z" : null,
    available: free,
  };
  return {
    data: {
      timeZone: "Europe/Oslo",
      kind: "JOB",
      durationMinutes: 120,
      from: "2026-11-28",
      days: [{ date: "2026-11-28", windows: [window] }],
      earliest: free ? window : null,
    },
  };
}

let serverCart = cart;
let calls: { method: string; path: string; body: unknown }[] = [];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  serverCart = cart;
  useOrderStore.getState().reset("full");
  const state = useOrderStore.getState();
  state.replace({ ...state, cart, postCode: "0150", postCodeValid: true, postCodePlace: "Oslo" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, "");
      const method = init.method ?? "GET";
      const body = init.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path, body });
      if (path.endsWith("/available-times")) return Response.json(times(serverCart.postCode ?? ""));
      if (path === "/no-availability") return Response.json({ data: { id: 1 } }, { status: 201 });
      if (method === "PATCH") serverCart = { ...serverCart, postCode: body.post_code };
      return Response.json({ data: serverCart });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the time page", () => {
  it("follows the post code: a new code is told to the cart and its times replace the old ones", async () => {
    renderWithApp(<ChooseTimePage />);
    expect((await screen.findByTestId("earliest-time")).textContent).toContain("lørdag 28. november");

    act(() =>
      useOrderStore.getState().postCodeChecked("5003", { jobTypes: ["ELECTRICIAN"], place: "Bergen" }),
    );
    await screen.findByText("Ingen ledige tider");
    expect(screen.queryByTestId("earliest-time")).toBeNull();
    const patch = calls.findIndex((c) => c.method === "PATCH");
    expect(calls[patch]?.body).toEqual({ post_code: "5003" });
    // The times for 5003 were asked for after the cart had the code.
    expect(calls.slice(patch).some((c) => c.path.endsWith("/available-times"))).toBe(true);
  });

  it("asks for a post code instead of showing times for one that does not exist", async () => {
    renderWithApp(<ChooseTimePage />);
    await screen.findByTestId("earliest-time");
    act(() => useOrderStore.getState().postCodeFailed("0000"));
    await screen.findByText(/Postkoden 0000, finnes ikke\./);
    expect(screen.queryByTestId("earliest-time")).toBeNull();
  });

  it("offers the no-availability report where no time is free, and thanks for it", async () => {
    const state = useOrderStore.getState();
    serverCart = { ...cart, postCode: "5003" };
    state.replace({ ...state, cart: serverCart, postCode: "5003", postCodePlace: "Bergen" });
    renderWithApp(<ChooseTimePage />);
    const actor = userEvent.setup();
    await screen.findByText("Ingen ledige tider");
    expect((screen.getByLabelText("Postnummer") as HTMLInputElement).value).toBe("5003");

    await actor.click(screen.getByRole("button", { name: "Send beskjed" }));
    expect(await screen.findByText("Må fylles ut")).toBeTruthy();
    expect(screen.getByLabelText("E-post").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("E-post"));

    await actor.type(screen.getByLabelText("E-post"), "kari@eksempel.no");
    await actor.type(screen.getByLabelText(/Når passer det for deg\?/), "hverdager etter kl. 16");
    await actor.keyboard("{Enter}");
    await screen.findByText("Takk, vi har fått beskjeden din");
    expect(calls.find((c) => c.path === "/no-availability")?.body).toEqual({
      email: "kari@eksempel.no",
      post_code: "5003",
      work_hours: "hverdager etter kl. 16",
    });
    await waitFor(() => expect(document.activeElement?.className).toBe("no-availability__thanks"));
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const state = useOrderStore.getState();
    serverCart = { ...cart, postCode: "5003" };
    state.replace({ ...state, cart: serverCart, postCode: "5003" });
    const ok = globalThis.fetch;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init: RequestInit) =>
        url === "/api/no-availability"
          ? Response.json(
              { message: "Tjenesten er nede", code: "SERVICE_UNAVAILABLE", errors: {} },
              { status: 503 },
            )
          : ok(url, init),
      ),
    );
    renderWithApp(<ChooseTimePage />);
    const actor = userEvent.setup();
    await screen.findByText("Ingen ledige tider");
    await actor.type(screen.getByLabelText("E-post"), "kari@eksempel.no");
    await actor.click(screen.getByRole("button", { name: "Send beskjed" }));
    await screen.findByText("Beskjeden ble ikke sendt");
    expect((screen.getByLabelText("E-post") as HTMLInputElement).value).toBe("kari@eksempel.no");
  });
});
