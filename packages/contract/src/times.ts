import { z } from "zod";

/** An Oslo calendar date as the API reads and writes it. */
export const dateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Ugyldig dato");

/** A chosen arrival window, by its start (with its offset). */
export const startsAtSchema = z.iso.datetime({ offset: true, error: "Ugyldig tidspunkt" });

/** Which days of offered times to list. */
export const availableTimesQuery = z.object({
  /** Oslo date to start from; today when absent. Never before today, never past the horizon. */
  from: dateSchema.optional(),
  /** Days to return, 1–60 (default: up to the horizon). */
  days: z.coerce.number().int().min(1).max(60).optional(),
});
