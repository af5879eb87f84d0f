import type { FastifyInstance } from "fastify";
import { type Caller, seesEverything } from "../../lib/access.ts";
import { isUuid } from "../../lib/is-uuid.ts";
import { resolverOf } from "../../lib/object-reach.ts";
import type { SalesPartnerRepository } from "./sales-partner.repository.ts";
import type { SalesPartnerService } from "./sales-partner.service.ts";

type Place = { salesPartnerId: number | null; departmentId: number | null } | null;

/**
 * Staff reach every store and person; a partner admin those of their chain; everyone else of a chain
 * only their own store's (decision 032).
 */
function reachesPlace(caller: Caller, place: Place): boolean {
  if (!place) return false;
  if (seesEverything(caller)) return true;
  if (place.salesPartnerId === null || caller.salesPartner?.id !== place.salesPartnerId) return false;
  if (caller.activeRoles.includes("SALES_PARTNER_ADMIN")) return true;
  return place.departmentId !== null && caller.salesPartnerDepartment?.id === place.departmentId;
}

/** The sales partner kinds' reach (decision 058): chains, their stores and their people. */
export function defineSalesPartnerReach(
  app: FastifyInstance,
  service: SalesPartnerService,
  repo: SalesPartnerRepository,
) {
  app.objectReach.define("sales-partner", resolverOf(service.reached));
  app.objectReach.define(
    "department",
    async (caller, uuid) =>
      !!caller && isUuid(uuid) && reachesPlace(caller, await repo.placeOf({ department: uuid })),
  );
  app.objectReach.define(
    "partner-person",
    async (caller, uuid) =>
      !!caller && isUuid(uuid) && reachesPlace(caller, await repo.placeOf({ person: uuid })),
  );
}
