import { fieldMessages } from "./messages.ts";

export const VERIFICATION_CODE_MIN_LENGTH = 4;

/** The code field: required, at least four characters (spaces around it ignored). */
export function validateVerificationCode(value: string | null | undefined): string | null {
  const code = (value ?? "").trim();
  if (code === "") return fieldMessages.required;
  return code.length < VERIFICATION_CODE_MIN_LENGTH
    ? fieldMessages.minLength(VERIFICATION_CODE_MIN_LENGTH)
    : null;
}
