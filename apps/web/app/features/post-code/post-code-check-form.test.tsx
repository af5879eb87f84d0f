import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { renderWithQueries } from "../../testing/render";
import { PostCodeCheckForm } from "./post-code-check-form";

const answers: Record<string, { status: number; body: unknown }> = {
  "0150": {
    status: 200,
    body: { data: { postCode: "0150", place: "Oslo", jobTypes: ["ELECTRICIAN", "HEAT_PUMP"] } },
  },
  "9008": { status: 200, body: { data: { postCode: "9008", place: "Tromsø", jobTypes: [] } } },
  "0000": {
    status: 422,
    body: { message: "Postnummeret er ugyldig", code: "INVALID_POST_CODE", errors: {} },
  },
};
const requested: string[] = [];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderForm() {
  return renderWithQueries(
    <MemoryRouter initialEntries={["/"]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <PostCodeCheckForm buttonText="Se jobber" />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

async function submit(code: string) {
  const user = userEvent.setup();
  renderForm();
  const input = screen.getByLabelText("Postnummer");
  if (code) await user.type(input, code);
  await user.click(screen.getByRole("button", { name: "Se jobber" }));
  return input;
}

beforeEach(() => {
  localStorage.clear();
  requested.length = 0;
  useOrderStore.getState().reset("full");
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      requested.push(url);
      const code = /post-code\/(\d+)/.exec(url)?.[1] ?? "";
      const answer = answers[code] ?? { status: 200, body: { data: null } };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the post-code field of a page", () => {
  it("is a labelled GET form to the job list, usable before the page is interactive", () => {
    renderForm();
    const form = screen.getByTestId("post-code-form");
    expect(form.getAttribute("action")).toBe("/nettbutikk/alle");
    expect(form.getAttribute("method")).toBe("get");
    expect(screen.getByLabelText("Postnummer").getAttribute("name")).toBe("postnummer");
    // Once interactive, the messages are the spec's, not the browser's.
    expect(form.hasAttribute("novalidate")).toBe(true);
  });

  it("stores a covered code with its place and job types, and goes to the job list", async () => {
    await submit("0150");
    await waitFor(() => expect(screen.getByTestId("where").textContent).toBe("/nettbutikk/alle"));
    expect(useOrderStore.getState()).toMatchObject({
      postCode: "0150",
      postCodePlace: "Oslo",
      postCodeValid: true,
      postCodeSupportedJobTypes: ["ELECTRICIAN", "HEAT_PUMP"],
    });
  });

  it("offers the waitlist where nothing is launched, and stays", async () => {
    await submit("9008");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(
      "Beklager, vi har ikke lansert tjenestene våre i ditt område enda. Få varsel på e-post når vi utvider.",
    );
    const link = screen.getByRole("link", { name: "Sett meg på venteliste" });
    expect(link.getAttribute("href")).toBe("/nyhetsbrev?postnummer=9008");
    expect(screen.getByTestId("where").textContent).toBe("/");
    expect(useOrderStore.getState().postCode).toBe("9008");
  });

  it("shows the spec's messages on the field for a short or unknown code", async () => {
    const input = await submit("12");
    expect(await screen.findByText("Postnummeret er ugyldig")).toBeTruthy();
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain("-error");
    expect(requested.some((url) => url.includes("post-code"))).toBe(false);
    cleanup();
    const unknown = await submit("0000");
    expect(await screen.findByText("Postkoden 0000, finnes ikke.")).toBeTruthy();
    expect(unknown.getAttribute("aria-invalid")).toBe("true");
    expect(useOrderStore.getState()).toMatchObject({ postCodeValid: false, postCodePlace: null });
  });

  it("asks for a code when the field is empty, and takes digits only", async () => {
    const input = await submit("");
    expect(await screen.findByText("Må fylles ut")).toBeTruthy();
    await userEvent.setup().type(input, "a1b2c3d45");
    expect((input as HTMLInputElement).value).toBe("1234");
  });
});
