import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { roleAdmin } from "./role-admin.ts";
import { usersRepository } from "./users.repository.ts";
import { usersRoutes } from "./users.routes.ts";
import { usersService } from "./users.service.ts";

/** People: their roles (given by global admins, logged), active roles, caseworker departments and guided tours. */
export function createUsersModule(deps: { db: Db }) {
  const service = usersService(usersRepository(deps.db));
  return {
    service,
    registerRoutes: (app: FastifyInstance) => usersRoutes(app, service, roleAdmin(deps.db)),
  };
}

export type { ContactChange, ContactField } from "./update-contact.ts";
export type { UsersService } from "./users.service.ts";
