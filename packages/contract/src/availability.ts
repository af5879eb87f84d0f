import { EXCEPTION_KINDS, isClockTime, weekProblem } from "@mt/domain/time/working-time";
import { z } from "zod";
import { contractorParams } from "./contractor.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

/*
 * An electrician's availability (issue 15, "Availability"): the company's standard week, their own
 * week, exceptions (holiday, sick, blocked hours, extra working time), and the booked work a change
 * would take time from. Reach as decision 027: the electrician themselves, their company's admins,
 * global admins; another company's or a colleague's uuid answers 404. Decision 029.
 */

export const availabilityErrors = defineErrors({
  /** The change takes working time from booked work not swapped first nor named in `keep`. */
  AVAILABILITY_AFFECTS_PROJECTS: {
    status: 409,
    message: "Endringen tar tid fra oppdrag som er booket. Bytt montør eller behold oppdragene først.",
  },
});

const clockTime = z
  .string({ error: "Oppgi klokkeslett" })
  .trim()
  .refine(isClockTime, "Bruk klokkeslett som TT:MM, for eksempel 07:30");

const osloDateSchema = z
  .string({ error: "Oppgi dato" })
  .trim()
  .refine(
    (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T12:00:00Z`).toISOString().slice(0, 10) === v,
    "Oppgi en gyldig dato (ÅÅÅÅ-MM-DD)",
  );

export const weeklyStretchSchema = z.object({
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: z.number({ error: "Velg ukedag" }).int().min(1, "Velg ukedag").max(7, "Velg ukedag"),
  start: clockTime,
  end: clockTime,
});
export type WeeklyStretchInput = z.infer<typeof weeklyStretchSchema>;

export const weekSchema = z
  .array(weeklyStretchSchema)
  .max(50, "For mange arbeidstider")
  .superRefine((week, ctx) => {
    const problem = weekProblem(week);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

/** The timeslot uuids of booked work the change shall not apply to (its time is kept working time). */
const keepSchema = z.array(z.uuid("Ukjent tidspunkt")).max(200).default([]);

export const exceptionKindSchema = z.enum(EXCEPTION_KINDS, {
  error: "Velg type: ferie, syk, sperret eller ekstra",
});

/**
 * A new exception in Oslo wall-clock time: whole days from `from_date` to `to_date` (both included)
 * without times, else from `from_date start_time` to `to_date end_time`.
 */
export const newExceptionSchema = z
  .object({
    kind: exceptionKindSchema,
    from_date: osloDateSchema,
    to_date: osloDateSchema,
    start_time: clockTime.optional(),
    end_time: clockTime.optional(),
    note: z.string().trim().max(200, "Notatet er for langt (høyst 200 tegn)").optional(),
  })
  .superRefine((x, ctx) => {
    if ((x.start_time === undefined) !== (x.end_time === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["end_time"],
        message: "Oppgi både fra- og til-klokkeslett, eller ingen",
      });
    else if (`${x.to_date} ${x.end_time ?? "24:00"}` <= `${x.from_date} ${x.start_time ?? "00:00"}`)
      ctx.addIssue({ code: "custom", path: ["to_date"], message: "Slutten må komme etter starten" });
    else if (x.to_date > addYear(x.from_date))
      ctx.addIssue({ code: "custom", path: ["to_date"], message: "Et unntak kan vare høyst ett år" });
  });
export type NewException = z.infer<typeof newExceptionSchema>;

function addYear(date: string) {
  return `${Number(date.slice(0, 4)) + 1}${date.slice(4)}`;
}

export const availabilityExceptionSchema = z.object({
  id: z.number().int(),
  kind: exceptionKindSchema,
  note: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});

export const availabilitySchema = z.object({
  electrician: z.object({
    uuid: z.uuid(),
    userUuid: z.uuid().nullable(),
    firstName: z.string(),
    lastName: z.string(),
  }),
  contractor: z.object({ id: z.number().int(), uuid: z.uuid(), name: z.string() }),
  timeZone: z.literal("Europe/Oslo"),
  /** The company's standard week (Oslo wall clock). */
  standardWeek: z.array(weeklyStretchSchema),
  /** The electrician's own week, which replaces the standard; null when they follow it. */
  ownWeek: z.array(weeklyStretchSchema).nullable(),
  /** Exceptions that have not ended, by start. */
  exceptions: z.array(availabilityExceptionSchema),
  /** What the caller may do here. */
  may: z.object({ editStandardWeek: z.boolean(), swap: z.boolean() }),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const affectedWorkSchema = z.object({
  type: z.enum(["PROJECT", "CLAIM"]),
  /** The booked timeslot: send it in `keep`, or to swap-timeslot. */
  timeslotUuid: z.uuid(),
  /** The project's or claim's uuid (swappable-electricians takes it as pid). */
  uuid: z.uuid(),
  projectUuid: z.uuid(),
  projectNumber: z.number().int(),
  address: z.string(),
  postCode: z.string(),
  place: z.string().nullable(),
  customerName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  windowStartsAt: z.string(),
  windowEndsAt: z.string(),
  electrician: z.object({ uuid: z.uuid(), firstName: z.string(), lastName: z.string() }),
});
export type AffectedWork = z.infer<typeof affectedWorkSchema>;

const electricianParams = contractorParams.extend({ uuid: z.uuid("Ukjent montør") });

export const getAvailability = defineRoute({
  method: "GET",
  path: "/electrician/:uuid/availability",
  refs: { params: { uuid: "electrician" } },
  summary:
    "An electrician's availability (uuid: theirs or their login's): the company's standard week, their own week or null, exceptions not yet ended (the electrician, their company's admins, global admins)",
  tags: ["availability"],
  params: z.object({ uuid: z.uuid("Ukjent montør") }),
  response: z.object({ data: availabilitySchema }),
});

export const replaceStandardWeek = defineRoute({
  method: "PUT",
  path: "/contractor/:id/standard-availability",
  refs: { params: { id: "contractor" } },
  summary:
    "Replaces the company's standard week (its admins, global admins). 409 AVAILABILITY_AFFECTS_PROJECTS when it takes time from booked work of an electrician following it that is not in keep",
  tags: ["availability"],
  params: contractorParams,
  body: z.object({ week: weekSchema, keep: keepSchema }),
  response: z.object({ data: availabilitySchema.shape.standardWeek }),
});

export const replaceOwnWeek = defineRoute({
  method: "PUT",
  path: "/contractor/:id/electrician/:uuid/availability",
  refs: { params: { id: "contractor", uuid: "electrician" } },
  summary:
    "Replaces the electrician's own week, or with week null lets them follow the company's standard (the electrician, their company's admins, global admins). 409 AVAILABILITY_AFFECTS_PROJECTS as for the standard week",
  tags: ["availability"],
  params: electricianParams,
  body: z.object({ week: weekSchema.nullable(), keep: keepSchema }),
  response: z.object({ data: availabilitySchema }),
});

export const addAvailabilityException = defineRoute({
  method: "POST",
  path: "/contractor/:id/electrician/:uuid/availability-exception",
  refs: { params: { id: "contractor", uuid: "electrician" } },
  summary:
    "Adds holiday, sick, blocked or extra time (Oslo dates, optional times). Kept work (keep) leaves a hole in time off. 409 AVAILABILITY_AFFECTS_PROJECTS when time off covers booked work not in keep",
  tags: ["availability"],
  params: electricianParams,
  body: newExceptionSchema.and(z.object({ keep: keepSchema })),
  response: z.object({ data: availabilitySchema }),
});

export const removeAvailabilityException = defineRoute({
  method: "DELETE",
  path: "/contractor/:id/electrician/:uuid/availability-exception/:exceptionId",
  refs: { params: { id: "contractor", uuid: "electrician", exceptionId: "availability-exception" } },
  summary:
    "Removes an exception. Removing extra time that booked work needs is 409 AVAILABILITY_AFFECTS_PROJECTS unless the work is in keep (comma-separated timeslot uuids; its time stays as extra)",
  tags: ["availability"],
  params: electricianParams.extend({
    exceptionId: z.coerce.number({ error: "Ukjent unntak" }).int().min(1).max(2_147_483_647),
  }),
  query: z.object({
    keep: z
      .string()
      .max(3_000, "For mange tidspunkter")
      .optional()
      .transform((v) => (v ? v.split(",").filter(Boolean) : []))
      .pipe(z.array(z.uuid("Ukjent tidspunkt")).max(200)),
  }),
  response: z.object({ data: availabilitySchema }),
});

export const affectedQuerySchema = z
  .object({
    /** A new standard week for the company (lists the work of every electrician following it). */
    standard_week: weekSchema.optional(),
    /** A new own week for the electrician; null: back to the company's standard. */
    week: weekSchema.nullable().optional(),
    exception: newExceptionSchema.optional(),
    /** An exception to remove. */
    remove_exception_id: z.number().int().min(1).max(2_147_483_647).optional(),
  })
  .refine(
    (b) =>
      [b.standard_week, b.week, b.exception, b.remove_exception_id].filter((v) => v !== undefined).length ===
      1,
    "Oppgi én endring: standard_week, week, exception eller remove_exception_id",
  );

export const projectsAffectedByAvailability = defineRoute({
  method: "POST",
  path: "/contractor/:id/electrician/:uuid/projects-affected-by-general-availability",
  refs: {
    params: { id: "contractor", uuid: "electrician" },
    body: { remove_exception_id: "availability-exception" },
  },
  summary:
    "The booked work (projects and claim visits still to come) a proposed change would take working time from: number, address, time, customer; nothing is saved (as the change's save)",
  tags: ["contractor", "availability"],
  params: electricianParams,
  body: affectedQuerySchema,
  response: z.object({ data: z.array(affectedWorkSchema) }),
});
