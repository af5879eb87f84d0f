import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import { settingsRepository } from "./settings.repository.ts";
import { settingsRoutes } from "./settings.routes.ts";
import { settingsService } from "./settings.service.ts";

/** Settings staff change at run time, and the public ones every page reads. */
export function createSettingsModule(deps: { db: Db; env: Env; version: string }) {
  const service = settingsService(settingsRepository(deps.db), deps.env, deps.version);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => settingsRoutes(app, service),
  };
}
export type { SettingsService } from "./settings.service.ts";
