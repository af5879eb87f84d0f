import dayjs from "dayjs";
import "dayjs/locale/nb.js";
import utc from "dayjs/plugin/utc.js";
import { osloOffsetMinutes } from "../time/oslo-clock.ts";

dayjs.extend(utc);

export const LOCALE = "nb";

// "kl." is bracketed: with dayjs' advancedFormat plugin loaded anywhere, "k" would be an hour token.
export const DATE_TIME_FORMAT = "DD.MM.YY • [kl.] HH:mm";
export const DATE_TIME_LONG_FORMAT = "DD. MMMM • [kl.] HH:mm";

export type DateInput = Date | string | number;

// Oslo's offset from the clock's table (kept per hour), not dayjs' time-zone plugin: that asks Intl
// for every date formatted, which made a month's calendar page take over a second (decision 057).
function inOslo(value: DateInput): dayjs.Dayjs | null {
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.utcOffset(osloOffsetMinutes(parsed.valueOf())).locale(LOCALE) : null;
}

/** "24.12.25 • kl. 14:30" in Europe/Oslo. An invalid date gives "". Strings without offset are read as UTC. */
export function formatDateTime(value: DateInput): string {
  return inOslo(value)?.format(DATE_TIME_FORMAT) ?? "";
}

/** "24. desember • kl. 14:30" in Europe/Oslo with Norwegian month names. An invalid date gives "". */
export function formatDateTimeLong(value: DateInput): string {
  return inOslo(value)?.format(DATE_TIME_LONG_FORMAT) ?? "";
}

/** Any dayjs format in Europe/Oslo with the nb locale, for the few places that need another layout. */
export function formatInOslo(value: DateInput, format: string): string {
  return inOslo(value)?.format(format) ?? "";
}
