import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPrice, groupThousands, kronerInput, oreFromKronerInput, oreToKroner } from "./price.ts";

/** The expected text with every space a no-break space (U+00A0). */
const nb = (text: string) => text.replaceAll(" ", "\u00a0");

describe("price format", () => {
  it("shows 'kr ' and whole kroner with space-separated thousands", () => {
    expect(formatPrice(1_299_000)).toBe(nb("kr 12 990"));
    expect(formatPrice(0)).toBe(nb("kr 0"));
    expect(formatPrice(99_900)).toBe(nb("kr 999"));
    expect(formatPrice(100_000)).toBe(nb("kr 1 000"));
    expect(formatPrice(123_456_789_00)).toBe(nb("kr 123 456 789"));
  });

  it("never breaks across lines: after kr and between thousands is a no-break space U+00A0", () => {
    expect(formatPrice(100_000).charCodeAt(2)).toBe(0xa0);
    expect(formatPrice(100_000).charCodeAt(4)).toBe(0xa0);
    expect(formatPrice(522_400)).not.toContain(" ");
  });

  it("rounds up to the next whole krone", () => {
    expect(formatPrice(1)).toBe(nb("kr 1"));
    expect(formatPrice(1_299_001)).toBe(nb("kr 12 991"));
    expect(oreToKroner(150)).toBe(2);
  });

  it("shows a negative amount (a discount) with a minus after kr, and never -0", () => {
    expect(formatPrice(-100_000)).toBe(nb("kr -1 000"));
    expect(formatPrice(-50)).toBe(nb("kr 0"));
    expect(Object.is(oreToKroner(-50), 0)).toBe(true);
  });

  it("refuses amounts that are not finite numbers", () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it("keeps very large amounts in plain digits", () => {
    expect(formatPrice(1e21)).toBe(nb("kr 10 000 000 000 000 000 000"));
  });

  it("never yields a decimal separator, and the digits read back to the rounded-up kroner", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (ore) => {
        const text = formatPrice(ore);
        expect(text).toMatch(/^kr\u00a0-?\d{1,3}(\u00a0\d{3})*$/);
        expect(text).not.toMatch(/[., ]/);
        const kroner = Number(text.slice(3).replaceAll("\u00a0", ""));
        expect(kroner).toBe(Math.ceil(ore / 100) || 0);
        expect(kroner * 100).toBeGreaterThanOrEqual(ore);
        expect(kroner * 100 - ore).toBeLessThan(100);
      }),
    );
  });

  it("grouping thousands only inserts no-break spaces", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{0,20}$/), (digits) => {
        expect(groupThousands(digits).replaceAll("\u00a0", "")).toBe(digits);
      }),
    );
  });
});

describe("kroner in editor fields", () => {
  it("shows øre as kroner with a decimal comma, and reads typed kroner back to øre", () => {
    expect(kronerInput(199050)).toBe("1990,5");
    expect(oreFromKronerInput("1 990,50")).toBe(199050);
    expect(oreFromKronerInput("12")).toBe(1200);
    expect(oreFromKronerInput("tolv")).toBeNull();
  });
});
