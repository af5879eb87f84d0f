import { z } from "zod";
import { containsLink } from "./links.ts";
import { fieldMessages } from "./messages.ts";

// Names are names (decision 063): letters of any language, spaces, hyphens, apostrophes and dots. A
// company or store may also have digits and the signs registered company names use ("3T Elektro AS",
// "Elektro & Co AS", "Hansen A/S", "Bygg+ AS", "Nordlys (avd. Tromsø)"). Never a link, a line break or
// a tab, so a name can go into an SMS as written.

export const nameMessages = {
  personName: "Bruk bare bokstaver, mellomrom, bindestrek, apostrof og punktum",
  companyName: "Bruk bare bokstaver, tall, mellomrom og tegnene - ' . , & + / ( )",
  link: "Et navn kan ikke inneholde en nettadresse",
} as const;

export const PERSON_NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const STORE_NAME_MAX_LENGTH = 120;

// Letters with their accents (\p{M}, for a name typed as "e" + combining accent), the ordinary space,
// the hyphen, the apostrophes (' ’ ʼ) and the dot.
const PERSON_NAME = /^[\p{L}\p{M} '’ʼ.-]+$/u;
const COMPANY_NAME = /^[\p{L}\p{M}\p{Nd} '’ʼ.,&+/()-]+$/u;
const HAS_LETTER = /\p{L}/u;

function nameSchema(rules: { pattern: RegExp; message: string; maxLength: number; empty: string }) {
  return z
    .string({ error: rules.empty })
    .trim()
    .min(1, rules.empty)
    .max(rules.maxLength, fieldMessages.maxLength(rules.maxLength))
    .overwrite((value) => value.normalize("NFC"))
    .superRefine((value, ctx) => {
      // One message per field: an empty or over-long name has its own already. (Not `abort`, which
      // would also stop the refinements of the form the name sits in.)
      if (value.length === 0 || value.length > rules.maxLength) return;
      if (!rules.pattern.test(value) || !HAS_LETTER.test(value))
        ctx.addIssue({ code: "custom", message: rules.message });
      else if (containsLink(value)) ctx.addIssue({ code: "custom", message: nameMessages.link });
    });
}

/** A first or last name: no digits. `empty` is the message for a missing name. */
export const personNameSchema = (empty: string = fieldMessages.required) =>
  nameSchema({
    pattern: PERSON_NAME,
    message: nameMessages.personName,
    maxLength: PERSON_NAME_MAX_LENGTH,
    empty,
  });

/** A company's name: an installer, a sales partner, the company on an order. */
export const companyNameSchema = (empty: string = fieldMessages.required) =>
  nameSchema({
    pattern: COMPANY_NAME,
    message: nameMessages.companyName,
    maxLength: COMPANY_NAME_MAX_LENGTH,
    empty,
  });

/** A store's (a sales partner's department's) name: a company name, shorter. */
export const storeNameSchema = (empty: string = fieldMessages.required) =>
  nameSchema({
    pattern: COMPANY_NAME,
    message: nameMessages.companyName,
    maxLength: STORE_NAME_MAX_LENGTH,
    empty,
  });

/** What a name field says about `value` (the schema's first message), or undefined when it is fine. */
export function nameIssue(schema: z.ZodType, value: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}
