import { type DateInput, formatTime } from "./date.ts";
import { formatDayHeading, formatDayShort } from "./weekday.ts";

/** "kl. 12:00–16:00": an arrival window within a day. */
export function formatTimeWindow(start: DateInput, end: DateInput): string {
  const from = formatTime(start);
  const until = formatTime(end);
  return from && until ? `kl. ${from}–${until}` : "";
}

function withDay(day: string, start: DateInput, end: DateInput): string {
  const window = formatTimeWindow(start, end);
  return day && window ? `${day} • ${window}` : "";
}

/** "tirsdag 1. desember • kl. 12:00–16:00": when the installer comes, for the customer. */
export const formatDayWindow = (start: DateInput, end: DateInput) =>
  withDay(formatDayHeading(start), start, end);

/** "ons. 2. des. • kl. 12:00–16:00": the same in a list or table row. */
export const formatShortDayWindow = (start: DateInput, end: DateInput) =>
  withDay(formatDayShort(start), start, end);
