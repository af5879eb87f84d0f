import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  formatOrganisationNumber,
  isValidOrganisationNumber,
  organisationNumberCheckDigit,
} from "./organisation-number.ts";

describe("Norwegian organisation number", () => {
  it("accepts nine digits whose last is the mod-11 check digit", () => {
    expect(isValidOrganisationNumber("923609016")).toBe(true);
    expect(isValidOrganisationNumber("974760673")).toBe(true);
    expect(isValidOrganisationNumber("974 760 673")).toBe(true);
  });

  it("rejects a wrong check digit, a wrong length and letters", () => {
    expect(isValidOrganisationNumber("923609017")).toBe(false);
    expect(isValidOrganisationNumber("92360901")).toBe(false);
    expect(isValidOrganisationNumber("9236090160")).toBe(false);
    expect(isValidOrganisationNumber("92360901a")).toBe(false);
    expect(isValidOrganisationNumber("")).toBe(false);
  });

  it("a remainder of 0 gives check digit 0, and a check digit of 10 makes no valid number", () => {
    expect(organisationNumberCheckDigit("00000000")).toBe(0);
    // 4 × 3 = 12, remainder 1, so the check digit would be 10.
    expect(organisationNumberCheckDigit("40000000")).toBeNull();
    for (let last = 0; last <= 9; last++) expect(isValidOrganisationNumber(`40000000${last}`)).toBe(false);
  });

  it("property: a number built with its check digit is valid, and changing the check digit breaks it", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{8}$/), fc.integer({ min: 1, max: 9 }), (firstEight, shift) => {
        const check = organisationNumberCheckDigit(firstEight);
        if (check === null) return;
        expect(isValidOrganisationNumber(`${firstEight}${check}`)).toBe(true);
        expect(isValidOrganisationNumber(`${firstEight}${(check + shift) % 10}`)).toBe(false);
      }),
    );
  });
});

describe("formatOrganisationNumber", () => {
  it("groups nine digits in threes and leaves anything else as it is", () => {
    expect(formatOrganisationNumber("923609016")).toBe("923 609 016");
    expect(formatOrganisationNumber("923 609016")).toBe("923 609 016");
    expect(formatOrganisationNumber("12345")).toBe("12345");
    expect(formatOrganisationNumber("")).toBe("");
  });
});
