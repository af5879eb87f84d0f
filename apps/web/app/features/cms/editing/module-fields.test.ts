import { describe, expect, it } from "vitest";
import { moduleFields } from "./module-fields";

const byName = (type: string) => Object.fromEntries(moduleFields(type).map((field) => [field.name, field]));

describe("moduleFields", () => {
  it("derives text inputs, selects and the palette from the hero's schema", () => {
    const fields = byName("hero");
    expect(Object.keys(fields)).toEqual(["heading", "text", "align", "background"]);
    expect(fields.heading).toMatchObject({ kind: "text", label: "Overskrift", multiline: false });
    expect(fields.text).toMatchObject({ kind: "text", multiline: true });
    expect(fields.align).toMatchObject({
      kind: "select",
      options: [
        { value: "left", label: "Venstre" },
        { value: "center", label: "Midten" },
      ],
    });
    expect(fields.background).toMatchObject({ kind: "palette", optional: true });
  });

  it("offers numbers for widths and enums for positions", () => {
    expect(byName("image").width).toMatchObject({ kind: "number", min: 40, max: 1160, optional: true });
    expect(byName("text_with_image").imagePosition).toMatchObject({ kind: "select" });
    expect(byName("post_code_check").buttonText).toMatchObject({ kind: "text", label: "Knappetekst" });
  });

  it("offers nothing for templates and unknown types", () => {
    expect(moduleFields("module_template")).toEqual([]);
    expect(moduleFields("ukjent")).toEqual([]);
  });
});
