import { addDays, type LocalDate, osloDate, osloToUtc } from "../time/oslo-clock.ts";

/** How long a new offer is valid unless the caseworker picks another date. */
export const DEFAULT_VALIDITY_DAYS = 30;
/** The latest valid-until date a caseworker may set, counted from today. */
export const MAX_VALIDITY_DAYS = 365;

export const validityMessages = {
  past: "Gyldig til kan ikke være før i dag",
  tooFar: `Gyldig til kan være høyst ${MAX_VALIDITY_DAYS} dager fram i tid`,
} as const;

/** The instant an offer valid until `validUntil` expires: the end of that day in Oslo. */
export function offerExpiresAt(validUntil: LocalDate): number {
  return osloToUtc(addDays(validUntil, 1), "00:00");
}

/** Has the offer expired at `now` (UTC ms)? It holds through the whole valid-until day in Oslo. */
export function isOfferExpired(validUntil: LocalDate, now: number): boolean {
  return now >= offerExpiresAt(validUntil);
}

export function defaultValidUntil(now: number): LocalDate {
  return addDays(osloDate(now), DEFAULT_VALIDITY_DAYS);
}

/** Why a valid-until date cannot be set today, or null when it can. */
export function validUntilProblem(validUntil: LocalDate, now: number): string | null {
  const today = osloDate(now);
  if (validUntil < today) return validityMessages.past;
  if (validUntil > addDays(today, MAX_VALIDITY_DAYS)) return validityMessages.tooFar;
  return null;
}
