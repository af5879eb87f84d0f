import {
  getCaseworkerDepartments,
  guidedTourFinished,
  listUsers,
  setActiveRoles,
  updateCaseworkerDepartments,
  updateUser,
} from "@mt/contract/users";
import type { FastifyInstance } from "fastify";
import { rolesAccess, userAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { UsersService } from "./users.service.ts";

export function usersRoutes(app: FastifyInstance, service: UsersService) {
  registerRoute(app, listUsers, {
    access: rolesAccess("GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"),
    handler: async ({ query }) => ({
      data: await service.list([...new Set([...(query["roles[]"] ?? []), ...(query.roles ?? [])])]),
    }),
  });
  registerRoute(app, updateUser, {
    access: userAccess,
    handler: async ({ request, body }) => ({ data: await service.update(requireCaller(request), body) }),
  });
  registerRoute(app, setActiveRoles, {
    access: userAccess,
    handler: async ({ request, body }) => ({
      data: await service.setActiveRoles(requireCaller(request), body.roles),
    }),
  });
  registerRoute(app, getCaseworkerDepartments, {
    access: rolesAccess("CASEWORKER", "GLOBAL_ADMIN"),
    handler: async ({ request }) => ({ data: await service.departments(requireCaller(request)) }),
  });
  registerRoute(app, updateCaseworkerDepartments, {
    access: rolesAccess("CASEWORKER", "GLOBAL_ADMIN"),
    handler: async ({ request, body }) => ({
      data: await service.setDepartments(requireCaller(request), body.department_ids),
    }),
  });
  registerRoute(app, guidedTourFinished, {
    access: userAccess,
    handler: async ({ request, body }) => ({
      data: await service.finishTour(requireCaller(request), body.tour),
    }),
  });
}
