import type { Role } from "@mt/domain/roles/roles";
import { type Caller, companyInReach, seesEverything } from "../../lib/access.ts";
import { notFound } from "../../lib/http-error.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { ContractorRepository } from "./contractor.repository.ts";

export const NOT_FOUND = "Fant ikke installatøren.";
export const NO_ELECTRICIAN = "Fant ikke montøren.";

export const has = (caller: Caller, roles: readonly Role[]) =>
  caller.activeRoles.some((r) => roles.includes(r));
export const isStaff = seesEverything;
export const isGlobalAdmin = (caller: Caller) => has(caller, ["GLOBAL_ADMIN"]);

/** Decision 027's reach: another company's id, or a colleague's uuid for an electrician, is 404. */
export function contractorReach(
  repo: ContractorRepository,
  coverage: Pick<CoverageService, "contractorIdOf">,
) {
  /** The contractor named by id or uuid; 404 when unknown or (for non-staff) not the caller's. */
  async function reach(caller: Caller, ref: string): Promise<number> {
    return companyInReach(caller, await coverage.contractorIdOf(ref));
  }

  /** An electrician of the company within the caller's reach: electricians reach only themselves. */
  async function electricianOf(caller: Caller, ref: string, uuid: string) {
    const id = await reach(caller, ref);
    const found = await repo.electrician(id, uuid);
    const own = found && found.userId === caller.id;
    const admin = isStaff(caller) || has(caller, ["CONTRACTOR_ADMIN"]);
    if (!found || (!admin && !own)) throw notFound(NO_ELECTRICIAN);
    return { contractorId: id, electrician: found };
  }

  return { reach, electricianOf };
}
