import { z } from "zod";
import { isValidEmail } from "./email.ts";
import { type FieldRules, validateField } from "./field-validator.ts";
import { fieldMessages } from "./messages.ts";
import { isValidOrganisationNumber } from "./organisation-number.ts";
import { normalisePhone } from "./phone.ts";
import { INVALID_POST_CODE_MESSAGE, isCompletePostCode } from "./post-code.ts";
import { isValidUrl } from "./url.ts";
import { validateVerificationCode } from "./verification-code.ts";

// zod schemas for forms (react-hook-form resolvers) and API bodies, with the newer validator's messages.
// They trim the value, so "  " fails "Må fylles ut" like the field validator.

/** Free text without a stated maximum still has one: no field takes an unbounded string. */
export const FREE_TEXT_MAX_LENGTH = 500;

/** A string field checked by the field validator; required unless rules say otherwise. */
export function fieldSchema(rules: FieldRules) {
  const maxLength = rules.maxLength ?? FREE_TEXT_MAX_LENGTH;
  return z
    .string({ error: fieldMessages.required })
    .trim()
    .max(maxLength, fieldMessages.maxLength(maxLength))
    .superRefine((value, ctx) => {
      const message = validateField(value, rules);
      if (message) ctx.addIssue({ code: "custom", message });
    });
}

export const requiredTextSchema = fieldSchema({ required: true });

/**
 * A required text field whose empty value says what to write ("Skriv notatet.") instead of
 * "Må fylles ut"; the rest of the field's rules (its maximum length) come from `field`, the
 * contract's schema for it.
 */
export function writtenText(message: string, field: z.ZodType<string, string> = requiredTextSchema) {
  return z.string().trim().min(1, message).pipe(field);
}

export const emailSchema = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .max(254, fieldMessages.email)
  .refine(isValidEmail, fieldMessages.email);

/** A valid Norwegian or Polish phone number, output in E.164 ("+4791234567"). */
export const phoneSchema = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .max(32, fieldMessages.phone)
  .transform((value, ctx) => {
    const e164 = normalisePhone(value);
    if (e164 === null) {
      ctx.addIssue({ code: "custom", message: fieldMessages.phone });
      return z.NEVER;
    }
    return e164;
  });

export const verificationCodeSchema = z
  .string({ error: fieldMessages.required })
  .trim()
  .max(20, fieldMessages.maxLength(20))
  .superRefine((value, ctx) => {
    const message = validateVerificationCode(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

export const postCodeSchema = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .refine(isCompletePostCode, INVALID_POST_CODE_MESSAGE);

/** Nine digits with a valid check digit; spaces are removed. */
export const organisationNumberSchema = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .refine(isValidOrganisationNumber, fieldMessages.organisationNumber)
  .transform((value) => value.replace(/\s/g, ""));

export const urlSchema = z
  .string({ error: fieldMessages.required })
  .trim()
  .min(1, fieldMessages.required)
  .refine(isValidUrl, fieldMessages.url);
