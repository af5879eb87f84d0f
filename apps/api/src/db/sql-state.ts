type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown };

/** An error and the errors it wraps (drizzle puts the driver's in `cause`), five deep at most. */
function* causeChain(error: unknown): Generator<ErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as ErrorLike;
    current = (current as ErrorLike).cause;
  }
}

/** The SQLSTATE of a database error, wherever the driver or ORM put it. */
export function sqlState(error: unknown): string | null {
  for (const { code } of causeChain(error)) {
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
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
  for (const current of causeChain(error)) {
    const { code, message } = current;
    if (typeof code === "string" && (CONNECTION_ERRNOS.has(code) || /^(08|57P0|53300)/.test(code)))
      return true;
    if (current instanceof AggregateError && current.errors.some(isConnectionFailure)) return true;
    if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  }
  return false;
}
