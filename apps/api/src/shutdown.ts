import type { FastifyInstance } from "fastify";

/**
 * Stops accepting, answers 503 to requests that still arrive, lets in-flight requests finish,
 * then closes the database. Gives up after `timeoutMs`.
 */
export function gracefulShutdown(
  app: FastifyInstance,
  closeDatabase: () => Promise<void>,
  timeoutMs: number,
) {
  let closing: Promise<number> | undefined;
  return (signal: string): Promise<number> => {
    closing ??= (async () => {
      app.log.info({ signal }, "shutting down");
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<"timeout">((resolve) => {
        timer = setTimeout(() => resolve("timeout"), timeoutMs);
      });
      // A keep-alive connection whose last request just finished must not hold the close open.
      const sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
      const outcome = await Promise.race([app.close().then(() => "closed" as const), timeout]);
      clearTimeout(timer);
      clearInterval(sweeper);
      if (outcome === "timeout") app.log.error({ timeoutMs }, "in-flight requests did not finish in time");
      await closeDatabase().catch((err) => app.log.error({ err }, "closing the database failed"));
      app.log.info("stopped");
      return outcome === "closed" ? 0 : 1;
    })();
    return closing;
  };
}
