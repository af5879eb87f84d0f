import {
  getCaseworkerDepartments,
  getUserCaseworkerDepartments,
  guidedTourFinished,
  listUserRoleChanges,
  listUsers,
  setActiveRoles,
  setUserCaseworkerDepartments,
  setUserRoles,
  updateCaseworkerDepartments,
  updateUser,
} from "@mt/contract/users";
import type { FastifyInstance } from "fastify";
import { rolesAccess, userAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { RoleAdmin } from "./role-admin.ts";
import type { UsersService } from "./users.service.ts";

export function usersRoutes(app: FastifyInstance, service: UsersService, admin: RoleAdmin) {
  registerRoute(app, listUsers, {
    access: rolesAccess("GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"),
    handler: async ({ query }) =>
      service.list({
        roles: [...new Set([...(query["roles[]"] ?? []), ...(query.roles ?? [])])],
        search: query.search,
        page: query.page,
        perPage: query.perPage,
      }),
  });
  const globalAdmin = rolesAccess("GLOBAL_ADMIN");
  registerRoute(app, setUserRoles, {
    access: globalAdmin,
    handler: async ({ request, params, body }) => ({
      data: service.toApiUser(await admin.setRoles(requireCaller(request), params.uuid, body.roles)),
    }),
  });
  registerRoute(app, getUserCaseworkerDepartments, {
    access: globalAdmin,
    handler: async ({ params }) => ({ data: await admin.departments(params.uuid) }),
  });
  registerRoute(app, setUserCaseworkerDepartments, {
    access: globalAdmin,
    handler: async ({ request, params, body }) => ({
      data: await admin.setDepartments(requireCaller(request), params.uuid, body.department_ids),
    }),
  });
  registerRoute(app, listUserRoleChanges, {
    access: globalAdmin,
    handler: async ({ params }) => ({ data: await admin.changes(params.uuid) }),
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
