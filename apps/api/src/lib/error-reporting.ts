import { scrubReport } from "@mt/domain/api/scrub";
import type { ErrorEvent } from "@sentry/node";
import type { FastifyRequest } from "fastify";

/** Sends the server's unexpected errors to a Sentry-compatible service (decision 040). */
export interface ErrorReporter {
  /** Reports an error a request ended in (its 500), with the request id, route and user id. */
  report(error: unknown, request: FastifyRequest): void;
  /** Sends what is queued and stops; on shutdown. */
  close(timeoutMs?: number): Promise<void>;
}

export interface ErrorReporterOptions {
  dsn: string | undefined;
  release: string;
  environment: string;
}

/**
 * A client of its own (no global `Sentry.init`): no OpenTelemetry, no auto-instrumentation, no
 * patched modules; only what the error handler hands it. Every event is scrubbed before it leaves.
 */
async function startClient(options: ErrorReporterOptions & { dsn: string }) {
  const Sentry = await import("@sentry/node");
  const client = new Sentry.NodeClient({
    dsn: options.dsn,
    release: options.release,
    environment: options.environment,
    transport: Sentry.makeNodeTransport,
    stackParser: Sentry.defaultStackParser,
    integrations: [Sentry.linkedErrorsIntegration(), Sentry.dedupeIntegration()],
    // Sentry 11's replacement for `sendDefaultPii: false`: none of the user's data is collected.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      stackFrameVariables: false,
    },
    beforeSend: (event: ErrorEvent) => scrubReport(event),
  });
  client.init();
  return { Sentry, client };
}

/**
 * Null without a DSN: then the SDK is never even loaded. With one, the SDK loads beside the server's
 * start rather than before it (its import takes seconds), and reports made meanwhile wait for it.
 */
export function createErrorReporter(options: ErrorReporterOptions): ErrorReporter | null {
  const { dsn } = options;
  if (!dsn) return null;
  const loading = startClient({ ...options, dsn });
  loading.catch((error: unknown) => console.error("error reporting could not start", error));
  return {
    report(error, request) {
      // Read now: the request is gone by the time the SDK may have loaded.
      const described = {
        requestId: request.id,
        route: request.routeOptions.url ?? request.url.split("?")[0] ?? "/",
        userId: request.user?.uuid,
        request: { method: request.method, url: request.url },
      };
      void loading.then(({ Sentry, client }) => {
        const scope = new Sentry.Scope();
        scope.setClient(client);
        scope.setTag("request_id", described.requestId);
        scope.setTag("route", described.route);
        if (described.userId) scope.setUser({ id: described.userId });
        scope.addEventProcessor((event) => ({ ...event, request: described.request }));
        client.captureException(error, undefined, scope);
      });
    },
    async close(timeoutMs = 2000) {
      const started = await loading.catch(() => null);
      await started?.client.close(timeoutMs);
    },
  };
}
