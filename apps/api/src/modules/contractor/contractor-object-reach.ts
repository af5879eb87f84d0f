import type { FastifyInstance } from "fastify";
import { type Caller, companyInReach } from "../../lib/access.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { resolverOf } from "../../lib/object-reach.ts";
import type { CoverageService } from "../coverage/coverage.module.ts";
import type { ContractorRepository } from "./contractor.repository.ts";
import { has, isStaff } from "./contractor-reach.ts";

/** Staff reach every company's work; an admin their company's; an electrician only their own (decision 027). */
function reachesWork(caller: Caller, owner: { contractorId: number; userId: number | null } | null): boolean {
  if (!owner) return false;
  if (isStaff(caller) || (owner.userId !== null && owner.userId === caller.id)) return true;
  return has(caller, ["CONTRACTOR_ADMIN"]) && caller.contractor?.id === owner.contractorId;
}

/** The installer kinds' reach (decision 058): companies, electricians, their exceptions and booked time. */
export function defineContractorReach(
  app: FastifyInstance,
  repo: ContractorRepository,
  coverage: Pick<CoverageService, "contractorIdOf">,
) {
  app.objectReach.define(
    "contractor",
    resolverOf(async (caller, ref) => companyInReach(caller, await coverage.contractorIdOf(ref))),
  );
  app.objectReach.define(
    "electrician",
    async (caller, uuid) =>
      !!caller && isUuid(uuid) && reachesWork(caller, await repo.workOwner({ electrician: uuid })),
  );
  app.objectReach.define(
    "availability-exception",
    async (caller, id) =>
      !!caller &&
      /^\d{1,9}$/.test(id) &&
      reachesWork(caller, await repo.workOwner({ exception: Number(id) })),
  );
  app.objectReach.define(
    "timeslot",
    async (caller, uuid) =>
      !!caller && isUuid(uuid) && reachesWork(caller, await repo.workOwner({ timeslot: uuid })),
  );
}
