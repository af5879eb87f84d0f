import { TIME_ZONE } from "./time-zone";

const monthYear = new Intl.DateTimeFormat("nb-NO", { month: "long", year: "numeric", timeZone: TIME_ZONE });

/**
 * "desember 2025" in Europe/Oslo. Written with the platform's own Intl, not dayjs, so the storefront's
 * job page loads no date library (decision 069). An invalid date gives "".
 */
export function formatMonthYear(value: Date | string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? "" : monthYear.format(date);
}
