import dayjs from "dayjs";
import "dayjs/locale/nb.js";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";

dayjs.extend(utc);
dayjs.extend(timezone);

export const TIME_ZONE = "Europe/Oslo";
export const LOCALE = "nb";

// "kl." is bracketed: with dayjs' advancedFormat plugin loaded anywhere, "k" would be an hour token.
export const DATE_TIME_FORMAT = "DD.MM.YY • [kl.] HH:mm";
export const DATE_TIME_LONG_FORMAT = "DD. MMMM • [kl.] HH:mm";

export type DateInput = Date | string | number;

function inOslo(value: DateInput): dayjs.Dayjs | null {
  const parsed = dayjs.utc(value);
  return parsed.isValid() ? parsed.tz(TIME_ZONE).locale(LOCALE) : null;
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
