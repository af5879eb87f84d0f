import {
  changeCustomerPhoneNumber,
  getCustomer,
  listCustomers,
  sendCustomerPhoneCode,
  updateCustomer,
} from "@mt/contract/customer";
import { policies } from "@mt/domain/roles/page-access";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { RequestInfo } from "../auth/auth.module.ts";
import type { CustomerPhoneChange } from "./customer-phone-change.ts";
import type { CustomersService } from "./customers.service.ts";

/** The client as the login code's per-address limits count it. */
const info = (request: FastifyRequest): RequestInfo => ({
  ip: request.ip,
  userAgent: request.headers["user-agent"] ?? null,
});

export function customersRoutes(app: FastifyInstance, service: CustomersService, phone: CustomerPhoneChange) {
  registerRoute(app, listCustomers, {
    access: policies.customersDesk,
    handler: async ({ request, query }) => service.list(requireCaller(request), query),
  });
  registerRoute(app, getCustomer, {
    access: policies.customersDesk,
    handler: async ({ request, params }) => ({
      data: await service.get(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, updateCustomer, {
    access: policies.customersDesk,
    handler: async ({ request, params, body }) => ({
      data: await service.update(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, sendCustomerPhoneCode, {
    access: policies.customerPhoneNumber,
    handler: async ({ request, params, body }) => ({
      data: await phone.sendCode(requireCaller(request), params.uuid, body.phoneNumber, info(request)),
    }),
  });
  registerRoute(app, changeCustomerPhoneNumber, {
    access: policies.customerPhoneNumber,
    handler: async ({ request, params, body }) => ({
      data: await phone.change(requireCaller(request), params.uuid, body, info(request)),
    }),
  });
}
