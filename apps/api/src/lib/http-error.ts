import { type ErrorCode, errorCatalogue } from "@mt/contract/errors";

/** An error a service throws on purpose; the error plugin answers it in the spec's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

/**
 * The one way to answer with an error: a declared code (status and default message from the
 * contract's catalogue), optionally a more precise message and messages per field.
 */
export function apiError(
  code: ErrorCode,
  options: { message?: string | undefined; errors?: Record<string, string[]> } = {},
): HttpError {
  const declared = errorCatalogue[code];
  return new HttpError(declared.status, code, options.message ?? declared.message, options.errors ?? {});
}

export const notFound = (message?: string) => apiError("NOT_FOUND", { message });

/** A 422 with the same message under the field that caused it. */
export const fieldError = (code: ErrorCode, field: string, message: string = errorCatalogue[code].message) =>
  apiError(code, { message, errors: { [field]: [message] } });
