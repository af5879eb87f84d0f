import { scrubReport, scrubValue } from "@mt/domain/api/scrub";
import * as Sentry from "@sentry/browser";

export interface BrowserReporting {
  dsn: string;
  release: string | undefined;
  environment: string | undefined;
}

/**
 * Starts the Sentry SDK. Loaded only through a dynamic import when a DSN is configured, so a site
 * without one never downloads it. Session tracking is off (an envelope on every page view);
 * every event and breadcrumb is scrubbed before it leaves.
 */
export function startSentry(options: BrowserReporting): (error: unknown) => void {
  // The error page mounts the layout anew; the SDK starts once per page load.
  if (Sentry.isInitialized()) return capture;
  Sentry.init({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    integrations: (defaults) => defaults.filter((integration) => integration.name !== "BrowserSession"),
    beforeSend: (event) => scrubReport(event),
    beforeBreadcrumb: (breadcrumb) => scrubValue(breadcrumb),
  });
  return capture;
}

function capture(error: unknown): void {
  Sentry.captureException(error);
}

/** The user and route every later report carries (never more of the user than the id). */
export function describeReports(userId: string | null, route: string): void {
  Sentry.setUser(userId ? { id: userId } : null);
  Sentry.setTag("route", route);
}
