/** The server's message for a post code that does not exist. */
export const NOT_A_POST_CODE_MESSAGE = "Postnummeret er ugyldig";
export const UNAUTHORIZED_MESSAGE = "Unauthorized";
export const NO_ACCOUNT_MESSAGE = "Finner ingen konto med dette telefonnummeret";

/** 'Postnummeret er ugyldig' marks the code as not a post code. */
export function isNotAPostCodeError(message: string | null | undefined): boolean {
  return message?.trim() === NOT_A_POST_CODE_MESSAGE;
}

/** During code confirm, 'Unauthorized' shows 'Finner ingen konto med dette telefonnummeret'. */
export function codeConfirmErrorMessage(message: string): string {
  return message === UNAUTHORIZED_MESSAGE ? NO_ACCOUNT_MESSAGE : message;
}
