import { formatDateRange, formatDayOfMonth, formatMonthYear, formatTime } from "@mt/domain/format/date";
import { formatDayHeading, formatDayNumeric, formatWeekday } from "@mt/domain/format/weekday";
import { osloDate, osloOffsetMinutes, osloWall, osloWallToUtc } from "@mt/domain/time/oslo-clock";
import { DateLocalizer, type DateLocalizerSpec, type Formats } from "react-big-calendar";

/*
 * react-big-calendar's date arithmetic on Oslo's wall clock, whatever the browser's or the server's
 * zone (decision 088): days, weeks (from Monday), months and years are Oslo's, so a day may have 23 or
 * 25 hours; hours and shorter are exact time, as Oslo's offset changes only by a whole hour.
 */

type Unit = NonNullable<Parameters<DateLocalizer["diff"]>[2]>;
type Calendrical = "day" | "week" | "month" | "year";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const EXACT: Partial<Record<Unit, number>> = {
  milliseconds: 1,
  seconds: 1000,
  minutes: MINUTE,
  hours: 60 * MINUTE,
};
/** The longest each calendar unit can be, to count whole units from below. */
const LONGEST: Record<Calendrical, number> = {
  day: DAY + DAY / 24,
  week: 7 * DAY,
  month: 31 * DAY,
  year: 366 * DAY,
};

function calendrical(unit: Unit): Calendrical {
  if (unit === "day" || unit === "week" || unit === "month" || unit === "year") return unit;
  throw new RangeError(`The calendar does not count in ${unit}`);
}

/** The wall clock's midnight of the date's Oslo day, as osloWall counts. */
const wallMidnight = (date: Date) => {
  const wall = osloWall(date.getTime());
  return wall - (((wall % DAY) + DAY) % DAY);
};

// react-big-calendar asks once without a date (TimeSlots' getKey): that is now, as with its own localizers.
function startOf(date: Date = new Date(), unit?: Unit): Date {
  if (!unit) return new Date(date);
  const exact = EXACT[unit];
  if (exact) return new Date(Math.floor(date.getTime() / exact) * exact);
  const wall = new Date(wallMidnight(date));
  const [year, month, day] = [wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()];
  const first = {
    day: () => Date.UTC(year, month, day),
    week: () => Date.UTC(year, month, day - ((wall.getUTCDay() + 6) % 7)),
    month: () => Date.UTC(year, month, 1),
    year: () => Date.UTC(year, 0, 1),
  }[calendrical(unit)]();
  return new Date(osloWallToUtc(first));
}

/** Calendar units keep the wall clock's time of day; a day the month lacks gives its last. */
function add(date: Date, amount: number, unit: Unit): Date {
  const exact = EXACT[unit];
  if (exact) return new Date(date.getTime() + amount * exact);
  const midnight = wallMidnight(date);
  const timeOfDay = osloWall(date.getTime()) - midnight;
  const wall = new Date(midnight);
  const kind = calendrical(unit);
  const days = kind === "day" ? amount : kind === "week" ? 7 * amount : 0;
  const months = kind === "month" ? amount : kind === "year" ? 12 * amount : 0;
  const [year, month] = [wall.getUTCFullYear(), wall.getUTCMonth() + months];
  const day = Math.min(wall.getUTCDate(), new Date(Date.UTC(year, month + 1, 0)).getUTCDate()) + days;
  const target = Date.UTC(year, month, day) + timeOfDay;
  // In October's repeated hour the date's own offset decides which of the two it is.
  const keptOffset = target - osloOffsetMinutes(date.getTime()) * MINUTE;
  return new Date(osloWall(keptOffset) === target ? keptOffset : osloWallToUtc(target));
}

function endOf(date: Date = new Date(), unit?: Unit): Date {
  if (!unit) return new Date(date);
  const exact = EXACT[unit];
  const start = startOf(date, unit);
  return new Date((exact ? start.getTime() + exact : add(start, 1, unit).getTime()) - 1);
}

/** Whole units from `a` to `b`, rounded down (so negative when `b` comes first), as the luxon localizer counts. */
function diff(a: Date, b: Date, unit: Unit = "day"): number {
  const exact = EXACT[unit];
  if (exact) return Math.floor((b.getTime() - a.getTime()) / exact);
  const [from, to] = a <= b ? [a, b] : [b, a];
  const kind = calendrical(unit);
  let whole = Math.floor((osloWall(to.getTime()) - osloWall(from.getTime())) / LONGEST[kind]);
  while (add(from, whole + 1, kind) <= to) whole++;
  while (whole > 0 && add(from, whole, kind) > to) whole--;
  if (a <= b) return whole;
  return add(from, whole, kind).getTime() < to.getTime() ? -whole - 1 : -whole;
}

const at = (date: Date, unit?: Unit) => startOf(date, unit).getTime();
const lte = (a: Date, b: Date, unit?: Unit) => at(a, unit) <= at(b, unit);

function range(start: Date, end: Date, unit: Unit = "day"): Date[] {
  const days: Date[] = [];
  for (let current = new Date(start); lte(current, end); current = add(current, 1, unit)) days.push(current);
  return days;
}

const daySpan = (start: Date, end: Date) => (end.getTime() - start.getTime()) / DAY;
const wallMinutes = (date: Date) => (osloWall(date.getTime()) - wallMidnight(date)) / MINUTE;
const dstOffset = (a: Date, b: Date) => osloOffsetMinutes(b.getTime()) - osloOffsetMinutes(a.getTime());
const isMidnight = (date: Date) => at(date, "day") === date.getTime();
const firstVisibleDay = (date: Date) => startOf(startOf(date, "month"), "week");
const lastVisibleDay = (date: Date) => endOf(endOf(date, "month"), "week");

interface Timed {
  start: Date;
  end: Date;
  allDay?: boolean;
}

/** By start day, then the longest first, then all-day ones, then by start and end. */
function sortEvents({ evtA: a, evtB: b }: { evtA: Timed; evtB: Timed }): number {
  return (
    at(a.start, "day") - at(b.start, "day") ||
    daySpan(b.start, b.end) - daySpan(a.start, a.end) ||
    Number(!!b.allDay) - Number(!!a.allDay) ||
    a.start.getTime() - b.start.getTime() ||
    a.end.getTime() - b.end.getTime()
  );
}

function inEventRange({ event, range }: { event: Timed; range: { start: Date; end: Date } }): boolean {
  const startsBeforeEnd = at(event.start, "day") <= at(range.end, "day");
  // An event of no length at midnight may sit on the range's first minute.
  const endsAtItsMidnight = at(event.start, "day") === at(event.end, "minutes");
  const endsAfterStart = endsAtItsMidnight
    ? at(event.end, "minutes") >= at(range.start, "minutes")
    : at(event.end, "minutes") > at(range.start, "minutes");
  return startsBeforeEnd && endsAfterStart;
}

/**
 * Norwegian, from packages/domain/src/format: "05" over a month's day, "man. 23.11." over a week's
 * column. The calendar sets how a booking's time reads (eventTimeRangeFormat) itself.
 */
const formats: Formats = {
  dateFormat: (date) => formatDayOfMonth(date),
  dayFormat: (date) => formatDayNumeric(date),
  weekdayFormat: (date) => formatWeekday(date),
  timeGutterFormat: (date) => formatTime(date),
  monthHeaderFormat: (date) => formatMonthYear(date),
  dayHeaderFormat: (date) => formatDayHeading(date),
  dayRangeHeaderFormat: ({ start, end }) => formatDateRange(start, end),
  eventTimeRangeStartFormat: ({ start }) => `${formatTime(start)} – `,
  eventTimeRangeEndFormat: ({ end }) => ` – ${formatTime(end)}`,
};

// daySpan is read by the library but missing from its types.
const spec: DateLocalizerSpec & { daySpan: typeof daySpan } = {
  formats,
  firstOfWeek: () => 1,
  format: (_value, format) => {
    throw new RangeError(`The calendar has no format "${format}"`);
  },
  startOf,
  endOf,
  add,
  diff,
  range,
  ceil: (date, unit) => {
    const floor = startOf(date, unit);
    return floor.getTime() === date.getTime() ? floor : add(floor, 1, unit);
  },
  eq: (a, b, unit) => at(a, unit) === at(b, unit),
  neq: (a, b, unit) => at(a, unit) !== at(b, unit),
  lt: (a, b, unit) => at(a, unit) < at(b, unit),
  lte,
  gt: (a, b, unit) => at(a, unit) > at(b, unit),
  gte: (a, b, unit) => at(a, unit) >= at(b, unit),
  inRange: (day, min, max, unit = "day") => at(min, unit) <= at(day, unit) && at(day, unit) <= at(max, unit),
  min: (a, b) => new Date(Math.min(a.getTime(), b.getTime())),
  max: (a, b) => new Date(Math.max(a.getTime(), b.getTime())),
  merge: (date, time) =>
    date || time ? new Date(osloWallToUtc(wallMidnight(date) + wallMinutes(time) * MINUTE)) : null,
  firstVisibleDay,
  lastVisibleDay,
  visibleDays: (date) => range(firstVisibleDay(date), lastVisibleDay(date)),
  // The time grid counts wall-clock minutes: its rows are Oslo's hours also on a day of 23 or 25.
  getSlotDate: (date, minutesFromMidnight, offset) =>
    new Date(osloWallToUtc(wallMidnight(date) + (minutesFromMidnight + offset) * MINUTE)),
  getMinutesFromMidnight: wallMinutes,
  getTotalMin: (a, b) => diff(a, b, "minutes") + dstOffset(a, b),
  getDstOffset: dstOffset,
  getTimezoneOffset: (date) => -osloOffsetMinutes(date.getTime()),
  continuesPrior: (start, first) => start < first,
  continuesAfter: (_start, end, last) => end >= last,
  daySpan,
  isSameDate: (a, b) => osloDate(a.getTime()) === osloDate(b.getTime()),
  startAndEndAreDateOnly: (a, b) => isMidnight(a) && isMidnight(b),
  // The library's types have these two's arguments and results wrong.
  sortEvents: sortEvents as unknown as DateLocalizerSpec["sortEvents"],
  inEventRange: inEventRange as unknown as DateLocalizerSpec["inEventRange"],
};

export const osloLocalizer = new DateLocalizer(spec);
