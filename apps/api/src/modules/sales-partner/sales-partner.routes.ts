import * as c from "@mt/contract/sales-partner";
import type { FastifyInstance } from "fastify";
import { ALL_RESOURCES_STAFF, rolesAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { SalesPartnerService } from "./sales-partner.service.ts";

/**
 * The sales partner calls. Roles are checked here; the partner (and store, and person) within the
 * caller's reach in the service: another partner's id answers 404, as an unknown one does.
 */
export function salesPartnerRoutes(app: FastifyInstance, service: SalesPartnerService) {
  const readers = rolesAccess(
    ...ALL_RESOURCES_STAFF,
    "SALES_PARTNER_ADMIN",
    "SALES_PARTNER_DEPARTMENT_ADMIN",
  );
  const partnerAdmins = rolesAccess("GLOBAL_ADMIN", "SALES_PARTNER_ADMIN");
  const peopleAdmins = rolesAccess("GLOBAL_ADMIN", "SALES_PARTNER_ADMIN", "SALES_PARTNER_DEPARTMENT_ADMIN");
  registerRoute(app, c.listSalesPartners, {
    access: readers,
    handler: async ({ request }) => ({ data: await service.list(requireCaller(request)) }),
  });
  registerRoute(app, c.createSalesPartner, {
    access: rolesAccess("GLOBAL_ADMIN"),
    handler: async ({ body, request }) => ({ data: await service.create(requireCaller(request), body) }),
  });
  registerRoute(app, c.getSalesPartner, {
    access: readers,
    handler: async ({ params, request }) => ({ data: await service.get(requireCaller(request), params.id) }),
  });
  registerRoute(app, c.updateSalesPartner, {
    access: rolesAccess("GLOBAL_ADMIN"),
    handler: async ({ params, body, request }) => ({
      data: await service.update(requireCaller(request), params.id, body),
    }),
  });
  registerRoute(app, c.addSalesPartnerDepartment, {
    access: partnerAdmins,
    handler: async ({ params, body, request }) => ({
      data: await service.addDepartment(requireCaller(request), params.id, body),
    }),
  });
  registerRoute(app, c.updateSalesPartnerDepartment, {
    access: partnerAdmins,
    handler: async ({ params, body, request }) => ({
      data: await service.updateDepartment(requireCaller(request), params.id, params.departmentId, body),
    }),
  });
  registerRoute(app, c.deleteSalesPartnerDepartment, {
    access: partnerAdmins,
    handler: async ({ params, request }) => ({
      data: await service.deleteDepartment(requireCaller(request), params.id, params.departmentId),
    }),
  });
  registerRoute(app, c.addSalesPartnerPerson, {
    access: peopleAdmins,
    // Each call texts the number it names: limited per number and per admin in the database (decision 062).
    handler: async ({ params, body, request }) => ({
      data: await service.addPerson(requireCaller(request), params.id, body),
    }),
  });
  registerRoute(app, c.removeSalesPartnerPerson, {
    access: peopleAdmins,
    handler: async ({ params, request }) => ({
      data: await service.removePerson(requireCaller(request), params.id, params.userId),
    }),
  });
}
