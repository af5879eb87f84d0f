import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { Env } from "../../env.ts";
import type { NotificationsService } from "../notifications/notifications.module.ts";
import type { ScheduleService } from "../schedule/schedule.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { invitationRoutes } from "./invitation.routes.ts";
import { invitationService } from "./invitation.service.ts";

export type { InvitationScope } from "./invitation.repository.ts";
export type { InvitationService, InviteInput } from "./invitation.service.ts";

/**
 * Invitations (decision 060): installers and sales partners offer a role to a phone number; the
 * number's holder accepts or declines after signing in. The role-giving rule is asked on both ends.
 */
export function createInvitationModule(deps: {
  db: Db;
  env: Env;
  users: UsersService;
  schedule: ScheduleService;
  notifications: NotificationsService;
  now?: (() => number) | undefined;
}) {
  const service = invitationService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => {
      // Only the invited person reaches an invitation: anyone else's uuid reads as a made-up one.
      app.objectReach.define("invitation", service.reaches);
      invitationRoutes(app, service);
    },
  };
}
