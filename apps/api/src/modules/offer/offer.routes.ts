import * as o from "@mt/contract/offer";
import type { FastifyInstance } from "fastify";
import { rolesAccess, userAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import { OFFER_BUILDERS, type OffersService } from "./offer.service.ts";

/**
 * Building and sending: caseworkers, admins and inspectors. Reading, answering and the PDF: anyone
 * logged in; the service answers only within the caller's reach of the project (404 outside it) and
 * lets only the project's customer or staff answer.
 */
export function offerRoutes(app: FastifyInstance, service: OffersService) {
  const builders = rolesAccess(...OFFER_BUILDERS);
  registerRoute(app, o.getOfferChoices, {
    access: builders,
    handler: async () => ({ data: await service.offerChoices() }),
  });
  registerRoute(app, o.listProjectOffers, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.list(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, o.saveOffer, {
    access: builders,
    handler: async ({ params, body, request }) => ({
      data: await service.save(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, o.getOffer, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.get(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, o.sendOffer, {
    access: builders,
    handler: async ({ params, request }) => ({
      data: await service.send(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, o.acceptOffer, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.accept(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, o.declineOffer, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.decline(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, o.offerPdf, {
    access: userAccess,
    handler: async ({ params, request, reply }) => {
      const { bytes, fileName } = await service.pdf(requireCaller(request), params.uuid);
      reply.header("content-type", "application/pdf");
      reply.header("content-disposition", `inline; filename="${fileName}"`);
      reply.header("cache-control", "private, no-store");
      return Buffer.from(bytes);
    },
  });
}
