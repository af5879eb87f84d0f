import { describe, expect, it } from "vitest";
import { formatPrice } from "./price.ts";
import { NBSP, plainSpaces } from "./spaces.ts";

describe("no-break spaces", () => {
  it("is U+00A0, the one kind the formatters use", () => {
    expect(NBSP).toBe("\u00a0");
    expect(formatPrice(522_400)).toBe(`kr${NBSP}5${NBSP}224`);
  });

  it("an SMS gets ordinary spaces, so it stays in the GSM alphabet", () => {
    expect(plainSpaces(`Pris: ${formatPrice(522_400)}.`)).toBe("Pris: kr 5 224.");
    expect(plainSpaces("12\u202fm")).toBe("12 m");
  });
});
