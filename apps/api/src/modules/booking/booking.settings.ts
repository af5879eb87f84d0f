/**
 * The rules of reservations and booking, in one place. Lead time, horizon and arrival windows are
 * the schedule's offer settings (`schedule.offerSettings`), shared with the projects desk.
 */
export const BOOKING_SETTINGS = {
  /** How long a chosen window stays reserved, and how much each extension gives. */
  reservationMinutes: 15,
  /** Length of an inspection (jobs whose template needs one book an inspection first). */
  inspectionMinutes: 60,
  /** Tries to reserve when another customer takes the picked electrician's time meanwhile. */
  reserveAttempts: 3,
} as const;

export type BookingSettings = typeof BOOKING_SETTINGS;
