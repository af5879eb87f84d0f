import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TextInput, type TextInputProps } from "./text-input";

afterEach(cleanup);

function Controlled(props: Omit<TextInputProps, "value" | "onValueChange"> & { start?: string }) {
  const { start = "", ...rest } = props;
  const [value, setValue] = useState(start);
  return (
    <>
      <TextInput {...rest} value={value} onValueChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe("TextInput: the legacy input's messages, on blur", () => {
  it.each([
    [{ required: true }, "", "Må fylles ut"],
    [{ email: true }, "ola@", "Gi riktig e-post"],
    [{ phone: true }, "1234", "Telefonnummer ikke gyldig"],
    [{ regexp: /^[A-Z]+$/ }, "abc", "Feil verdi"],
    [{ integer: true, min: 5 }, "3", "Minste verdi er 5"],
    [{ min: 3 }, "ab", "Minst 3 tegn"],
  ])("rules %o with %j say %s, wired to the input", async (rules, typed, message) => {
    const user = userEvent.setup();
    render(<Controlled label="Felt" rules={rules} />);
    const input = screen.getByLabelText("Felt");
    await user.click(input);
    if (typed) await user.type(input, typed);
    await user.tab();
    const error = screen.getByText(message);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toContain(error.id);
  });

  it("says nothing on blur for an empty optional field, shows 'Valgfritt', and clears an old message", async () => {
    const user = userEvent.setup();
    render(<Controlled label="E-post" rules={{ email: true, optional: true }} />);
    const input = screen.getByLabelText("E-post (Valgfritt)");
    await user.type(input, "ola@");
    await user.tab();
    expect(screen.getByText("Gi riktig e-post")).toBeTruthy();
    await user.clear(input);
    await user.tab();
    expect(screen.queryByText("Gi riktig e-post")).toBeNull();
    expect(input.getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the form's or the server's message instead of its own", async () => {
    const user = userEvent.setup();
    render(<Controlled label="E-post" rules={{ email: true }} error="Finnes allerede" />);
    await user.type(screen.getByLabelText("E-post"), "ola@");
    await user.tab();
    expect(screen.getByText("Finnes allerede")).toBeTruthy();
    expect(screen.queryByText("Gi riktig e-post")).toBeNull();
  });
});

describe("TextInput: what typing lets through", () => {
  it("keeps digits in an integer field and clamps to max", async () => {
    const user = userEvent.setup();
    render(<Controlled label="Antall" rules={{ integer: true, max: 40 }} />);
    await user.type(screen.getByLabelText("Antall"), "1a2");
    expect(screen.getByTestId("value").textContent).toBe("12");
    await user.type(screen.getByLabelText("Antall"), "5");
    expect(screen.getByTestId("value").textContent).toBe("40");
  });

  it("keeps digits and + in a phone field, and cuts text to maxLength", async () => {
    const user = userEvent.setup();
    render(<Controlled label="Telefon" rules={{ phone: true, maxLength: 11 }} />);
    await user.type(screen.getByLabelText("Telefon"), "+47 912-34-5678");
    expect(screen.getByTestId("value").textContent).toBe("+4791234567");
  });

  it("keeps a typed value only when it matches `allow` (the newer input)", async () => {
    const user = userEvent.setup();
    render(<Controlled label="Postnummer" allow={/^\d{0,4}$/} />);
    await user.type(screen.getByLabelText("Postnummer"), "01x5099");
    expect(screen.getByTestId("value").textContent).toBe("0150");
  });

  it("works without a controlling parent, from its default value", async () => {
    const user = userEvent.setup();
    render(<TextInput label="Navn" defaultValue="Kari" rules={{ maxLength: 6 }} />);
    const input = screen.getByLabelText("Navn") as HTMLInputElement;
    await user.type(input, " Nordmann");
    expect(input.value).toBe("Kari N");
  });
});

describe("TextInput: clear button and Enter", () => {
  it("a clear button empties the field, forgets its message and gives the focus back", async () => {
    const user = userEvent.setup();
    render(<Controlled label="Postnummer" clearable rules={{ min: 4 }} start="" />);
    expect(screen.queryByRole("button", { name: "Tøm feltet" })).toBeNull();
    const input = screen.getByLabelText("Postnummer");
    await user.type(input, "01");
    await user.tab();
    expect(screen.getByText("Minst 4 tegn")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Tøm feltet" }));
    expect(screen.getByTestId("value").textContent).toBe("");
    expect(screen.queryByText("Minst 4 tegn")).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole("button", { name: "Tøm feltet" })).toBeNull();
  });

  it("Enter calls onEnter with the value", async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn();
    render(<Controlled label="Søk" onEnter={onEnter} />);
    await user.type(screen.getByLabelText("Søk"), "varmepumpe{Enter}");
    expect(onEnter).toHaveBeenCalledWith("varmepumpe");
  });

  it("inside a form, Enter submits the form", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <form onSubmit={submitted}>
        <Controlled label="Postnummer" allow={/^\d{0,4}$/} clearable />
        <button type="submit">Sjekk</button>
      </form>,
    );
    await user.type(screen.getByLabelText("Postnummer"), "0150{Enter}");
    expect(submitted).toHaveBeenCalledTimes(1);
  });
});
