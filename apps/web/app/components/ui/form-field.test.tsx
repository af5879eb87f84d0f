import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FormField } from "./form-field";

describe("FormField", () => {
  it("labels its control and says when the field is optional", () => {
    render(
      <FormField label="Kommentar" optional hint="Til elektrikeren">
        {(control) => <textarea {...control} />}
      </FormField>,
    );
    const box = screen.getByLabelText("Kommentar (Valgfritt)");
    expect(box.getAttribute("aria-invalid")).toBeNull();
    expect(box.getAttribute("aria-describedby")).toBe(screen.getByText("Til elektrikeren").id);
  });

  it("wires the error to the control with aria-invalid and aria-describedby", () => {
    render(
      <FormField label="E-post" error="Ugyldig e-post">
        {(control) => <input type="email" {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText("E-post");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(screen.getByText("Ugyldig e-post").id);
  });

  it("puts a checkbox before its label", () => {
    render(
      <FormField check label="Jeg godtar vilkårene" error="Du må godta vilkårene">
        {(control) => <input type="checkbox" {...control} />}
      </FormField>,
    );
    const box = screen.getByRole("checkbox", { name: "Jeg godtar vilkårene" });
    expect(box.getAttribute("aria-invalid")).toBe("true");
  });
});
