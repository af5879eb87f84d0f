import { type ClaimContext, type ClaimDeps, claimContext } from "./claim-context.ts";
import { claimContractorCalls } from "./claim-contractor.ts";
import { claimDesk } from "./claim-desk.ts";
import { claimVisitFlow } from "./claim-visit-flow.ts";

export type { ClaimDeps } from "./claim-context.ts";

/**
 * The claims' calls, one group a file by whom they serve: opening and reading claims
 * (claim-desk.ts), the visit and the outcome (claim-visit-flow.ts), the contractor's calls
 * (claim-contractor.ts); what they share, reach, detail and timeline, is claim-context.ts.
 */
export function claimService(deps: ClaimDeps) {
  const context: ClaimContext = claimContext(deps);
  const desk = claimDesk(context);
  const flow = claimVisitFlow(context);
  const contractor = claimContractorCalls(context);
  return {
    /** The claim as the caller reaches it (claim reach); 404 otherwise. */
    reached: context.reach,

    open: desk.open,
    list: desk.list,
    detail: desk.detail,
    forProject: desk.forProject,

    availableTimes: flow.availableTimes,
    schedule: flow.schedule,
    resolve: flow.resolve,
    reject: flow.reject,

    contractorClaims: contractor.contractorClaims,
    swappableElectricians: contractor.swappableElectricians,
    swapTimeslot: contractor.swapTimeslot,
  };
}

export type ClaimService = ReturnType<typeof claimService>;
