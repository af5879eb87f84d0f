import { moveProject, type ProjectDetail } from "@mt/contract/project";
import { MOVE_RULES, type ProjectMove, projectStatusLabels } from "@mt/domain/project/project-status";
import { browserFetch, callApi } from "../../lib/api";

/** One move of the project (with the customer's message when cancelling), as a change for useProjectChange. */
export const moveChange = (project: ProjectDetail, move: ProjectMove, message?: string) => ({
  key: `move:${move}`,
  call: () =>
    callApi(browserFetch, moveProject, {
      params: { uuid: project.uuid },
      body: { move, version: project.version, ...(message !== undefined && { message }) },
    }),
  done:
    move === "cancel"
      ? "Prosjektet er kansellert, og kunden har fått beskjed."
      : `Status endret til «${projectStatusLabels[MOVE_RULES[move].to]}».`,
});
