import * as p from "@mt/contract/project";
import { policies } from "@mt/domain/roles/page-access";
import type { FastifyInstance } from "fastify";
import { ownContractorAccess, rolesAccess, userAccess } from "../../lib/access.ts";
import { resolverOf } from "../../lib/object-reach.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { ProjectsService } from "./project.service.ts";

/**
 * Any logged-in user may ask; the service answers only within the caller's reach (404 outside it)
 * and decides each move by the roles that reach the project. Notes and documents are for the desk
 * (staff and installers), never for customers.
 */
export function projectRoutes(app: FastifyInstance, service: ProjectsService) {
  app.objectReach.define("project", resolverOf(service.reached));
  registerRoute(app, p.listProjects, {
    access: userAccess,
    handler: ({ query, request }) => service.list(requireCaller(request), query),
  });
  registerRoute(app, p.exportProjects, {
    access: userAccess,
    handler: async ({ query, request, reply }) => {
      const csv = await service.exportCsv(requireCaller(request), query);
      reply.header("content-type", "text/csv; charset=utf-8");
      reply.header("content-disposition", 'attachment; filename="prosjekter.csv"');
      return csv;
    },
  });
  registerRoute(app, p.getProject, {
    access: userAccess,
    handler: async ({ params, request }) => ({
      data: await service.detail(requireCaller(request), params.uuid),
    }),
  });
  registerRoute(app, p.moveProject, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.move(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, p.getProjectAvailableTimes, {
    access: userAccess,
    handler: async ({ params, query, request }) => ({
      data: await service.availableTimes(requireCaller(request), params.uuid, query),
    }),
  });
  registerRoute(app, p.rescheduleProject, {
    access: userAccess,
    handler: async ({ params, body, request }) => ({
      data: await service.reschedule(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, p.addProjectNote, {
    access: policies.projectsDesk,
    handler: async ({ params, body, request }) => ({
      data: await service.addNote(requireCaller(request), params.uuid, body.text),
    }),
  });
  registerRoute(app, p.addProjectDocument, {
    access: policies.projectsDesk,
    handler: async ({ params, body, request }) => ({
      data: await service.addDocument(requireCaller(request), params.uuid, body),
    }),
  });
  registerRoute(app, p.listContractorProjects, {
    access: ownContractorAccess("id"),
    handler: async ({ params, query, request }) => ({
      data: await service.contractorProjects(requireCaller(request), params.id, {
        from: query.from,
        to: query.to,
        dates: [...(query["dates[]"] ?? []), ...(query.dates ?? [])],
        electricianUuid: query.electrician_uuid,
      }),
    }),
  });
  registerRoute(app, p.searchContractorProjects, {
    access: ownContractorAccess("id"),
    handler: async ({ params, body, request }) => ({
      data: await service.contractorSearch(requireCaller(request), params.id, body.query),
    }),
  });
  registerRoute(app, p.cancelContractorProject, {
    access: ownContractorAccess("id"),
    handler: async ({ params, body, request }) => ({
      data: await service.contractorCancel(requireCaller(request), params.id, params.pid, body.message),
    }),
  });
  // Reach in the service (decision 027): another company's id or project answers 404.
  const swappers = rolesAccess("CONTRACTOR_ADMIN", "GLOBAL_ADMIN", "CASEWORKER");
  registerRoute(app, p.getSwappableProjectElectricians, {
    access: swappers,
    handler: async ({ params, request }) => ({
      data: await service.swappableElectricians(requireCaller(request), params.id, params.pid),
    }),
  });
  registerRoute(app, p.swapProjectTimeslot, {
    access: swappers,
    handler: async ({ params, body, request }) => ({
      data: await service.swapTimeslot(requireCaller(request), params.id, params.pid, body),
    }),
  });
}
