/**
 * Wall-clock time in Europe/Oslo without a time-zone library: offsets come from the platform's
 * time-zone database (Intl), so a day may have 23 or 25 hours and the arithmetic stays right.
 * Local dates are "YYYY-MM-DD" strings, local times "HH:mm", instants are UTC milliseconds.
 */
export const OSLO = "Europe/Oslo";

export type LocalDate = string;
export type LocalTime = string;

const formatter = new Intl.DateTimeFormat("en-GB", {
  timeZone: OSLO,
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

function osloParts(instant: number) {
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return parts as { year: number; month: number; day: number; hour: number; minute: number; second: number };
}

const HOUR_MS = 60 * 60_000;
// Since 1970 Oslo's offset changes only on a whole UTC hour (EU rule: 01:00 UTC), so one answer
// per hour is exact; asking Intl is slow enough to dominate a month's calendar.
const offsetByHour = new Map<number, number>();

function askedOffsetMinutes(instant: number): number {
  const p = osloParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000);
}

/** Minutes Oslo is ahead of UTC at that instant: 60 in winter, 120 in summer. */
export function osloOffsetMinutes(instant: number): number {
  if (instant < 0) return askedOffsetMinutes(instant);
  const hour = Math.floor(instant / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    if (offsetByHour.size >= 100_000) offsetByHour.clear();
    offset = askedOffsetMinutes(hour * HOUR_MS);
    offsetByHour.set(hour, offset);
  }
  return offset;
}

function parseDate(date: LocalDate): [number, number, number] {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new RangeError(`Not a local date: ${date}`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

export function parseTime(time: LocalTime): number {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`Not a local time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/**
 * The UTC instant of an Oslo wall-clock time. A time that does not exist (the skipped hour in
 * March) moves forward by the gap; an ambiguous one (the repeated hour in October) takes the first.
 */
export function osloToUtc(date: LocalDate, time: LocalTime): number {
  const [year, month, day] = parseDate(date);
  return osloWallToUtc(Date.UTC(year, month - 1, day) + parseTime(time) * 60_000);
}

/**
 * The UTC instant of an Oslo wall-clock time given as milliseconds, counted as if Oslo were UTC
 * (the inverse of `instant + osloOffsetMinutes(instant)`), with osloToUtc's rule for the gap and the overlap.
 */
export function osloWallToUtc(wall: number): number {
  const day_ = 24 * 60 * 60_000;
  // The offsets in force a day before and a day after: equal except around a change.
  const before = wall - osloOffsetMinutes(wall - day_) * 60_000;
  const after = wall - osloOffsetMinutes(wall + day_) * 60_000;
  const fits = (instant: number) => instant + osloOffsetMinutes(instant) * 60_000 === wall;
  const valid = [before, after].filter(fits);
  return valid.length > 0 ? Math.min(...valid) : before;
}

/** Oslo's wall clock at an instant as milliseconds counted as if Oslo were UTC: read it with getUTC…(). */
export function osloWall(instant: number): number {
  return instant + osloOffsetMinutes(instant) * 60_000;
}

export function osloDate(instant: number): LocalDate {
  return new Date(osloWall(instant)).toISOString().slice(0, 10);
}

/** The Oslo wall-clock time of an instant, "HH:mm" (no Intl call per instant: the offset is kept per hour). */
export function osloTime(instant: number): LocalTime {
  return new Date(osloWall(instant)).toISOString().slice(11, 16);
}

export function addDays(date: LocalDate, days: number): LocalDate {
  const [year, month, day] = parseDate(date);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The same day `months` months on (or back); a day the month lacks gives its last (31 March − 1: 28 or 29 February). */
export function addMonths(date: LocalDate, months: number): LocalDate {
  const [year, month, day] = parseDate(date);
  const lastDay = new Date(Date.UTC(year, month + months, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, negative when `to` comes first. */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const [y1, m1, d1] = parseDate(from);
  const [y2, m2, d2] = parseDate(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / (24 * 60 * 60_000));
}

/** ISO weekday: 1 is Monday, 7 is Sunday. */
export function weekday(date: LocalDate): number {
  const [year, month, day] = parseDate(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}
