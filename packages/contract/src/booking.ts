import { companySchema } from "@mt/domain/entities/company";
import { workTypeSchema } from "@mt/domain/entities/enums";
import { projectStatusSchema } from "@mt/domain/project/project-status";
import {
  emailSchema,
  fieldSchema,
  organisationNumberSchema,
  phoneSchema,
} from "@mt/domain/validation/field-schemas";
import { companyNameSchema, personNameSchema } from "@mt/domain/validation/names";
import { z } from "zod";
import { cartViewSchema, lineTotalsSchema } from "./cart.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import { availableTimesQuery, startsAtSchema } from "./shared-params.ts";

/*
 * Time and booking. Every error answers in the spec's shape {message, code, errors}.
 * Codes special to this area are listed in `bookingErrors`; the client clears its local cart on
 * CART_EXPIRED and CART_BOOKED (spec sections 4 and 8) and refetches on anything else.
 */

/** Error codes special to this area, with status and Norwegian message, as the server sends them. */
export const bookingErrors = defineErrors({
  /** The cart's reservation ran out (or the cart has none any more when booking). */
  CART_EXPIRED: { status: 409, message: "Reservasjonen av tidspunktet er utløpt. Velg et nytt tidspunkt." },
  /** The cart is already booked; a retry with the same Idempotency-Key gets the project instead. */
  CART_BOOKED: { status: 409, message: "Handlekurven er allerede bestilt." },
  /** Someone else took the time between showing and reserving/booking it. */
  TIMESLOT_TAKEN: {
    status: 409,
    message: "Tidspunktet er dessverre ikke lenger ledig. Velg et annet tidspunkt.",
  },
  /** Booking without a reservation. */
  NO_RESERVATION: { status: 409, message: "Velg et tidspunkt før du bestiller." },
  /** The same Idempotency-Key was used with a different request body (or another cart). */
  IDEMPOTENCY_KEY_REUSED: {
    status: 422,
    message: "Idempotency-Key er allerede brukt for en annen forespørsel.",
  },
  /** The same Idempotency-Key is being processed by another request right now; retry. */
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: "Bestillingen behandles allerede. Prøv igjen om et øyeblikk.",
  },
  /** The phone verification token is missing, invalid, expired or for another number. */
  PHONE_NOT_VERIFIED: { status: 422, message: "Telefonnummeret er ikke bekreftet." },
  /** The cart has no lines, or a line's job is no longer offered. */
  CART_EMPTY: { status: 422, message: "Handlekurven er tom." },
  /** The cart has no post code, or no contractor covers it for the cart's work types. */
  NOT_AVAILABLE_IN_AREA: {
    status: 422,
    message: "Vi har dessverre ingen elektriker som kan ta denne jobben i ditt område.",
  },
  /**
   * Too many reminders for this recipient, cart or address; one message for every limit, so the
   * answer tells nothing about who else sent what.
   */
  CART_REMINDER_LIMIT: {
    status: 429,
    message: "Handlekurven er sendt for mange ganger. Prøv igjen senere.",
  },
  /** Organisation number not found in the company register. */
  ORGANIZATION_NOT_FOUND: { status: 404, message: "Fant ikke organisasjonsnummeret." },
});

const cartParams = z.object({ id: z.uuid("Ukjent handlekurv") });

// ---------------------------------------------------------------------------------------------
// Offered times

/** One arrival window on one day. Times in UTC ISO 8601; `date`, `start`, `end` in Europe/Oslo. */
export const offeredWindowSchema = z.object({
  /** Oslo date "YYYY-MM-DD". */
  date: z.string(),
  /** Oslo wall-clock "HH:mm", e.g. "08:00". */
  start: z.string(),
  end: z.string(),
  /** The window in UTC. Send `startsAt` back to reserve it. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** Earliest arrival inside the window someone can take, or null. */
  earliestArrival: z.string().nullable(),
  available: z.boolean(),
});
export type OfferedWindowView = z.infer<typeof offeredWindowSchema>;

export const offeredDaySchema = z.object({
  date: z.string(),
  windows: z.array(offeredWindowSchema),
});
export type OfferedDayView = z.infer<typeof offeredDaySchema>;

/** JOB: the electrician comes to do the work; INSPECTION: a line needs an inspection first. */
export const bookingKindSchema = z.enum(["JOB", "INSPECTION"]);
export type BookingKind = z.infer<typeof bookingKindSchema>;

export const availableTimesSchema = z.object({
  data: z.object({
    timeZone: z.literal("Europe/Oslo"),
    kind: bookingKindSchema,
    /** Minutes to reserve: the cart's total duration, or the inspection's. */
    durationMinutes: z.number().int(),
    /** First day shown (Oslo) and number of days. */
    from: z.string(),
    days: z.array(offeredDaySchema),
    /** The earliest available window (to highlight), or null when nothing is free. */
    earliest: offeredWindowSchema.nullable(),
  }),
});
export type AvailableTimes = z.infer<typeof availableTimesSchema>["data"];

export const getAvailableTimes = defineRoute({
  method: "GET",
  path: "/cart/:id/available-times",
  refs: { params: { id: "cart" } },
  summary:
    "Arrival windows per day for the cart (post code, work types, total duration), lead time and horizon applied",
  tags: ["booking"],
  params: cartParams,
  query: availableTimesQuery,
  response: availableTimesSchema,
});

// ---------------------------------------------------------------------------------------------
// Reservation

export const reservationViewSchema = z.object({
  reservation_uuid: z.uuid(),
  /** The chosen arrival window (UTC). */
  windowStartsAt: z.string(),
  windowEndsAt: z.string(),
  /** The reserved electrician interval (UTC): planned arrival and end of work. */
  startsAt: z.string(),
  endsAt: z.string(),
  /** When the reservation runs out unless extended (UTC). */
  expiresAt: z.string(),
  /** Seconds left at the time of the answer, for the countdown. */
  secondsLeft: z.number().int(),
});
export type ReservationView = z.infer<typeof reservationViewSchema>;

const reservationResponse = z.object({
  data: z.object({ reservation: reservationViewSchema, cart: cartViewSchema }),
});

export const getReservation = defineRoute({
  method: "GET",
  path: "/cart/:id/reservation",
  refs: { params: { id: "cart" } },
  summary: "The cart's live reservation (null when none or expired)",
  tags: ["booking"],
  params: cartParams,
  response: z.object({ data: z.object({ reservation: reservationViewSchema.nullable() }) }),
});

export const createReservation = defineRoute({
  method: "POST",
  path: "/cart/:id/reservation",
  refs: { params: { id: "cart" } },
  summary:
    "Reserves a concrete electrician interval in the chosen window for 15 minutes and sets reservation_uuid on the cart (replaces an earlier one). 409 TIMESLOT_TAKEN when nobody is free any more",
  tags: ["booking"],
  params: cartParams,
  body: z.object({
    /** The window's `startsAt` from available-times. */
    startsAt: startsAtSchema,
  }),
  status: 201,
  response: reservationResponse,
});

export const extendReservation = defineRoute({
  method: "POST",
  path: "/cart/:id/reservation/extend",
  refs: { params: { id: "cart" } },
  summary: "Extends the live reservation by 15 minutes from now; 409 CART_EXPIRED when it already ran out",
  tags: ["booking"],
  params: cartParams,
  response: reservationResponse,
});

export const releaseReservation = defineRoute({
  method: "DELETE",
  path: "/cart/:id/reservation",
  refs: { params: { id: "cart" } },
  summary: "Releases the cart's reservation (also done by PATCH cart/{id} with reservation_uuid null)",
  tags: ["booking"],
  params: cartParams,
  response: z.object({ data: cartViewSchema }),
});

// ---------------------------------------------------------------------------------------------
// Contact information and booking

/** Company as the checkout sends it: organisation number checked (nine digits, check digit). */
export const bookingCompanySchema = companySchema.extend({
  name: companyNameSchema(),
  organizationNumber: organisationNumberSchema,
});

/** Contact information for booking, validated with the domain's messages. */
export const bookingContactInformationSchema = z.object({
  address: fieldSchema({ required: true, maxLength: 200 }),
  additionalInfo: fieldSchema({ maxLength: 2000 }).default(""),
  firstName: personNameSchema(),
  lastName: personNameSchema(),
  email: emailSchema,
  phoneNumber: phoneSchema,
  /** From POST auth/verify-phone-number for the same phone number. */
  phoneVerificationToken: z.string({ error: "Telefonnummeret er ikke bekreftet." }).min(1).max(4000),
  company: bookingCompanySchema.nullable().default(null),
});
export type BookingContactInformation = z.input<typeof bookingContactInformationSchema>;

export const inspectionModeSchema = z.enum(["ON_SITE", "VIDEO"]);

export const bookCartBody = z.object({
  contactInformation: bookingContactInformationSchema,
  acceptedTerms: z.literal(true, { error: "Du må godta vilkårene" }),
  /** Only for INSPECTION bookings: what the inspection is about, and how. */
  inspectionTopic: z.array(z.string().trim().max(200)).max(20).default([]),
  inspectionMode: inspectionModeSchema.default("ON_SITE"),
});
export type BookCartBody = z.input<typeof bookCartBody>;

export const projectLineSchema = z.object({
  typeKey: workTypeSchema,
  jobTypeId: z.number().int(),
  jobTypeVersionId: z.number().int(),
  title: z.string(),
  inspectionFirst: z.boolean(),
  totals: lineTotalsSchema,
  summary: z.array(z.object({ question: z.string(), answer: z.string() })),
  commentForElectrician: z.string().nullable(),
  /** The customer's photos of the job ("/media/…" URLs), shown only to them and to staff. */
  images: z.array(z.string()).default([]),
});

/** A booked project as its customer sees it. */
export const projectViewSchema = z.object({
  uuid: z.uuid(),
  /** Human project number, e.g. 100123. */
  number: z.number().int(),
  status: projectStatusSchema,
  kind: bookingKindSchema,
  createdAt: z.string(),
  /** The arrival window (UTC) and the planned work interval (UTC); null once cancelled (the time is free). */
  windowStartsAt: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeslot_uuid: z.uuid().nullable(),
  address: z.string(),
  postCode: z.string(),
  place: z.string().nullable(),
  contactInformation: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phoneNumber: z.string(),
    additionalInfo: z.string(),
    company: companySchema.nullable(),
  }),
  contractor: z.object({ uuid: z.string(), name: z.string() }),
  /** Shown to the customer once the project is planned in (null before). */
  electrician: z.object({ uuid: z.string(), firstName: z.string() }).nullable(),
  lineItems: z.array(projectLineSchema),
  totals: z.object({
    totalOre: z.number().int(),
    vatOre: z.number().int(),
    durationMinutes: z.number().int(),
  }),
  inspection: z.object({ topic: z.array(z.string()), mode: inspectionModeSchema }).nullable(),
});
export type ProjectView = z.infer<typeof projectViewSchema>;

export const bookCart = defineRoute({
  method: "POST",
  path: "/cart/:id/book",
  errors: ["CART_PRICE_CHANGED", "JOB_VERSION_OUTDATED"],
  refs: { params: { id: "cart" }, body: { "contactInformation.company.id": "register-company" } },
  sendsMessages: true,
  summary:
    "Books the cart: validates it, the contact information and phone token, turns the reservation into a timeslot, creates the project and queues SMS and email confirmations. Send an Idempotency-Key header: a retry with the same key and body returns the same project; another body with that key answers 422 IDEMPOTENCY_KEY_REUSED",
  tags: ["booking"],
  params: cartParams,
  body: bookCartBody,
  status: 201,
  response: z.object({ data: z.object({ project: projectViewSchema }) }),
});

// ---------------------------------------------------------------------------------------------
// Reminders ("send me the cart, I finish later")

export const reminderViewSchema = z.object({
  email: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  createdAt: z.string(),
});

export const createCartReminder = defineRoute({
  method: "POST",
  path: "/cart/:id/reminders",
  refs: { params: { id: "cart" } },
  sendsMessages: true,
  summary: "Sends the cart to the customer (email and/or SMS) with a link to finish later",
  tags: ["booking"],
  params: cartParams,
  body: z
    .object({
      email: emailSchema.optional(),
      phone_number: phoneSchema.optional(),
    })
    .refine((b) => b.email !== undefined || b.phone_number !== undefined, {
      message: "Må fylles ut",
      path: ["email"],
    }),
  status: 201,
  response: z.object({ data: z.object({ reminder: reminderViewSchema }) }),
});

export const deleteCartReminders = defineRoute({
  method: "DELETE",
  path: "/cart/:id/reminders",
  refs: { params: { id: "cart" } },
  summary: "Stops reminders for the cart",
  tags: ["booking"],
  params: cartParams,
  response: z.object({ data: z.object({ deleted: z.number().int() }) }),
});

// ---------------------------------------------------------------------------------------------
// Company register

export const lookupOrganizationNumber = defineRoute({
  method: "GET",
  path: "/organization-number/:n",
  refs: { params: { n: "organization-number" } },
  summary:
    "A company from the company register (local dataset in development); 404 ORGANIZATION_NOT_FOUND, 422 for an invalid number",
  tags: ["booking"],
  params: z.object({ n: organisationNumberSchema }),
  response: z.object({ data: companySchema }),
});
