import { formatDateRange, formatTime } from "@mt/domain/format/date";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { formatDayHeading, formatDayShort } from "@mt/domain/format/weekday";
import { isoWeek, mondayOf } from "@mt/domain/time/iso-week";
import { addDays } from "@mt/domain/time/oslo-clock";
import { type ReactNode, useId, useState } from "react";
import { Spinner } from "./ui/spinner";
import "./time-window-picker.css";

/** One arrival window: the instants it starts and ends, and whether it can be taken. */
export interface PickerWindow {
  startsAt: string;
  endsAt: string;
  available: boolean;
}

/** An offered day (Oslo date "2026-11-23") and its windows. */
export interface PickerDay {
  date: string;
  windows: readonly PickerWindow[];
}

/** The first window anyone can take, or null. */
export function firstFree(days: readonly PickerDay[]): PickerWindow | null {
  for (const day of days) {
    const window = day.windows.find((w) => w.available);
    if (window) return window;
  }
  return null;
}

/** The Monday of the week to show first: the chosen window's week, else the first free one's. */
function startWeek(days: readonly PickerDay[], chosen: string | null): string | null {
  const withChosen = chosen ? days.find((d) => d.windows.some((w) => w.startsAt === chosen)) : undefined;
  const first = days.find((d) => d.windows.some((w) => w.available)) ?? days[0];
  const day = withChosen ?? first;
  return day ? mondayOf(day.date) : null;
}

export interface TimeWindowPickerProps {
  /** The offered days, in order; undefined while they load. */
  days: readonly PickerDay[] | undefined;
  /** The chosen window's start instant. */
  chosen: string | null;
  onChoose: (startsAt: string) => void;
  /** What is being picked ("Velg tidspunkt"). */
  legend: string;
  /** One neutral sentence under the legend. */
  instruction?: ReactNode;
  /** Shown instead of the grid when no window can be taken. */
  empty: ReactNode;
  /** The start of the window to mark "Første ledige tid". */
  earliest?: string | null;
  /** An error message's id, read with every window. */
  errorId?: string;
}

/**
 * The one time-window picker: a week at a time ("Forrige uke"/"Neste uke"), the days as columns on a
 * wide screen and as a list on a narrow one (a container query, so it fits a dialog as well as a page).
 * The windows are one native radio group: Tab enters it, the arrow keys move the choice.
 */
export function TimeWindowPicker({
  days,
  chosen,
  onChoose,
  legend,
  instruction,
  empty,
  earliest = null,
  errorId,
}: TimeWindowPickerProps) {
  const ids = { instruction: useId(), week: useId(), name: useId() };
  const [picked, setPicked] = useState<string | null>(null);

  if (days === undefined) {
    return (
      <p className="time-window-picker__loading" role="status">
        <Spinner size="small" /> Henter ledige tider …
      </p>
    );
  }
  // The weeks to step through: from the first to the last with a free window.
  const free = days.filter((d) => d.windows.some((w) => w.available));
  const firstDay = free[0];
  const lastDay = free.at(-1);
  if (!firstDay || !lastDay) {
    return <div className="time-window-picker__empty">{empty}</div>;
  }

  const firstMonday = mondayOf(firstDay.date);
  const lastMonday = mondayOf(lastDay.date);
  const fallback = startWeek(days, chosen) ?? firstMonday;
  const monday = picked && picked >= firstMonday && picked <= lastMonday ? picked : fallback;
  const byDate = new Map(days.map((d) => [d.date, d]));
  const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));
  const chosenWindow = days.flatMap((d) => d.windows).find((w) => w.startsAt === chosen);

  return (
    <fieldset className="time-window-picker" aria-describedby={instruction ? ids.instruction : undefined}>
      <legend className="time-window-picker__legend">{legend}</legend>
      {instruction && (
        <p id={ids.instruction} className="time-window-picker__instruction">
          {instruction}
        </p>
      )}
      <div className="time-window-picker__body">
        <div className="time-window-picker__nav">
          <WeekButton
            label="Forrige uke"
            direction="back"
            disabled={monday <= firstMonday}
            onClick={() => setPicked(addDays(monday, -7))}
          />
          <p id={ids.week} className="time-window-picker__week" aria-live="polite">
            <strong>Uke {isoWeek(monday)}</strong> <span>{formatDateRange(monday, addDays(monday, 6))}</span>
          </p>
          <WeekButton
            label="Neste uke"
            direction="forward"
            disabled={monday >= lastMonday}
            onClick={() => setPicked(addDays(monday, 7))}
          />
        </div>
        <div className="time-window-picker__days">
          {week.map((date) => (
            <PickerDayColumn
              key={date}
              date={date}
              windows={byDate.get(date)?.windows ?? []}
              name={ids.name}
              chosen={chosen}
              earliest={earliest}
              errorId={errorId}
              onChoose={onChoose}
            />
          ))}
        </div>
      </div>
      <p className="time-window-picker__chosen" aria-live="polite" data-testid="chosen-time">
        {chosenWindow ? (
          <>
            Valgt tid: <strong>{formatDayWindow(chosenWindow.startsAt, chosenWindow.endsAt)}</strong>
          </>
        ) : (
          "Ingen tid er valgt ennå."
        )}
      </p>
    </fieldset>
  );
}

/**
 * A week step. At the end of the offered range it is aria-disabled rather than disabled, so the focus
 * stays on it after the last step.
 */
function WeekButton({
  label,
  direction,
  disabled,
  onClick,
}: {
  label: string;
  direction: "back" | "forward";
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`time-window-picker__step time-window-picker__step--${direction}`}
      aria-disabled={disabled || undefined}
      onClick={() => {
        if (!disabled) onClick();
      }}
    >
      {label}
    </button>
  );
}

function PickerDayColumn({
  date,
  windows,
  name,
  chosen,
  earliest,
  errorId,
  onChoose,
}: {
  date: string;
  windows: readonly PickerWindow[];
  name: string;
  chosen: string | null;
  earliest: string | null;
  errorId: string | undefined;
  onChoose: (startsAt: string) => void;
}) {
  // The group is named in full; the heading shows the short or the long form as the width allows.
  return (
    <fieldset className="time-window-picker__day" aria-label={formatDayHeading(date)} data-date={date}>
      <p className="time-window-picker__day-heading" aria-hidden="true">
        <span className="time-window-picker__day-short">{formatDayShort(date)}</span>
        <span className="time-window-picker__day-long">{formatDayHeading(date)}</span>
      </p>
      {windows.length === 0 ? (
        <p className="time-window-picker__none">Ingen ledige tider</p>
      ) : (
        <div className="time-window-picker__windows">
          {windows.map((w) => {
            const isEarliest = w.startsAt === earliest;
            const checked = w.startsAt === chosen;
            return (
              <label
                key={w.startsAt}
                className={[
                  "time-window-picker__window",
                  checked && "time-window-picker__window--chosen",
                  !w.available && "time-window-picker__window--full",
                  isEarliest && "time-window-picker__window--earliest",
                ]
                  .filter(Boolean)
                  .join(" ")}
                data-testid="time-window"
              >
                <input
                  type="radio"
                  name={name}
                  value={w.startsAt}
                  checked={checked}
                  disabled={!w.available}
                  onChange={() => onChoose(w.startsAt)}
                  aria-describedby={errorId}
                  aria-label={`${formatDayWindow(w.startsAt, w.endsAt)}${w.available ? "" : ", fullt"}${isEarliest ? ", første ledige tid" : ""}`}
                />
                <span className="time-window-picker__time" aria-hidden="true">
                  <span>{formatTime(w.startsAt)}</span>
                  <span>–{formatTime(w.endsAt)}</span>
                </span>
                {isEarliest && (
                  <span className="time-window-picker__badge" aria-hidden="true">
                    Første ledige
                  </span>
                )}
                {!w.available && (
                  <span className="time-window-picker__full" aria-hidden="true">
                    Fullt
                  </span>
                )}
              </label>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
