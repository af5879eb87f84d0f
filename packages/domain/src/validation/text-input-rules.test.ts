import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  acceptsTypedValue,
  checksOnBlur,
  checkTextInput,
  filterTypedValue,
  textInputMessages,
} from "./text-input-rules.ts";

describe("the storefront's text input: messages (spec section 5, verbatim)", () => {
  it("says 'Må fylles ut' for an empty required field, and nothing for an empty optional one", () => {
    expect(checkTextInput("  ", { required: true })).toBe("Må fylles ut");
    expect(checkTextInput("", { email: true, min: 3 })).toBeNull();
  });

  it("says 'Gi riktig e-post' and 'Telefonnummer ikke gyldig'", () => {
    expect(checkTextInput("ola@", { email: true })).toBe("Gi riktig e-post");
    expect(checkTextInput("ola@nordmann.no", { email: true })).toBeNull();
    expect(checkTextInput("1234", { phone: true })).toBe("Telefonnummer ikke gyldig");
    expect(checkTextInput("+4791234567", { phone: true })).toBeNull();
  });

  it("says 'Feil verdi' when the value does not match the regexp", () => {
    expect(checkTextInput("abc", { regexp: /^\d+$/ })).toBe("Feil verdi");
    expect(checkTextInput("123", { regexp: "^\\d+$" })).toBeNull();
  });

  it("says 'Minste verdi er {min}' below a number's min and 'Minst {min} tegn' for short text", () => {
    expect(checkTextInput("2", { integer: true, min: 5 })).toBe("Minste verdi er 5");
    expect(checkTextInput("1,2", { float: true, min: 1.5 })).toBe("Minste verdi er 1,5");
    expect(checkTextInput("5", { integer: true, min: 5 })).toBeNull();
    expect(checkTextInput("ab", { min: 3 })).toBe("Minst 3 tegn");
    expect(checkTextInput("abc", { min: 3 })).toBeNull();
    expect(textInputMessages.minLength(4)).toBe("Minst 4 tegn");
  });

  it("checks on blur only a field with a value or a required one", () => {
    expect(checksOnBlur("", {})).toBe(false);
    expect(checksOnBlur("", { required: true })).toBe(true);
    expect(checksOnBlur("x", {})).toBe(true);
  });
});

describe("the storefront's text input: what typing lets through", () => {
  it("keeps digits in an integer field, one decimal point in a float field, digits and + in a phone", () => {
    expect(filterTypedValue("1a2 3", { integer: true })).toBe("123");
    expect(filterTypedValue("1,5.5x", { float: true })).toBe("1.55");
    expect(filterTypedValue("+47 912-34", { phone: true })).toBe("+4791234");
  });

  it("clamps a number above max to max, and cuts text to maxLength", () => {
    expect(filterTypedValue("250", { integer: true, max: 100 })).toBe("100");
    expect(filterTypedValue("99", { integer: true, max: 100 })).toBe("99");
    expect(filterTypedValue("abcdef", { maxLength: 4 })).toBe("abcd");
  });

  it("property: filtering is idempotent", () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), fc.boolean(), (value, integer, phone) => {
        const rules = { integer, phone, max: 500, maxLength: 6 };
        const once = filterTypedValue(value, rules);
        expect(filterTypedValue(once, rules)).toBe(once);
      }),
    );
  });

  it("the newer input keeps a typed value only when it matches the pattern", () => {
    expect(acceptsTypedValue("015", /^\d{0,4}$/)).toBe(true);
    expect(acceptsTypedValue("01a", /^\d{0,4}$/)).toBe(false);
    expect(acceptsTypedValue("01500", "^\\d{0,4}$")).toBe(false);
    expect(acceptsTypedValue("anything", undefined)).toBe(true);
  });
});
