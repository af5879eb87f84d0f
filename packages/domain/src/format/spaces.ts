/**
 * The no-break space (U+00A0) that keeps "kr 5 224" and "12 m" on one line. One kind everywhere: the
 * narrow U+202F is missing from some system fonts and is what Intl's nb-NO does not use either.
 */
export const NBSP = "\u00a0";

/**
 * The text with ordinary spaces for no-break ones, for SMS: U+00A0 is outside the GSM 7-bit alphabet
 * and would make the phone network send the message as UCS-2, in more and dearer parts.
 */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}
