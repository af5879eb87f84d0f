import { getPublicSettings } from "@mt/contract/settings";
import type { FastifyInstance } from "fastify";
import { publicAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import type { SettingsService } from "./settings.service.ts";

export function settingsRoutes(app: FastifyInstance, service: SettingsService) {
  registerRoute(app, getPublicSettings, {
    access: publicAccess,
    handler: async () => ({ data: await service.publicSettings() }),
  });
}
