import { getProjectAvailableTimes, type ProjectDetail, rescheduleProject } from "@mt/contract/project";
import { formatInOslo } from "@mt/domain/format/date";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/queries";
import { windowText } from "./desk-labels";
import type { useProjectChange } from "./use-project-change";

/** How far ahead the dialog offers times. */
const DAYS_AHEAD = 28;

const dayHeading = (date: string) => formatInOslo(`${date}T12:00:00Z`, "dddd D. MMMM");

/**
 * Moving the appointment: the arrival windows the project's installer can offer (the storefront's
 * offered-times function), as a list by day with the free windows as radio buttons.
 */
function TimesForm({
  project,
  changes,
  onDone,
}: {
  project: ProjectDetail;
  changes: ReturnType<typeof useProjectChange>;
  onDone: () => void;
}) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const times = useQuery({
    queryKey: queryKeys.projectAvailableTimes(project.uuid),
    queryFn: () =>
      callApi(browserFetch, getProjectAvailableTimes, {
        params: { uuid: project.uuid },
        query: { days: DAYS_AHEAD },
      }),
    staleTime: 0,
  });

  if (times.isPending) {
    return (
      <p className="desk-muted" role="status">
        <Spinner size="small" /> Henter ledige tider …
      </p>
    );
  }
  if (times.isError) return <Alert type="error">{errorMessage(times.error)}</Alert>;

  const days = times.data.data.days
    .map((day) => ({ ...day, windows: day.windows.filter((window) => window.available) }))
    .filter((day) => day.windows.length > 0);
  if (days.length === 0) {
    return <Alert type="info">Installatøren har ingen ledige tider de neste {DAYS_AHEAD} dagene.</Alert>;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError("Velg et nytt tidspunkt.");
      return;
    }
    setError(null);
    changes.run(
      {
        key: "reschedule",
        call: () =>
          callApi(browserFetch, rescheduleProject, {
            params: { uuid: project.uuid },
            body: { version: project.version, startsAt: chosen },
          }),
        done: "Tidspunktet er flyttet, og kunden har fått beskjed.",
      },
      // A time someone else took meanwhile is no longer offered: ask again.
      { onSuccess: onDone, onError: () => void times.refetch() },
    );
  }

  return (
    <form onSubmit={submit} className="desk-form" noValidate>
      {error && (
        <Alert type="error" id="reschedule-error">
          {error}
        </Alert>
      )}
      <div className="desk-times">
        {days.map((day) => (
          <fieldset key={day.date} className="desk-times__day">
            <legend>{dayHeading(day.date)}</legend>
            {day.windows.map((window) => (
              <label key={window.startsAt} className="desk-chip">
                <input
                  type="radio"
                  name="startsAt"
                  value={window.startsAt}
                  checked={chosen === window.startsAt}
                  onChange={() => setChosen(window.startsAt)}
                  aria-describedby={error ? "reschedule-error" : undefined}
                />
                <span>
                  {window.start}–{window.end}
                </span>
              </label>
            ))}
          </fieldset>
        ))}
      </div>
      <div className="desk-form__actions">
        <Button type="submit" busy={changes.busy === "reschedule"}>
          Flytt til valgt tid
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}

export function RescheduleDialog({
  open,
  onClose,
  project,
  changes,
}: {
  open: boolean;
  onClose: () => void;
  project: ProjectDetail;
  changes: ReturnType<typeof useProjectChange>;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Flytt tidspunkt"
      description={`Nå: ${windowText(project.windowStartsAt, project.windowEndsAt)}. Velg et nytt ankomstvindu; kunden får beskjed om det nye tidspunktet.`}
      width={720}
    >
      <TimesForm project={project} changes={changes} onDone={onClose} />
    </Modal>
  );
}
