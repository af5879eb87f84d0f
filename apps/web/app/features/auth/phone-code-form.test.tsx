import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { customerUser } from "../../testing/fixtures";
import { renderWithQueries } from "../../testing/render";
import { PhoneCodeForm } from "./phone-code-form";

const session = { user: customerUser };

type Reply = { status: number; body: unknown };
let replies: Record<string, Reply[]>;
const calls: { path: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  replies = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      const path = url.replace(/^\/api/, "");
      calls.push({ path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const reply = replies[path]?.shift() ?? { status: 200, body: { data: { sent: true } } };
      return new Response(JSON.stringify(reply.body), { status: reply.status });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function toCodeStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Telefonnummer"), "900 00 007");
  await user.click(screen.getByRole("button", { name: "Send kode" }));
  const sentTo = await screen.findByText(/Vi har sendt en kode på SMS til/);
  expect(sentTo.textContent).toBe("Vi har sendt en kode på SMS til +47 900 00 007.");
}

describe("the phone verification form", () => {
  it("checks the phone field with the spec's messages", async () => {
    const user = userEvent.setup();
    renderWithQueries(<PhoneCodeForm onSuccess={() => {}} />);
    await user.click(screen.getByRole("button", { name: "Send kode" }));
    expect(await screen.findByText("Må fylles ut")).toBeTruthy();
    await user.type(screen.getByLabelText("Telefonnummer"), "12345");
    await user.click(screen.getByRole("button", { name: "Send kode" }));
    expect(await screen.findByText("Ugyldig telefonnummer")).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it("keeps only digits and + while typing", async () => {
    const user = userEvent.setup();
    renderWithQueries(<PhoneCodeForm onSuccess={() => {}} />);
    await user.type(screen.getByLabelText("Telefonnummer"), "+47 abc9");
    expect((screen.getByLabelText("Telefonnummer") as HTMLInputElement).value).toBe("+479");
  });

  it("sends the code to the number in E.164, slides to the code step and confirms with Bekreft kode", async () => {
    const user = userEvent.setup();
    const onSuccess = vi.fn();
    renderWithQueries(<PhoneCodeForm onSuccess={onSuccess} />);
    await toCodeStep(user);
    expect(calls[0]).toEqual({ path: "/auth/login", body: { phone_number: "+4790000007" } });
    expect(document.querySelector(".phone-code-form")?.getAttribute("data-step")).toBe("code");
    await user.click(screen.getByRole("button", { name: "Bekreft kode" }));
    expect(await screen.findByText("Må fylles ut")).toBeTruthy();
    await user.type(screen.getByLabelText("Kode fra SMS"), "12");
    await user.click(screen.getByRole("button", { name: "Bekreft kode" }));
    expect(await screen.findByText("Må være minst 4 tegn")).toBeTruthy();
    replies["/auth/confirm"] = [{ status: 200, body: { data: session } }];
    await user.clear(screen.getByLabelText("Kode fra SMS"));
    await user.type(screen.getByLabelText("Kode fra SMS"), "123456");
    await user.click(screen.getByRole("button", { name: "Bekreft kode" }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    expect(calls.at(-1)).toEqual({
      path: "/auth/confirm",
      body: { phone_number: "+4790000007", code: "123456" },
    });
  });

  it("shows Finner ingen konto med dette telefonnummeret when confirm answers Unauthorized", async () => {
    const user = userEvent.setup();
    renderWithQueries(<PhoneCodeForm onSuccess={() => {}} />);
    await toCodeStep(user);
    replies["/auth/confirm"] = [
      { status: 401, body: { message: "Unauthorized", code: "UNAUTHORIZED", errors: {} } },
    ];
    await user.type(screen.getByLabelText("Kode fra SMS"), "123456");
    await user.click(screen.getByRole("button", { name: "Bekreft kode" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Finner ingen konto med dette telefonnummeret",
    );
  });

  it("shows a send limit's message under the form and stays on the phone step", async () => {
    const user = userEvent.setup();
    replies["/auth/login"] = [
      {
        status: 429,
        body: { message: "Vent ett minutt før du ber om en ny kode.", code: "TOO_MANY_REQUESTS", errors: {} },
      },
    ];
    renderWithQueries(<PhoneCodeForm onSuccess={() => {}} />);
    await user.type(screen.getByLabelText("Telefonnummer"), "90000007");
    await user.click(screen.getByRole("button", { name: "Send kode" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Vent ett minutt før du ber om en ny kode.");
    expect(document.querySelector(".phone-code-form")?.getAttribute("data-step")).toBe("phone");
  });

  it("resends the code and goes back to the phone step", async () => {
    const user = userEvent.setup();
    renderWithQueries(<PhoneCodeForm onSuccess={() => {}} />);
    await toCodeStep(user);
    await user.click(screen.getByRole("button", { name: "Send koden på nytt" }));
    expect(await screen.findByText("Vi har sendt en ny kode.")).toBeTruthy();
    expect(calls.filter((call) => call.path === "/auth/login")).toHaveLength(2);
    await user.click(screen.getByRole("button", { name: "Bytt telefonnummer" }));
    expect(document.querySelector(".phone-code-form")?.getAttribute("data-step")).toBe("phone");
  });

  it("runs the extra validation before confirming", async () => {
    const user = userEvent.setup();
    renderWithQueries(<PhoneCodeForm onSuccess={() => {}} validate={() => "Godta vilkårene først"} />);
    await toCodeStep(user);
    await user.type(screen.getByLabelText("Kode fra SMS"), "123456");
    await user.click(screen.getByRole("button", { name: "Bekreft kode" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Godta vilkårene først");
    expect(calls.some((call) => call.path === "/auth/confirm")).toBe(false);
  });
});
