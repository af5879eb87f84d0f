import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyInputRules,
  errorOnBlur,
  filterTyping,
  inputRulesSchema,
  optionalLabel,
  shouldValidateOnBlur,
} from "./input-rules.ts";

describe("legacy text input rules", () => {
  it("required and empty: 'Må fylles ut'", () => {
    expect(applyInputRules("", { required: true })).toBe("Må fylles ut");
    expect(applyInputRules(null, { required: true })).toBe("Må fylles ut");
    expect(applyInputRules(undefined, {})).toBeNull();
  });

  it("invalid email: 'Gi riktig e-post'", () => {
    expect(applyInputRules("ola", { email: true })).toBe("Gi riktig e-post");
    expect(applyInputRules("ola@nordmann.no", { email: true })).toBeNull();
  });

  it("invalid phone: 'Telefonnummer ikke gyldig'", () => {
    expect(applyInputRules("123", { phone: true })).toBe("Telefonnummer ikke gyldig");
    expect(applyInputRules("91234567", { phone: true })).toBeNull();
  });

  it("regexp mismatch: 'Feil verdi'", () => {
    expect(applyInputRules("abc", { regexp: "^[0-9]+$" })).toBe("Feil verdi");
    expect(applyInputRules("123", { regexp: /^[0-9]+$/ })).toBeNull();
  });

  it("number below min: 'Minste verdi er {min}'", () => {
    expect(applyInputRules("3", { integer: true, min: 5 })).toBe("Minste verdi er 5");
    expect(applyInputRules(5, { integer: true, min: 5 })).toBeNull();
    expect(applyInputRules("1.2", { float: true, min: 1.5 })).toBe("Minste verdi er 1,5");
  });

  it("a numeric value that is not a number is 'Feil verdi'", () => {
    expect(applyInputRules(".", { float: true, min: 1 })).toBe("Feil verdi");
  });

  it("text shorter than min: 'Minst {min} tegn'", () => {
    expect(applyInputRules("ab", { min: 3 })).toBe("Minst 3 tegn");
    expect(applyInputRules("abc", { min: 3 })).toBeNull();
  });

  it("typing filter: integer keeps digits", () => {
    expect(filterTyping("1a2 3", { integer: true })).toBe("123");
  });

  it("typing filter: float keeps digits and one decimal point (a comma counts as the point)", () => {
    expect(filterTyping("1.2.3", { float: true })).toBe("1.23");
    expect(filterTyping("2,5", { float: true })).toBe("2.5");
  });

  it("typing filter: a number above max is clamped to max", () => {
    expect(filterTyping("150", { integer: true, max: 100 })).toBe("100");
    expect(filterTyping("99", { integer: true, max: 100 })).toBe("99");
    expect(filterTyping("150", { max: 100 })).toBe("150");
  });

  it("typing filter: text is cut to maxLength", () => {
    expect(filterTyping("abcdef", { maxLength: 4 })).toBe("abcd");
  });

  it("typing filter: phone keeps digits and +", () => {
    expect(filterTyping("+47 912-34", { phone: true })).toBe("+4791234");
  });

  it("validates on blur when there is a value or the field is required; otherwise the error clears", () => {
    expect(shouldValidateOnBlur("x", {})).toBe(true);
    expect(shouldValidateOnBlur("", { required: true })).toBe(true);
    expect(shouldValidateOnBlur("", {})).toBe(false);
    expect(shouldValidateOnBlur(null, {})).toBe(false);
    expect(errorOnBlur("", { required: true })).toBe("Må fylles ut");
    expect(errorOnBlur("", { email: true })).toBeNull();
    expect(errorOnBlur("ola", { email: true })).toBe("Gi riktig e-post");
  });

  it("optional fields show the label 'Valgfritt'", () => {
    expect(optionalLabel({ optional: true })).toBe("Valgfritt");
    expect(optionalLabel({})).toBeNull();
  });

  it("the input rule object is a zod schema with every rule", () => {
    const rules = {
      required: true,
      email: false,
      phone: false,
      regexp: "^a",
      integer: false,
      float: true,
      min: 1,
      max: 9,
      maxLength: 3,
      optional: false,
    };
    expect(inputRulesSchema.parse(rules)).toEqual(rules);
    expect(inputRulesSchema.safeParse({ required: "yes" }).success).toBe(false);
  });

  it("property: the integer filter is idempotent and keeps only digits", () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        const once = filterTyping(value, { integer: true, max: 1000, maxLength: 6 });
        expect(once).toMatch(/^\d*$/);
        expect(filterTyping(once, { integer: true, max: 1000, maxLength: 6 })).toBe(once);
        if (once !== "") expect(Number(once)).toBeLessThanOrEqual(1000);
      }),
    );
  });
});
