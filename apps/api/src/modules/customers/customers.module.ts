import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { UsersService } from "../users/users.module.ts";
import { customersRoutes } from "./customers.routes.ts";
import { customersService } from "./customers.service.ts";

/** The customers desk: people and companies who ordered, their projects, and staff changes to their contact information. */
export function createCustomersModule(deps: { db: Db; users: UsersService }) {
  const service = customersService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => customersRoutes(app, service),
  };
}

export type { CustomersService } from "./customers.service.ts";
