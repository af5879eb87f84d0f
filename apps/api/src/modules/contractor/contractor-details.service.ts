import type { updateContractorBodySchema } from "@mt/contract/contractor";
import type { WorkType } from "@mt/domain/entities/enums";
import { postCodeMessages } from "@mt/domain/state/post-code-check";
import type { z } from "zod";
import type { Caller } from "../../lib/access.ts";
import { apiError, fieldError } from "../../lib/http-error.ts";
import {
  type CompanyDetails,
  type ContractorServiceDeps,
  companyView,
  contractorBasics,
} from "./contractor-basics.ts";
import { has, isGlobalAdmin } from "./contractor-reach.ts";

/**
 * The company's details as its admins and global admins keep them: the list of companies, one
 * company, who covers a post code, and changes to details, coverage, invoice emails and department.
 */
export function contractorDetailsService(deps: ContractorServiceDeps) {
  const { repo, reach, now, one } = contractorBasics(deps);

  async function checkPostCodes(field: string, codes: string[]) {
    const known = await repo.postCodeExists(codes);
    const unknown = [...new Set(codes)].filter((code) => !known.has(code));
    if (unknown.length > 0)
      throw fieldError(
        "VALIDATION_ERROR",
        field,
        unknown.slice(0, 10).map(postCodeMessages.notFound).join(" "),
      );
  }

  return {
    async get(caller: Caller, ref: string) {
      return one(await reach(caller, ref));
    },

    async list(withCoverage: boolean) {
      const [all, upcoming] = await Promise.all([repo.details(), repo.upcomingJobCounts(now())]);
      const withCounts = (c: CompanyDetails) => ({
        ...companyView(c),
        upcomingJobCount: upcoming.get(c.id) ?? 0,
      });
      if (!withCoverage) return all.map(withCounts);
      return Promise.all(
        all.map(async (c) => {
          const shown = withCounts(c);
          const counts = new Map<WorkType, number>();
          for (const types of (await deps.coverage.reach(c)).values())
            for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
          const coverage = shown.workTypes.map((w) => ({
            workType: w.workType,
            postCodeCount: counts.get(w.workType) ?? 0,
          }));
          return { ...shown, coverage };
        }),
      );
    },

    async byArea(code: string) {
      const target = await deps.coverage.find(code);
      if (!target) throw fieldError("INVALID_POST_CODE", "x");
      const active = (await repo.details()).filter((c) => c.active);
      const found = await Promise.all(
        active.map(async (c) => ({
          id: c.id,
          uuid: c.uuid,
          name: c.name,
          workTypes: (await deps.coverage.reach(c, target)).get(code) ?? [],
        })),
      );
      return found.filter((c) => c.workTypes.length > 0);
    },

    async update(caller: Caller, ref: string, body: z.output<typeof updateContractorBodySchema>) {
      const id = await reach(caller, ref);
      if (!isGlobalAdmin(caller) && !has(caller, ["CONTRACTOR_ADMIN"])) throw apiError("FORBIDDEN");
      if (body.active !== undefined && !isGlobalAdmin(caller)) throw apiError("CONTRACTOR_ACTIVE_ADMIN_ONLY");
      if (body.base_post_code) await checkPostCodes("base_post_code", [body.base_post_code]);
      if (body.post_codes) await checkPostCodes("post_codes", body.post_codes);
      await deps.coverage.updateContractor(id, {
        name: body.name,
        basePostCode: body.base_post_code,
        radiusKm: body.radius_km,
        active: body.active,
        workTypes: body.work_types?.map((w) => ({
          workType: w.work_type,
          extendedRadiusKm: w.extended_radius_km ?? null,
        })),
        postCodes: body.post_codes,
      });
      return one(id);
    },

    async setInvoiceEmails(caller: Caller, ref: string, emails: string[]) {
      const id = await reach(caller, ref);
      await repo.setInvoiceEmails(id, emails);
      return one(id);
    },

    async setDepartment(caller: Caller, ref: string, departmentId: number | null) {
      const id = await reach(caller, ref);
      if (departmentId !== null && !(await repo.departmentExists(departmentId)))
        throw fieldError("VALIDATION_ERROR", "department_id", "Ukjent avdeling");
      await repo.setDepartment(id, departmentId);
      return one(id);
    },
  };
}
