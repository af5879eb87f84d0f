import { osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Calendar, type Formats, type Messages, type ShowMoreProps, type View } from "react-big-calendar";
import "react-big-calendar/lib/css/react-big-calendar.css";
import { Link } from "react-router";
import {
  type CalendarData,
  type CalendarItem,
  type CalendarShade,
  calendarItems,
  calendarShades,
  firstItemsOfEachDay,
  isWorkingTime,
  MONTH_DAY_LIMIT,
  personName,
  timeSpan,
} from "./calendar-items";
import type { CalendarQuery, CalendarView } from "./calendar-query";
import { dayKey } from "./calendar-shown";
import { KindMark } from "./kind-mark";
import { osloLocalizer } from "./oslo-localizer";
import { usePlainGridRoles } from "./plain-grid-roles";
import "./big-calendar.css";

/*
 * react-big-calendar (MIT, decision 028), in the calendar pages' chunk and rendered on the server too
 * (the stylesheet shows it from 700 px). The calendar works in Oslo time whatever the browser's or the
 * server's zone: its localizer counts days, weeks and months on Oslo's clock (oslo-localizer.ts).
 */

const messages: Messages = {
  date: "Dato",
  time: "Tid",
  event: "Oppdrag",
  allDay: "Hele dagen",
  week: "Uke",
  work_week: "Arbeidsuke",
  day: "Dag",
  month: "Måned",
  previous: "Forrige",
  next: "Neste",
  yesterday: "I går",
  tomorrow: "I morgen",
  today: "I dag",
  agenda: "Liste",
  noEventsInRange: "Ingen oppdrag i perioden.",
  showMore: (count) => `+${count} til`,
};

const span = ({ start, end }: { start: Date; end: Date }) => timeSpan(start, end);

// The rest of the formats are the localizer's.
const formats: Formats = { eventTimeRangeFormat: span, selectRangeFormat: span };

/** What the calendar draws: a booking, or (in the month view, which has no shading) time off. */
type Entry = ({ type: "item" } & CalendarItem) | ({ type: "shade"; allDay: true } & CalendarShade);

/** A booking links to its project; in the company's month (no columns) it names the electrician. */
function EntryView({ event, named }: { event: Entry; named: boolean }) {
  if (event.type === "shade")
    return (
      <span className="cal-entry__text">
        {named ? `${event.electricianName}: ${event.title}` : event.title}
      </span>
    );
  return (
    <Link to={event.href} className="cal-entry__link">
      <KindMark kind={event.kind} />{" "}
      <span className="cal-entry__text">
        {event.projectNumber} · {named ? event.electricianName : event.address}
      </span>
    </Link>
  );
}

/** What the month's "Vis alle (N)" needs: every day's count of bookings, and the day view's address. */
const MonthDays = createContext<{ totals: ReadonlyMap<string, number>; dayHref: (date: string) => string }>({
  totals: new Map(),
  dayHref: () => "",
});

/** A month day's way to the rest: "Vis alle (N)", the day view, with the day's bookings and time off. */
function ShowAll({ slotDate, events: drawn }: ShowMoreProps<Entry | CalendarShade>) {
  const { totals, dayHref } = useContext(MonthDays);
  const date = osloDate(slotDate.getTime());
  // The day's time off as drawn, and all its bookings (the month draws only the first).
  const off = drawn.filter((entry) => !("type" in entry) || entry.type === "shade").length;
  return (
    <Link to={dayHref(date)} className="rbc-button-link rbc-show-more">
      Vis alle ({(totals.get(date) ?? drawn.length - off) + off})
    </Link>
  );
}

function ShadeView({ event }: { event: CalendarShade }) {
  return <span className="cal-entry__text">{event.title}</span>;
}

/** Day, week and month of one electrician, or of the company's electricians side by side. */
export default function BigCalendar({
  data,
  query,
  sideBySide,
  totals,
  dayHref,
  onChange,
}: {
  data: CalendarData;
  query: CalendarQuery;
  /** The company calendar: one column per electrician in the day view. */
  sideBySide: boolean;
  /** The bookings of each month day the loader cut short (`shownCalendar`). */
  totals: Readonly<Record<string, number>>;
  /** The day view of a date: the month's "Vis alle (N)" opens it. */
  dayHref: (date: string) => string;
  onChange: (next: CalendarQuery) => void;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  usePlainGridRoles(gridRef);
  const month = query.view === "month";
  const all = useMemo(() => calendarItems(data), [data]);
  // The month draws each day's first bookings and "Vis alle (N)" (the day view) for the rest.
  const { items, totals: drawn } = useMemo(
    () =>
      month ? firstItemsOfEachDay(all, MONTH_DAY_LIMIT) : { items: all, totals: new Map<string, number>() },
    [all, month],
  );
  const monthDays = useMemo(() => {
    const counts = new Map(drawn);
    for (const date of drawn.keys()) {
      const cut = totals[dayKey(date)];
      if (cut !== undefined) counts.set(date, cut);
    }
    return { totals: counts, dayHref };
  }, [drawn, totals, dayHref]);
  const shades = useMemo(() => calendarShades(data), [data]);
  const people = useMemo(() => new Map(data.electricians.map((p) => [p.uuid, p])), [data]);
  const single = data.electricians.length === 1 ? data.electricians[0] : undefined;
  // react-big-calendar's month draws its bookings only once it has measured its rows in the browser:
  // on the server (and in the render that hydrates it) it gets none, as laying them out there took
  // a company's month seconds for a grid that shows none of them.
  const [measurable, setMeasurable] = useState(false);
  useEffect(() => {
    if (month) setMeasurable(true);
  }, [month]);
  const events: Entry[] =
    month && !measurable
      ? []
      : [
          ...items.map((item) => ({ type: "item" as const, ...item })),
          ...(month
            ? shades.map((shade) => ({ type: "shade" as const, allDay: true as const, ...shade }))
            : []),
        ];
  const resources =
    sideBySide && !month ? data.electricians.map((p) => ({ id: p.uuid, title: personName(p) })) : undefined;
  const date = new Date(osloToUtc(query.date, "12:00"));
  const dayStart = (hour: string) => new Date(osloToUtc(query.date, hour));
  return (
    <div
      ref={gridRef}
      className={`cal-grid cal-grid--${query.view}${resources ? " cal-grid--side-by-side" : ""}`}
      // A readable column for each electrician on each day; the grid scrolls sideways within its box.
      style={
        resources
          ? { ["--cal-columns" as string]: resources.length * (query.view === "week" ? 7 : 1) }
          : undefined
      }
    >
      <MonthDays.Provider value={monthDays}>
        <Calendar<Entry | CalendarShade, { id: string; title: string }>
          localizer={osloLocalizer}
          culture="nb"
          messages={messages}
          formats={formats}
          toolbar={false}
          date={date}
          view={query.view as View}
          views={["day", "week", "month"]}
          onView={(view) => onChange({ ...query, view: view as CalendarView })}
          // A day's number (month) or heading (week) opens that day: one URL change, view and date together.
          onDrillDown={(day, view) => onChange({ view: view as CalendarView, date: osloDate(day.getTime()) })}
          onNavigate={(next, view) =>
            onChange({
              view: (view ?? query.view) as CalendarView,
              date: osloDate(next.getTime()),
            })
          }
          events={events}
          backgroundEvents={month ? [] : shades}
          resources={resources}
          resourceGroupingLayout={Boolean(resources)}
          resourceIdAccessor="id"
          resourceTitleAccessor="title"
          resourceAccessor={(event) => ("resourceId" in event ? event.resourceId : undefined)}
          titleAccessor={(event) => event.title}
          tooltipAccessor={(event) =>
            "type" in event && event.type === "item"
              ? `${event.title} · ${event.status} · ${event.electricianName}`
              : `${event.title} · ${event.electricianName}`
          }
          components={{
            showMore: ShowAll,
            resourceHeader: ({ label }) => <span className="cal-resource">{label}</span>,
            event: ({ event }) =>
              "type" in event ? (
                <EntryView event={event} named={sideBySide && month} />
              ) : (
                <ShadeView event={event} />
              ),
          }}
          eventPropGetter={(event) => ({
            className:
              "type" in event && event.type === "item"
                ? `cal-event cal-event--${event.kind}`
                : `cal-shade cal-shade--${event.kind}`,
          })}
          slotPropGetter={(slot, resourceId) => {
            // The time gutter asks without a resource; one electrician's columns ask with the
            // component's stand-in resource, the company's with the electrician's uuid.
            if (resourceId === undefined) return {};
            const person = people.get(String(resourceId)) ?? single;
            return isWorkingTime(person, slot) ? { className: "cal-slot--working" } : {};
          }}
          min={dayStart("06:00")}
          max={dayStart("20:00")}
          scrollToTime={dayStart("07:00")}
          step={30}
          timeslots={2}
          popup
          selectable={false}
        />
      </MonthDays.Provider>
    </div>
  );
}
