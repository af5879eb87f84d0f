import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { UsersService } from "../users/users.module.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { settingsService } from "./settings.service.ts";

/** Settings a global admin changes at run time (with their change log), and the public ones every page reads. */
export function createSettingsModule(deps: { db: Db; env: Env; version: string; users: UsersService }) {
  const service = settingsService(deps.db, deps.env, deps.version);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => settingsRoutes(app, service, deps.users),
  };
}
export type { ReservationRules, SettingsService } from "./settings.service.ts";
