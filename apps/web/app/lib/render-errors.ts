import type { ErrorInfo } from "react";
import { reportError } from "./error-reports";

/**
 * React's report of an error it recovered from (a hydration mismatch: it rendered that part again in
 * the browser) or of one no boundary caught: to the console with the component stack, and to error
 * reporting. Errors a route's boundary caught are reported by the error page it shows.
 */
export function reportRenderError(error: unknown, info: ErrorInfo): void {
  console.error(error, info.componentStack);
  reportError(error);
}
