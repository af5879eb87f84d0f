import { acceptInvitation, declineInvitation, listMyInvitations } from "@mt/contract/invitation";
import type { FastifyInstance } from "fastify";
import { userAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { InvitationService } from "./invitation.service.ts";

/** The invited person's calls: any signed-in user, each invitation reached only by its own person. */
export function invitationRoutes(app: FastifyInstance, service: InvitationService) {
  registerRoute(app, listMyInvitations, {
    access: userAccess,
    handler: async ({ request }) => ({ data: await service.mine(requireCaller(request)) }),
  });
  registerRoute(app, acceptInvitation, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.accept(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, declineInvitation, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.decline(requireCaller(request), params.uuid),
    }),
  });
}
