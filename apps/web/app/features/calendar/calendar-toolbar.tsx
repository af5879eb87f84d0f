import { osloDate } from "@mt/domain/time/oslo-clock";
import { Link } from "react-router";
import {
  CALENDAR_VIEW_LABELS,
  CALENDAR_VIEWS,
  type CalendarQuery,
  calendarSearch,
  stepDate,
} from "./calendar-query";

/**
 * Back, today and ahead, and day / week / month: plain links to the page with `?view=&date=`, so a
 * reload or the browser's back button shows the same period.
 */
export function CalendarToolbar({
  basePath,
  query,
  heading,
}: {
  basePath: string;
  query: CalendarQuery;
  /** "Uke 48 · 23.–29. november 2026" */
  heading: string;
}) {
  const to = (next: CalendarQuery) => `${basePath}${calendarSearch(next)}`;
  return (
    <div className="cal-toolbar">
      <nav className="cal-toolbar__group" aria-label="Bla i kalenderen">
        <Link className="cal-toolbar__button" to={to({ ...query, date: stepDate(query, -1) })}>
          <span aria-hidden="true">‹ </span>Forrige
        </Link>
        <Link className="cal-toolbar__button" to={to({ ...query, date: osloDate(Date.now()) })}>
          I dag
        </Link>
        <Link className="cal-toolbar__button" to={to({ ...query, date: stepDate(query, 1) })}>
          Neste<span aria-hidden="true"> ›</span>
        </Link>
      </nav>
      <h2 className="cal-toolbar__heading" aria-live="polite">
        {heading}
      </h2>
      <nav className="cal-toolbar__group" aria-label="Visning">
        {CALENDAR_VIEWS.map((view) => (
          <Link
            key={view}
            className="cal-toolbar__button"
            to={to({ ...query, view })}
            aria-current={view === query.view ? "page" : undefined}
          >
            {CALENDAR_VIEW_LABELS[view]}
          </Link>
        ))}
      </nav>
    </div>
  );
}
