import type { AvailableTimes } from "@mt/contract/booking";
import { formatDayHeading } from "@mt/domain/format/weekday";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { errorMessage } from "../lib/api";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";
import { Spinner } from "./ui/spinner";
import "./desk.css";

/** How far ahead the dialog offers windows. */
const WINDOW_DAYS_AHEAD = 28;

const dayHeading = (date: string) => formatDayHeading(date);

/** What the staff desks' window dialog needs from the page that opens it. */
export interface WindowDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Under the title: what is booked now and who is told. */
  description: ReactNode;
  /** What the browser caches the offered windows by. */
  queryKey: readonly unknown[];
  /** Fetches the windows the installer can offer for the next `days` days. */
  fetchWindows: (days: number) => Promise<{ data: AvailableTimes }>;
  /** Books the chosen window; calls `onSuccess` when it is booked, `onError` when it failed. */
  onChoose: (startsAt: string, after: { onSuccess: () => void; onError: () => void }) => void;
  /** Whether the booking is under way. */
  busy: boolean;
  submitLabel: string;
  /** The error when the form is sent without a window. */
  missingChoice: string;
}

/**
 * The free windows as radio buttons by day. A window someone else took meanwhile is no longer
 * offered: after a failed booking the windows are fetched again.
 */
function WindowsForm({
  queryKey,
  fetchWindows,
  onChoose,
  busy,
  submitLabel,
  missingChoice,
  onDone,
}: Omit<WindowDialogProps, "open" | "onClose" | "title" | "description"> & { onDone: () => void }) {
  const errorId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const times = useQuery({
    queryKey,
    queryFn: () => fetchWindows(WINDOW_DAYS_AHEAD),
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
    return (
      <Alert type="info">Installatøren har ingen ledige tider de neste {WINDOW_DAYS_AHEAD} dagene.</Alert>
    );
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(missingChoice);
      return;
    }
    setError(null);
    onChoose(chosen, { onSuccess: onDone, onError: () => void times.refetch() });
  }

  return (
    <form onSubmit={submit} className="desk-form" noValidate>
      {error && (
        <Alert type="error" id={errorId}>
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
                  aria-describedby={error ? errorId : undefined}
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
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          Avbryt
        </Button>
      </div>
    </form>
  );
}

/**
 * The staff desks' dialog for booking or moving a visit: the arrival windows the project's installer
 * can offer (the storefront's offered-times function), one to choose. The modal keeps the focus
 * inside and gives it back to the button that opened it.
 */
export function WindowDialog({ open, onClose, title, description, ...form }: WindowDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} width={720}>
      <WindowsForm {...form} onDone={onClose} />
    </Modal>
  );
}
