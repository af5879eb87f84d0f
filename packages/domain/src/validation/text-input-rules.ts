import { isValidEmail } from "./email.ts";
import { cleanFloat, cleanInteger, cutToLength, parseDecimal } from "./field-cleaning.ts";
import { formatLimit } from "./messages.ts";
import { toRegExp } from "./pattern.ts";
import { cleanPhone, isValidPhone } from "./phone.ts";

/**
 * The storefront's text input (spec section 5, "Legacy text input" and "Newer input"): the input
 * rule object of spec section 3, what typing lets through, and the messages a field shows on blur,
 * verbatim. The newer field validator (field-validator.ts, field-schemas.ts) checks what a form
 * sends and what the API receives; this is what one field says while the person types.
 */
export const textInputMessages = {
  required: "Må fylles ut",
  email: "Gi riktig e-post",
  phone: "Telefonnummer ikke gyldig",
  regexp: "Feil verdi",
  minValue: (min: number) => `Minste verdi er ${formatLimit(min)}`,
  minLength: (min: number) => `Minst ${formatLimit(min)} tegn`,
} as const;

/** The input rule object (spec section 3). `min`/`max` are values for a number field, else `min` counts characters. */
export interface InputRules {
  required?: boolean;
  email?: boolean;
  phone?: boolean;
  regexp?: RegExp | string;
  integer?: boolean;
  float?: boolean;
  min?: number;
  max?: number;
  maxLength?: number;
  /** Shows "Valgfritt" by the label. */
  optional?: boolean;
}

const isNumber = (rules: InputRules) => Boolean(rules.integer || rules.float);

/**
 * What typing lets through: an integer field keeps digits, a float field digits and one decimal
 * point, a number above max becomes max, text is cut to maxLength, a phone keeps digits and "+".
 */
export function filterTypedValue(value: string, rules: InputRules): string {
  let kept = value;
  if (rules.integer) kept = cleanInteger(kept);
  else if (rules.float) kept = cleanFloat(kept);
  if (rules.phone) kept = cleanPhone(kept);
  if (isNumber(rules) && rules.max !== undefined && parseDecimal(kept) > rules.max) kept = String(rules.max);
  return cutToLength(kept, rules.maxLength);
}

/** The newer input keeps a typed value only when it matches the pattern (a partial value must match too). */
export function acceptsTypedValue(value: string, pattern: RegExp | string | undefined): boolean {
  return pattern === undefined || toRegExp(pattern).test(value);
}

/** A field is checked on blur when it has a value or is required; otherwise its error clears. */
export function checksOnBlur(value: string, rules: InputRules): boolean {
  return value !== "" || Boolean(rules.required);
}

/** The first broken rule's message (required, email, phone, regexp, min), or null. */
export function checkTextInput(value: string, rules: InputRules): string | null {
  const text = value.trim();
  if (text === "") return rules.required ? textInputMessages.required : null;
  if (rules.email && !isValidEmail(text)) return textInputMessages.email;
  if (rules.phone && !isValidPhone(text)) return textInputMessages.phone;
  if (rules.regexp !== undefined && !toRegExp(rules.regexp).test(text)) return textInputMessages.regexp;
  if (rules.min === undefined) return null;
  if (isNumber(rules)) {
    const number = parseDecimal(text);
    if (Number.isNaN(number)) return textInputMessages.regexp;
    return number < rules.min ? textInputMessages.minValue(rules.min) : null;
  }
  return Array.from(text).length < rules.min ? textInputMessages.minLength(rules.min) : null;
}
