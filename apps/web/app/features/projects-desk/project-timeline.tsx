import type { ProjectEvent } from "@mt/contract/project";
import { formatDateTime } from "@mt/domain/format/date";
import { eventTitle } from "./desk-labels";

/** The project's history, newest first. Internal notes are marked; the customer never sees them. */
export function ProjectTimeline({ events }: { events: readonly ProjectEvent[] }) {
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  if (newestFirst.length === 0) return <p className="desk-muted">Ingen hendelser ennå.</p>;
  return (
    <ol className="desk-timeline">
      {newestFirst.map((event) => (
        <li
          key={event.id}
          className={
            event.internal ? "desk-timeline__event desk-timeline__event--internal" : "desk-timeline__event"
          }
          data-testid="timeline-event"
        >
          <p className="desk-timeline__head">
            <strong>{eventTitle(event)}</strong>
            {event.internal && <span className="desk-badge">Internt</span>}
          </p>
          <p className="desk-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.actor}
          </p>
          {event.message && <p className="desk-timeline__message">{event.message}</p>}
        </li>
      ))}
    </ol>
  );
}
