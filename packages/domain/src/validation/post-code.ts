export const POST_CODE_LENGTH = 4;

/** The post-code input accepts only digits, at most four. */
export function filterPostCodeInput(value: string): string {
  return value.replace(/\D/g, "").slice(0, POST_CODE_LENGTH);
}

/** Exactly four digits. */
export function isCompletePostCode(value: string): boolean {
  return /^\d{4}$/.test(value);
}
