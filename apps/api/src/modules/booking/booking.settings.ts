import type { ArrivalWindow } from "@mt/domain/time/offered-windows";

/** The rules of offered times and reservations, in one place. */
export const BOOKING_SETTINGS = {
  /** No arrival earlier than this many minutes from now. */
  leadMinutes: 24 * 60,
  /** Days offered, counted from today in Oslo. */
  horizonDays: 60,
  /** Arrival windows a customer chooses between, Oslo wall-clock time. */
  windows: [
    { start: "08:00", end: "12:00" },
    { start: "12:00", end: "16:00" },
  ] satisfies ArrivalWindow[],
  /** How long a chosen window stays reserved, and how much each extension gives. */
  reservationMinutes: 15,
  /** Length of an inspection (jobs whose template needs one book an inspection first). */
  inspectionMinutes: 60,
  /** Tries to reserve when another customer takes the picked electrician's time meanwhile. */
  reserveAttempts: 3,
} as const;

export type BookingSettings = typeof BOOKING_SETTINGS;
