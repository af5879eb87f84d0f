import type { ApiUser } from "@mt/contract/users";
import { useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { startErrorReports, stopErrorReports } from "../../lib/error-reports";

type SentryBrowser = typeof import("./sentry-browser");

export interface ErrorReportingProps {
  /** `settings.siteServices.errorReportingDsn`; null turns reporting off. */
  dsn: string | null;
  release: string | undefined;
  environment: string | undefined;
  user: ApiUser | null;
}

/**
 * Starts error reporting in the browser when the site has a DSN: the SDK loads at start (not on the
 * first error), so errors thrown while the page is still loading are reported too. Renders nothing.
 */
export function ErrorReporting({ dsn, release, environment, user }: ErrorReportingProps) {
  const [sentry, setSentry] = useState<SentryBrowser | null>(null);
  const { pathname } = useLocation();
  const userId = user?.uuid ?? null;
  // What the first reports (those that waited for the SDK) describe, before the effect below runs.
  const described = useRef({ userId, pathname });
  described.current = { userId, pathname };

  useEffect(() => {
    if (!dsn) {
      stopErrorReports();
      return;
    }
    let current = true;
    import("./sentry-browser").then(
      (module) => {
        if (!current) return;
        const send = module.startSentry({ dsn, release, environment });
        module.describeReports(described.current.userId, described.current.pathname);
        startErrorReports(send);
        setSentry(module);
      },
      (error: unknown) => console.error("Feilrapportering kunne ikke starte", error),
    );
    return () => {
      current = false;
    };
  }, [dsn, release, environment]);

  useEffect(() => {
    sentry?.describeReports(userId, pathname);
  }, [sentry, userId, pathname]);

  return null;
}
