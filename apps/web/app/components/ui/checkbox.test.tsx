import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useForm } from "react-hook-form";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Checkbox } from "./checkbox";
import { FormField } from "./form-field";

afterEach(cleanup);

function SmsForm({ onSubmit }: { onSubmit: (values: { bookedSms: boolean }) => void }) {
  const form = useForm({ defaultValues: { bookedSms: false } });
  return (
    <form onSubmit={form.handleSubmit((values) => onSubmit(values))}>
      <label>
        <Checkbox {...form.register("bookedSms")} /> SMS
      </label>
      <button type="submit">Lagre</button>
    </form>
  );
}

describe("Checkbox", () => {
  it("is a native checkbox named by its label, toggled by a click and by Space", async () => {
    const user = userEvent.setup();
    render(
      <label>
        <Checkbox /> Del med kunden
      </label>,
    );
    const box = screen.getByRole("checkbox", { name: "Del med kunden" });
    expect(box.className).toBe("checkbox");
    await user.click(box);
    expect((box as HTMLInputElement).checked).toBe(true);
    await user.keyboard(" ");
    expect((box as HTMLInputElement).checked).toBe(false);
  });

  it("shows the indeterminate state as the DOM property, and drops it when told", () => {
    const { rerender } = render(<Checkbox aria-label="Alle" indeterminate />);
    const box = screen.getByRole("checkbox", { name: "Alle" }) as HTMLInputElement;
    expect(box.indeterminate).toBe(true);
    rerender(<Checkbox aria-label="Alle" />);
    expect(box.indeterminate).toBe(false);
  });

  it("in a FormField, is invalid and described by the error; disabled cannot be toggled", async () => {
    const user = userEvent.setup();
    render(
      <>
        <FormField check label="Jeg godtar vilkårene" error="Du må godta vilkårene">
          {(control) => <Checkbox {...control} />}
        </FormField>
        <FormField check label="Nødvendige">
          {(control) => <Checkbox {...control} defaultChecked disabled />}
        </FormField>
      </>,
    );
    const terms = screen.getByRole("checkbox", { name: "Jeg godtar vilkårene" });
    expect(terms.getAttribute("aria-invalid")).toBe("true");
    expect(terms.getAttribute("aria-describedby")).toBe(screen.getByText("Du må godta vilkårene").id);
    const needed = screen.getByRole("checkbox", { name: "Nødvendige" }) as HTMLInputElement;
    await user.click(needed);
    expect(needed.checked).toBe(true);
  });

  it("takes react-hook-form's register() as it is", async () => {
    const user = userEvent.setup();
    const submitted = vi.fn();
    render(<SmsForm onSubmit={submitted} />);
    await user.click(screen.getByRole("checkbox", { name: "SMS" }));
    await user.click(screen.getByRole("button", { name: "Lagre" }));
    expect(submitted).toHaveBeenCalledWith({ bookedSms: true });
  });
});
