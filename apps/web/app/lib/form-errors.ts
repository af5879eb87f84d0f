import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError, errorCode, errorMessage } from "./api";

/**
 * Puts a refused call's messages under the form's fields (react-hook-form's `setError`): the first
 * message of each server field the form shows, and the message of a refusal `codes` place under a
 * field. `fields` maps the server's field names to the form's. Answers whether any field got a
 * message: when none did, the caller says the failure another way (a toast).
 */
export function showServerErrors<V extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<V>,
  fields: Partial<Record<string, Path<V>>>,
  codes: Partial<Record<string, Path<V>>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [name, messages] of Object.entries(error.error.fieldErrors)) {
    const field = fields[name];
    const message = messages[0];
    if (!field || !message) continue;
    setError(field, { type: "server", message });
    shown = true;
  }
  const code = errorCode(error);
  const field = code ? codes[code] : undefined;
  if (!shown && field) {
    setError(field, { type: "server", message: errorMessage(error) });
    shown = true;
  }
  return shown;
}
