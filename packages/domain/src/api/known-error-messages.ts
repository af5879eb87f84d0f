/** The server's message for a post code that does not exist (spec section 5), sent with INVALID_POST_CODE. */
export const NOT_A_POST_CODE_MESSAGE = "Postnummeret er ugyldig";
export const UNAUTHORIZED_MESSAGE = "Unauthorized";
export const NO_ACCOUNT_MESSAGE = "Finner ingen konto med dette telefonnummeret";

/** The code that marks a post code as not a post code (its message is 'Postnummeret er ugyldig'). */
export function isNotAPostCodeError(code: string | null | undefined): boolean {
  return code === "INVALID_POST_CODE";
}

/** During code confirm, Unauthorized (401, code UNAUTHORIZED) shows 'Finner ingen konto med dette telefonnummeret'. */
export function codeConfirmErrorMessage(code: string | null | undefined, message: string): string {
  return code === "UNAUTHORIZED" ? NO_ACCOUNT_MESSAGE : message;
}
