import { getPublicSettings, getSettings, updateSettings } from "@mt/contract/settings";
import type { FastifyInstance } from "fastify";
import { publicAccess, rolesAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { UsersService } from "../users/users.module.ts";
import type { SettingsService } from "./settings.service.ts";

export function settingsRoutes(app: FastifyInstance, service: SettingsService, users: UsersService) {
  registerRoute(app, getPublicSettings, {
    access: publicAccess,
    handler: async () => ({ data: await service.publicSettings() }),
  });
  const globalAdmins = rolesAccess("GLOBAL_ADMIN");
  registerRoute(app, getSettings, {
    access: globalAdmins,
    handler: async () => ({ data: await service.page() }),
  });
  registerRoute(app, updateSettings, {
    access: globalAdmins,
    handler: async ({ body, request }) => {
      const caller = requireCaller(request);
      const user = await users.findById(caller.id);
      const name =
        [user?.user.firstName, user?.user.lastName].filter(Boolean).join(" ") || caller.phoneNumber;
      return { data: await service.update({ id: caller.id, name }, body) };
    },
  });
}
