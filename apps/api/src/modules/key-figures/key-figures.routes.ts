import * as c from "@mt/contract/key-figures";
import type { FastifyInstance } from "fastify";
import { rolesAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import type { KeyFiguresService } from "./key-figures.service.ts";

/** The key figures call: global admins only, as the page (`/nokkeltall`) is. */
export function keyFiguresRoutes(app: FastifyInstance, service: KeyFiguresService) {
  registerRoute(app, c.getKeyFigures, {
    access: rolesAccess("GLOBAL_ADMIN"),
    handler: async ({ query }) => ({ data: await service.figures(query) }),
  });
}
