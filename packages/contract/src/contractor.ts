import { WORK_TYPES, type WorkType, workTypeSchema } from "@mt/domain/entities/enums";
import { addDays, osloDate } from "@mt/domain/time/oslo-clock";
import {
  emailSchema,
  fieldSchema,
  organisationNumberSchema,
  phoneSchema,
  postCodeSchema,
} from "@mt/domain/validation/field-schemas";
import { companyNameSchema, personNameSchema } from "@mt/domain/validation/names";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import { sentInvitationSchema } from "./invitation.ts";
import { apiUserSchema } from "./users.ts";

/*
 * Installer companies (contractors) and their electricians, spec section 7 "Contractor".
 * `{id}` is the contractor's uuid or its numeric id. A contractor admin reaches only their own
 * company and an electrician only their own record (404 otherwise); global admins reach everything.
 */

export const contractorErrors = defineErrors({
  /** Only a global admin switches a company on or off (it then gets work, or stops getting it). */
  CONTRACTOR_ACTIVE_ADMIN_ONLY: {
    status: 403,
    message: "Bare administratorer kan aktivere eller deaktivere en installatør.",
  },
  /** The phone number is already one of this company's electricians. */
  ELECTRICIAN_PHONE_TAKEN: {
    status: 409,
    message: "Telefonnummeret er allerede registrert på en montør.",
  },
  /**
   * A company no global admin has approved yet sends nothing to anyone else: no electrician
   * invitations, no feedback (decision 060). It may finish its details and coverage meanwhile.
   */
  CONTRACTOR_PENDING_APPROVAL: {
    status: 403,
    message:
      "Bedriften venter på godkjenning. Til den er godkjent kan dere fullføre firmaopplysninger og dekning, men ikke legge til montører eller sende meldinger.",
  },
  /** An electrician with booked or reserved future work cannot be removed before it is moved. */
  /** Onboarding: a company registers once; its admins add colleagues later. */
  CONTRACTOR_ALREADY_REGISTERED: {
    status: 409,
    message:
      "Bedriften med dette organisasjonsnummeret er allerede registrert. Be bedriftens administrator om tilgang, eller kontakt oss.",
  },
  /** Onboarding: the admin's phone number is a login of another installer company. */
  CONTRACTOR_ADMIN_PHONE_TAKEN: {
    status: 409,
    message: "Telefonnummeret hører til en annen installatør. Bruk et annet telefonnummer.",
  },
  ELECTRICIAN_HAS_FUTURE_WORK: {
    status: 409,
    message: "Montøren har oppdrag fremover. Flytt oppdragene til en kollega før montøren fjernes.",
  },
});

const MAX_RADIUS_KM = 2000;
const radiusSchema = z
  .number({ error: "Oppgi radius i kilometer" })
  .min(0, "Radius kan ikke være negativ")
  .max(MAX_RADIUS_KM, `Radius kan være høyst ${MAX_RADIUS_KM} km`);

/** A contractor by its uuid or numeric id. */
export const contractorParams = z.object({
  id: z.union([z.uuid(), z.string().regex(/^\d{1,9}$/)], { error: "Ukjent installatør" }),
});

export const contractorWorkTypeSchema = z.object({
  workType: workTypeSchema,
  /** A radius of its own for this work type, when larger than the company's radius. */
  extendedRadiusKm: z.number().nullable(),
});

export const contractorSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  organizationNumber: z.string().nullable(),
  /** The business address (from onboarding). */
  address: z.string().nullable(),
  postCode: z.string().nullable(),
  postArea: z.string().nullable(),
  basePostCode: z.string().nullable(),
  basePlace: z.string().nullable(),
  radiusKm: z.number(),
  active: z.boolean(),
  /** ACTIVE gets work; PENDING waits for a global admin's approval (never active); INACTIVE was switched off. */
  status: z.enum(["ACTIVE", "PENDING", "INACTIVE"]),
  workTypes: z.array(contractorWorkTypeSchema),
  /** Post codes covered whatever the distance, for every work type. */
  postCodes: z.array(z.string()),
  invoiceEmails: z.array(z.string()),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  electricianCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contractor = z.infer<typeof contractorSchema>;

/** How many post codes each work type covers (radius, extended radius and the explicit list). */
export const coverageDetailSchema = z.object({ workType: workTypeSchema, postCodeCount: z.number().int() });
export const contractorWithCoverageSchema = contractorSchema.extend({
  coverage: z.array(coverageDetailSchema).optional(),
  /** Booked jobs and inspections of the company whose time has not ended yet. */
  upcomingJobCount: z.number().int(),
});
export type ContractorWithCoverage = z.infer<typeof contractorWithCoverageSchema>;

export const getContractor = defineRoute({
  method: "GET",
  path: "/contractor/:id",
  refs: { params: { id: "contractor" } },
  summary:
    "A contractor's company details, work types and coverage settings (its admins and electricians, staff)",
  tags: ["contractor"],
  params: contractorParams,
  response: z.object({ data: contractorSchema }),
});

export const listContractors = defineRoute({
  method: "GET",
  path: "/contractor",
  summary:
    "Every contractor, by name (global admins); with_coverage_details=1 adds how many post codes each work type covers",
  tags: ["contractor"],
  query: z.object({ with_coverage_details: z.enum(["0", "1"], { error: "Bruk 0 eller 1" }).optional() }),
  response: z.object({ data: z.array(contractorWithCoverageSchema) }),
});

export const contractorInAreaSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  name: z.string(),
  /** The work types this contractor delivers at the post code. */
  workTypes: z.array(workTypeSchema),
});

export const contractorsByArea = defineRoute({
  method: "GET",
  path: "/contractor/by-area/:x",
  errors: ["INVALID_POST_CODE"],
  refs: { params: { x: "area" } },
  summary:
    "The active contractors that cover a post code (x: a four-digit Norwegian post code), with the work types each delivers there (staff)",
  tags: ["contractor"],
  params: z.object({ x: postCodeSchema }),
  response: z.object({ data: z.array(contractorInAreaSchema) }),
});

export const updateContractorBodySchema = z
  .object({
    name: companyNameSchema("Oppgi firmanavn").optional(),
    base_post_code: postCodeSchema.nullable().optional(),
    radius_km: radiusSchema.optional(),
    work_types: z
      .array(z.object({ work_type: workTypeSchema, extended_radius_km: radiusSchema.nullable().optional() }))
      .max(WORK_TYPES.length)
      .refine(
        (list) => new Set(list.map((w) => w.work_type)).size === list.length,
        "En arbeidstype står to ganger",
      )
      .optional(),
    post_codes: z.array(postCodeSchema).max(6000, "For mange postnumre").optional(),
    /** Global admins only. */
    active: z.boolean().optional(),
  })
  .strict();

export const updateContractor = defineRoute({
  method: "PATCH",
  path: "/contractor/:id",
  refs: { params: { id: "contractor" } },
  summary:
    "Changes company details, work types (with extended radius), base post code, radius and explicit post codes (the company's admins, global admins); only global admins change `active`",
  tags: ["contractor"],
  params: contractorParams,
  body: updateContractorBodySchema,
  response: z.object({ data: contractorSchema }),
});

export const invoiceEmailsBody = z.object({
  invoice_emails: z.array(emailSchema).min(1, "Oppgi minst én e-postadresse").max(10, "Høyst 10 adresser"),
});

export const setInvoiceEmails = defineRoute({
  method: "POST",
  path: "/contractor/:id/invoice-emails",
  refs: { params: { id: "contractor" } },
  summary: "Replaces the addresses the company's invoices go to (the company's admins, global admins)",
  tags: ["contractor"],
  params: contractorParams,
  body: invoiceEmailsBody,
  response: z.object({ data: contractorSchema }),
});

export const setContractorDepartment = defineRoute({
  method: "POST",
  path: "/contractor/:id/department",
  refs: { params: { id: "contractor" }, body: { department_id: "caseworker-department" } },
  summary: "The caseworkers' department that follows the company up; null removes it (global admins)",
  tags: ["contractor"],
  params: contractorParams,
  body: z.object({
    department_id: z.number({ error: "Velg en avdeling" }).int().min(1).max(2_147_483_647).nullable(),
  }),
  response: z.object({ data: contractorSchema }),
});

export const contractorElectricianSchema = z.object({
  uuid: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  /** The login's phone number; null for an electrician without a login. */
  phoneNumber: z.string().nullable(),
  /** The login's uuid (as calendar pages name the electrician); null without a login. */
  userUuid: z.uuid().nullable(),
  workTypes: z.array(workTypeSchema),
  createdAt: z.string(),
});
export type ContractorElectrician = z.infer<typeof contractorElectricianSchema>;

const electricianParams = contractorParams.extend({ uuid: z.uuid("Ukjent montør") });

/** A booked job, inspection or claim visit of an electrician whose time has not ended. */
export const upcomingWorkSchema = z.object({
  type: z.enum(["PROJECT", "CLAIM"]),
  /** The project's or the claim's uuid (what the swap calls take). */
  uuid: z.uuid(),
  /** The project (for a claim visit: the claimed project). */
  projectUuid: z.uuid(),
  projectNumber: z.number().int(),
  address: z.string(),
  place: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type UpcomingWork = z.infer<typeof upcomingWorkSchema>;

export const electricianWithWorkSchema = contractorElectricianSchema.extend({
  /** Booked work still to come, by start: what blocks a removal until it is moved. */
  upcoming: z.array(upcomingWorkSchema),
  /** Times customers hold in their carts right now (they expire within minutes). */
  heldTimes: z.number().int(),
});
export type ElectricianWithWork = z.infer<typeof electricianWithWorkSchema>;

export const listElectricians = defineRoute({
  method: "GET",
  path: "/contractor/:id/electrician",
  refs: { params: { id: "contractor" } },
  summary:
    "The company's electricians, by name, with their booked work still to come, and the invitations that wait for an answer (its admins, staff)",
  tags: ["contractor"],
  params: contractorParams,
  response: z.object({
    data: z.array(electricianWithWorkSchema),
    /** People invited as electricians who have not answered yet, newest first. */
    invitations: z.array(sentInvitationSchema),
  }),
});

export const addElectricianBody = z.object({
  first_name: personNameSchema("Oppgi fornavn"),
  last_name: personNameSchema("Oppgi etternavn"),
  phone_number: phoneSchema,
  work_types: z.array(workTypeSchema).min(1, "Velg minst én arbeidstype").max(WORK_TYPES.length),
});

export const addElectrician = defineRoute({
  method: "POST",
  path: "/contractor/:id/electrician",
  errors: ["INVITATION_PENDING", "ROLE_GRANT_SELF"],
  refs: { params: { id: "contractor" } },
  summary:
    "Invites an electrician by name, phone and work types (decision 060): an SMS asks the number's holder to sign in and accept; they become the company's electrician only then. The answer is the same whether the number has an account or not. 403 CONTRACTOR_PENDING_APPROVAL until the company is approved",
  tags: ["contractor"],
  params: contractorParams,
  body: addElectricianBody,
  response: z.object({ data: sentInvitationSchema }),
  sendsMessages: true,
});

export const getElectrician = defineRoute({
  method: "GET",
  path: "/contractor/:id/electrician/:uuid",
  refs: { params: { id: "contractor", uuid: "electrician" } },
  summary:
    "One electrician of the company, by the electrician's uuid or their login's (its admins, the electrician, staff)",
  tags: ["contractor"],
  params: electricianParams,
  response: z.object({ data: contractorElectricianSchema }),
});

export const removeElectrician = defineRoute({
  method: "DELETE",
  path: "/contractor/:id/electrician/:uuid",
  refs: { params: { id: "contractor", uuid: "electrician" } },
  summary:
    "Removes an electrician from the company (no more times offered); refused with 409 while they have booked or reserved future work",
  tags: ["contractor"],
  params: electricianParams,
  response: z.object({ data: z.object({ removed: z.boolean() }) }),
});

export const contractorFeedbackSchema = z.object({
  uuid: z.uuid(),
  feedback: z.string(),
  from: z.string().nullable(),
  createdAt: z.string(),
});

/** The longest feedback a company's admin sends (the form shows what is left). */
export const CONTRACTOR_FEEDBACK_MAX_LENGTH = 5000;

export const contractorFeedbackBody = z.object({
  feedback: z
    .string({ error: "Skriv en tilbakemelding" })
    .trim()
    .min(1, "Skriv en tilbakemelding")
    .max(
      CONTRACTOR_FEEDBACK_MAX_LENGTH,
      `Tilbakemeldingen er for lang (høyst ${CONTRACTOR_FEEDBACK_MAX_LENGTH} tegn)`,
    ),
});

export const sendContractorFeedback = defineRoute({
  method: "POST",
  path: "/contractor/:id/feedback",
  refs: { params: { id: "contractor" } },
  summary:
    "A company's admin sends feedback to the caseworkers (stored, and emailed to the caseworkers of the company's department, or to all without one); 403 CONTRACTOR_PENDING_APPROVAL until the company is approved",
  tags: ["contractor"],
  params: contractorParams,
  body: contractorFeedbackBody,
  response: z.object({ data: contractorFeedbackSchema }),
  sendsMessages: true,
});

export const listContractorFeedback = defineRoute({
  method: "GET",
  path: "/contractor/:id/feedback",
  refs: { params: { id: "contractor" } },
  summary:
    "The feedback a company has sent, newest first (its own admins, caseworkers, global admins, customer service)",
  tags: ["contractor"],
  params: contractorParams,
  response: z.object({ data: z.array(contractorFeedbackSchema) }),
});

/** The longest calendar window one call answers (a month view with its leading and trailing weeks). */
export const MAX_CALENDAR_DAYS = 62;

const osloDateOrInstant = z
  .string({ error: "Oppgi dato" })
  .trim()
  .refine(
    (v) =>
      /^\d{4}-\d{2}-\d{2}$/.test(v) ||
      (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) &&
        !Number.isNaN(Date.parse(v))),
    "Oppgi en dato (ÅÅÅÅ-MM-DD) eller et tidspunkt (ISO 8601 med tidssone)",
  );

export const calendarQuerySchema = z.object({
  /** Start of the window (inclusive): an Oslo date (its midnight) or an ISO instant with zone. */
  from: osloDateOrInstant,
  /** End of the window (exclusive): an Oslo date (its midnight) or an ISO instant with zone. */
  to: osloDateOrInstant,
  /** Only this electrician (their uuid or their login's); an electrician sees only themselves. */
  electrician_uuid: z.uuid("Ukjent montør").optional(),
});

/** A job, inspection or claim visit in the calendar (decoded). Instants in UTC ISO 8601. */
export const calendarEventSchema = z.object({
  type: z.enum(["PROJECT", "CLAIM"]),
  /** The project's or claim's uuid. */
  uuid: z.uuid(),
  /** The project (for a claim: the claimed project), which the event opens. */
  projectNumber: z.number().int(),
  /** JOB or INSPECTION; for a claim, the claimed project's kind. */
  kind: z.enum(["JOB", "INSPECTION"]),
  /** The project's status, or for a claim the claim's. */
  status: z.string(),
  address: z.string(),
  place: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** Holiday, sick, blocked or extra working time touching the window (whole, not clipped). */
const calendarExceptionSchema = z.object({
  kind: z.enum(["holiday", "sick", "blocked", "extra"]),
  note: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
});

const calendarPersonFields = {
  uuid: z.uuid(),
  userUuid: z.uuid().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  workTypes: z.array(workTypeSchema),
  exceptions: z.array(calendarExceptionSchema),
};

/** The event types and kinds in their wire order (an event names them by position). */
export const CALENDAR_EVENT_TYPES = ["PROJECT", "CLAIM"] as const;
export const CALENDAR_EVENT_KINDS = ["JOB", "INSPECTION"] as const;

/** Minutes from the answer's `from` (negative before it; a fraction only for an instant off the minute). */
const minutes = z.number();

/**
 * One event on the wire, in this fixed order: type and kind (positions in CALENDAR_EVENT_TYPES and
 * CALENDAR_EVENT_KINDS), the uuid as 22 base64url characters (its 16 bytes), the project number,
 * status, address, place (null when unknown), the start in minutes from `from`, and the length in
 * minutes.
 */
export const calendarWireEventSchema = z.tuple([
  z.number().int().min(0).max(1),
  z.number().int().min(0).max(1),
  z.string().regex(/^[A-Za-z0-9_-]{22}$/),
  z.number().int(),
  z.string(),
  z.string(),
  z.string().nullable(),
  minutes,
  minutes,
]);

/**
 * The calendar as it travels: a month of a large company is thousands of events, so each is an
 * array in a fixed order and instants are minutes from `from` (decision 045); `decodeCalendar`
 * gives the objects back.
 */
export const calendarWireSchema = z.object({
  timeZone: z.literal("Europe/Oslo"),
  from: z.string(),
  to: z.string(),
  electricians: z.array(
    z.object({
      ...calendarPersonFields,
      /**
       * Working time to shade, three numbers per stretch: the Oslo day it belongs to (0 is the Oslo
       * day of `from`), its start and its end in minutes from `from`. The weekly pattern (own, else
       * the company's standard) laid on each Oslo day of the window, DST-correct, closed on public
       * holidays the company has not opened; clipped to the window, plus `extra` working time.
       */
      availability: z.array(minutes),
      /** Events touching the window (whole, not clipped), by start. */
      events: z.array(calendarWireEventSchema),
    }),
  ),
});
export type CalendarWire = z.infer<typeof calendarWireSchema>;

export const calendarElectricianSchema = z.object({
  ...calendarPersonFields,
  /** Working time to shade; `date` is the Oslo day the stretch belongs to. */
  availability: z.array(z.object({ date: z.string(), startsAt: z.string(), endsAt: z.string() })),
  events: z.array(calendarEventSchema),
});

/** The calendar as its readers use it: objects with ISO instants. */
export const calendarSchema = z.object({
  timeZone: z.literal("Europe/Oslo"),
  from: z.string(),
  to: z.string(),
  electricians: z.array(calendarElectricianSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** "CtUiDdPDQn2YVSz3JBeqMA" → "0ad5220d-d3c5-427d-9855-2cb57f2415c0" */
export function uuidFromBase64Url(text: string): string {
  let bits = 0;
  let value = 0;
  let hex = "";
  for (const char of text) {
    value = (value << 6) | BASE64URL.indexOf(char);
    bits += 6;
    while (bits >= 4) {
      bits -= 4;
      hex += ((value >> bits) & 15).toString(16);
    }
    value &= (1 << bits) - 1;
  }
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The calendar's objects from its wire form (the inverse of the service's encoding). */
export function decodeCalendar(wire: CalendarWire): Calendar {
  const from = Date.parse(wire.from);
  const firstDay = osloDate(from);
  const instant = (m: number) => new Date(Math.round(from + m * 60_000)).toISOString();
  const pick = <T>(list: readonly T[], i: number): T => {
    const value = list[i];
    if (value === undefined) throw new Error(`Ukjent type eller art i kalenderen: ${i}`);
    return value;
  };
  return {
    timeZone: wire.timeZone,
    from: wire.from,
    to: wire.to,
    electricians: wire.electricians.map(({ availability, events, ...person }) => {
      const stretches: Calendar["electricians"][number]["availability"] = [];
      for (let i = 0; i + 2 < availability.length; i += 3)
        stretches.push({
          date: addDays(firstDay, availability[i] as number),
          startsAt: instant(availability[i + 1] as number),
          endsAt: instant(availability[i + 2] as number),
        });
      return {
        ...person,
        availability: stretches,
        events: events.map(([type, kind, uuid, projectNumber, status, address, place, start, length]) => ({
          type: pick(CALENDAR_EVENT_TYPES, type),
          uuid: uuidFromBase64Url(uuid),
          projectNumber,
          kind: pick(CALENDAR_EVENT_KINDS, kind),
          status,
          address,
          place,
          startsAt: instant(start),
          endsAt: instant(start + length),
        })),
      };
    }),
  };
}

export const getContractorCalendar = defineRoute({
  method: "GET",
  path: "/contractor/:id/calendar",
  refs: { params: { id: "contractor" }, query: { electrician_uuid: "electrician" } },
  summary:
    "The company's electricians (or one) in the window [from, to): jobs, inspections and claim visits, working time and exceptions (its admins, staff; an electrician only their own). from/to: Oslo dates or ISO instants, at most 62 days. Compact: see calendarWireSchema and decodeCalendar",
  tags: ["contractor"],
  params: contractorParams,
  query: calendarQuerySchema,
  response: z.object({ data: calendarWireSchema }),
});

const radiusQuery = z.coerce
  .number({ error: "Oppgi radius i kilometer" })
  .min(0, "Radius kan ikke være negativ")
  .max(MAX_RADIUS_KM, `Radius kan være høyst ${MAX_RADIUS_KM} km`);

export const postCodePreviewQuerySchema = z.object({
  /** The company's radius to try; default its current one. */
  radius: radiusQuery.optional(),
  /** The extended radius to try for the work types that have one; default their current ones. */
  extended_radius: radiusQuery.optional(),
  /** The base post code to try; default the company's current one. */
  post_code: postCodeSchema.optional(),
  /**
   * The work types to try, each with its own extended radius after a colon
   * ("ELECTRICIAN,SOLAR:80"); replaces the company's work types and `extended_radius`.
   */
  work_types: z
    .string()
    .regex(
      /^(ELECTRICIAN|HEAT_PUMP|SOLAR)(:\d{1,4}(\.\d+)?)?(,(ELECTRICIAN|HEAT_PUMP|SOLAR)(:\d{1,4}(\.\d+)?)?){0,2}$/,
      "Oppgi arbeidstyper som ELECTRICIAN,SOLAR:80",
    )
    .optional(),
});

/** The work types of a preview's `work_types` ("ELECTRICIAN,SOLAR:80"), or an error text. */
export function parsePreviewWorkTypes(
  value: string,
): { workType: WorkType; extendedRadiusKm: number | null }[] | string {
  const list = value.split(",").map((part) => {
    const [type, radius] = part.split(":");
    return { workType: type as WorkType, extendedRadiusKm: radius === undefined ? null : Number(radius) };
  });
  if (new Set(list.map((w) => w.workType)).size !== list.length) return "En arbeidstype står to ganger";
  if (list.some((w) => w.extendedRadiusKm !== null && w.extendedRadiusKm > MAX_RADIUS_KM))
    return `Radius kan være høyst ${MAX_RADIUS_KM} km`;
  return list;
}

/** A preview's `work_types` value for these work types. */
export function previewWorkTypes(list: readonly { workType: WorkType; extendedRadiusKm: number | null }[]) {
  return list
    .map((w) => (w.extendedRadiusKm === null ? w.workType : `${w.workType}:${w.extendedRadiusKm}`))
    .join(",");
}

export const coveredPostCodeSchema = z.object({
  code: z.string(),
  place: z.string(),
  /** The work types covered at the code. */
  workTypes: z.array(workTypeSchema),
  /** Covered by the company's radius (all its work types), not only by an extended radius or the list. */
  withinRadius: z.boolean(),
});

export const changedPostCodeSchema = z.object({
  code: z.string(),
  place: z.string(),
  workTypes: z.array(workTypeSchema),
});

export const getContractorPostCodes = defineRoute({
  method: "GET",
  path: "/contractor/:id/post-codes",
  refs: { params: { id: "contractor" } },
  summary:
    "The coverage editor's preview: the post codes (code, place, work types) the company would cover with the given base post code, radius and extended radius (defaults: its current ones), with counts (its admins, staff)",
  tags: ["contractor"],
  params: contractorParams,
  query: postCodePreviewQuerySchema,
  response: z.object({
    data: z.object({
      basePostCode: z.string().nullable(),
      basePlace: z.string().nullable(),
      radiusKm: z.number(),
      /** The extended radius applied to each work type that has one (null: none has). */
      workTypes: z.array(contractorWorkTypeSchema),
      counts: z.object({
        total: z.number().int(),
        withinRadius: z.number().int(),
        /** Codes on the explicit list. */
        listed: z.number().int(),
        perWorkType: z.array(coverageDetailSchema),
      }),
      postCodes: z.array(coveredPostCodeSchema),
      /** Codes the change starts covering compared with today (with the work types gained). */
      added: z.array(changedPostCodeSchema),
      /** Codes the change stops covering for some work type compared with today (with those lost). */
      dropped: z.array(changedPostCodeSchema),
      /** What lies in the dropped codes: open carts, and the company's booked work still to come. */
      affected: z.object({
        openCarts: z.number().int(),
        futureProjects: z.array(
          z.object({
            uuid: z.uuid(),
            number: z.number().int(),
            address: z.string(),
            postCode: z.string(),
            place: z.string().nullable(),
            startsAt: z.string(),
          }),
        ),
      }),
    }),
  }),
});

export type ContractorWorkType = z.infer<typeof contractorWorkTypeSchema>;
/** The coverage editor's preview as `GET contractor/{id}/post-codes` answers it. */
export type PostCodePreview = z.infer<typeof getContractorPostCodes.response>["data"];
export type ContractorFeedback = z.infer<typeof contractorFeedbackSchema>;

// ---------------------------------------------------------------------------------------------
// Onboarding of a new installer company (/oppsett), without a login

/** A work type the new company delivers, with an optional larger radius of its own. */
const registerWorkTypeSchema = z.object({
  work_type: workTypeSchema,
  extended_radius_km: radiusSchema.nullable().optional(),
});

export const registerContractorBodySchema = z
  .object({
    organization_number: organisationNumberSchema,
    name: companyNameSchema(),
    address: fieldSchema({ required: true, maxLength: 200 }),
    /** The business address's post code; its place comes from the post-code register. */
    post_code: postCodeSchema,
    work_types: z
      .array(registerWorkTypeSchema, { error: "Velg minst én arbeidstype" })
      .min(1, "Velg minst én arbeidstype")
      .max(WORK_TYPES.length)
      .refine(
        (list) => new Set(list.map((w) => w.work_type)).size === list.length,
        "En arbeidstype står to ganger",
      ),
    base_post_code: postCodeSchema,
    radius_km: radiusSchema,
    admin: z
      .object({
        first_name: personNameSchema(),
        last_name: personNameSchema(),
        email: emailSchema,
        phone_number: phoneSchema,
        /** From POST auth/verify-phone-number for the same number; used up by the registration. */
        phone_verification_token: z
          .string({ error: "Telefonnummeret er ikke bekreftet." })
          .min(1, "Telefonnummeret er ikke bekreftet.")
          .max(4000),
      })
      .strict(),
  })
  .strict();

export const registerContractor = defineRoute({
  method: "POST",
  path: "/contractor/register",
  errors: ["INVALID_PHONE_TOKEN"],
  summary:
    "Onboarding: registers a new installer company, inactive until a global admin approves it, with its work types and coverage, and its first admin (phone verified by code), who is signed in. 409 for an organisation number already registered",
  tags: ["contractor"],
  body: registerContractorBodySchema,
  response: z.object({ data: z.object({ contractor: contractorSchema, user: apiUserSchema }) }),
});

/** How many places a coverage preview names. */
export const COVERAGE_PREVIEW_PLACES = 20;

export const onboardingCoveragePreview = defineRoute({
  method: "GET",
  path: "/onboarding/coverage-preview",
  summary:
    "Onboarding: how many post codes a base post code and radius would cover, and the nearest places (first 20 names), by the storefront's coverage rule; no login",
  tags: ["onboarding"],
  query: z.object({ post_code: postCodeSchema, radius: radiusQuery }),
  response: z.object({
    data: z.object({
      postCode: z.string(),
      place: z.string(),
      radiusKm: z.number(),
      postCodeCount: z.number().int(),
      placeCount: z.number().int(),
      /** Distinct place names, nearest first. */
      places: z.array(z.string()),
    }),
  }),
});
