import { z } from "zod";
import { isValidEmail } from "./email.ts";
import { cleanFloat, cleanInteger, cutToLength, parseDecimal } from "./field-cleaning.ts";
import { toRegExp } from "./field-validator.ts";
import { legacyMessages, OPTIONAL_LABEL } from "./messages.ts";
import { cleanPhone, isValidPhone } from "./phone.ts";

/** The input rule object of the legacy text input (spec section 3 and 5). */
export const inputRulesSchema = z.object({
  required: z.boolean().optional(),
  email: z.boolean().optional(),
  phone: z.boolean().optional(),
  regexp: z.union([z.instanceof(RegExp), z.string()]).optional(),
  integer: z.boolean().optional(),
  float: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  maxLength: z.number().int().nonnegative().optional(),
  optional: z.boolean().optional(),
});
export type InputRules = z.infer<typeof inputRulesSchema>;

function isNumeric(rules: InputRules): boolean {
  return Boolean(rules.integer || rules.float);
}

/**
 * What the legacy input keeps of a typed value: integer keeps digits; float keeps digits and one
 * decimal point (a comma is read as the point); a number above max becomes max; text is cut to
 * maxLength; phone keeps digits and +.
 */
export function filterTyping(value: string, rules: InputRules): string {
  let kept = value;
  if (rules.integer) kept = cleanInteger(kept);
  else if (rules.float) kept = cleanFloat(kept);
  if (rules.phone) kept = cleanPhone(kept);
  if (isNumeric(rules) && rules.max !== undefined && parseDecimal(kept) > rules.max) kept = String(rules.max);
  return cutToLength(kept, rules.maxLength);
}

/** Applies the rules to a value: the first broken rule's message, or null. Empty optional values pass. */
export function applyInputRules(value: string | number | null | undefined, rules: InputRules): string | null {
  const text = value === null || value === undefined ? "" : String(value);
  if (text.trim() === "") return rules.required ? legacyMessages.required : null;
  if (rules.email && !isValidEmail(text)) return legacyMessages.email;
  if (rules.phone && !isValidPhone(text)) return legacyMessages.phone;
  if (rules.regexp !== undefined && !toRegExp(rules.regexp).test(text)) return legacyMessages.regexp;
  if (rules.min === undefined) return null;
  if (isNumeric(rules)) {
    const number = parseDecimal(text);
    if (Number.isNaN(number)) return legacyMessages.regexp;
    return number < rules.min ? legacyMessages.minValue(rules.min) : null;
  }
  return Array.from(text).length < rules.min ? legacyMessages.minLength(rules.min) : null;
}

/** The legacy input validates on blur when it has a value or is required; otherwise its error clears. */
export function shouldValidateOnBlur(value: string | null | undefined, rules: InputRules): boolean {
  return Boolean(value) || Boolean(rules.required);
}

/** The error to show after blur: a message, or null (which also clears an earlier error). */
export function errorOnBlur(value: string | null | undefined, rules: InputRules): string | null {
  return shouldValidateOnBlur(value, rules) ? applyInputRules(value, rules) : null;
}

/** Optional fields show the label "Valgfritt". */
export function optionalLabel(rules: InputRules): string | null {
  return rules.optional ? OPTIONAL_LABEL : null;
}
