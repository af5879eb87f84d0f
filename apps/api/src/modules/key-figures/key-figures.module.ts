import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { keyFiguresRoutes } from "./key-figures.routes.ts";
import { keyFiguresService } from "./key-figures.service.ts";

export type { KeyFiguresService } from "./key-figures.service.ts";

/** Key figures over orders, carts, offers and claims, read in SQL aggregates (decision 041). */
export function createKeyFiguresModule(deps: { db: Db }) {
  const service = keyFiguresService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => keyFiguresRoutes(app, service),
  };
}
