import { z } from "zod";

/**
 * An optional text field for a form: blank (or only spaces) is null, anything else must pass the
 * contract's `schema`. The form holds a string; the call gets the schema's answer or null.
 */
export function optionalField<S extends z.ZodType<unknown, string>>(schema: S) {
  return z
    .string()
    .transform((value) => (value.trim() === "" ? null : value))
    .pipe(schema.nullable());
}
