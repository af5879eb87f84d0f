import * as r from "@mt/contract/rating";
import { policies } from "@mt/domain/roles/page-access";
import type { FastifyInstance } from "fastify";
import { ownContractorAccess, ownerCheckAccess, publicAccess, userAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { RatingService } from "./rating.service.ts";

/**
 * A project's rating: any logged-in user, answered only within their reach of the project (404
 * outside it), and only its customer rates. Moderation is for caseworkers; job pages are public.
 */
export function ratingRoutes(app: FastifyInstance, service: RatingService) {
  app.objectReach.define("rating", service.reaches);
  registerRoute(app, r.getProjectRating, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.forProject(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, r.rateProject, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.rate(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, r.listRatings, {
    access: policies.ratingsModeration,
    handler: async ({ query }) => service.list(query),
  });
  registerRoute(app, r.moderateRating, {
    access: policies.ratingsModeration,
    handler: async ({ params, body, request }) => ({
      data: await service.moderate(requireCaller(request), params.uuid, body.decision),
    }),
  });
  registerRoute(app, r.getStorefrontRatingSummary, {
    access: publicAccess,
    handler: async () => ({ data: await service.storefrontSummary() }),
  });
  registerRoute(app, r.getJobRatingSummary, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.jobSummary(params.jobTemplateId) }),
  });
  registerRoute(app, r.getElectricianRatingSummary, {
    access: ownerCheckAccess(
      ["ELECTRICIAN", "CONTRACTOR_ADMIN"],
      "the electrician themselves, or an admin of the electrician's contractor",
      async (caller, params) => (await service.visibleElectricians(caller, params.uuid ?? "")).length > 0,
    ),
    handler: async ({ params, request }) => ({
      data: await service.electricianSummary(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, r.getContractorRatingSummary, {
    access: ownContractorAccess("id", ["CONTRACTOR_ADMIN", "ELECTRICIAN"]),
    handler: async ({ params }) => ({ data: await service.contractorSummary(params.id) }),
  });
}
