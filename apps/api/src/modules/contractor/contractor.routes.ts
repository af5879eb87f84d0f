import * as c from "@mt/contract/contractor";
import type { FastifyInstance } from "fastify";
import { ALL_RESOURCES_STAFF, publicAccess, rolesAccess } from "../../lib/access.ts";
import { registerRoute } from "../../lib/register-route.ts";
import { requireCaller } from "../../plugins/auth-guard.ts";
import type { SignIn } from "../auth/auth.module.ts";
import type { UsersService } from "../users/users.module.ts";
import type { ContractorService } from "./contractor.service.ts";

/**
 * The contractor calls. Roles are checked here; the company (and electrician) within the caller's
 * reach in the service: another company's id answers 404, as an unknown one does.
 */
export function contractorRoutes(
  app: FastifyInstance,
  service: ContractorService,
  onboarding: { signIn: SignIn; users: UsersService },
) {
  const companyAdmins = rolesAccess("CONTRACTOR_ADMIN", "GLOBAL_ADMIN");
  registerRoute(app, c.registerContractor, {
    access: publicAccess,
    // Without a login: some tries per address (a wrong field, a second company), not a flood; each
    // success also needs a fresh phone code, which is limited where it is sent.
    rateLimit: { max: 30, per: "hour", code: "TOO_MANY_REQUESTS" },
    handler: async ({ body, request, reply }) => {
      const { contractor, userId } = await service.register(body);
      await onboarding.signIn(request, reply, userId);
      const found = await onboarding.users.findById(userId);
      if (!found) throw new Error("the new admin vanished");
      return { data: { contractor, user: onboarding.users.toApiUser(found) } };
    },
  });
  registerRoute(app, c.onboardingCoveragePreview, {
    access: publicAccess,
    // The preview follows the radius as it is typed; a person types, a script floods.
    rateLimit: { max: 300, per: "hour", code: "TOO_MANY_REQUESTS" },
    handler: async ({ query }) => ({ data: await service.coveragePreview(query.post_code, query.radius) }),
  });
  registerRoute(app, c.listContractors, {
    access: rolesAccess("GLOBAL_ADMIN"),
    handler: async ({ query }) => ({ data: await service.list(query.with_coverage_details === "1") }),
  });
  registerRoute(app, c.contractorsByArea, {
    access: rolesAccess(...ALL_RESOURCES_STAFF),
    handler: async ({ params }) => ({ data: await service.byArea(params.x) }),
  });
  registerRoute(app, c.getContractor, {
    access: rolesAccess("CONTRACTOR_ADMIN", "ELECTRICIAN", ...ALL_RESOURCES_STAFF),
    handler: async ({ params, request }) => ({ data: await service.get(requireCaller(request), params.id) }),
  });
  registerRoute(app, c.updateContractor, {
    access: companyAdmins,
    handler: async ({ params, body, request }) => ({
      data: await service.update(requireCaller(request), params.id, body),
    }),
  });
  registerRoute(app, c.setInvoiceEmails, {
    access: companyAdmins,
    handler: async ({ params, body, request }) => ({
      data: await service.setInvoiceEmails(requireCaller(request), params.id, body.invoice_emails),
    }),
  });
  registerRoute(app, c.setContractorDepartment, {
    access: rolesAccess("GLOBAL_ADMIN"),
    handler: async ({ params, body, request }) => ({
      data: await service.setDepartment(requireCaller(request), params.id, body.department_id),
    }),
  });
  registerRoute(app, c.listElectricians, {
    access: rolesAccess("CONTRACTOR_ADMIN", ...ALL_RESOURCES_STAFF),
    handler: async ({ params, request }) => {
      const caller = requireCaller(request);
      const [data, invitations] = await Promise.all([
        service.electricians(caller, params.id),
        service.invitations(caller, params.id),
      ]);
      return { data, invitations };
    },
  });
  registerRoute(app, c.addElectrician, {
    access: companyAdmins,
    // Each call texts the number it names: limited per number and per admin in the database (decision 062).
    handler: async ({ params, body, request }) => ({
      data: await service.addElectrician(requireCaller(request), params.id, body),
    }),
  });
  registerRoute(app, c.getElectrician, {
    access: rolesAccess("CONTRACTOR_ADMIN", "ELECTRICIAN", ...ALL_RESOURCES_STAFF),
    handler: async ({ params, request }) => ({
      data: await service.electrician(requireCaller(request), params.id, params.uuid),
    }),
  });
  registerRoute(app, c.removeElectrician, {
    access: companyAdmins,
    handler: async ({ params, request }) => ({
      data: await service.removeElectrician(requireCaller(request), params.id, params.uuid),
    }),
  });
  registerRoute(app, c.getContractorCalendar, {
    access: rolesAccess("CONTRACTOR_ADMIN", "ELECTRICIAN", ...ALL_RESOURCES_STAFF),
    uncheckedAnswer: true,
    handler: async ({ params, query, request }) => ({
      data: await service.calendar(requireCaller(request), params.id, query),
    }),
  });
  registerRoute(app, c.getContractorPostCodes, {
    access: rolesAccess("CONTRACTOR_ADMIN", ...ALL_RESOURCES_STAFF),
    handler: async ({ params, query, request }) => ({
      data: await service.postCodes(requireCaller(request), params.id, query),
    }),
  });
  registerRoute(app, c.sendContractorFeedback, {
    access: rolesAccess("CONTRACTOR_ADMIN"),
    // Each call emails the caseworkers: limited per admin and per caseworker in the database (decision 062).
    handler: async ({ params, body, request }) => ({
      data: await service.sendFeedback(requireCaller(request), params.id, body.feedback),
    }),
  });
  registerRoute(app, c.listContractorFeedback, {
    // The company's own admins read what they have sent (their company only, as everywhere here).
    access: rolesAccess("CONTRACTOR_ADMIN", "GLOBAL_ADMIN", "CASEWORKER", "CUSTOMER_SERVICE"),
    handler: async ({ params, request }) => ({
      data: await service.feedback(requireCaller(request), params.id),
    }),
  });
}
