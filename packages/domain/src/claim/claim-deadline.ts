import { formatDateLong } from "../format/date.ts";
import { addMonths, type LocalDate, osloDate } from "../time/oslo-clock.ts";

/**
 * Håndverkertjenesteloven § 25: the absolute claim deadline for work on real property (every job
 * we sell) is five years after the work was completed. The last day is the same date five years
 * on in Oslo; a completion on 29 February ends on 28 February (no such date that year: the last
 * day of the month).
 */
export const CLAIM_DEADLINE_YEARS = 5;

/** The last Oslo date on which a claim may be opened for work completed at `completedAt`. */
export function claimDeadline(completedAt: Date | number): LocalDate {
  return addMonths(osloDate(new Date(completedAt).getTime()), CLAIM_DEADLINE_YEARS * 12);
}

/** Is `now` on or before the last day (Oslo)? */
export function withinClaimDeadline(completedAt: Date | number, now: Date | number): boolean {
  return osloDate(new Date(now).getTime()) <= claimDeadline(completedAt);
}

/** "Reklamasjonsfrist: 24. november 2031" */
export function formatClaimDeadline(completedAt: Date | number): string {
  return `Reklamasjonsfrist: ${formatDateLong(claimDeadline(completedAt))}`;
}
