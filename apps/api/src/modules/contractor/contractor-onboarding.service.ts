import { COVERAGE_PREVIEW_PLACES, type registerContractorBodySchema } from "@mt/contract/contractor";
import { WORK_TYPES } from "@mt/domain/entities/enums";
import { postCodeMessages } from "@mt/domain/state/post-code-check";
import type { z } from "zod";
import { isUniqueViolation } from "../../db/sql-state.ts";
import { fieldError } from "../../lib/http-error.ts";
import { contractorRepository } from "./contractor.repository.ts";
import { type ContractorServiceDeps, contractorBasics } from "./contractor-basics.ts";

/** Onboarding, before the company exists: the public coverage preview and the registration. */
export function contractorOnboardingService(deps: ContractorServiceDeps) {
  const { repo, one } = contractorBasics(deps);

  return {
    /**
     * Onboarding: the company (inactive until a global admin approves it), its work types and
     * coverage, and its first admin, whose phone the token proves, in one transaction. Returns the
     * company and the admin's user id (the route signs them in).
     */
    async register(body: z.output<typeof registerContractorBodySchema>) {
      const postal = await deps.coverage.find(body.post_code);
      if (!postal)
        throw fieldError("VALIDATION_ERROR", "post_code", postCodeMessages.notFound(body.post_code));
      if (!(await deps.coverage.find(body.base_post_code)))
        throw fieldError(
          "VALIDATION_ERROR",
          "base_post_code",
          postCodeMessages.notFound(body.base_post_code),
        );
      if ((await repo.idByOrganizationNumber(body.organization_number)) !== null)
        throw fieldError("CONTRACTOR_ALREADY_REGISTERED", "organization_number");
      const admin = body.admin;
      try {
        const created = await deps.db.transaction(async (tx) => {
          const phoneNumber = await deps.usePhoneToken(tx, admin.phone_verification_token);
          if (phoneNumber === null || phoneNumber !== admin.phone_number)
            throw fieldError("INVALID_PHONE_TOKEN", "admin.phone_number");
          if ((await contractorRepository(tx).companyOfPhone(phoneNumber)) !== null)
            throw fieldError("CONTRACTOR_ADMIN_PHONE_TAKEN", "admin.phone_number");
          const id = await deps.coverage.createContractor(tx, {
            name: body.name,
            organizationNumber: body.organization_number,
            address: body.address,
            postCode: body.post_code,
            postArea: postal.place,
            basePostCode: body.base_post_code,
            radiusKm: body.radius_km,
            active: false,
            workTypes: body.work_types.map((w) => ({
              workType: w.work_type,
              extendedRadiusKm: w.extended_radius_km ?? null,
            })),
          });
          const user = await deps.users.makeContractorAdmin(tx, {
            phoneNumber,
            firstName: admin.first_name,
            lastName: admin.last_name,
            email: admin.email,
            contractorId: id,
          });
          return { id, userId: user.id };
        });
        return { contractor: await one(created.id), userId: created.userId };
      } catch (error) {
        // Two registrations of one number at once: the unique index lets one through.
        if (isUniqueViolation(error))
          throw fieldError("CONTRACTOR_ALREADY_REGISTERED", "organization_number");
        throw error;
      }
    },

    /**
     * Onboarding's coverage preview (no company yet): how many post codes a base post code and
     * radius would cover by the storefront's rule, and the nearest place names.
     */
    async coveragePreview(postCode: string, radiusKm: number) {
      const base = await deps.coverage.find(postCode);
      if (!base) throw fieldError("VALIDATION_ERROR", "post_code", postCodeMessages.notFound(postCode));
      const reached = await deps.coverage.reach({
        id: 0,
        basePostCode: postCode,
        radiusKm,
        workTypes: [{ workType: WORK_TYPES[0], extendedRadiusKm: null }],
        postCodes: [],
      });
      const places = [
        ...new Set((await deps.coverage.byDistance(postCode, reached.keys())).map((p) => p.place)),
      ];
      return {
        postCode,
        place: base.place,
        radiusKm,
        postCodeCount: reached.size,
        placeCount: places.length,
        places: places.slice(0, COVERAGE_PREVIEW_PLACES),
      };
    },
  };
}
