import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { ProjectsService } from "../project/project.module.ts";
import { ratingRoutes } from "./rating.routes.ts";
import { ratingService } from "./rating.service.ts";

export type { RatingService } from "./rating.service.ts";

/** Ratings: the customer rates a completed job, caseworkers approve comments, job pages show the average. */
export function createRatingModule(deps: {
  db: Db;
  projects: ProjectsService;
  now?: (() => number) | undefined;
}) {
  const service = ratingService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => ratingRoutes(app, service),
  };
}
