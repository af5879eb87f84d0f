import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { SettingsService } from "../settings/settings.module.ts";
import { projectRoutes } from "./project.routes.ts";
import { projectsService } from "./project.service.ts";

export type { NewProject, ProjectRow } from "./project.repository.ts";
export type { ProjectsService } from "./project.service.ts";

/**
 * The projects desk: every booked project, its status flow, timeline, notes and documents, seen
 * by each caller within their reach. Booking creates projects through this module's service.
 *
 * Writes to project fire other modules' triggers, in the writer's transaction (decision 087):
 * - key-figures/key-figures.triggers.sql: key-figure summaries (orders, status, revenue; cart booked)
 * - contractor/calendar-version.triggers.sql: calendar versions of its time's and claims' electricians
 */
export function createProjectModule(deps: {
  db: Db;
  env: { PUBLIC_URL: string };
  coverage: CoverageService;
  schedule: ScheduleService;
  notifications: NotificationsService;
  media: MediaService;
  settings: SettingsService;
  now?: (() => number) | undefined;
}) {
  const service = projectsService({
    db: deps.db,
    coverage: deps.coverage,
    schedule: deps.schedule,
    notifications: deps.notifications,
    media: deps.media,
    settings: deps.settings,
    publicUrl: deps.env.PUBLIC_URL,
    now: deps.now,
  });
  return {
    service,
    registerRoutes: (app: FastifyInstance) => projectRoutes(app, service),
  };
}
