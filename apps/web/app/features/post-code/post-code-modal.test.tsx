import type { CartView } from "@mt/contract/cart";
import type { WorkType } from "@mt/domain/entities/enums";
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { lineData } from "../../testing/fixtures";
import { renderWithQueries } from "../../testing/render";
import { PostCodeButton } from "./post-code-button";

const answers: Record<string, { status: number; body: unknown }> = {
  "0150": {
    status: 200,
    body: { data: { postCode: "0150", place: "Oslo", jobTypes: ["ELECTRICIAN", "HEAT_PUMP", "SOLAR"] } },
  },
  "5003": {
    status: 200,
    body: { data: { postCode: "5003", place: "Bergen", jobTypes: ["ELECTRICIAN", "HEAT_PUMP"] } },
  },
  "9008": { status: 200, body: { data: { postCode: "9008", place: "Tromsø", jobTypes: [] } } },
  "0000": {
    status: 422,
    body: { message: "Postnummeret er ugyldig", code: "INVALID_POST_CODE", errors: {} },
  },
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderButton(path: string, jobType: WorkType | null = null) {
  return renderWithQueries(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <PostCodeButton jobType={jobType} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const cart = (typeKeys: WorkType[], reservation: string | null = null): CartView => ({
  uuid: "c1",
  reservation,
  postCode: null,
  status: "open",
  totals: { totalOre: 0, vatOre: 0, durationMinutes: 0 },
  lineItems: typeKeys.map((typeKey, id) => ({
    id,
    type: "JOB",
    data: lineData({ typeKey }),
  })),
});

beforeEach(() => {
  localStorage.clear();
  useOrderStore.getState().reset("full");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      const code = /post-code\/(\d+)/.exec(url)?.[1] ?? "";
      // Cart calls answer with the cart as it is.
      const answer = answers[code] ?? { status: 200, body: { data: useOrderStore.getState().cart } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function type(code: string) {
  const input = await screen.findByTestId("post-code-input");
  await userEvent.clear(input);
  await userEvent.type(input, code);
}

const buttons = () => screen.getAllByRole("button").map((b) => b.textContent);

describe("the post-code button and modal", () => {
  it("checks at four digits and shows the supported state with 'Se jobber'", async () => {
    renderButton("/nettbutikk/alle");
    await userEvent.click(await screen.findByText("Sjekk postnummer"));
    await type("01a5");
    expect((screen.getByTestId("post-code-input") as HTMLInputElement).value).toBe("015");
    expect(fetch).not.toHaveBeenCalled();
    await type("0150");
    await screen.findByText("Vi leverer elektrikertjenester, varmepumper og solceller i ditt område");
    expect(buttons()).toEqual(expect.arrayContaining(["Se jobber", "Lukk"]));
    expect(useOrderStore.getState()).toMatchObject({
      postCode: "0150",
      postCodePlace: "Oslo",
      postCodeValid: true,
    });
    await userEvent.click(screen.getByRole("button", { name: "Se jobber" }));
    expect(screen.getByTestId("where").textContent).toBe("/nettbutikk/alle");
    expect(screen.getByTestId("post-code-button").textContent).toContain("0150 Oslo");
  });

  it("Enter takes the first action once the code is checked, and the clear button empties the field", async () => {
    renderButton("/nettbutikk/alle");
    await userEvent.click(await screen.findByText("Sjekk postnummer"));
    await type("015{Enter}");
    expect(screen.getByTestId("where").textContent).toBe("/nettbutikk/alle");
    await userEvent.click(screen.getByRole("button", { name: "Tøm feltet" }));
    expect((screen.getByTestId("post-code-input") as HTMLInputElement).value).toBe("");
    await type("5003");
    await screen.findByText("Vi leverer elektrikertjenester og varmepumper i ditt område");
    await userEvent.type(screen.getByTestId("post-code-input"), "{Enter}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByTestId("post-code-button").textContent).toContain("5003 Bergen");
  });

  it("does not check the stored code again", async () => {
    useOrderStore.getState().postCodeChecked("0150", { place: "Oslo", jobTypes: ["ELECTRICIAN"] });
    renderButton("/");
    await userEvent.click(await screen.findByTestId("post-code-button"));
    expect((screen.getByTestId("post-code-input") as HTMLInputElement).value).toBe("0150");
    expect(fetch).not.toHaveBeenCalled();
    expect(buttons()).toContain("Avbryt");
  });

  it("says when the job type is delivered (Fortsett) or not launched (venteliste, tilgjengelige jobber)", async () => {
    renderButton("/bestilling/jobb/solceller-10-kw", "SOLAR");
    await userEvent.click(await screen.findByTestId("post-code-button"));
    await type("0150");
    await screen.findByText("Vi leverer solceller i ditt område");
    expect(buttons()).toEqual(expect.arrayContaining(["Fortsett", "Lukk"]));
    await type("5003");
    await screen.findByText(
      "Beklager, vi har ikke lansert solceller i ditt område enda. Få varsel på e-post når vi utvider.",
    );
    expect(buttons()).toEqual(
      expect.arrayContaining(["Sett meg på venteliste", "Se tilgjengelige jobber", "Lukk"]),
    );
    await userEvent.click(screen.getByRole("button", { name: "Sett meg på venteliste" }));
    expect(screen.getByTestId("where").textContent).toBe("/nyhetsbrev?postnummer=5003&type=SOLAR_JOBS");
  });

  it("offers the waitlist where nothing is launched, and names unknown codes", async () => {
    renderButton("/");
    await userEvent.click(await screen.findByTestId("post-code-button"));
    await type("9008");
    await screen.findByText(
      "Beklager, vi har ikke lansert tjenestene våre i ditt område enda. Få varsel på e-post når vi utvider.",
    );
    expect(buttons()).toEqual(expect.arrayContaining(["Sett meg på venteliste", "Lukk"]));
    await type("0000");
    await screen.findByText("Postkoden 0000, finnes ikke.");
    expect(useOrderStore.getState()).toMatchObject({
      postCode: "0000",
      postCodeValid: false,
      postCodePlace: null,
    });
  });

  it("on the cart page checks the cart's jobs: unsupported ones lead to 'Se over jobbene', else 'Velg tidspunkt'", async () => {
    useOrderStore.getState().setCart(cart(["SOLAR"]));
    renderButton("/bestilling/handlekurv");
    await userEvent.click(await screen.findByTestId("post-code-button"));
    await type("5003");
    await screen.findByText("En eller flere jobber i handlekurven er ikke tilgjengelig i ditt område");
    expect(buttons()).toEqual(expect.arrayContaining(["Se over jobbene", "Lukk"]));
    await type("0150");
    await screen.findByText("Vi leverer elektrikertjenester, varmepumper og solceller i ditt område");
    await userEvent.click(screen.getByRole("button", { name: "Velg tidspunkt" }));
    expect(screen.getByTestId("where").textContent).toBe("/bestilling/velgtidspunkt");
  });

  it("closing with an empty input resets the post code, the inspection time and the reservation", async () => {
    useOrderStore.getState().postCodeChecked("0150", { place: "Oslo", jobTypes: ["ELECTRICIAN"] });
    useOrderStore.getState().setCart(cart(["ELECTRICIAN"], "3f1c1d9e-8a43-4c53-9d5e-0d8c2b9d7a11"));
    useOrderStore.setState({ inspectionDateTime: "2026-12-01T08:00:00Z" });
    renderButton("/bestilling/handlekurv");
    await userEvent.click(await screen.findByTestId("post-code-button"));
    await userEvent.clear(screen.getByTestId("post-code-input"));
    await userEvent.click(screen.getByRole("button", { name: "Avbryt" }));
    const state = useOrderStore.getState();
    expect(state).toMatchObject({
      postCode: null,
      postCodePlace: null,
      postCodeValid: false,
      inspectionDateTime: null,
    });
    expect(state.cart?.reservation).toBeNull();
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith("/api/cart/c1", expect.objectContaining({ method: "PATCH" })),
    );
  });

  it("on checkout clears the reservation and goes to the cart with the change-code flag", async () => {
    useOrderStore.getState().postCodeChecked("0150", { place: "Oslo", jobTypes: ["ELECTRICIAN"] });
    useOrderStore.getState().setCart(cart(["ELECTRICIAN"], "3f1c1d9e-8a43-4c53-9d5e-0d8c2b9d7a11"));
    renderButton("/order/checkout");
    await userEvent.click(await screen.findByTestId("post-code-button"));
    expect(screen.getByTestId("where").textContent).toBe("/bestilling/handlekurv?change-code=1");
    expect(useOrderStore.getState().cart?.reservation).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
