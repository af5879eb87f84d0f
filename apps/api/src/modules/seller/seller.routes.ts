import * as s from "@mt/contract/seller";
import type { FastifyInstance } from "fastify";
import { publicAccess, rolesAccess } from "../../lib/access.ts";
import { idempotencyKey } from "../../lib/idempotency-key.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import { DESK_ROLES, SELLING_ROLES, type SellerService } from "./seller.service.ts";

/**
 * The seller's cart calls and desk (decision 033). The roles are checked here; that the caller
 * belongs to a sales partner, and that the cart is in its reach, in the service.
 */
export function sellerRoutes(app: FastifyInstance, service: SellerService) {
  const selling = rolesAccess(...SELLING_ROLES);
  const desk = rolesAccess(...DESK_ROLES);
  registerRoute(app, s.sendCartBySeller, {
    access: selling,
    handler: async ({ params, body, request }) => ({
      data: await service.send(requireCaller(request), params.id, body),
    }),
  });
  registerRoute(app, s.bookCartBySeller, {
    access: selling,
    // No signIn: the seller stays logged in as themselves.
    handler: async ({ params, body, request }) => ({
      data: await service.book(requireCaller(request), params.id, body, idempotencyKey(request)),
    }),
  });
  registerRoute(app, s.markCartOpened, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.markOpened(params.id) }),
  });
  registerRoute(app, s.getSellerDashboard, {
    access: desk,
    handler: async ({ query, request }) => ({
      data: await service.dashboard(requireCaller(request), query),
    }),
  });
  registerRoute(app, s.getSellerSettings, {
    access: desk,
    handler: async ({ request }) => ({
      data: await service.settings(requireCaller(request)),
    }),
  });
  registerRoute(app, s.updateSellerSettings, {
    access: desk,
    handler: async ({ body, request }) => ({
      data: await service.updateSettings(requireCaller(request), body),
    }),
  });
}
