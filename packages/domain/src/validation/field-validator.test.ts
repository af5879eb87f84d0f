import { describe, expect, it } from "vitest";
import { fieldRulesSchema, validateField } from "./field-validator.ts";
import { toRegExp } from "./pattern.ts";

describe("field validator (newer input)", () => {
  it("required fails with 'Må fylles ut' when the value is empty after trimming", () => {
    expect(validateField("   ", { required: true })).toBe("Må fylles ut");
    expect(validateField(null, { required: true })).toBe("Må fylles ut");
    expect(validateField(undefined, { required: true })).toBe("Må fylles ut");
    expect(validateField("x", { required: true })).toBeNull();
  });

  it("an empty optional value passes every other rule", () => {
    expect(validateField("", { email: true, min: 3 })).toBeNull();
  });

  it("email: 'Ugyldig e-post'", () => {
    expect(validateField("ola@", { email: true })).toBe("Ugyldig e-post");
    expect(validateField("ola@nordmann.no", { email: true })).toBeNull();
  });

  it("phone: 'Ugyldig telefonnummer'", () => {
    expect(validateField("1234", { phone: true })).toBe("Ugyldig telefonnummer");
    expect(validateField("+4791234567", { phone: true })).toBeNull();
  });

  it("regexp: 'Ugyldig format'", () => {
    expect(validateField("abc", { regexp: /^\d+$/ })).toBe("Ugyldig format");
    expect(validateField("123", { regexp: "^\\d+$" })).toBeNull();
  });

  it("a global regexp is tested from the start every time", () => {
    const rules = { regexp: /^\d+$/g };
    expect(validateField("123", rules)).toBeNull();
    expect(validateField("123", rules)).toBeNull();
    expect(toRegExp(/a/gi).flags).toBe("i");
  });

  it("min on text: 'Må være minst {n} tegn'", () => {
    expect(validateField("ab", { min: 3 })).toBe("Må være minst 3 tegn");
    expect(validateField("abc", { min: 3 })).toBeNull();
  });

  it("max on text: 'Må være maks {n} tegn'", () => {
    expect(validateField("abcd", { max: 3 })).toBe("Må være maks 3 tegn");
    expect(validateField("abc", { max: 3 })).toBeNull();
  });

  it("min on numbers leaves out 'tegn'", () => {
    expect(validateField("2", { integer: true, min: 5 })).toBe("Må være minst 5");
    expect(validateField(7, { numeric: true, min: 5 })).toBeNull();
    expect(validateField("2,5", { float: true, min: 2.6 })).toBe("Må være minst 2,6");
  });

  it("max on numbers leaves out 'tegn' too", () => {
    expect(validateField("12", { integer: true, max: 10 })).toBe("Må være maks 10");
    expect(validateField("10", { integer: true, max: 10 })).toBeNull();
  });

  it("a numeric field that is not a number fails as a format error", () => {
    expect(validateField("abc", { numeric: true })).toBe("Ugyldig format");
  });

  it("the rules object is a zod schema", () => {
    expect(fieldRulesSchema.parse({ required: true, max: 5 })).toEqual({ required: true, max: 5 });
    expect(fieldRulesSchema.safeParse({ maxLength: -1 }).success).toBe(false);
  });
});
