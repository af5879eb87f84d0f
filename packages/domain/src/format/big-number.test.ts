import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatBigNumber } from "./big-number.ts";

describe("big numbers", () => {
  it("below a thousand the number is shown as is", () => {
    expect(formatBigNumber(0)).toBe("0");
    expect(formatBigNumber(999)).toBe("999");
    expect(formatBigNumber(12.34)).toBe("12,3");
  });

  it("thousands get the suffix 'k.' and a comma decimal", () => {
    expect(formatBigNumber(1000)).toBe("1k.");
    expect(formatBigNumber(1500)).toBe("1,5k.");
    expect(formatBigNumber(12_340)).toBe("12,3k.");
    expect(formatBigNumber(999_940)).toBe("999,9k.");
  });

  it("millions get the suffix 'mill.'", () => {
    expect(formatBigNumber(1_000_000)).toBe("1 mill.");
    expect(formatBigNumber(2_450_000)).toBe("2,5 mill.");
    expect(formatBigNumber(120_000_000)).toBe("120 mill.");
  });

  it("a value that rounds up to the next unit moves to it", () => {
    expect(formatBigNumber(999.96)).toBe("1k.");
    expect(formatBigNumber(999_999)).toBe("1 mill.");
  });

  it("negative values keep their sign, and a value rounding to zero is plain 0", () => {
    expect(formatBigNumber(-1500)).toBe("-1,5k.");
    expect(formatBigNumber(-0.01)).toBe("0");
  });

  it("values that are not numbers show a dash", () => {
    expect(formatBigNumber(Number.NaN)).toBe("–");
    expect(formatBigNumber(Number.POSITIVE_INFINITY)).toBe("–");
  });

  it("property: a comma decimal at most, never a decimal point in the number", () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = formatBigNumber(value);
        expect(text).toMatch(/^-?\d+(,\d)?(k\.| mill\.)?$/);
      }),
    );
  });
});
