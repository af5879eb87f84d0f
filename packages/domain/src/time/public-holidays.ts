import { addDays, type LocalDate } from "./oslo-clock.ts";

/** Easter Sunday of a Gregorian year (the anonymous Gregorian computus). */
export function easterSunday(year: number): LocalDate {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/**
 * Norway's public holidays (helligdager and the two statutory days) of a year, by date. Two that
 * fall on one date share it under both names ("Grunnlovsdag, 2. pinsedag" in 2027).
 */
export function publicHolidays(year: number): Map<LocalDate, string> {
  const easter = easterSunday(year);
  const fixed = (monthDay: string) => `${year}-${monthDay}`;
  const holidays = new Map<LocalDate, string>();
  for (const [date, name] of [
    [fixed("01-01"), "1. nyttårsdag"],
    [addDays(easter, -3), "Skjærtorsdag"],
    [addDays(easter, -2), "Langfredag"],
    [easter, "1. påskedag"],
    [addDays(easter, 1), "2. påskedag"],
    [fixed("05-01"), "Offentlig høytidsdag"],
    [fixed("05-17"), "Grunnlovsdag"],
    [addDays(easter, 39), "Kristi himmelfartsdag"],
    [addDays(easter, 49), "1. pinsedag"],
    [addDays(easter, 50), "2. pinsedag"],
    [fixed("12-25"), "1. juledag"],
    [fixed("12-26"), "2. juledag"],
  ] as const) {
    const other = holidays.get(date);
    holidays.set(date, other ? `${other}, ${name}` : name);
  }
  return holidays;
}

const byYear = new Map<number, Map<LocalDate, string>>();

/** The holiday's name when the date is a Norwegian public holiday, else null (also for a non-date). */
export function publicHoliday(date: LocalDate): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const year = Number(date.slice(0, 4));
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = publicHolidays(year);
    byYear.set(year, holidays);
  }
  return holidays.get(date) ?? null;
}
