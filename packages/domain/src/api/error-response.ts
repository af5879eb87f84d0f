import { z } from "zod";

/** The one shape of every API error: validation errors list messages per field name. */
export const errorResponseSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Builds an error response; `errors` defaults to an empty object. */
export function errorResponse(
  message: string,
  code: string,
  errors: Record<string, string[]> = {},
): ErrorResponse {
  return { message, code, errors };
}
