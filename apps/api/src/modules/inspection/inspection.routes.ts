import websocket from "@fastify/websocket";
import * as c from "@mt/contract/inspection";
import { policies } from "@mt/domain/roles/page-access";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { publicAccess, userAccess } from "../../lib/access.ts";
import { resolverOf } from "../../lib/object-reach.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import { MAX_SIGNAL_BYTES, type MeetingRooms } from "./inspection.rooms.ts";
import type { InspectionService, Participant } from "./inspection.service.ts";

declare module "fastify" {
  interface FastifyRequest {
    meetingParticipant?: Participant;
  }
}

const socketQuery = z.object({ t: z.string().max(2000).optional() });
const socketParams = z.object({ uuid: z.uuid() });

/**
 * The list is for those who run inspections; the project-scoped calls answer 404 to anyone else (the
 * service decides, as the projects desk does). The meeting opens for its customer (session or the SMS
 * link's token) and a staff member who reaches the project.
 */
export async function inspectionRoutes(
  app: FastifyInstance,
  service: InspectionService,
  rooms: MeetingRooms,
) {
  app.objectReach.define("inspection", resolverOf(service.reached));
  registerRoute(app, c.listInspections, {
    access: policies.inspections,
    handler: ({ query }) => service.list(query),
  });
  registerRoute(app, c.getInspectionFindings, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.findings(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, c.saveInspectionFindings, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.save(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, c.markInspected, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.markInspected(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, c.getMeeting, {
    access: publicAccess,
    handler: async ({ params, query, request }) => ({
      data: await service.meeting(request.user, params.uuid, query.t),
    }),
  });
  registerRoute(app, c.sendMeetingLink, {
    access: userAccess,
    // Each press texts the customer: limited per customer and per sender in the database (decision 062).
    handler: async ({ params, request }) => ({
      data: await service.sendLink(requireCaller(request), params.uuid),
    }),
  });

  registerRoute(app, c.addInspectionPhoto, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.addPhoto(requireCaller(request), params.uuid, body.mediaId, body.source),
    }),
  });

  // Registered on the whole app (it only serves routes that ask for `websocket`), so tests can inject.
  await app.register(websocket, { options: { maxPayload: MAX_SIGNAL_BYTES } });
  await app.register(async (scope) => {
    scope.addHook("onClose", async () => rooms.closeAll());
    scope.get(
      "/api/inspection/:uuid/video/socket",
      {
        websocket: true,
        config: { access: publicAccess, refs: { params: { uuid: "meeting-link" } } },
        schema: { params: socketParams, querystring: socketQuery },
        // Authorised before the upgrade (after the query is validated): anyone else never joins the room.
        preHandler: async (request) => {
          const { uuid } = request.params as { uuid: string };
          const { t } = request.query as { t?: string };
          request.meetingParticipant = (await service.participant(request.user, uuid, t)).participant;
        },
      },
      (socket, request) => {
        const { uuid } = request.params as { uuid: string };
        rooms.join(uuid, request.meetingParticipant as Participant, socket, () => service.meetingOpen(uuid));
      },
    );
  });
}
