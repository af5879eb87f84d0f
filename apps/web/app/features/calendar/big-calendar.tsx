import { osloDate, osloToUtc } from "@mt/domain/time/oslo-clock";
import { useMemo, useRef } from "react";
import { Calendar, type Formats, type Messages, type View } from "react-big-calendar";
import { Link } from "react-router";
import {
  type CalendarData,
  type CalendarItem,
  type CalendarShade,
  calendarItems,
  calendarShades,
  isWorkingTime,
  personName,
  timeSpan,
} from "./calendar-items";
import type { CalendarQuery, CalendarView } from "./calendar-query";
import { KindMark } from "./kind-mark";
import { osloLocalizer } from "./oslo-localizer";
import { usePlainGridRoles } from "./plain-grid-roles";

/*
 * react-big-calendar (MIT, decision 028) draws the day and the week, in a chunk of its own (the page
 * loads it lazily) and rendered on the server too (the stylesheet shows it from 700 px; its styles
 * come with the page). The month is our own table (month-grid.tsx). The calendar works in Oslo time
 * whatever the browser's or the server's zone: its localizer counts days and weeks on Oslo's clock
 * (oslo-localizer.ts).
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

/** What the calendar draws: a booking (time off is its background). */
type Entry = { type: "item" } & CalendarItem;

/** A booking links to its project. */
function EntryView({ event }: { event: Entry }) {
  return (
    <Link to={event.href} className="cal-entry__link">
      <KindMark kind={event.kind} />{" "}
      <span className="cal-entry__text">
        {event.projectNumber} · {event.address}
      </span>
    </Link>
  );
}

function ShadeView({ event }: { event: CalendarShade }) {
  return <span className="cal-entry__text">{event.title}</span>;
}

/** Day and week of one electrician, or the company's day with its electricians side by side. */
export default function BigCalendar({
  data,
  query,
  sideBySide,
  onChange,
}: {
  data: CalendarData;
  /** A day or a week (the month is month-grid.tsx). */
  query: CalendarQuery;
  /** The company calendar: one column per electrician in the day view. */
  sideBySide: boolean;
  onChange: (next: CalendarQuery) => void;
}) {
  const gridRef = useRef<HTMLDivElement>(null);
  usePlainGridRoles(gridRef);
  const items = useMemo(() => calendarItems(data), [data]);
  const shades = useMemo(() => calendarShades(data), [data]);
  const people = useMemo(() => new Map(data.electricians.map((p) => [p.uuid, p])), [data]);
  const single = data.electricians.length === 1 ? data.electricians[0] : undefined;
  const events = useMemo(() => items.map((item): Entry => ({ type: "item", ...item })), [items]);
  const resources = sideBySide
    ? data.electricians.map((p) => ({ id: p.uuid, title: personName(p) }))
    : undefined;
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
      <Calendar<Entry | CalendarShade, { id: string; title: string }>
        localizer={osloLocalizer}
        culture="nb"
        messages={messages}
        formats={formats}
        toolbar={false}
        date={date}
        view={query.view as View}
        views={["day", "week"]}
        onView={(view) => onChange({ ...query, view: view as CalendarView })}
        // A day's heading (week) opens that day: one URL change, view and date together.
        onDrillDown={(day, view) => onChange({ view: view as CalendarView, date: osloDate(day.getTime()) })}
        onNavigate={(next, view) =>
          onChange({
            view: (view ?? query.view) as CalendarView,
            date: osloDate(next.getTime()),
          })
        }
        events={events}
        backgroundEvents={shades}
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
          resourceHeader: ({ label }) => <span className="cal-resource">{label}</span>,
          event: ({ event }) => ("type" in event ? <EntryView event={event} /> : <ShadeView event={event} />),
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
        selectable={false}
      />
    </div>
  );
}
