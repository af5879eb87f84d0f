import { getProjectAvailableTimes, type ProjectDetail, rescheduleProject } from "@mt/contract/project";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { browserFetch, callApi } from "../lib/api";
import { queryKeys } from "../lib/queries";
import { CustomerServicePhone } from "./customer-service-phone";
import { type ChoiceOutcome, WindowDialog } from "./window-dialog";

/** Who moves the appointment: the customer on their page, or staff on the projects desk. */
export type RescheduleViewer = "customer" | "staff";

const texts = {
  customer: {
    description: "Velg et nytt tidsvindu. Elektrikeren kommer i løpet av vinduet.",
    empty: (
      <>
        Det er ingen ledige tider de neste ukene. Ring oss på <CustomerServicePhone />, så finner vi en tid.
      </>
    ),
  },
  staff: {
    description: "Velg et nytt ankomstvindu; kunden får beskjed om det nye tidspunktet.",
    empty: undefined,
  },
} as const;

/**
 * "Flytt tidspunkt": the windows the project's installer can offer (for a customer the server leaves
 * out those inside their cut-off), the current one left out. The call is the same for both viewers;
 * how its outcome is shown (toasts, a stale page) is the opener's, through `onMove`.
 */
export function RescheduleDialog({
  viewer,
  project,
  open,
  onClose,
  busy,
  onMove,
}: {
  viewer: RescheduleViewer;
  project: ProjectDetail;
  open: boolean;
  onClose: () => void;
  busy: boolean;
  /** Runs `call` (the move) and reports the outcome to the dialog. */
  onMove: (call: () => Promise<{ data: ProjectDetail }>, after: ChoiceOutcome) => void;
}) {
  const now =
    project.windowStartsAt && project.windowEndsAt
      ? `Nå: ${formatDayWindow(project.windowStartsAt, project.windowEndsAt)}. `
      : "";
  return (
    <WindowDialog
      open={open}
      onClose={onClose}
      title="Flytt tidspunkt"
      description={`${now}${texts[viewer].description}`}
      queryKey={queryKeys.projectAvailableTimes(project.uuid)}
      fetchWindows={(days) =>
        callApi(browserFetch, getProjectAvailableTimes, { params: { uuid: project.uuid }, query: { days } })
      }
      current={project.windowStartsAt}
      empty={texts[viewer].empty}
      busy={busy}
      submitLabel="Flytt til valgt tid"
      missingChoice="Velg et nytt tidspunkt."
      onChoose={(startsAt, after) =>
        onMove(
          () =>
            callApi(browserFetch, rescheduleProject, {
              params: { uuid: project.uuid },
              body: { version: project.version, startsAt },
            }),
          after,
        )
      }
    />
  );
}
