import { getProjectAvailableTimes, type ProjectDetail, rescheduleProject } from "@mt/contract/project";
import { WindowDialog } from "../../components/window-dialog";
import { browserFetch, callApi } from "../../lib/api";
import { queryKeys } from "../../lib/queries";
import { windowText } from "./desk-labels";
import type { ProjectChanges } from "./use-project-change";

/** Moving the appointment to another window the project's installer can offer; the customer is told. */
export function RescheduleDialog({
  open,
  onClose,
  project,
  changes,
}: {
  open: boolean;
  onClose: () => void;
  project: ProjectDetail;
  changes: ProjectChanges;
}) {
  return (
    <WindowDialog
      open={open}
      onClose={onClose}
      title="Flytt tidspunkt"
      description={`Nå: ${windowText(project.windowStartsAt, project.windowEndsAt)}. Velg et nytt ankomstvindu; kunden får beskjed om det nye tidspunktet.`}
      queryKey={queryKeys.projectAvailableTimes(project.uuid)}
      fetchWindows={(days) =>
        callApi(browserFetch, getProjectAvailableTimes, { params: { uuid: project.uuid }, query: { days } })
      }
      busy={changes.busy === "reschedule"}
      submitLabel="Flytt til valgt tid"
      missingChoice="Velg et nytt tidspunkt."
      onChoose={(startsAt, after) =>
        changes.run(
          {
            key: "reschedule",
            call: () =>
              callApi(browserFetch, rescheduleProject, {
                params: { uuid: project.uuid },
                body: { version: project.version, startsAt },
              }),
            done: "Tidspunktet er flyttet, og kunden har fått beskjed.",
          },
          after,
        )
      }
    />
  );
}
