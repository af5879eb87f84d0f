import { getCustomer, listCustomers, updateCustomer } from "@mt/contract/customer";
import { policies } from "@mt/domain/roles/page-access";
import type { FastifyInstance } from "fastify";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { CustomersService } from "./customers.service.ts";

export function customersRoutes(app: FastifyInstance, service: CustomersService) {
  registerRoute(app, listCustomers, {
    access: policies.customersDesk,
    handler: async ({ query }) => service.list(query),
  });
  registerRoute(app, getCustomer, {
    access: policies.customersDesk,
    handler: async ({ params }) => ({ data: await service.get(params.uuid) }),
  });
  registerRoute(app, updateCustomer, {
    access: policies.customersDesk,
    handler: async ({ request, params, body }) => ({
      data: await service.update(requireCaller(request), params.uuid, body),
    }),
  });
}
