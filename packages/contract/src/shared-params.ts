import { z } from "zod";

/** Query and path pieces that several areas' calls share, so they read and refuse alike. */

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

/** A list filter that may be repeated (`status=a&status=b`) or comma-separated (`status=a,b`). */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === "") return undefined;
    const list = Array.isArray(value) ? value : [value];
    return list.flatMap((entry) => String(entry).split(",")).filter(Boolean);
  }, z.array(item).max(20).optional());

/**
 * Oslo dates, repeated (`dates[]=a&dates[]=b`) or comma-separated, read as one string so that its
 * length and form are checked like any other text (at most 20 dates).
 */
const dateList = z
  .preprocess(
    (value) => (Array.isArray(value) ? value.join(",") : value === "" ? undefined : value),
    z
      .string()
      .max(20 * 11)
      .regex(/^\d{4}-\d{2}-\d{2}(,\d{4}-\d{2}-\d{2})*$/, "Ugyldig dato")
      .optional(),
  )
  .transform((value) => (value ? value.split(",") : undefined));

/** A contractor's calls name it by id. */
export const contractorParams = z.object({ id: z.string().min(1).max(64) });

/** A contractor's calendar calls: between from and to, or on the given dates, optionally one electrician's. */
export const contractorCalendarQuery = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  "dates[]": dateList,
  dates: dateList,
  electrician_uuid: z.uuid("Ukjent montør").optional(),
});
