import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { roleAdmin } from "./role-admin.ts";
import { usersRepository } from "./users.repository.ts";
import { usersRoutes } from "./users.routes.ts";
import { usersService } from "./users.service.ts";

/** People: their roles (given by global admins, logged), active roles, caseworker departments and guided tours. */
export function createUsersModule(deps: { db: Db }) {
  const service = usersService(usersRepository(deps.db));
  return {
    service,
    registerRoutes: (app: FastifyInstance) => {
      // A login by its uuid: global admins reach every one, anyone else only their own (decision 058).
      app.objectReach.define("user", async (caller, uuid) =>
        !caller || !isUuid(uuid)
          ? false
          : caller.activeRoles.includes("GLOBAL_ADMIN")
            ? (await service.findByUuid(uuid)) !== null
            : caller.uuid === uuid,
      );
      usersRoutes(app, service, roleAdmin(deps.db));
    },
  };
}

export type { ContactChange, ContactField } from "./update-contact.ts";
export type { UsersService } from "./users.service.ts";
