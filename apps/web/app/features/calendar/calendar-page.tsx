import { type CalendarWire, decodeCalendar } from "@mt/contract/contractor";
import type { RatingSummary } from "@mt/contract/rating";
import { formatDateRange, formatMonthYear } from "@mt/domain/format/date";
import { formatDayHeading } from "@mt/domain/format/weekday";
import { isoWeek } from "@mt/domain/time/iso-week";
import { addDays } from "@mt/domain/time/oslo-clock";
import { type ReactNode, useMemo } from "react";
import { useNavigate, useNavigation } from "react-router";
import "../../components/desk.css";
import BigCalendar from "./big-calendar";
import { CalendarAgenda } from "./calendar-agenda";
import { agendaDays, firstOfEachDay, MONTH_DAY_LIMIT } from "./calendar-items";
import { type CalendarQuery, calendarRange, calendarSearch, datesOf } from "./calendar-query";
import { CalendarToolbar } from "./calendar-toolbar";
import { InstallerRating, type InstallerRatingOf } from "./installer-rating";
import { KindMark } from "./kind-mark";
import "./calendar.css";
import { PageHeader } from "../../components/ui/page-header";

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
 * day, week and month views, with the installer's rating above. The period lives in the URL.
 */
export function CalendarPage({
  title,
  basePath,
  query,
  data: wire,
  sideBySide,
  ratingSummary = null,
  ratingOf = "company",
  notice = null,
}: {
  /** "Kalender for Oslo Elektro og Varme AS" */
  title: string;
  basePath: string;
  query: CalendarQuery;
  /** The API's answer, decoded here (the page's loader data stays compact). */
  data: CalendarWire;
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
  const days = useMemo(() => {
    const all = agendaDays(data, datesOf(calendarRange(query)));
    return query.view === "month" ? firstOfEachDay(all, MONTH_DAY_LIMIT) : all;
  }, [data, query]);
  const empty = days.every((day) => day.items.length === 0);
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
      {/* Both come from the server; the stylesheet shows the grid on a wide screen and the agenda (a
          list by day) on a phone, so the page arrives whole at either width. */}
      <div className="cal-body" aria-busy={busy}>
        <div className="cal-body__grid">
          <BigCalendar
            data={data}
            query={query}
            sideBySide={sideBySide}
            dayHref={dayHref}
            onChange={(next) => navigate(`${basePath}${calendarSearch(next)}`)}
          />
        </div>
        <div className="cal-body__agenda">
          <CalendarAgenda days={days} showNames={sideBySide} dayHref={dayHref} />
        </div>
      </div>
    </div>
  );
}
