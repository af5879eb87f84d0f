import { getProject, type ProjectDetail } from "@mt/contract/project";
import { browserFetch, callApi } from "../../lib/api";
import { type Change, type Changes, useChange } from "../../lib/use-change";

/** One change to a project: which control started it, the call, and the toast on success. */
export type ProjectChange = Change<ProjectDetail>;

/** Codes after which the page's copy of the project is stale: fetch it again so the user sees why. */
const STALE = new Set(["PROJECT_VERSION_CONFLICT", "PROJECT_MOVE_NOT_ALLOWED", "PROJECT_NOT_RESCHEDULABLE"]);

/**
 * Runs the project page's changes one at a time (lib/use-change.ts); when someone else changed the
 * project meanwhile (409), the fresh project is fetched.
 */
export function useProjectChange(project: ProjectDetail, onFresh: (project: ProjectDetail) => void) {
  return useChange({
    stale: STALE,
    refetch: () => callApi(browserFetch, getProject, { params: { uuid: project.uuid } }),
    onFresh,
  });
}

export type ProjectChanges = Changes<ProjectDetail>;
