import { describe, expect, it } from "vitest";
import { VERIFICATION_CODE_MIN_LENGTH, validateVerificationCode } from "./verification-code.ts";

describe("verification code", () => {
  it("is required", () => {
    expect(validateVerificationCode("")).toBe("Må fylles ut");
    expect(validateVerificationCode(null)).toBe("Må fylles ut");
  });

  it("needs at least four characters", () => {
    expect(VERIFICATION_CODE_MIN_LENGTH).toBe(4);
    expect(validateVerificationCode("123")).toBe("Må være minst 4 tegn");
    expect(validateVerificationCode(" 1234 ")).toBeNull();
    expect(validateVerificationCode("123456")).toBeNull();
  });
});
