import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cleanPhone, formatPhone, isValidPhone, normalisePhone } from "./phone.ts";

describe("phone numbers", () => {
  it.each(["91234567", "4791234567", "+4791234567", "004791234567", "47123456"])(
    "a Norwegian number of 8 digits with an optional 0047/+47/47 prefix is valid: %s",
    (value) => {
      expect(isValidPhone(value)).toBe(true);
    },
  );

  it.each(["9123456", "912345678", "+4691234567", "00479123456", "abcdefgh", "", "+47"])(
    "a Norwegian number with another length or prefix is invalid: %s",
    (value) => {
      expect(isValidPhone(value)).toBe(false);
    },
  );

  it("a number starting +48 needs 9 digits (Poland)", () => {
    expect(isValidPhone("+48123456789")).toBe(true);
    expect(isValidPhone("+4812345678")).toBe(false);
    expect(isValidPhone("+481234567890")).toBe(false);
  });

  it("without +, a 48 or 0048 prefix is read as a Norwegian number and needs 8 digits", () => {
    expect(isValidPhone("48123456")).toBe(true);
    expect(isValidPhone("0048123456789")).toBe(false);
  });

  it("spaces and hyphens between digit groups are ignored", () => {
    expect(isValidPhone("+47 912 34 567")).toBe(true);
    expect(isValidPhone("912-34-567")).toBe(true);
  });

  it("normalises to E.164", () => {
    expect(normalisePhone("912 34 567")).toBe("+4791234567");
    expect(normalisePhone("004791234567")).toBe("+4791234567");
    expect(normalisePhone("4791234567")).toBe("+4791234567");
    expect(normalisePhone("+48 123 456 789")).toBe("+48123456789");
    expect(normalisePhone("123")).toBeNull();
  });

  it("formats numbers in the usual groups, and leaves invalid ones alone", () => {
    expect(formatPhone("4791234567")).toBe("+47 912 34 567");
    expect(formatPhone("+48123456789")).toBe("+48 123 456 789");
    expect(formatPhone("12")).toBe("12");
  });

  it("cleaning keeps digits and +", () => {
    expect(cleanPhone("+47 (912) 34-567 tlf")).toBe("+4791234567");
  });

  it("property: every 8-digit number, with or without any prefix, normalises to +47 and the same digits", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{8}$/),
        fc.constantFrom("", "47", "+47", "0047"),
        (digits, prefix) => {
          expect(normalisePhone(prefix + digits)).toBe(`+47${digits}`);
        },
      ),
    );
  });

  it("property: every 9-digit number after +48 normalises to +48 and the same digits", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (digits) => {
        expect(normalisePhone(`+48${digits}`)).toBe(`+48${digits}`);
      }),
    );
  });

  it("property: normalising is idempotent and its output is valid", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = normalisePhone(value);
        if (once === null) return;
        expect(normalisePhone(once)).toBe(once);
        expect(isValidPhone(once)).toBe(true);
        expect(once).toMatch(/^\+(47\d{8}|48\d{9})$/);
      }),
    );
  });

  it("property: cleaning is idempotent and leaves only digits and +", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const cleaned = cleanPhone(value);
        expect(cleaned).toMatch(/^[\d+]*$/);
        expect(cleanPhone(cleaned)).toBe(cleaned);
      }),
    );
  });
});
