import { formatDayShort } from "@mt/domain/format/weekday";
import { addDays, osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { useEffect, useMemo, useRef } from "react";
import { PageLink } from "../../components/ui/page-link";
import {
  type CalendarData,
  type CalendarItem,
  type CalendarShade,
  calendarItems,
  calendarShades,
  personName,
  timeSpan,
} from "./calendar-items";
import { dayKey } from "./calendar-shown";
import { KindMark } from "./kind-mark";
import "./company-week.css";

/**
 * The rows the browser lays out on arrival, more than a screen holds; it lays out the rest as they
 * come near the screen (company-week.css), so the first layout of fifty electricians is a few rows'.
 */
const ROWS_DRAWN_AT_ONCE = 8;

/** One electrician's day in the week: working time, time off and the bookings drawn. */
interface Cell {
  date: string;
  working: string[];
  shades: CalendarShade[];
  items: CalendarItem[];
  /** The day's bookings when the loader cut it short (`shownCalendar`). */
  total: number | undefined;
}

interface Row {
  uuid: string;
  name: string;
  cells: Cell[];
}

/** The week as rows of electricians and columns of days (pure, so the server lays it out once). */
export function companyWeekRows(
  data: CalendarData,
  dates: readonly string[],
  totals: Readonly<Record<string, number>>,
): Row[] {
  const items = new Map<string, CalendarItem[]>();
  for (const item of calendarItems(data)) {
    const key = dayKey(osloDate(item.start.getTime()), item.resourceId);
    const list = items.get(key);
    if (list) list.push(item);
    else items.set(key, [item]);
  }
  const shades = calendarShades(data);
  const bounds = dates.map((date) => [osloToUtc(date, "00:00"), osloToUtc(addDays(date, 1), "00:00")]);
  return data.electricians.map((person) => {
    const own = shades.filter((shade) => shade.resourceId === person.uuid);
    return {
      uuid: person.uuid,
      name: personName(person),
      cells: dates.map((date, i) => {
        const [dayStart = 0, dayEnd = 0] = bounds[i] ?? [];
        const key = dayKey(date, person.uuid);
        return {
          date,
          working: person.availability
            .filter((stretch) => stretch.date === date)
            .map((stretch) => timeSpan(new Date(stretch.startsAt), new Date(stretch.endsAt))),
          shades: own.filter((s) => s.start.getTime() < dayEnd && s.end.getTime() > dayStart),
          items: items.get(key) ?? [],
          total: totals[key],
        };
      }),
    };
  });
}

function CellView({ cell, dayName, dayHref }: { cell: Cell; dayName: string; dayHref: string }) {
  const empty = cell.items.length === 0 && cell.shades.length === 0;
  return (
    <td
      className={`cal-week__cell${cell.working.length > 0 ? " cal-slot--working" : ""}${empty ? " cal-week__cell--empty" : ""}`}
      data-day={dayName}
    >
      <div className="cal-week__content">
        {cell.working.length > 0 && <p className="cal-week__hours">{cell.working.join(", ")}</p>}
        {!empty && (
          <ul className="cal-week__list">
            {cell.shades.map((shade) => (
              <li key={shade.id} className={`cal-week__shade cal-shade cal-shade--${shade.kind}`}>
                {shade.title}
              </li>
            ))}
            {cell.items.map((item) => (
              <li
                key={item.id}
                className={`cal-week__item cal-event cal-event--${item.kind}`}
                title={item.status}
              >
                <span className="cal-week__time">{timeSpan(item.start, item.end)}</span>
                <PageLink href={item.href} className="cal-week__link">
                  <KindMark kind={item.kind} />
                  {` ${item.projectNumber} · ${item.address}`}
                </PageLink>
              </li>
            ))}
          </ul>
        )}
        {cell.total !== undefined && cell.total > cell.items.length && (
          <PageLink href={dayHref} className="cal-week__more">
            {`Vis alle (${cell.total})`}
          </PageLink>
        )}
      </div>
    </td>
  );
}

/**
 * The company's week: a row per electrician, a column per day, each cell the electrician's working
 * time, time off and bookings that day (a full day ends with "Vis alle (N)", its day view). A plain
 * table laid out by the browser, so nothing moves once it has arrived; on a phone the stylesheet
 * stacks it, an electrician at a time, the days with something in them.
 */
export function CompanyWeek({
  data,
  dates,
  totals,
  askedDate,
  dayHref,
}: {
  data: CalendarData;
  /** The week's seven Oslo dates. */
  dates: readonly string[];
  totals: Readonly<Record<string, number>>;
  /** The day the URL names: the week opens there when it is wider than the screen. */
  askedDate: string;
  dayHref: (date: string) => string;
}) {
  const rows = useMemo(() => companyWeekRows(data, dates, totals), [data, dates, totals]);
  const dayNames = useMemo(() => dates.map((date) => formatDayShort(date)), [dates]);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    const column = box?.querySelector<HTMLElement>(`th[data-date="${askedDate}"]`);
    const names = box?.querySelector<HTMLElement>("th.cal-week__corner");
    if (!box || !column || !names || box.scrollWidth <= box.clientWidth) return;
    box.scrollLeft = column.offsetLeft - names.offsetWidth;
  }, [askedDate]);
  const today = osloDate(Date.now());
  return (
    <div ref={boxRef} className="cal-week">
      <table className="cal-week__table">
        <thead>
          <tr>
            <th scope="col" className="cal-week__corner">
              Montør
            </th>
            {dates.map((date, i) => (
              <th
                key={date}
                scope="col"
                data-date={date}
                className={`cal-week__day${date === today ? " cal-week__day--today" : ""}`}
              >
                <PageLink href={dayHref(date)}>{dayNames[i]}</PageLink>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.uuid} className={i < ROWS_DRAWN_AT_ONCE ? undefined : "cal-week__later"}>
              <th scope="row" className="cal-week__who">
                <span className="cal-resource">{row.name}</span>
              </th>
              {row.cells.map((cell, i) => (
                <CellView
                  key={cell.date}
                  cell={cell}
                  dayName={dayNames[i] ?? ""}
                  dayHref={dayHref(cell.date)}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
