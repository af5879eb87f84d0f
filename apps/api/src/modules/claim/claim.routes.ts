import * as c from "@mt/contract/claim";
import type { FastifyInstance } from "fastify";
import { ownContractorAccess, userAccess } from "../../lib/access.ts";
import { resolverOf } from "../../lib/object-reach.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { ClaimService } from "./claim.service.ts";

/**
 * Any logged-in user may ask; the service answers only within the caller's reach (404 outside it)
 * and decides each move by the roles that reach the claim. The contractor's calls let only staff
 * and the contractor's own admins in.
 */
export function claimRoutes(app: FastifyInstance, service: ClaimService) {
  app.objectReach.define("claim", resolverOf(service.reached));
  registerRoute(app, c.openClaim, {
    access: userAccess,
    // Each claim texts its customer: a flood of claims is refused before it becomes one of messages.
    rateLimit: { max: 100, per: "hour", code: "TOO_MANY_REQUESTS" },
    handler: async ({ body, request }) => ({ data: await service.open(requireCaller(request), body) }),
  });
  registerRoute(app, c.listClaims, {
    access: userAccess,
    handler: ({ query, request }) => service.list(requireCaller(request), query),
  });
  registerRoute(app, c.getProjectClaims, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.forProject(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, c.getClaim, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.detail(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, c.getClaimAvailableTimes, {
    access: userAccess,
    handler: async ({ params, query, request }) => ({
      data: await service.availableTimes(requireCaller(request), params.uuid, query),
    }),
  });
  registerRoute(app, c.scheduleClaim, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.schedule(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, c.resolveClaim, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.resolve(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, c.rejectClaim, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.reject(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, c.listContractorClaims, {
    access: ownContractorAccess("id"),
    handler: async ({ params, query, request }) => ({
      data: await service.contractorClaims(requireCaller(request), params.id, {
        from: query.from,
        to: query.to,
        dates: [...(query["dates[]"] ?? []), ...(query.dates ?? [])],
        electricianUuid: query.electrician_uuid,
      }),
    }),
  });
  registerRoute(app, c.getSwappableClaimElectricians, {
    access: ownContractorAccess("id"),
    handler: async ({ params, request }) => ({
      data: await service.swappableElectricians(requireCaller(request), params.id, params.pid),
    }),
  });
  registerRoute(app, c.swapClaimTimeslot, {
    access: ownContractorAccess("id"),
    handler: async ({ params, body, request }) => ({
      data: await service.swapTimeslot(requireCaller(request), params.id, params.pid, body),
    }),
  });
}
