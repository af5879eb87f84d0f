import { type CalendarWire, decodeCalendar } from "@mt/contract/contractor";
import type { RatingSummary } from "@mt/contract/rating";
import { formatDateRange, formatMonthYear } from "@mt/domain/format/date";
import { formatDayHeading } from "@mt/domain/format/weekday";
import { isoWeek } from "@mt/domain/time/iso-week";
import { addDays } from "@mt/domain/time/oslo-clock";
import { lazy, type ReactNode, Suspense, useMemo } from "react";
import { useNavigate, useNavigation } from "react-router";
import "../../components/desk.css";
// The day and week grids' styles come with the page, so the server's grid is laid out before its
// script (loaded only for those views) arrives.
import "react-big-calendar/lib/css/react-big-calendar.css";
import "./big-calendar.css";
import { CalendarAgenda } from "./calendar-agenda";
import { agendaDays } from "./calendar-items";
import { type CalendarQuery, calendarRange, calendarSearch, datesOf } from "./calendar-query";
import { dayKey } from "./calendar-shown";
import { CalendarToolbar } from "./calendar-toolbar";
import { CompanyWeek } from "./company-week";
import { InstallerRating, type InstallerRatingOf } from "./installer-rating";
import { KindMark } from "./kind-mark";
import { MonthGrid } from "./month-grid";
import "./calendar.css";
import { PageHeader } from "../../components/ui/page-header";

/*
 * react-big-calendar draws the day and week (decision 028) and is most of the calendar's script: a
 * chunk of its own, fetched only by those views. The page hydrates around the server's grid while it
 * loads; the month and the company's week are our own tables and never fetch it.
 */
const BigCalendar = lazy(() => import("./big-calendar"));

const NO_TOTALS: Readonly<Record<string, number>> = {};

/** The period's heading: "Torsdag 26. november 2026", "Uke 48 · 23.–29. november 2026", "November 2026". */
export function periodHeading(query: CalendarQuery): string {
  const { from, to } = calendarRange(query);
  const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (query.view === "day") return capital(formatDayHeading(query.date, { year: true }));
  if (query.view === "month") return capital(formatMonthYear(query.date));
  return `Uke ${isoWeek(from)} · ${formatDateRange(from, addDays(to, -1))}`;
}

/**
 * A calendar page: the company's electricians side by side (`sideBySide`) or one electrician, in
 * day, week and month views, with the installer's rating above. The period lives in the URL. The
 * company's week is a table of electricians by days (`CompanyWeek`): fifty electricians' columns in
 * a time grid were 2 MB of HTML and seconds of server time.
 */
export function CalendarPage({
  title,
  basePath,
  query,
  data: wire,
  totals = NO_TOTALS,
  sideBySide,
  ratingSummary = null,
  ratingOf = "company",
  notice = null,
}: {
  /** "Kalender for Oslo Elektro og Varme AS" */
  title: string;
  basePath: string;
  query: CalendarQuery;
  /** The API's answer as the view draws it (`shownCalendar`), decoded here: the loader data stays compact. */
  data: CalendarWire;
  /** The bookings of each day the loader cut short (`shownCalendar`). */
  totals?: Readonly<Record<string, number>>;
  sideBySide: boolean;
  ratingSummary?: RatingSummary | null;
  ratingOf?: InstallerRatingOf;
  /** Shown under the heading (a company waiting for approval says so). */
  notice?: ReactNode;
}) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === basePath;
  const data = useMemo(() => decodeCalendar(wire), [wire]);
  const dates = useMemo(() => datesOf(calendarRange(query)), [query]);
  const companyWeek = sideBySide && query.view === "week";
  const days = useMemo(() => {
    if (companyWeek) return [];
    const all = agendaDays(data, dates);
    if (query.view !== "month") return all;
    // The loader kept each month day's first bookings (`shownCalendar`); the day's count says there are more.
    return all.map((day) => {
      const total = totals[dayKey(day.date)];
      return total === undefined ? day : { ...day, total };
    });
  }, [data, dates, query.view, companyWeek, totals]);
  const empty = companyWeek
    ? data.electricians.every((person) => person.events.length === 0)
    : days.every((day) => day.items.length === 0);
  const dayHref = (date: string) => `${basePath}${calendarSearch({ view: "day", date })}`;
  return (
    <div className="container desk-page cal-page">
      <PageHeader title={title} />
      {notice}
      {ratingSummary && <InstallerRating summary={ratingSummary} of={ratingOf} />}
      <CalendarToolbar basePath={basePath} query={query} heading={periodHeading(query)} />
      <ul className="cal-legend" aria-label="Forklaring">
        {(["job", "inspection", "claim"] as const).map((kind) => (
          <li key={kind} className={`cal-legend__item cal-event--${kind}`}>
            <KindMark kind={kind} />
          </li>
        ))}
        <li className="cal-legend__item cal-legend__working">Arbeidstid</li>
        <li className="cal-legend__item cal-shade">Fravær og sperret tid</li>
      </ul>
      <p className="cal-status" role="status">
        {busy ? "Henter kalender …" : empty ? "Ingen oppdrag i perioden." : ""}
      </p>
      {companyWeek ? (
        // One table at every width: the stylesheet stacks it on a phone.
        <div className="cal-body" aria-busy={busy}>
          <CompanyWeek data={data} dates={dates} totals={totals} askedDate={query.date} dayHref={dayHref} />
        </div>
      ) : (
        // Both come from the server; the stylesheet shows the grid on a wide screen and the agenda (a
        // list by day) on a phone, so the page arrives whole at either width.
        <div className="cal-body" aria-busy={busy}>
          <div className="cal-body__grid">
            {query.view === "month" ? (
              <MonthGrid dates={dates} days={days} month={query.date} named={sideBySide} dayHref={dayHref} />
            ) : (
              <Suspense fallback={<div className={`cal-grid cal-grid--${query.view}`} />}>
                <BigCalendar
                  data={data}
                  query={query}
                  sideBySide={sideBySide}
                  onChange={(next) => navigate(`${basePath}${calendarSearch(next)}`)}
                />
              </Suspense>
            )}
          </div>
          <div className="cal-body__agenda">
            <CalendarAgenda days={days} showNames={sideBySide} dayHref={dayHref} />
          </div>
        </div>
      )}
    </div>
  );
}
