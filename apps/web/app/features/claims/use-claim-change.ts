import { type ClaimDetail, getClaim } from "@mt/contract/claim";
import { useMutation } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";

/** One change to a claim: which control started it, the call, and the toast on success. */
export interface ClaimChange {
  key: string;
  call: () => Promise<{ data: ClaimDetail }>;
  done: string;
}

/** Codes after which the page's copy of the claim is stale: fetch it again so the user sees why. */
const STALE = new Set(["CLAIM_VERSION_CONFLICT", "CLAIM_MOVE_NOT_ALLOWED", "CLAIM_NOT_SCHEDULED"]);

/**
 * Runs the claim page's changes one at a time: the API's fresh claim replaces the page's and a
 * toast says what happened; on failure a toast with the server's message, and after a conflict
 * the claim is fetched again.
 */
export function useClaimChange(claim: ClaimDetail, onFresh: (claim: ClaimDetail) => void) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (change: ClaimChange) => change.call(),
    onSuccess: (result, change) => {
      onFresh(result.data);
      toast.success(change.done);
    },
    onError: async (error) => {
      toast.error(errorMessage(error));
      if (!STALE.has(errorCode(error) ?? "")) return;
      try {
        const { data } = await callApi(browserFetch, getClaim, { params: { uuid: claim.uuid } });
        onFresh(data);
      } catch {
        // The toast already told them; the page keeps what it has.
      }
    },
  });
  return {
    run: (change: ClaimChange, options: { onSuccess?: () => void; onError?: () => void } = {}) =>
      mutation.mutate(change, { onSuccess: () => options.onSuccess?.(), onError: () => options.onError?.() }),
    busy: mutation.isPending ? (mutation.variables?.key ?? null) : null,
  };
}

export type ClaimChanges = ReturnType<typeof useClaimChange>;
