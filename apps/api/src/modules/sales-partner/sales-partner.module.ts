import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/database.ts";
import type { InvitationService } from "../invitation/invitation.module.ts";
import type { UsersService } from "../users/users.module.ts";
import { salesPartnerRepository } from "./sales-partner.repository.ts";
import { salesPartnerRoutes } from "./sales-partner.routes.ts";
import { salesPartnerService } from "./sales-partner.service.ts";
import { defineSalesPartnerReach } from "./sales-partner-object-reach.ts";

export type { SalesPartnerService } from "./sales-partner.service.ts";

/** Sales partners (retail chains), their stores and people, as global admins and their admins manage them (decision 032). */
export function createSalesPartnerModule(deps: {
  db: Db;
  users: UsersService;
  invitations: InvitationService;
  now?: (() => number) | undefined;
}) {
  const service = salesPartnerService(deps);
  return {
    service,
    registerRoutes: (app: FastifyInstance) => {
      defineSalesPartnerReach(app, service, salesPartnerRepository(deps.db));
      salesPartnerRoutes(app, service);
    },
  };
}
