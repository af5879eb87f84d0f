import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateField } from "./date-field";

afterEach(cleanup);

const MESSAGE = "Skriv datoen som dd.mm.åååå, for eksempel 24.12.2026";

function Controlled({ start = "", ...rest }: { start?: string; min?: string; error?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateField label="Fra dato" value={value} onValueChange={setValue} {...rest} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("2027-01-07")}>
        Sett
      </button>
    </>
  );
}

const field = () => screen.getByRole("textbox", { name: /Fra dato/ }) as HTMLInputElement;
const value = () => screen.getByTestId("value").textContent;

describe("DateField: one way to enter a date", () => {
  it("shows an ISO value as dd.mm.åååå, with the format in its label", () => {
    render(<Controlled start="2026-12-24" />);
    expect(screen.getByLabelText("Fra dato dd.mm.åååå")).toBe(field());
    expect(field().value).toBe("24.12.2026");
  });

  it("reports what is typed as an ISO date and writes it out in full on leaving", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(field(), "7,1,2027");
    expect(value()).toBe("2027-01-07");
    await user.tab();
    expect(field().value).toBe("07.01.2027");
    expect(field().getAttribute("aria-invalid")).toBeNull();
  });

  it("explains a text that is not a date on leaving, wired to the field, and refuses to submit", async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.type(field(), "31.02.2026");
    expect(value()).toBe("31.02.2026");
    await user.tab();
    const error = screen.getByText(MESSAGE);
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(field().getAttribute("aria-describedby")).toContain(error.id);
    expect(field().validity.valid).toBe(false);
    await user.clear(field());
    await user.type(field(), "28.02.2026");
    expect(screen.queryByText(MESSAGE)).toBeNull();
    expect(field().validity.valid).toBe(true);
  });

  it("refuses a day before min in words", async () => {
    const user = userEvent.setup();
    render(<Controlled min="2026-12-01" />);
    await user.type(field(), "30.11.2026");
    await user.tab();
    expect(screen.getByText("Velg en dato fra og med 1. desember 2026")).toBeTruthy();
  });

  it("shows the form's message instead of its own", async () => {
    const user = userEvent.setup();
    render(<Controlled error="Må fylles ut" />);
    await user.type(field(), "x");
    await user.tab();
    expect(screen.getByText("Må fylles ut")).toBeTruthy();
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it("follows a value set from outside", async () => {
    const user = userEvent.setup();
    render(<Controlled start="2026-12-24" />);
    await user.click(screen.getByRole("button", { name: "Sett" }));
    expect(field().value).toBe("07.01.2027");
  });

  it("takes the day picked in the browser's calendar, which its button opens", async () => {
    const user = userEvent.setup();
    const { container } = render(<Controlled />);
    const picker = container.querySelector<HTMLInputElement>('input[type="date"]');
    if (!picker) throw new Error("no calendar input");
    const showPicker = vi.fn();
    picker.showPicker = showPicker;
    await user.click(screen.getByRole("button", { name: "Kalender: Fra dato" }));
    expect(showPicker).toHaveBeenCalledOnce();
    expect(picker.getAttribute("aria-hidden")).toBe("true");
    expect(picker.tabIndex).toBe(-1);
    fireEvent.change(picker, { target: { value: "2026-12-24" } });
    expect(field().value).toBe("24.12.2026");
    expect(value()).toBe("2026-12-24");
    expect(document.activeElement).toBe(field());
  });

  it("submits the ISO date under its name, and says a required empty field must be filled", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted(new FormData(event.currentTarget).get("from"));
        }}
      >
        <DateField label="Fra" name="from" defaultValue="" required />
        <button type="submit">Vis</button>
      </form>,
    );
    const input = screen.getByRole("textbox", { name: /Fra/ });
    await user.click(screen.getByRole("button", { name: "Vis" }));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText("Må fylles ut")).toBeTruthy();
    expect(document.activeElement).toBe(input);
    await user.type(input, "31.11.2026");
    await user.click(screen.getByRole("button", { name: "Vis" }));
    expect(submitted).not.toHaveBeenCalled();
    expect(screen.getByText(MESSAGE)).toBeTruthy();
    expect(document.activeElement).toBe(input);
    await user.clear(input);
    await user.type(input, "01.12.2026");
    await user.click(screen.getByRole("button", { name: "Vis" }));
    expect(submitted).toHaveBeenCalledWith("2026-12-01");
  });

  it("can be disabled, calendar button included", () => {
    render(<DateField label="Fra" defaultValue="2026-12-24" disabled />);
    expect((screen.getByRole("textbox", { name: /Fra/ }) as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Kalender: Fra" }) as HTMLButtonElement).disabled).toBe(true);
  });
});
