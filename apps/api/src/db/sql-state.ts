/** The SQLSTATE of a database error, wherever the driver or ORM put it (drizzle wraps it in `cause`). */
export function sqlState(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

export const EXCLUSION_VIOLATION = "23P01";
export const UNIQUE_VIOLATION = "23505";

/** An exclusion constraint refused the row (another row holds the range). */
export const isExclusionViolation = (error: unknown): boolean => sqlState(error) === EXCLUSION_VIOLATION;

/** PostgreSQL broke a deadlock by ending this transaction; trying again is safe. */
export const isDeadlock = (error: unknown): boolean => sqlState(error) === "40P01";

/** A unique index refused the row. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === UNIQUE_VIOLATION;

const CONNECTION_ERRNOS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "EAI_AGAIN",
]);
/** node-postgres reports a lost or refused connection by message only. */
const CONNECTION_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|not queryable|connection error/i;

/**
 * The database could not be reached (refused, lost, shutting down, full): the request may succeed
 * later, so it is answered 503 rather than 500. Walks the driver's and ORM's `cause` chain.
 */
export function isConnectionFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (CONNECTION_ERRNOS.has(code) || /^(08|57P0|53300)/.test(code)))
      return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionFailure)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
