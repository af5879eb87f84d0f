import { formatMonthShort } from "@mt/domain/format/date";
import { formatDayHeading } from "@mt/domain/format/weekday";
import { isoWeek, mondayOf } from "@mt/domain/time/iso-week";
import { addDays } from "@mt/domain/time/oslo-clock";
import { type KeyboardEvent, useId, useRef } from "react";
import { Radio } from "../../components/ui/radio";

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

const dayLabel = (date: string) => formatDayHeading(date);
const dayNumber = (date: string) => `${Number(date.slice(8, 10))}.`;

const WEEKDAYS = [
  ["man", "mandag"],
  ["tir", "tirsdag"],
  ["ons", "onsdag"],
  ["tor", "torsdag"],
  ["fre", "fredag"],
  ["lør", "lørdag"],
  ["søn", "søndag"],
] as const;

/** The offered days as ISO weeks, Monday first; null where a week runs outside the offered range. */
export function calendarWeeks(
  days: readonly CalendarDay[],
): { week: number; days: (CalendarDay | null)[] }[] {
  const first = days[0];
  const last = days.at(-1);
  if (!first || !last) return [];
  const byDate = new Map(days.map((d) => [d.date, d]));
  const weeks: { week: number; days: (CalendarDay | null)[] }[] = [];
  for (let monday = mondayOf(first.date); monday <= last.date; monday = addDays(monday, 7)) {
    weeks.push({
      week: isoWeek(monday),
      days: WEEKDAYS.map((_, i) => byDate.get(addDays(monday, i)) ?? null),
    });
  }
  return weeks;
}

const isFree = (day: CalendarDay) => day.windows.some((w) => w.available);

/**
 * Days as a month-style calendar, one row per ISO week with its number, Monday first, as Norwegian
 * calendars are printed. The days are one native radio group, so Left/Right (and Tab into the group)
 * are the browser's own and skip days without a free window; Up/Down move a week.
 * Then the chosen day's arrival windows as radio buttons. The earliest free time is marked.
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
  const gridRef = useRef<HTMLTableElement>(null);

  /** Up/Down: the same weekday a week earlier or later, or the next free one further on. */
  function moveByWeek(event: KeyboardEvent<HTMLInputElement>, from: string) {
    const step = event.key === "ArrowDown" ? 7 : event.key === "ArrowUp" ? -7 : 0;
    if (step === 0) return;
    event.preventDefault();
    const target = (d: string) => days.find((x) => x.date === d);
    for (let date = addDays(from, step); target(date); date = addDays(date, step)) {
      const next = target(date);
      if (next && isFree(next)) {
        onSelectDate(date);
        gridRef.current?.querySelector<HTMLInputElement>(`input[value="${date}"]`)?.focus();
        return;
      }
    }
  }

  return (
    <div className="time-calendar">
      <fieldset className="time-calendar__fieldset">
        <legend id={ids.days} className="time-calendar__heading">
          Velg dag
        </legend>
        <table className="time-calendar__days" ref={gridRef}>
          <thead>
            <tr>
              <th scope="col" className="time-calendar__week-head">
                <span className="visually-hidden">Uke</span>
              </th>
              {WEEKDAYS.map(([short, long]) => (
                <th key={short} scope="col" abbr={long}>
                  {short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendarWeeks(days).map((week, row) => (
              <tr key={week.week}>
                <th scope="row" className="time-calendar__week" data-testid="time-week">
                  Uke {week.week}
                </th>
                {week.days.map((d, column) => {
                  // biome-ignore lint/suspicious/noArrayIndexKey: the weekday is the cell's identity
                  if (!d) return <td key={column} className="time-day--outside" />;
                  const free = isFree(d);
                  const checked = d.date === selectedDate;
                  const isEarliest = earliest?.date === d.date;
                  const showMonth = (row === 0 && d === days[0]) || d.date.endsWith("-01");
                  return (
                    <td key={d.date}>
                      <label
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
                          onKeyDown={(event) => moveByWeek(event, d.date)}
                          aria-label={`${dayLabel(d.date)}${free ? "" : ", ingen ledige tider"}${isEarliest ? ", første ledige dag" : ""}`}
                        />
                        <span className="time-day__number" aria-hidden="true">
                          {dayNumber(d.date)}
                        </span>
                        {showMonth && (
                          <span className="time-day__month" aria-hidden="true">
                            {formatMonthShort(d.date)}
                          </span>
                        )}
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
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
                  <Radio
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
