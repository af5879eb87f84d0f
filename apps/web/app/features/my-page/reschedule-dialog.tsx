import type { OfferedDayView } from "@mt/contract/booking";
import { getProjectAvailableTimes, type ProjectDetail, rescheduleProject } from "@mt/contract/project";
import { formatDayHeading } from "@mt/domain/format/weekday";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { CustomerServicePhone } from "../../components/customer-service-phone";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Modal } from "../../components/ui/modal";
import { Radio } from "../../components/ui/radio";
import { Spinner } from "../../components/ui/spinner";
import { browserFetch, callApi, errorCode, errorMessage } from "../../lib/api";
import { queryKeys } from "../../lib/queries";
import type { ChangeHandlers } from "./change-handlers";

/** Days of free windows to offer. */
const DAYS = 28;

/**
 * The days that have a free window other than the project's own, with only those windows. (The
 * server leaves out, for a customer, the windows inside their cut-off.)
 */
export function freeDays(days: readonly OfferedDayView[], currentStartsAt: string | null): OfferedDayView[] {
  const current = currentStartsAt ? Date.parse(currentStartsAt) : null;
  return days
    .map((day) => ({
      ...day,
      windows: day.windows.filter((window) => {
        const starts = Date.parse(window.startsAt);
        return window.available && starts !== current;
      }),
    }))
    .filter((day) => day.windows.length > 0);
}

function DayChoices({
  day,
  chosen,
  onChoose,
}: {
  day: OfferedDayView;
  chosen: string | null;
  onChoose: (startsAt: string) => void;
}) {
  return (
    <fieldset className="reschedule-day">
      <legend className="reschedule-day__date">{formatDayHeading(day.date)}</legend>
      <div className="reschedule-day__windows">
        {day.windows.map((window) => (
          <label key={window.startsAt} className="reschedule-window">
            <Radio
              name="window"
              value={window.startsAt}
              checked={chosen === window.startsAt}
              onChange={() => onChoose(window.startsAt)}
            />
            {window.start}–{window.end}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Flytt tidspunkt": the contractor's free windows by day; the chosen one replaces the appointment. */
export function RescheduleDialog({
  project,
  onClose,
  onDone,
  onFailed,
}: { project: ProjectDetail } & ChangeHandlers) {
  const [chosen, setChosen] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const times = useQuery({
    queryKey: queryKeys.projectAvailableTimes(project.uuid),
    queryFn: () =>
      callApi(browserFetch, getProjectAvailableTimes, {
        params: { uuid: project.uuid },
        query: { days: DAYS },
      }),
    staleTime: 0,
  });
  const move = useMutation({
    mutationFn: (startsAt: string) =>
      callApi(browserFetch, rescheduleProject, {
        params: { uuid: project.uuid },
        body: { version: project.version, startsAt },
      }),
    onSuccess: ({ data }) => onDone(data, "Tidspunktet er flyttet."),
    onError: (error) => {
      setFailure(onFailed(error));
      if (errorCode(error) === "TIMESLOT_TAKEN") {
        setChosen(null);
        void times.refetch();
      }
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setFailure("Velg et nytt tidspunkt.");
      return;
    }
    setFailure(null);
    move.mutate(chosen);
  }

  const days = times.data ? freeDays(times.data.data.days, project.windowStartsAt) : [];
  const choices = useRef<HTMLDivElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const loaded = days.length > 0;
  // While the times load, focus waits on "Avbryt"; once they are here it moves to the first one.
  useEffect(() => {
    if (loaded && document.activeElement === cancelButton.current) {
      choices.current?.querySelector<HTMLInputElement>("input")?.focus();
    }
  }, [loaded]);
  return (
    <Modal
      open
      onClose={onClose}
      title="Flytt tidspunkt"
      description="Velg et nytt tidsvindu. Elektrikeren kommer i løpet av vinduet."
    >
      <form className="change-dialog" noValidate onSubmit={submit}>
        {times.isPending && (
          <p className="change-dialog__loading" role="status">
            <Spinner size="small" /> Henter ledige tider …
          </p>
        )}
        {times.isError && <Alert type="error">{errorMessage(times.error)}</Alert>}
        {times.isSuccess && days.length === 0 && (
          <p>
            Det er ingen ledige tider de neste ukene. Ring oss på <CustomerServicePhone />, så finner vi en
            tid.
          </p>
        )}
        {days.length > 0 && (
          <div className="reschedule-days" ref={choices}>
            {days.map((day) => (
              <DayChoices key={day.date} day={day} chosen={chosen} onChoose={setChosen} />
            ))}
          </div>
        )}
        {failure && <Alert type="error">{failure}</Alert>}
        <div className="change-dialog__actions">
          <Button type="submit" busy={move.isPending} disabled={days.length === 0}>
            Flytt til valgt tid
          </Button>
          <Button ref={cancelButton} variant="secondary" onClick={onClose}>
            Avbryt
          </Button>
        </div>
      </form>
    </Modal>
  );
}
