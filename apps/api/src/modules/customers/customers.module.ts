import type { FastifyInstance } from "fastify";
import { customerPhoneChange } from "./customer-phone-change.ts";
import { customersRoutes } from "./customers.routes.ts";
import { type CustomersDeps, customersService } from "./customers.service.ts";

/**
 * The customers desk: people and companies who ordered, their projects, and staff changes to their
 * contact information; each caller reaches the customers of the projects they reach (decision 059).
 */
export function createCustomersModule(deps: CustomersDeps) {
  const service = customersService(deps);
  const phoneChange = customerPhoneChange(deps, service);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => {
      // Whose customer uuid a caller may name, here and in the projects list's customer filter.
      app.objectReach.define("customer", (caller, uuid) => service.reaches(caller, uuid));
      customersRoutes(app, service, phoneChange);
    },
  };
}

export type { CustomersService } from "./customers.service.ts";
