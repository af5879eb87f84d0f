import {
  getPostCode,
  reportNoAvailability,
  requestPostCodeNotification,
  verifyPostCode,
} from "@mt/contract/post-codes";
import type { FastifyInstance } from "fastify";
import { publicAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import type { CoverageService } from "./coverage.service.ts";

export function coverageRoutes(app: FastifyInstance, service: CoverageService) {
  registerRoute(app, verifyPostCode, {
    access: publicAccess,
    handler: async ({ params }) => ({ data: await service.verify(params.code) }),
  });
  registerRoute(app, getPostCode, {
    access: publicAccess,
    handler: async ({ params, reply }) => {
      // Coverage changes rarely; a short shared cache keeps repeated checks cheap.
      reply.header("cache-control", "public, max-age=60");
      return { data: await service.info(params.code) };
    },
  });
  registerRoute(app, requestPostCodeNotification, {
    access: publicAccess,
    handler: async ({ body }) => ({ data: await service.requestNotification(body) }),
  });
  registerRoute(app, reportNoAvailability, {
    access: publicAccess,
    handler: async ({ body }) => ({ data: await service.reportNoAvailability(body) }),
  });
}
