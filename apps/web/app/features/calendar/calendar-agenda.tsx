import { formatDayHeading } from "@mt/domain/format/weekday";
import { PageLink } from "../../components/ui/page-link";
import { type AgendaDay, timeSpan } from "./calendar-items";
import { KindMark } from "./kind-mark";

const dayHeading = (date: string) => {
  const text = formatDayHeading(date);
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * The phone's calendar: a list by day of bookings and time off, each booking a link to its project;
 * a day cut short ends with "Vis alle (N)", its day view.
 */
export function CalendarAgenda({
  days,
  showNames,
  dayHref,
}: {
  days: readonly AgendaDay[];
  showNames: boolean;
  /** The day view of a date, where a day cut short (`total`) lists all its bookings. */
  dayHref: (date: string) => string;
}) {
  if (days.length === 0) {
    return (
      <div className="cal-empty">
        <p>Ingen oppdrag eller fravær i perioden.</p>
      </div>
    );
  }
  return (
    <ol className="cal-agenda" aria-label="Dag for dag">
      {days.map((day) => (
        <li key={day.date} className="cal-agenda__day">
          <h3>{dayHeading(day.date)}</h3>
          {day.working.length > 0 && (
            <p className="cal-agenda__working">
              Arbeidstid:{" "}
              {day.working.map((w) => (showNames ? `${w.electricianName} ${w.text}` : w.text)).join(", ")}
            </p>
          )}
          <ul className="cal-agenda__list">
            {day.shades.map((shade) => (
              <li key={shade.id} className={`cal-agenda__item cal-shade cal-shade--${shade.kind}`}>
                <span className="cal-agenda__time">{shade.title}</span>
                {showNames && <span className="cal-agenda__who">{shade.electricianName}</span>}
              </li>
            ))}
            {day.items.map((item) => (
              <li key={item.id} className={`cal-agenda__item cal-event cal-event--${item.kind}`}>
                <span className="cal-agenda__time">{timeSpan(item.start, item.end)}</span>
                <PageLink href={item.href} className="cal-agenda__link">
                  <KindMark kind={item.kind} />
                  {` ${item.projectNumber} · ${item.address}`}
                </PageLink>
                <span className="cal-agenda__status">{item.status}</span>
                {showNames && <span className="cal-agenda__who">{item.electricianName}</span>}
              </li>
            ))}
          </ul>
          {day.total !== undefined && day.total > day.items.length && (
            <PageLink href={dayHref(day.date)} className="cal-agenda__more">
              {`Vis alle (${day.total})`}
            </PageLink>
          )}
        </li>
      ))}
    </ol>
  );
}
