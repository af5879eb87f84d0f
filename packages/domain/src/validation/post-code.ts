import { NOT_A_POST_CODE_MESSAGE } from "../api/known-error-messages.ts";
import { fieldMessages } from "./messages.ts";

export const POST_CODE_LENGTH = 4;

/** What a post-code field lets typing make of it: digits only, at most four. */
export const POST_CODE_TYPING = /^\d{0,4}$/;

/** The post-code input accepts only digits, at most four. */
export function filterPostCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, POST_CODE_LENGTH);
}

/** Exactly four digits. */
export function isCompletePostCode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/**
 * What a post-code field says when the value cannot be a post code (not four digits): the spec's
 * post-code text, wherever a post code is entered; a well-formed code not in the register is
 * `postCodeMessages.notFound(code)` ("Postkoden 0000, finnes ikke.").
 */
export const INVALID_POST_CODE_MESSAGE = NOT_A_POST_CODE_MESSAGE;

/**
 * The post-code field's rule without zod (for the browser, decision 047); `postCodeSchema` in
 * field-schemas.ts is the same rule as a schema. The code is trimmed; empty is "required".
 */
export function checkPostCodeField(
  value: string,
): { ok: true; code: string } | { ok: false; message: string } {
  const code = value.trim();
  if (code.length === 0) return { ok: false, message: fieldMessages.required };
  if (!isCompletePostCode(code)) return { ok: false, message: INVALID_POST_CODE_MESSAGE };
  return { ok: true, code };
}
