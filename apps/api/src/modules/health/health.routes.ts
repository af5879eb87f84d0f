import { health, ready } from "@mt/contract/system";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { publicAccess } from "../../lib/access.ts";
import { apiError } from "../../lib/http-error.ts";
import { registerRoute } from "../../lib/register-route.ts";

export function healthRoutes(app: FastifyInstance, deps: { database: Database; version: string }) {
  registerRoute(app, health, {
    access: publicAccess,
    handler: () => ({ status: "ok" as const, version: deps.version }),
  });

  registerRoute(app, ready, {
    access: publicAccess,
    handler: async ({ request }) => {
      try {
        await deps.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, "database not reachable");
        throw apiError("DATABASE_UNAVAILABLE");
      }
      return { status: "ready" as const, database: deps.database.kind };
    },
  });
}
