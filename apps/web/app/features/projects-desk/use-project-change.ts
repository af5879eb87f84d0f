import { getProject, type ProjectDetail } from "@mt/contract/project";
import { useMutation } from "@tanstack/react-query";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";

/** One change to a project: which control started it, the call, and the toast on success. */
export interface ProjectChange {
  /** Marks the control that is busy ("move:confirm", "note", …). */
  key: string;
  call: () => Promise<{ data: ProjectDetail }>;
  done: string;
}

/** Codes after which the page's copy of the project is stale: fetch it again so the user sees why. */
const STALE = new Set(["PROJECT_VERSION_CONFLICT", "PROJECT_MOVE_NOT_ALLOWED", "PROJECT_NOT_RESCHEDULABLE"]);

/**
 * Runs the project page's changes one at a time. Success: the fresh project the API answers with
 * replaces the page's, and a toast says what happened. Failure: a toast with the server's
 * message; when someone else changed the project meanwhile (409), the fresh project is fetched.
 */
export function useProjectChange(project: ProjectDetail, onFresh: (project: ProjectDetail) => void) {
  const toast = useToast();
  const mutation = useMutation({
    mutationFn: (change: ProjectChange) => change.call(),
    onSuccess: (result, change) => {
      onFresh(result.data);
      toast.success(change.done);
    },
    onError: async (error) => {
      toast.error(errorMessage(error));
      if (!STALE.has(errorCode(error) ?? "")) return;
      try {
        const { data } = await callApi(browserFetch, getProject, { params: { uuid: project.uuid } });
        onFresh(data);
      } catch {
        // The toast already told them; the page keeps what it has.
      }
    },
  });
  return {
    run: (change: ProjectChange, options: { onSuccess?: () => void; onError?: () => void } = {}) =>
      mutation.mutate(change, { onSuccess: () => options.onSuccess?.(), onError: () => options.onError?.() }),
    /** The key of the change in flight, or null. */
    busy: mutation.isPending ? (mutation.variables?.key ?? null) : null,
  };
}
