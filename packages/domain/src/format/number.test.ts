import { describe, expect, it } from "vitest";
import { formatCount, formatDecimal, formatPercent } from "./number.ts";

describe("numbers the Norwegian way", () => {
  it("counts group thousands with a no-break space", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(950)).toBe("950");
    expect(formatCount(12_345)).toBe("12\u00a0345");
    expect(formatCount(1_234_567)).toBe("1\u00a0234\u00a0567");
    expect(formatCount(-1234)).toBe("-1\u00a0234");
  });

  it("decimals take a comma and at most the digits asked for", () => {
    expect(formatDecimal(12.345)).toBe("12,3");
    expect(formatDecimal(12)).toBe("12");
    expect(formatDecimal(1234.56, 2)).toBe("1\u00a0234,56");
    expect(formatDecimal(-0.01)).toBe("0");
  });

  it("percent of a fraction, as nb-NO writes it", () => {
    expect(formatPercent(0.125)).toBe("12,5\u00a0%");
    expect(formatPercent(0.1255)).toBe("12,6\u00a0%");
    expect(formatPercent(1)).toBe("100\u00a0%");
    expect(formatPercent(0)).toBe("0\u00a0%");
  });

  it("not a number gives an empty string", () => {
    expect(formatCount(Number.NaN)).toBe("");
    expect(formatDecimal(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatPercent(Number.NaN)).toBe("");
  });
});
