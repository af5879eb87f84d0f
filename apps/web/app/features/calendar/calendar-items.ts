import type { Calendar } from "@mt/contract/contractor";
import { claimStatusLabels } from "@mt/domain/claim/claim-status";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { routes } from "@mt/domain/routes/routes";
import { addDays, osloDate, osloTime, osloToUtc } from "@mt/domain/time/oslo-clock";

/** The calendar decoded from its wire form (`decodeCalendar`). */
export type CalendarData = Calendar;
export type CalendarPerson = CalendarData["electricians"][number];
type ApiEvent = CalendarPerson["events"][number];

/** What a booking is, shown as a word and a symbol as well as a colour. */
export type CalendarItemKind = "job" | "inspection" | "claim";

export const ITEM_KIND_LABELS: Record<CalendarItemKind, string> = {
  job: "Jobb",
  inspection: "Befaring",
  claim: "Reklamasjon",
};

/** A job, inspection or claim visit on an electrician's calendar. */
export interface CalendarItem {
  id: string;
  kind: CalendarItemKind;
  /** "Jobb 100123 · Storgata 1, Oslo" */
  title: string;
  status: string;
  start: Date;
  end: Date;
  /** The electrician's uuid (the column in the company calendar). */
  resourceId: string;
  electricianName: string;
  /** The project page the event opens. */
  href: string;
  projectNumber: number;
  address: string;
}

/** Time off or extra time: holiday, sick, blocked, extra working time (or a kind not known yet). */
export interface CalendarShade {
  id: string;
  kind: string;
  /** "Ferie", or "Ferie: Høstferie" with the note. */
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  electricianName: string;
}

const EXCEPTION_LABELS: Record<string, string> = {
  holiday: "Ferie",
  sick: "Syk",
  blocked: "Sperret tid",
  extra: "Ekstra arbeidstid",
};

/** The word for an exception kind; a kind this page does not know yet still gets a readable one. */
export const exceptionLabel = (kind: string) => EXCEPTION_LABELS[kind] ?? "Avvik fra arbeidstid";

export const personName = (person: Pick<CalendarPerson, "firstName" | "lastName">) =>
  `${person.firstName} ${person.lastName}`.trim();

function kindOf(event: ApiEvent): CalendarItemKind {
  if (event.type === "CLAIM") return "claim";
  return event.kind === "INSPECTION" ? "inspection" : "job";
}

function statusText(event: ApiEvent): string {
  const labels: Record<string, string> = event.type === "CLAIM" ? claimStatusLabels : projectStatusLabels;
  return labels[event.status] ?? event.status;
}

/** The bookings of every electrician, as calendar items, by start. */
export function calendarItems(data: CalendarData): CalendarItem[] {
  const items = data.electricians.flatMap((person) =>
    person.events.map((event): CalendarItem => {
      const kind = kindOf(event);
      const place = event.place ? `, ${event.place}` : "";
      return {
        id: `${event.type}:${event.uuid}:${person.uuid}`,
        kind,
        title: `${ITEM_KIND_LABELS[kind]} ${event.projectNumber} · ${event.address}${place}`,
        status: statusText(event),
        start: new Date(event.startsAt),
        end: new Date(event.endsAt),
        resourceId: person.uuid,
        electricianName: personName(person),
        href: routes.project(event.projectNumber),
        projectNumber: event.projectNumber,
        address: `${event.address}${place}`,
      };
    }),
  );
  return items.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** The exceptions of every electrician, labelled. */
export function calendarShades(data: CalendarData): CalendarShade[] {
  return data.electricians.flatMap((person) =>
    person.exceptions.map((exception, index) => ({
      id: `${person.uuid}:exception:${index}`,
      kind: exception.kind,
      title: exception.note
        ? `${exceptionLabel(exception.kind)}: ${exception.note}`
        : exceptionLabel(exception.kind),
      start: new Date(exception.startsAt),
      end: new Date(exception.endsAt),
      resourceId: person.uuid,
      electricianName: personName(person),
    })),
  );
}

/** Whether `instant` lies in one of the person's working-time stretches. */
export function isWorkingTime(person: CalendarPerson | undefined, instant: Date): boolean {
  if (!person) return false;
  const at = instant.getTime();
  return person.availability.some((s) => Date.parse(s.startsAt) <= at && at < Date.parse(s.endsAt));
}

/** "08:00–10:00" in Oslo. */
export const timeSpan = (start: Date, end: Date) => `${osloTime(start.getTime())}–${osloTime(end.getTime())}`;

/** One day of the phone agenda: its bookings, time off and each electrician's working hours. */
export interface AgendaDay {
  date: string;
  items: CalendarItem[];
  /** How many bookings the day has when `items` holds only its first ones (the month, `shownCalendar`). */
  total?: number;
  shades: CalendarShade[];
  working: { electricianName: string; text: string }[];
}

const touches = (start: Date, end: Date, dayStart: number, dayEnd: number) =>
  start.getTime() < dayEnd && end.getTime() > dayStart;

/** The agenda of the dates: every day that has something (bookings, time off), in order. */
export function agendaDays(data: CalendarData, dates: readonly string[]): AgendaDay[] {
  const shades = calendarShades(data);
  const itemsOn = new Map<string, CalendarItem[]>();
  for (const item of calendarItems(data)) {
    const date = osloDate(item.start.getTime());
    const list = itemsOn.get(date);
    if (list) list.push(item);
    else itemsOn.set(date, [item]);
  }
  return dates
    .map((date): AgendaDay => {
      const dayStart = osloToUtc(date, "00:00");
      const dayEnd = osloToUtc(addDays(date, 1), "00:00");
      return {
        date,
        items: itemsOn.get(date) ?? [],
        shades: shades.filter((shade) => touches(shade.start, shade.end, dayStart, dayEnd)),
        working: data.electricians.flatMap((person) =>
          person.availability
            .filter((stretch) => stretch.date === date)
            .map((stretch) => ({
              electricianName: personName(person),
              text: timeSpan(new Date(stretch.startsAt), new Date(stretch.endsAt)),
            })),
        ),
      };
    })
    .filter((day) => day.items.length > 0 || day.shades.length > 0);
}
