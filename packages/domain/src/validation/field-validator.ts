import { z } from "zod";
import { isValidEmail } from "./email.ts";
import { parseDecimal } from "./field-cleaning.ts";
import { fieldMessages } from "./messages.ts";
import { toRegExp } from "./pattern.ts";
import { isValidPhone } from "./phone.ts";

/** Rules of the newer field validator. `min`/`max` count characters, or the value when the field is numeric. */
export const fieldRulesSchema = z.object({
  required: z.boolean().optional(),
  email: z.boolean().optional(),
  phone: z.boolean().optional(),
  regexp: z.union([z.instanceof(RegExp), z.string()]).optional(),
  integer: z.boolean().optional(),
  float: z.boolean().optional(),
  numeric: z.boolean().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  maxLength: z.number().int().nonnegative().optional(),
});
export type FieldRules = z.infer<typeof fieldRulesSchema>;

function isNumericField(rules: FieldRules): boolean {
  return Boolean(rules.numeric || rules.integer || rules.float);
}

/**
 * The first broken rule's message, or null when the value passes.
 * Order: required, email, phone, regexp, min, max. Empty optional values pass.
 */
export function validateField(value: string | number | null | undefined, rules: FieldRules): string | null {
  const text = value === null || value === undefined ? "" : String(value);
  if (text.trim() === "") return rules.required ? fieldMessages.required : null;
  if (rules.email && !isValidEmail(text)) return fieldMessages.email;
  if (rules.phone && !isValidPhone(text)) return fieldMessages.phone;
  if (rules.regexp !== undefined && !toRegExp(rules.regexp).test(text)) return fieldMessages.regexp;
  if (isNumericField(rules)) {
    const number = parseDecimal(text);
    if (Number.isNaN(number)) return fieldMessages.regexp;
    if (rules.min !== undefined && number < rules.min) return fieldMessages.minValue(rules.min);
    if (rules.max !== undefined && number > rules.max) return fieldMessages.maxValue(rules.max);
    return null;
  }
  const length = Array.from(text).length;
  if (rules.min !== undefined && length < rules.min) return fieldMessages.minLength(rules.min);
  if (rules.max !== undefined && length > rules.max) return fieldMessages.maxLength(rules.max);
  return null;
}
