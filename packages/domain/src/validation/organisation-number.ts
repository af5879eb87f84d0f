const WEIGHTS = [3, 2, 7, 6, 5, 4, 3, 2] as const;

/** Digits only, so "923 609 016" is checked as "923609016". */
export function cleanOrganisationNumber(value: string): string {
  return value.replace(/\D/g, "");
}

/** The mod-11 check digit for the first eight digits, or null when none exists (remainder 1). */
export function organisationNumberCheckDigit(firstEight: string): number | null {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstEight[index]), 0);
  const check = 11 - (sum % 11);
  if (check === 11) return 0;
  return check === 10 ? null : check;
}

/** A Norwegian organisation number: 9 digits whose last is the mod-11 check digit. Spaces are allowed. */
export function isValidOrganisationNumber(value: string): boolean {
  if (!/^[\d\s]+$/.test(value)) return false;
  const digits = cleanOrganisationNumber(value);
  if (digits.length !== 9) return false;
  return organisationNumberCheckDigit(digits.slice(0, 8)) === Number(digits[8]);
}

/** Grouped for reading: "923609016" → "923 609 016"; anything else as it is. */
export function formatOrganisationNumber(value: string): string {
  return cleanOrganisationNumber(value).replace(/^(\d{3})(\d{3})(\d{3})$/, "$1 $2 $3") || value;
}
