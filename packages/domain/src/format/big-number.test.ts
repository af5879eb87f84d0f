import { describe, expect, it } from "vitest";
import { formatBigNumber } from "./big-number.ts";

describe("big numbers (spec section 9)", () => {
  it("thousands take 'k.', millions 'mill.', with a decimal comma", () => {
    expect(formatBigNumber(12_500)).toBe("12,5k.");
    expect(formatBigNumber(1_200_000)).toBe("1,2\u00a0mill.");
    expect(formatBigNumber(1000)).toBe("1k.");
    expect(formatBigNumber(999_949)).toBe("999,9k.");
    expect(formatBigNumber(999_950)).toBe("1\u00a0mill.");
  });

  it("small numbers are written as they are, with at most one decimal", () => {
    expect(formatBigNumber(0)).toBe("0");
    expect(formatBigNumber(950)).toBe("950");
    expect(formatBigNumber(2.25)).toBe("2,3");
    expect(formatBigNumber(-12_500)).toBe("-12,5k.");
    expect(formatBigNumber(Number.NaN)).toBe("");
  });
});
