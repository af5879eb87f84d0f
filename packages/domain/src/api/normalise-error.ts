import { UNAUTHORIZED_MESSAGE } from "./known-error-messages.ts";

export const UNPARSEABLE_MESSAGE = "Unable to parse the API response";
export const DEFAULT_ERROR_MESSAGE = "Something went wrong";

/** Marks a body that could not be parsed as JSON. */
export const UNPARSEABLE = Symbol("unparseable");

export type ApiOutcome =
  | { kind: "network"; error: unknown }
  | { kind: "response"; status: number; statusText?: string | undefined; body: unknown };

export interface UiError {
  message: string;
  code: string | null;
  status: number | null;
  /** Server validation messages per field, shown under the fields. */
  fieldErrors: Record<string, string[]>;
  /** 422: a validation error, handed to the caller's handler. */
  validation: boolean;
  /** 401: the session must be cleared (stored user, auth token and contractor cookies) and the page reloaded. */
  clearSession: boolean;
  /** The original error of a network failure. */
  cause?: unknown;
}

export type NormalisedResult = { ok: true; data: unknown } | { ok: false; error: UiError };

function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function fieldErrorsOf(body: Record<string, unknown> | null): Record<string, string[]> {
  const errors = record(body?.errors);
  const result: Record<string, string[]> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const list = (Array.isArray(value) ? value : [value]).filter(
      (message): message is string => typeof message === "string" && message !== "",
    );
    if (list.length > 0) result[field] = list;
  }
  return result;
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function failure(status: number | null, message: string, extra: Partial<UiError> = {}): NormalisedResult {
  return {
    ok: false,
    error: { message, code: null, status, fieldErrors: {}, validation: false, clearSession: false, ...extra },
  };
}

/**
 * From an API call's outcome to what the UI shows (spec section 8):
 * - network failure: the error itself;
 * - 401: "Unauthorized" with the code UNAUTHORIZED, and the session is cleared;
 * - a body that cannot be parsed: "Unable to parse the API response", unless the status was ok (200, or
 *   any 2xx such as 204 No Content): then the call succeeded with no data;
 * - an errors object: its messages joined by newlines;
 * - 422 or any non-ok status with a message: that message and the server code, else the status text,
 *   else "Something went wrong".
 */
export function normaliseApiResponse(outcome: ApiOutcome): NormalisedResult {
  if (outcome.kind === "network") {
    const message = outcome.error instanceof Error ? text(outcome.error.message) : text(outcome.error);
    return failure(null, message ?? DEFAULT_ERROR_MESSAGE, { cause: outcome.error });
  }
  const { status, statusText, body } = outcome;
  const ok = status >= 200 && status < 300;
  if (status === 401)
    return failure(status, UNAUTHORIZED_MESSAGE, { code: "UNAUTHORIZED", clearSession: true });
  if (body === UNPARSEABLE) {
    return ok ? { ok: true, data: null } : failure(status, UNPARSEABLE_MESSAGE);
  }
  const validation = status === 422;
  if (ok && !validation) return { ok: true, data: body };

  const parsed = record(body);
  const code = text(parsed?.code);
  const fieldErrors = fieldErrorsOf(parsed);
  const joined = Object.values(fieldErrors).flat().join("\n");
  const message = joined || text(parsed?.message) || text(statusText) || DEFAULT_ERROR_MESSAGE;
  return failure(status, message, { code, fieldErrors, validation });
}
