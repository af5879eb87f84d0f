import { type ClaimDetail, getClaim } from "@mt/contract/claim";
import { browserFetch, callApi } from "../../lib/api";
import { type Change, type Changes, useChange } from "../../lib/use-change";

/** One change to a claim: which control started it, the call, and the toast on success. */
export type ClaimChange = Change<ClaimDetail>;

/** Codes after which the page's copy of the claim is stale: fetch it again so the user sees why. */
const STALE = new Set(["CLAIM_VERSION_CONFLICT", "CLAIM_MOVE_NOT_ALLOWED", "CLAIM_NOT_SCHEDULED"]);

/** Runs the claim page's changes one at a time (lib/use-change.ts); after a conflict the claim is fetched again. */
export function useClaimChange(claim: ClaimDetail, onFresh: (claim: ClaimDetail) => void) {
  return useChange({
    stale: STALE,
    refetch: () => callApi(browserFetch, getClaim, { params: { uuid: claim.uuid } }),
    onFresh,
  });
}

export type ClaimChanges = Changes<ClaimDetail>;
