import type { AvailableTimes } from "@mt/contract/booking";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { errorMessage } from "../lib/api";
import { type PickerDay, TimeWindowPicker } from "./time-window-picker";
import { Alert } from "./ui/alert";
import { Button } from "./ui/button";
import { Modal } from "./ui/modal";
import "./desk.css";

/** How far ahead the dialog offers windows. */
const WINDOW_DAYS_AHEAD = 28;

/** What the dialog is told after it asked to book a window. */
export interface ChoiceOutcome {
  onSuccess: () => void;
  /** The booking failed; `message`, when given, is shown in the dialog. */
  onError: (message?: string | null) => void;
}

/** What the window dialog needs from the page that opens it. */
export interface WindowDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** Under the title: what is booked now and who is told. */
  description: ReactNode;
  /** What the browser caches the offered windows by. */
  queryKey: readonly unknown[];
  /** Fetches the windows that can be offered for the next `days` days. */
  fetchWindows: (days: number) => Promise<{ data: AvailableTimes }>;
  /** The window booked now, left out of the offer. */
  current?: string | null;
  /** Books the chosen window and reports how it went. */
  onChoose: (startsAt: string, after: ChoiceOutcome) => void;
  /** Whether the booking is under way. */
  busy: boolean;
  submitLabel: string;
  /** The error when the form is sent without a window. */
  missingChoice: string;
  /** Said when no window is free (by default, to staff: the installer has none). */
  empty?: ReactNode;
}

/** The free windows other than the current one; days without any keep their place in the week. */
function freeWindows(days: readonly PickerDay[], current: string | null): PickerDay[] {
  const now = current ? Date.parse(current) : null;
  return days.map((day) => ({
    date: day.date,
    windows: day.windows.filter((w) => w.available && Date.parse(w.startsAt) !== now),
  }));
}

/**
 * The picker in a form. A window someone else took meanwhile is no longer offered: after a failed
 * booking the windows are fetched again and the choice is cleared.
 */
function WindowsForm({
  queryKey,
  fetchWindows,
  current = null,
  onChoose,
  busy,
  submitLabel,
  missingChoice,
  empty = `Installatøren har ingen ledige tider de neste ${WINDOW_DAYS_AHEAD} dagene.`,
  onDone,
}: Omit<WindowDialogProps, "open" | "onClose" | "title" | "description"> & { onDone: () => void }) {
  const errorId = useId();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const times = useQuery({
    queryKey,
    queryFn: () => fetchWindows(WINDOW_DAYS_AHEAD),
    staleTime: 0,
  });
  const days = times.data ? freeWindows(times.data.data.days, current) : undefined;
  const loaded = days !== undefined;

  // While the times load the focus waits in the dialog; once they are here it moves to the first one.
  useEffect(() => {
    const active = document.activeElement;
    if (loaded && form.current && (!form.current.contains(active) || active?.tagName === "BUTTON")) {
      form.current.querySelector<HTMLInputElement>("input[type=radio]:not(:disabled)")?.focus();
    }
  }, [loaded]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!chosen) {
      setError(missingChoice);
      return;
    }
    setError(null);
    onChoose(chosen, {
      onSuccess: onDone,
      onError: (message) => {
        setError(message ?? null);
        setChosen(null);
        void times.refetch();
      },
    });
  }

  return (
    <form ref={form} onSubmit={submit} className="desk-form" noValidate>
      {times.isError ? (
        <Alert type="error">{errorMessage(times.error)}</Alert>
      ) : (
        <TimeWindowPicker
          days={days}
          chosen={chosen}
          onChoose={setChosen}
          legend="Velg tidsvindu"
          empty={<Alert type="info">{empty}</Alert>}
          errorId={error ? errorId : undefined}
        />
      )}
      {error && (
        <Alert type="error" id={errorId}>
          {error}
        </Alert>
      )}
      <div className="desk-form__actions">
        <Button type="submit" busy={busy} disabled={!days?.some((d) => d.windows.length > 0)}>
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
 * The dialog for booking or moving a visit in one of the arrival windows offered (the storefront's
 * offered-times function), shown by the time-window picker. The modal keeps the focus inside and gives
 * it back to the button that opened it.
 */
export function WindowDialog({ open, onClose, title, description, ...form }: WindowDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} description={description} width={760}>
      <WindowsForm {...form} onDone={onClose} />
    </Modal>
  );
}
