import { formatInOslo } from "@mt/domain/format/date";
import { useId } from "react";

/** One arrival window as the calendar shows it. */
export interface CalendarWindow {
  /** Stable key of the window (e.g. its start instant). */
  key: string;
  /** Oslo wall-clock "08:00". */
  start: string;
  end: string;
  startsAt: string;
  endsAt: string;
  available: boolean;
}

export interface CalendarDay {
  /** Oslo date "2026-11-23". */
  date: string;
  windows: CalendarWindow[];
}

/** The first day and window anyone can take, or null. */
export function earliestFree(days: readonly CalendarDay[]): { date: string; key: string } | null {
  for (const day of days) {
    const window = day.windows.find((w) => w.available);
    if (window) return { date: day.date, key: window.key };
  }
  return null;
}

const dayLabel = (date: string) => formatInOslo(`${date}T12:00:00Z`, "dddd D. MMMM");
const weekdayShort = (date: string) => formatInOslo(`${date}T12:00:00Z`, "ddd");
const dayNumber = (date: string) => formatInOslo(`${date}T12:00:00Z`, "D.");
const monthShort = (date: string) => formatInOslo(`${date}T12:00:00Z`, "MMM");

/**
 * Days as a native radio group (arrow keys move between days and skip days without a free window),
 * then the chosen day's arrival windows as radio buttons. The earliest free time
 * is marked.
 */
export function TimeCalendar({
  days,
  selectedDate,
  onSelectDate,
  selectedWindow,
  onSelectWindow,
}: {
  days: readonly CalendarDay[];
  selectedDate: string | null;
  onSelectDate: (date: string) => void;
  selectedWindow: string | null;
  onSelectWindow: (key: string) => void;
}) {
  const earliest = earliestFree(days);
  const ids = { days: useId(), windows: useId() };
  const day = days.find((d) => d.date === selectedDate) ?? null;

  return (
    <div className="time-calendar">
      <fieldset className="time-calendar__fieldset">
        <legend id={ids.days} className="time-calendar__heading">
          Velg dag
        </legend>
        <div className="time-calendar__days">
          {days.map((d) => {
            const free = d.windows.some((w) => w.available);
            const checked = d.date === selectedDate;
            const isEarliest = earliest?.date === d.date;
            return (
              <label
                key={d.date}
                className={[
                  "time-day",
                  checked && "time-day--selected",
                  !free && "time-day--full",
                  isEarliest && "time-day--earliest",
                ]
                  .filter(Boolean)
                  .join(" ")}
                data-testid="time-day"
                data-date={d.date}
              >
                <input
                  type="radio"
                  name="arrival-day"
                  className="time-day__input"
                  value={d.date}
                  checked={checked}
                  disabled={!free}
                  onChange={() => onSelectDate(d.date)}
                  aria-label={`${dayLabel(d.date)}${free ? "" : ", ingen ledige tider"}${isEarliest ? ", første ledige dag" : ""}`}
                />
                <span className="time-day__weekday" aria-hidden="true">
                  {weekdayShort(d.date)}
                </span>
                <span className="time-day__number" aria-hidden="true">
                  {dayNumber(d.date)}
                </span>
                <span className="time-day__month" aria-hidden="true">
                  {monthShort(d.date)}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      {day && (
        <fieldset className="time-windows" aria-describedby={ids.windows}>
          <legend className="time-windows__legend">Når kan montøren komme {dayLabel(day.date)}?</legend>
          <p id={ids.windows} className="time-windows__hint">
            Montøren kommer i løpet av tidsvinduet du velger.
          </p>
          <div className="time-windows__list">
            {day.windows.map((w) => {
              const isEarliest = earliest?.key === w.key && earliest.date === day.date;
              return (
                <label
                  key={w.key}
                  className={[
                    "time-window",
                    !w.available && "time-window--full",
                    isEarliest && "time-window--earliest",
                    selectedWindow === w.key && "time-window--selected",
                  ]
                    .filter(Boolean)
                    .join(" ")}
                  data-testid="time-window"
                >
                  <input
                    type="radio"
                    name="arrival-window"
                    value={w.key}
                    checked={selectedWindow === w.key}
                    disabled={!w.available}
                    onChange={() => onSelectWindow(w.key)}
                  />
                  <span className="time-window__time">
                    kl. {w.start}–{w.end}
                  </span>
                  {isEarliest && <span className="time-window__badge">Første ledige tid</span>}
                  {!w.available && <span className="time-window__full">Fullt</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
