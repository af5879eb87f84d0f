import { listProjectOffers } from "@mt/contract/offer";
import { getProject, type ProjectDetail } from "@mt/contract/project";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { browserFetch, callApi } from "./api";
import { queryKeys } from "./queries";

/**
 * A project's offers, newest first, as the customer's offer section and the desk's offer builder
 * read them. `refresh` reads them and the project again after an answer, a send or a refusal, and
 * hands the fresh project to the page; when the project cannot be read, the page keeps what it has.
 */
export function useProjectOffers(
  project: ProjectDetail,
  enabled: boolean,
  onProjectChange: (project: ProjectDetail) => void,
) {
  const queryClient = useQueryClient();
  const key = queryKeys.projectOffers(project.uuid);
  const offers = useQuery({
    queryKey: key,
    queryFn: () => callApi(browserFetch, listProjectOffers, { params: { uuid: project.uuid } }),
    enabled,
  });

  async function refresh() {
    await queryClient.invalidateQueries({ queryKey: key });
    try {
      const { data } = await callApi(browserFetch, getProject, { params: { uuid: project.uuid } });
      onProjectChange(data);
    } catch {
      // The offers show what happened; the project's status follows on the next visit.
    }
  }

  /** Reads the offers again, without the project (a draft saved). */
  const uuid = project.uuid;
  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: queryKeys.projectOffers(uuid) }),
    [queryClient, uuid],
  );

  return { offers, refresh, reload };
}
