import { addDays, osloDate, weekday } from "@mt/domain/time/oslo-clock";

/** The calendar's three views; "week" unless the URL says otherwise. */
export const CALENDAR_VIEWS = ["day", "week", "month"] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const CALENDAR_VIEW_LABELS: Record<CalendarView, string> = { day: "Dag", week: "Uke", month: "Måned" };

/** What the page shows: the view and the Oslo date it is centred on (`?view=week&date=2026-11-23`). */
export interface CalendarQuery {
  view: CalendarView;
  date: string;
}

const isView = (value: string | null): value is CalendarView =>
  value !== null && (CALENDAR_VIEWS as readonly string[]).includes(value);

function isDate(value: string | null): value is string {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The query from the URL; a missing or hand-broken value falls back to this week (today in Oslo). */
export function calendarQueryFromUrl(params: URLSearchParams, now = Date.now()): CalendarQuery {
  const view = params.get("view");
  const date = params.get("date");
  return { view: isView(view) ? view : "week", date: isDate(date) ? date : osloDate(now) };
}

/** "?view=month&date=2026-11-01" */
export const calendarSearch = (query: CalendarQuery) => `?view=${query.view}&date=${query.date}`;

const monday = (date: string) => addDays(date, 1 - weekday(date));
const firstOfMonth = (date: string) => `${date.slice(0, 8)}01`;

function nextMonth(date: string, months: number): string {
  const [year, month] = date.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  return first.toISOString().slice(0, 10);
}

/**
 * The Oslo dates [from, to) the view shows: a day, a week from Monday, or a month with the weeks it
 * starts and ends in (at most 42 days, within the API's 62).
 */
export function calendarRange(query: CalendarQuery): { from: string; to: string } {
  if (query.view === "day") return { from: query.date, to: addDays(query.date, 1) };
  if (query.view === "week") {
    const from = monday(query.date);
    return { from, to: addDays(from, 7) };
  }
  const first = firstOfMonth(query.date);
  const lastDay = addDays(nextMonth(first, 1), -1);
  return { from: monday(first), to: addDays(monday(lastDay), 7) };
}

/** The date one step back or ahead in the view (a day, a week, a month). */
export function stepDate(query: CalendarQuery, direction: -1 | 1): string {
  if (query.view === "day") return addDays(query.date, direction);
  if (query.view === "week") return addDays(query.date, 7 * direction);
  return nextMonth(firstOfMonth(query.date), direction);
}

/** The days of [from, to), in order. */
export function datesOf(range: { from: string; to: string }): string[] {
  const dates: string[] = [];
  for (let date = range.from; date < range.to; date = addDays(date, 1)) dates.push(date);
  return dates;
}
