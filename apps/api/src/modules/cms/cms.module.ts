import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { addErrorField } from "../../lib/error-field.ts";
import { cmsRepository } from "./cms.repository.ts";
import { cmsRoutes } from "./cms.routes.ts";
import { cmsService } from "./cms.service.ts";

/** Pages, drafts, module templates, menus and link search. */
export function createCmsModule(deps: { db: Db }) {
  const service = cmsService(cmsRepository(deps.db));
  return {
    service,
    // Its own encapsulated context: CMS errors carry the extra `error` field (spec section 8).
    registerRoutes: (app: FastifyInstance) =>
      app.register(async (scope) => {
        addErrorField(scope);
        cmsRoutes(scope, service);
      }),
  };
}
export type { CmsService, ImageUsage } from "./cms.service.ts";
