import * as o from "@mt/contract/offer";
import type { FastifyInstance, FastifyReply } from "fastify";
import { publicAccess, rolesAccess, userAccess } from "../../lib/access.ts";
import { resolverOf } from "../../lib/object-reach.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import { OFFER_BUILDERS, type OffersService } from "./offer.service.ts";

/**
 * Building and sending: caseworkers, admins and inspectors. Reading, answering and the PDF: anyone
 * logged in; the service answers only within the caller's reach of the project (404 outside it) and
 * lets only the project's customer or staff answer. The signed link of the offer's SMS and email
 * opens its own offer for anyone holding it (public routes; the token decides, 404 otherwise);
 * answering by link also needs a phone code for the number the offer was sent to.
 */
export function offerRoutes(app: FastifyInstance, service: OffersService) {
  app.objectReach.define("offer", resolverOf(service.reached));
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
    handler: async ({ params, request, reply }) =>
      sendPdf(reply, await service.pdf(requireCaller(request), params.uuid)),
  });

  registerRoute(app, o.getOfferByLink, {
    access: publicAccess,
    handler: async ({ params, query }) => ({ data: await service.getByLink(params.uuid, query.t) }),
  });
  // Each answer needs a fresh phone code too (limited where it is sent); this stops guessing at links.
  const answerLimit = { max: 30, per: "hour", code: "TOO_MANY_REQUESTS" } as const;
  registerRoute(app, o.acceptOfferByLink, {
    access: publicAccess,
    rateLimit: answerLimit,
    handler: async ({ params, body }) => ({ data: await service.acceptByLink(params.uuid, body) }),
  });
  registerRoute(app, o.declineOfferByLink, {
    access: publicAccess,
    rateLimit: answerLimit,
    handler: async ({ params, body }) => ({ data: await service.declineByLink(params.uuid, body) }),
  });
  registerRoute(app, o.offerPdfByLink, {
    access: publicAccess,
    handler: async ({ params, query, reply }) =>
      sendPdf(reply, await service.pdfByLink(params.uuid, query.t)),
  });
}

function sendPdf(reply: FastifyReply, { bytes, fileName }: { bytes: Uint8Array; fileName: string }) {
  reply.header("content-type", "application/pdf");
  reply.header("content-disposition", `inline; filename="${fileName}"`);
  reply.header("cache-control", "private, no-store");
  return Buffer.from(bytes);
}
