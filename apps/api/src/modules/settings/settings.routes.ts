import { getPublicSettings } from "@mt/contract/settings";
import type { FastifyInstance } from "fastify";
import { publicAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import type { settingsService } from "./settings.service.ts";

export function settingsRoutes(app: FastifyInstance, service: ReturnType<typeof settingsService>) {
  registerRoute(app, getPublicSettings, {
    access: publicAccess,
    handler: async () => ({ data: await service.publicSettings() }),
  });
}
