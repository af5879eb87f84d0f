import { formatDayOfMonth } from "@mt/domain/format/date";
import { formatWeekday } from "@mt/domain/format/weekday";
import { osloDate } from "@mt/domain/time/oslo-clock";
import { PageLink } from "../../components/ui/page-link";
import type { AgendaDay, CalendarItem, CalendarShade } from "./calendar-items";
import { KindMark } from "./kind-mark";
import "./month-grid.css";

/** The entries (time off first, then bookings by start) a month day shows before "Vis alle (N)". */
export const MONTH_CELL_ENTRIES = 3;

/** One day of the month's grid: what it shows, and the count behind "Vis alle (N)" when it shows less. */
export interface MonthCell {
  date: string;
  /** Outside the month (the weeks it starts and ends in). */
  outside: boolean;
  shades: CalendarShade[];
  items: CalendarItem[];
  /** The day's bookings and time off together, when more than the cell shows. */
  more: number | undefined;
}

/**
 * The month's days by week (pure): each day's first `MONTH_CELL_ENTRIES` entries, time off first,
 * and "Vis alle (N)" for a day with more, N its bookings (the loader's count when it cut the day
 * short) and its time off.
 */
export function monthWeeks(
  dates: readonly string[],
  days: readonly AgendaDay[],
  month: string,
): MonthCell[][] {
  const byDate = new Map(days.map((day) => [day.date, day]));
  const weeks: MonthCell[][] = [];
  dates.forEach((date, i) => {
    const day = byDate.get(date);
    const shades = day?.shades ?? [];
    const items = day?.items ?? [];
    const entries = shades.length + (day?.total ?? items.length);
    const shownShades = shades.slice(0, MONTH_CELL_ENTRIES);
    const cell: MonthCell = {
      date,
      outside: date.slice(0, 7) !== month.slice(0, 7),
      shades: shownShades,
      items: items.slice(0, MONTH_CELL_ENTRIES - shownShades.length),
      more: entries > MONTH_CELL_ENTRIES ? entries : undefined,
    };
    if (i % 7 === 0) weeks.push([cell]);
    else weeks[weeks.length - 1]?.push(cell);
  });
  return weeks;
}

function CellView({
  cell,
  named,
  dayHref,
  today,
}: {
  cell: MonthCell;
  named: boolean;
  dayHref: string;
  today: boolean;
}) {
  return (
    <td
      className={`cal-month__day${cell.outside ? " cal-month__day--outside" : ""}${today ? " cal-month__day--today" : ""}`}
    >
      <PageLink href={dayHref} className="cal-month__date">
        {formatDayOfMonth(cell.date)}
      </PageLink>
      {cell.shades.length + cell.items.length > 0 && (
        <ul className="cal-month__list">
          {cell.shades.map((shade) => (
            <li
              key={shade.id}
              className={`cal-month__entry cal-shade cal-shade--${shade.kind}`}
              title={`${shade.title} · ${shade.electricianName}`}
            >
              {named ? `${shade.electricianName}: ${shade.title}` : shade.title}
            </li>
          ))}
          {cell.items.map((item) => (
            <li
              key={item.id}
              className={`cal-month__entry cal-event cal-event--${item.kind}`}
              title={`${item.title} · ${item.status} · ${item.electricianName}`}
            >
              <PageLink href={item.href} className="cal-entry__link">
                <KindMark kind={item.kind} />
                {` ${item.projectNumber} `}
                <span className="cal-month__who">
                  <span className="visually-hidden">·</span>
                  {` ${named ? item.electricianName : item.address}`}
                </span>
              </PageLink>
            </li>
          ))}
        </ul>
      )}
      {cell.more !== undefined && (
        <PageLink href={dayHref} className="cal-month__more">
          {`Vis alle (${cell.more})`}
        </PageLink>
      )}
    </td>
  );
}

/**
 * The month as a plain table drawn by the server: a row a week, each day its number (its day view),
 * its first entries and "Vis alle (N)". Nothing is measured or laid out in the browser, so hydrating
 * it is cheap and nothing moves; react-big-calendar's month measured its rows before it drew a booking.
 */
export function MonthGrid({
  dates,
  days,
  month,
  named,
  dayHref,
}: {
  /** The grid's Oslo dates, from the Monday of the month's first week: whole weeks. */
  dates: readonly string[];
  /** The days with bookings or time off (`agendaDays` of what the loader kept, `shownCalendar`). */
  days: readonly AgendaDay[];
  /** A date in the month shown. */
  month: string;
  /** The company's month: an entry names its electrician instead of the address. */
  named: boolean;
  dayHref: (date: string) => string;
}) {
  const weeks = monthWeeks(dates, days, month);
  const today = osloDate(Date.now());
  return (
    <div className="cal-grid cal-grid--month">
      <table className="cal-month">
        <thead>
          <tr>
            {(weeks[0] ?? []).map((cell) => (
              <th key={cell.date} scope="col" className="cal-month__weekday">
                {formatWeekday(cell.date)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.date}>
              {week.map((cell) => (
                <CellView
                  key={cell.date}
                  cell={cell}
                  named={named}
                  dayHref={dayHref(cell.date)}
                  today={cell.date === today}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
