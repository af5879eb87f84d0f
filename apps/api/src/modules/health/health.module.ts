import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { healthRoutes } from "./health.routes.ts";

/** Liveness and readiness. */
export function createHealthModule(deps: { database: Database; version: string }) {
  return {
    service: {},
    registerRoutes: (app: FastifyInstance) => healthRoutes(app, deps),
  };
}
