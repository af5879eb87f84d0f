import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { filterPostCodeInput, isCompletePostCode } from "./post-code.ts";

describe("post-code input", () => {
  it("accepts only digits, at most four", () => {
    expect(filterPostCodeInput("0a1 5-09")).toBe("0150");
    expect(filterPostCodeInput("12")).toBe("12");
  });

  it("a complete post code is exactly four digits", () => {
    expect(isCompletePostCode("0150")).toBe(true);
    expect(isCompletePostCode("150")).toBe(false);
    expect(isCompletePostCode("01500")).toBe(false);
  });

  it("property: filtering is idempotent and yields at most four digits", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const filtered = filterPostCodeInput(value);
        expect(filtered).toMatch(/^\d{0,4}$/);
        expect(filterPostCodeInput(filtered)).toBe(filtered);
      }),
    );
  });
});
