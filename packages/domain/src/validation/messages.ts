/** Messages of the newer field validator (spec section 5), verbatim. */
export const fieldMessages = {
  required: "Må fylles ut",
  email: "Ugyldig e-post",
  phone: "Ugyldig telefonnummer",
  regexp: "Ugyldig format",
  minLength: (n: number | string) => `Må være minst ${formatLimit(n)} tegn`,
  minValue: (n: number | string) => `Må være minst ${formatLimit(n)}`,
  maxLength: (n: number | string) => `Må være maks ${formatLimit(n)} tegn`,
  maxValue: (n: number | string) => `Må være maks ${formatLimit(n)}`,
  organisationNumber: "Ugyldig organisasjonsnummer",
  url: "Ugyldig nettadresse",
} as const;

/** The label an optional field shows. */
export const OPTIONAL_LABEL = "Valgfritt";

/** Limits in messages use a decimal comma, as Norwegians write them ("1,5"). */
export function formatLimit(limit: number | string): string {
  return String(limit).replace(".", ",");
}
