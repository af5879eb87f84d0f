import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { catalogueRepository } from "./catalogue.repository.ts";
import { catalogueRoutes } from "./catalogue.routes.ts";
import { catalogueService } from "./catalogue.service.ts";

export type { CatalogueService } from "./catalogue.service.ts";

/** Job categories, products and job templates with their immutable, priced versions. */
export function createCatalogueModule(deps: { db: Db }) {
  const service = catalogueService(catalogueRepository(deps.db));
  return {
    service,
    registerRoutes: (app: FastifyInstance) => catalogueRoutes(app, service),
  };
}
