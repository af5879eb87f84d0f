import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import { claimRoutes } from "./claim.routes.ts";
import { claimService } from "./claim.service.ts";

export type { ClaimService } from "./claim.service.ts";

/**
 * Claims (reklamasjon): opened on a completed project within the law's deadline (or by a
 * caseworker's override), scheduled like a job with the original contractor's electricians, then
 * resolved or rejected, each with a message to the customer.
 *
 * Writes to claim fire other modules' triggers, in the writer's transaction (decision 087):
 * - key-figures/key-figures.triggers.sql: the key-figure summaries: claims of completed projects
 * - contractor/calendar-version.triggers.sql: the calendar version of its timeslot's electrician
 */
export function createClaimModule(deps: {
  db: Db;
  env: { PUBLIC_URL: string };
  coverage: CoverageService;
  projects: ProjectsService;
  schedule: ScheduleService;
  notifications: NotificationsService;
  media: MediaService;
  now?: (() => number) | undefined;
}) {
  const service = claimService({
    db: deps.db,
    coverage: deps.coverage,
    projects: deps.projects,
    schedule: deps.schedule,
    notifications: deps.notifications,
    media: deps.media,
    publicUrl: deps.env.PUBLIC_URL,
    now: deps.now,
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => claimRoutes(app, service),
  };
}
