/**
 * The browser's one way to report an error (decision 040). Reports made before error reporting has
 * started (the error page renders before the SDK has loaded) wait here, a few at most; when the site
 * has no DSN they are dropped and nothing more is kept.
 */
type Send = (error: unknown) => void;

const MAX_WAITING = 10;
let send: Send | null = null;
let off = false;
const waiting: unknown[] = [];

export function reportError(error: unknown): void {
  if (send) send(error);
  else if (!off && waiting.length < MAX_WAITING) waiting.push(error);
}

/** Error reporting is ready: what waited goes first. */
export function startErrorReports(next: Send): void {
  send = next;
  off = false;
  for (const error of waiting.splice(0)) next(error);
}

/** No error reporting on this site (no DSN): forget what waited and keep nothing. */
export function stopErrorReports(): void {
  send = null;
  off = true;
  waiting.length = 0;
}
