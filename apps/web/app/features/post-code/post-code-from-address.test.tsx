import type { ApiFetch } from "@mt/contract/load-context";
import { cleanup, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useOrderStore } from "../../lib/order/order-store";
import { renderWithQueries } from "../../testing/render";
import { type AddressPostCode, checkAddressPostCode, PostCodeFromAddress } from "./post-code-from-address";

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
  "5000": { status: 500, body: { message: "Noe gikk galt", code: "INTERNAL", errors: {} } },
};
const asked: string[] = [];
const api: ApiFetch = async (path) => {
  asked.push(path);
  const answer = answers[/post-code\/(\w+)/.exec(path)?.[1] ?? ""] ?? { status: 404, body: {} };
  return new Response(JSON.stringify(answer.body), { status: answer.status });
};

beforeEach(() => {
  asked.length = 0;
  localStorage.clear();
  useOrderStore.getState().reset("full");
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the job list's ?postnummer= checked on the server", () => {
  it("answers a covered code with its place and work types", async () => {
    expect(await checkAddressPostCode(api, " 0150 ")).toEqual({
      kind: "covered",
      code: "0150",
      place: "Oslo",
      jobTypes: ["ELECTRICIAN", "HEAT_PUMP"],
      message: "Vi leverer elektrikertjenester og varmepumper i ditt område",
    });
  });

  it("answers an uncovered code as not launched, with the spec's message", async () => {
    const result = await checkAddressPostCode(api, "9008");
    expect(result).toMatchObject({ kind: "not-launched", code: "9008", place: "Tromsø" });
    expect(result.message).toMatch(/^Beklager, vi har ikke lansert tjenestene våre i ditt område enda/);
  });

  it("refuses a malformed code without asking the API, and names an unknown one", async () => {
    expect(await checkAddressPostCode(api, "12a")).toMatchObject({ kind: "invalid", code: "12a" });
    expect(asked).toEqual([]);
    expect(await checkAddressPostCode(api, "0000")).toEqual({
      kind: "invalid",
      code: "0000",
      message: "Postkoden 0000, finnes ikke.",
    });
    expect(await checkAddressPostCode(api, "5000")).toMatchObject({
      kind: "error",
      message: "Noe gikk galt",
    });
  });
});

function renderResult(result: AddressPostCode) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify({ data: null }), { status: 200 })),
  );
  return renderWithQueries(
    <MemoryRouter>
      <PostCodeFromAddress result={result} />
    </MemoryRouter>,
  );
}

describe("the result above the job list", () => {
  it("says where we deliver and stores the code in the order state once interactive", async () => {
    renderResult({
      kind: "covered",
      code: "0150",
      place: "Oslo",
      jobTypes: ["ELECTRICIAN"],
      message: "Vi leverer elektrikertjenester i ditt område",
    });
    expect(screen.getByText("Postnummer 0150 Oslo")).toBeTruthy();
    await waitFor(() => expect(useOrderStore.getState().postCode).toBe("0150"));
    expect(useOrderStore.getState().postCodePlace).toBe("Oslo");
  });

  it("offers the waitlist for an uncovered code", () => {
    renderResult({ kind: "not-launched", code: "9008", place: "Tromsø", message: "Beklager." });
    expect(screen.getByRole("link", { name: "Sett meg på venteliste" }).getAttribute("href")).toBe(
      "/nyhetsbrev?postnummer=9008",
    );
  });

  it("shows the field again with its error for an invalid code", () => {
    renderResult({ kind: "invalid", code: "0000", message: "Postkoden 0000, finnes ikke." });
    const input = screen.getByLabelText("Postnummer") as HTMLInputElement;
    expect(input.value).toBe("0000");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText("Postkoden 0000, finnes ikke.")).toBeTruthy();
  });
});
