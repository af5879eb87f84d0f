import * as a from "@mt/contract/availability";
import type { FastifyInstance } from "fastify";
import { rolesAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { AvailabilityChange, ContractorAvailabilityService } from "./contractor-availability.service.ts";

/**
 * The availability editor's calls: the electrician themselves, their company's admins and global
 * admins (the service answers 404 for another company or a colleague); decision 029.
 */
export function contractorAvailabilityRoutes(app: FastifyInstance, service: ContractorAvailabilityService) {
  const editors = rolesAccess("ELECTRICIAN", "CONTRACTOR_ADMIN", "GLOBAL_ADMIN");
  registerRoute(app, a.getAvailability, {
    access: editors,
    handler: async ({ params, request }) => ({
      data: await service.availability(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, a.replaceStandardWeek, {
    access: rolesAccess("CONTRACTOR_ADMIN", "GLOBAL_ADMIN"),
    handler: async ({ params, body, request }) => ({
      data: await service.replaceStandardWeek(requireCaller(request), params.id, body.week, body.keep),
    }),
  });
  registerRoute(app, a.replaceOwnWeek, {
    access: editors,
    handler: async ({ params, body, request }) => ({
      data: await service.replaceOwnWeek(
        requireCaller(request),
        params.id,
        params.uuid,
        body.week,
        body.keep,
      ),
    }),
  });
  registerRoute(app, a.addAvailabilityException, {
    access: editors,
    handler: async ({ params, body, request }) => {
      const { keep, ...exception } = body;
      return {
        data: await service.addException(requireCaller(request), params.id, params.uuid, exception, keep),
      };
    },
  });
  registerRoute(app, a.removeAvailabilityException, {
    access: editors,
    handler: async ({ params, query, request }) => ({
      data: await service.removeException(
        requireCaller(request),
        params.id,
        params.uuid,
        params.exceptionId,
        query.keep,
      ),
    }),
  });
  registerRoute(app, a.projectsAffectedByAvailability, {
    access: editors,
    handler: async ({ params, body, request }) => {
      const change: AvailabilityChange =
        body.standard_week !== undefined
          ? { standardWeek: body.standard_week }
          : body.week !== undefined
            ? { ownWeek: body.week }
            : body.exception !== undefined
              ? { exception: body.exception }
              : { removeExceptionId: body.remove_exception_id ?? 0 };
      return { data: await service.affectedWork(requireCaller(request), params.id, params.uuid, change) };
    },
  });
}
