import { fieldMessages } from "./messages.ts";

export const POST_CODE_LENGTH = 4;

/** The post-code input accepts only digits, at most four. */
export function filterPostCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, POST_CODE_LENGTH);
}

/** Exactly four digits. */
export function isCompletePostCode(value: string): boolean {
  return /^\d{4}$/.test(value);
}

/**
 * The post-code field's rule without zod (for the browser, decision 047); `postCodeSchema` in
 * field-schemas.ts is the same rule as a schema. The code is trimmed; empty is "required".
 */
export function checkPostCodeField(
  value: string,
): { ok: true; code: string } | { ok: false; message: string } {
  const code = value.trim();
  if (code.length === 0) return { ok: false, message: fieldMessages.required };
  if (!isCompletePostCode(code)) return { ok: false, message: fieldMessages.regexp };
  return { ok: true, code };
}
