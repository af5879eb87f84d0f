import { useMutation } from "@tanstack/react-query";
import { useToast } from "../components/ui/toasts";
import { errorCode, errorMessage } from "./api";

/** One change to a record on a desk page: which control started it, the call, and the toast on success. */
export interface Change<T> {
  /** Marks the control that is busy ("move:confirm", "note", …). */
  key: string;
  call: () => Promise<{ data: T }>;
  done: string;
}

/**
 * Runs a desk page's changes to one record (a project, a claim) one at a time. Success: the fresh
 * record the API answers with replaces the page's, and a toast says what happened. Failure: a toast
 * with the server's message; after one of the `stale` codes (someone else changed the record
 * meanwhile, or the move is no longer allowed) the record is fetched again so the user sees why.
 */
export function useChange<T>({
  stale,
  refetch,
  onFresh,
}: {
  /** Error codes after which the page's copy of the record is stale. */
  stale: ReadonlySet<string>;
  /** Fetches the record again. */
  refetch: () => Promise<{ data: T }>;
  onFresh: (record: T) => void;
}) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (change: Change<T>) => change.call(),
    onSuccess: (result, change) => {
      onFresh(result.data);
      toast.success(change.done);
    },
    onError: async (error) => {
      toast.error(errorMessage(error));
      if (!stale.has(errorCode(error) ?? "")) return;
      try {
        const { data } = await refetch();
        onFresh(data);
      } catch {
        // The toast already told them; the page keeps what it has.
      }
    },
  });
  return {
    run: (change: Change<T>, options: { onSuccess?: () => void; onError?: () => void } = {}) =>
      mutation.mutate(change, { onSuccess: () => options.onSuccess?.(), onError: () => options.onError?.() }),
    /** The key of the change in flight, or null. */
    busy: mutation.isPending ? (mutation.variables?.key ?? null) : null,
  };
}

/** What `useChange` gives a page's controls. */
export type Changes<T> = ReturnType<typeof useChange<T>>;
