import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { MediaService } from "../media/media.module.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ProjectsService } from "../project/project.module.ts";
import { meetingTokens } from "./inspection.meeting-token.ts";
import { meetingRooms } from "./inspection.rooms.ts";
import { inspectionRoutes } from "./inspection.routes.ts";
import { inspectionService } from "./inspection.service.ts";

export type { InspectionService } from "./inspection.service.ts";

/**
 * Inspections: the list for those who run them, findings (text, measurements, photos) and the move
 * to "inspected", and the video meeting (signalling over a WebSocket, a signed link for the customer).
 */
export function createInspectionModule(deps: {
  database: Database;
  env: Env;
  projects: ProjectsService;
  media: MediaService;
  notifications: NotificationsService;
  /** A signing key for this purpose alone, derived from the auth secret. */
  meetingKey: string;
  now?: (() => number) | undefined;
}) {
  const rooms = meetingRooms({ database: deps.database });
  const service = inspectionService({
    db: deps.database.db,
    projects: deps.projects,
    media: deps.media,
    notifications: deps.notifications,
    tokens: meetingTokens(deps.meetingKey, deps.now ?? Date.now),
    iceServers: deps.env.INSPECTION_ICE_SERVERS,
    publicUrl: deps.env.PUBLIC_URL,
    onMeetingEnded: (uuid) => {
      rooms.end(uuid).catch(() => {});
    },
  });
  return {
    service,
    rooms,
    registerRoutes: (app: FastifyInstance) => inspectionRoutes(app, service, rooms),
  };
}
