import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { postCodeSchema } from "./field-schemas.ts";
import { checkPostCodeField } from "./post-code.ts";

/** What the schema answers, in the shape of checkPostCodeField's answer. */
function bySchema(value: string) {
  const parsed = postCodeSchema.safeParse(value);
  return parsed.success
    ? { ok: true, code: parsed.data }
    : { ok: false, message: parsed.error.issues[0]?.message ?? "" };
}

describe("the post-code field without zod", () => {
  it("trims, and names an empty or malformed code", () => {
    expect(checkPostCodeField(" 0150 ")).toEqual({ ok: true, code: "0150" });
    expect(checkPostCodeField("  ")).toEqual({ ok: false, message: "Må fylles ut" });
    expect(checkPostCodeField("015")).toEqual({ ok: false, message: "Postnummeret er ugyldig" });
  });

  it("property: answers as postCodeSchema does", () => {
    const input = fc.oneof(
      fc.string(),
      fc.stringMatching(/^\s*\d{3,5}\s*$/),
      fc.constantFrom("", " ", "0150", " 0150", "abcd", "01 50"),
    );
    fc.assert(
      fc.property(input, (value) => {
        expect(checkPostCodeField(value)).toEqual(bySchema(value));
      }),
    );
  });
});
