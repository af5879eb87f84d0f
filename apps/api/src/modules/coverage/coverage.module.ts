import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import { coverageRepository } from "./coverage.repository.ts";
import { coverageRoutes } from "./coverage.routes.ts";
import { coverageService } from "./coverage.service.ts";
import { postCodeDirectory } from "./post-code-directory.ts";

export type { ContractorChanges, NewContractor } from "./coverage.repository.ts";
export type { ContractorCoverage, CoverageService } from "./coverage.service.ts";
export type { PostCodeEntry } from "./post-code-directory.ts";

/**
 * Who delivers where: the Norwegian post-code register, the installer companies (contractors) and
 * the work types they cover around their base or on their own list, and the waitlist for places
 * nobody covers yet.
 */
export function createCoverageModule(deps: {
  db: Db;
  /** The work types on sale (system settings), read per call; all when left out. */
  launchedWorkTypes?: () => Promise<readonly string[]>;
}) {
  const repo = coverageRepository(deps.db);
  const service = coverageService(repo, postCodeDirectory(repo), deps.launchedWorkTypes);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => coverageRoutes(app, service),
  };
}
