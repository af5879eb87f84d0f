import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { FormField } from "./form-field";
import { Select } from "./select";

afterEach(cleanup);

describe("Select", () => {
  it("is the native select, named by its FormField label, with the field's error wiring", async () => {
    const user = userEvent.setup();
    render(
      <FormField label="Rolle" error="Velg en rolle">
        {(control) => (
          <Select {...control} defaultValue="">
            <option value="">Velg</option>
            <option value="seller">Selger</option>
          </Select>
        )}
      </FormField>,
    );
    const select = screen.getByRole("combobox", { name: "Rolle" }) as HTMLSelectElement;
    expect(select.tagName).toBe("SELECT");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    await user.selectOptions(select, "Selger");
    expect(select.value).toBe("seller");
  });

  it("is the text input's height unless compact, and keeps the caller's class", () => {
    render(
      <>
        <Select aria-label="Vanlig" />
        <Select aria-label="Filter" compact className="extra" />
      </>,
    );
    expect(screen.getByRole("combobox", { name: "Vanlig" }).className).toBe("select");
    expect(screen.getByRole("combobox", { name: "Filter" }).className).toBe("select select--compact extra");
  });
});
