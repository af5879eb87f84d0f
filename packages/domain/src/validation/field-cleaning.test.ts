import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanFieldValue, cleanFloat, cleanInteger, cutToLength, parseDecimal } from "./field-cleaning.ts";

describe("field cleaning", () => {
  it("integer strips everything but digits", () => {
    expect(cleanInteger("1 2a3-4")).toBe("1234");
    expect(cleanFieldValue("12,5 kr", { integer: true })).toBe("125");
  });

  it("float accepts a comma as the decimal separator and keeps one decimal point", () => {
    expect(cleanFloat("12,5")).toBe("12.5");
    expect(cleanFloat("1.2.3")).toBe("1.23");
    expect(cleanFloat("1,2,3 m²")).toBe("1.23");
    expect(cleanFloat("abc")).toBe("");
    expect(cleanFieldValue("2,75", { float: true })).toBe("2.75");
  });

  it("maxLength truncates", () => {
    expect(cleanFieldValue("abcdef", { maxLength: 3 })).toBe("abc");
    expect(cutToLength("ab", 3)).toBe("ab");
    expect(cutToLength("abc", undefined)).toBe("abc");
    expect(cutToLength("abc", -1)).toBe("abc");
  });

  it("maxLength never splits an emoji", () => {
    expect(cutToLength("😀😀", 1)).toBe("😀");
  });

  it("phone keeps digits and +", () => {
    expect(cleanFieldValue("+47 912 34 567", { phone: true })).toBe("+4791234567");
  });

  it("no rules leaves the value as it is", () => {
    expect(cleanFieldValue(" hei ", {})).toBe(" hei ");
  });

  it("reads numbers with a decimal comma", () => {
    expect(parseDecimal("2,5")).toBe(2.5);
    expect(parseDecimal(" 3 ")).toBe(3);
    expect(parseDecimal("")).toBeNaN();
    expect(parseDecimal("x")).toBeNaN();
  });

  const rules = fc.record({
    integer: fc.boolean(),
    float: fc.boolean(),
    phone: fc.boolean(),
    maxLength: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
  });

  it("property: cleaning is idempotent for any rules", () => {
    fc.assert(
      fc.property(fc.string(), rules, (value, r) => {
        const once = cleanFieldValue(value, r);
        expect(cleanFieldValue(once, r)).toBe(once);
      }),
    );
  });

  it("property: a cleaned float has at most one decimal point and parses as a number", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cleaned = cleanFloat(value);
        expect(cleaned.split(".").length).toBeLessThanOrEqual(2);
        if (/\d/.test(cleaned)) expect(Number.isNaN(Number(cleaned))).toBe(false);
      }),
    );
  });

  it("property: a cleaned value never exceeds maxLength", () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 10 }), (value, maxLength) => {
        expect(Array.from(cleanFieldValue(value, { maxLength })).length).toBeLessThanOrEqual(maxLength);
      }),
    );
  });
});
