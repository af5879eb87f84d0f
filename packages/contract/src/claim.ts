import { claimMoveSchema, claimStatusSchema } from "@mt/domain/claim/claim-status";
import { fieldSchema } from "@mt/domain/validation/field-schemas";
import { z } from "zod";
import { availableTimesSchema } from "./booking.ts";
import { listMetaSchema } from "./cms.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import {
  availableTimesQuery,
  contractorCalendarQuery,
  contractorParams,
  listOf,
  startsAtSchema,
} from "./shared-params.ts";

/*
 * Claims (reklamasjon, issue 14): opened on a completed project within håndverkertjenesteloven's
 * five years (packages/domain claim/claim-deadline.ts), scheduled like a job with the original
 * contractor's electricians, then resolved or rejected, each with a message to the customer.
 * Who reaches a claim: staff all; a contractor admin their company's; an electrician their own
 * visits; the customer their own. Anything else answers 404.
 */

export const claimErrors = defineErrors({
  /** The project's work is not completed yet. */
  CLAIM_PROJECT_NOT_COMPLETED: {
    status: 409,
    message: "Du kan melde reklamasjon når jobben er fullført.",
  },
  /** The five years have passed, and nobody who may override gave a reason. */
  CLAIM_DEADLINE_PASSED: {
    status: 409,
    message:
      "Reklamasjonsfristen på fem år etter at jobben ble fullført, har gått ut. Ta kontakt med kundeservice hvis du mener noe er galt.",
  },
  /** Only a caseworker or an administrator may open a claim after the deadline. */
  CLAIM_OVERRIDE_FORBIDDEN: {
    status: 403,
    message: "Bare en saksbehandler kan registrere en reklamasjon etter fristen.",
  },
  /** The caller reaches the project but may not open a claim on it (e.g. an installer). */
  CLAIM_OPEN_FORBIDDEN: { status: 403, message: "Du har ikke tilgang til å registrere en reklamasjon her." },
  /** The move does not leave from the claim's present state. */
  CLAIM_MOVE_NOT_ALLOWED: {
    status: 409,
    message: "Dette kan ikke gjøres med reklamasjonen slik den står nå.",
  },
  /** None of the caller's roles may make this move (on a claim they do reach). */
  CLAIM_MOVE_FORBIDDEN: { status: 403, message: "Du har ikke tilgang til å gjøre dette med reklamasjonen." },
  /** The claim changed since the caller read it. */
  CLAIM_VERSION_CONFLICT: {
    status: 409,
    message: "Reklamasjonen er endret av noen andre i mellomtiden. Se oppdatert status og prøv igjen.",
  },
  /** Swapping the electrician of a claim that has no visit, or naming another visit than its own. */
  CLAIM_NOT_SCHEDULED: { status: 409, message: "Reklamasjonen har ikke noe planlagt besøk å flytte." },
  /** An image id that is not an uploaded image. */
  CLAIM_IMAGE_UNKNOWN: { status: 422, message: "Bildet finnes ikke. Last det opp på nytt." },
});

const claimParams = z.object({ uuid: z.uuid("Ukjent reklamasjon") });
const versionSchema = z.number({ error: "Mangler versjon" }).int().min(0);
const messageSchema = fieldSchema({ required: true, maxLength: 1000 });

// ---------------------------------------------------------------------------------------------
// Views

const personSchema = z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() });

export const claimSummarySchema = z.object({
  uuid: z.uuid(),
  status: claimStatusSchema,
  createdAt: z.string(),
  /** Shortened description for the table. */
  description: z.string(),
  project: z.object({ uuid: z.uuid(), number: z.number().int(), address: z.string(), postCode: z.string() }),
  customer: z.object({ name: z.string(), phoneNumber: z.string() }),
  contractor: z.object({ uuid: z.string(), name: z.string() }),
  /** The visit's electrician once scheduled. */
  electrician: personSchema.nullable(),
  windowStartsAt: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  /** The last Oslo date of the project's claim deadline ("YYYY-MM-DD"). */
  deadline: z.string(),
  /** Opened after the deadline, with a caseworker's reason. */
  overridden: z.boolean(),
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum(["opened", "override", "status", "reschedule", "swap"]),
  actor: z.string(),
  fromStatus: claimStatusSchema.nullable(),
  toStatus: claimStatusSchema.nullable(),
  message: z.string().nullable(),
});
export type ClaimEvent = z.infer<typeof claimEventSchema>;

export const claimDetailSchema = claimSummarySchema.extend({
  version: z.number().int(),
  description: z.string(),
  images: z.array(z.object({ id: z.number().int(), url: z.string() })),
  overrideReason: z.string().nullable(),
  resolutionMessage: z.string().nullable(),
  timeslot_uuid: z.uuid().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  /** "Reklamasjonsfrist: 24.11.31" */
  deadlineText: z.string(),
  timeline: z.array(claimEventSchema),
  /** What the caller may do now. */
  allowedMoves: z.array(claimMoveSchema),
  mayReschedule: z.boolean(),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;
const detailResponse = z.object({ data: claimDetailSchema });

// ---------------------------------------------------------------------------------------------
// Open, list, detail

/** Opening a claim: the route's body and the claim forms of "my page" and the desk. */
export const openClaimBodySchema = z.object({
  project: z.uuid("Ukjent prosjekt"),
  description: fieldSchema({ required: true, maxLength: 2000 }),
  /** Images uploaded with POST media/upload-customer-image. */
  imageIds: z.array(z.number().int().positive()).max(10, "Høyst 10 bilder").default([]),
  overrideReason: fieldSchema({ maxLength: 1000 }).optional(),
});

export const openClaim = defineRoute({
  method: "POST",
  path: "/claim",
  refs: { body: { project: "project", imageIds: "image" } },
  summary:
    "Opens a claim on a completed or invoiced project: its customer, or staff for them. Within five years of completion (håndverkertjenesteloven); after that 409 CLAIM_DEADLINE_PASSED unless a caseworker or global admin gives an overrideReason (403 CLAIM_OVERRIDE_FORBIDDEN for anyone else). The customer gets an SMS and email",
  tags: ["claim"],
  body: openClaimBodySchema,
  status: 201,
  response: detailResponse,
  sendsMessages: true,
});

export const CLAIM_PAGE_SIZE = 25;

export const claimListQuery = z.object({
  /** Project number, customer name, phone, address, or words of the description. */
  search: z.string().trim().max(200).optional(),
  status: listOf(claimStatusSchema),
  contractor: z.uuid("Ukjent installatør").optional(),
  /** Opened at least this many days ago. */
  minAgeDays: z.coerce.number().int().min(0).max(10_000).optional(),
  /** within: opened within the deadline; overridden: opened after it with a caseworker's reason. */
  deadline: z.enum(["within", "overridden"]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(CLAIM_PAGE_SIZE),
});
export type ClaimListQuery = z.input<typeof claimListQuery>;

export const listClaims = defineRoute({
  method: "GET",
  path: "/claim",
  refs: { query: { contractor: "contractor" } },
  summary:
    "Claims within the caller's reach (staff all, a contractor admin their company's, an electrician their visits, a customer their own), newest first, filtered and searched",
  tags: ["claim"],
  query: claimListQuery,
  response: z.object({
    data: z.array(claimSummarySchema),
    meta: listMetaSchema.extend({ statusCounts: z.partialRecord(claimStatusSchema, z.number().int()) }),
  }),
});

export const getClaim = defineRoute({
  method: "GET",
  path: "/claim/:uuid",
  refs: { params: { uuid: "claim" } },
  summary: "One claim within the caller's reach (404 otherwise), with its images and timeline",
  tags: ["claim"],
  params: claimParams,
  response: detailResponse,
});

export const projectClaimsSchema = z.object({
  /** Null until the work is completed. */
  deadline: z.string().nullable(),
  deadlineText: z.string().nullable(),
  withinDeadline: z.boolean(),
  /** May the caller open a claim now (within the deadline), or only with an override reason? */
  mayOpen: z.boolean(),
  mayOverride: z.boolean(),
  claims: z.array(claimDetailSchema),
});
export type ProjectClaims = z.infer<typeof projectClaimsSchema>;

export const getProjectClaims = defineRoute({
  method: "GET",
  path: "/claim/for-project/:uuid",
  refs: { params: { uuid: "project" } },
  summary:
    "The claim deadline of a project and its claims, as the caller reaches the project (the project page and 'my page')",
  tags: ["claim"],
  params: z.object({ uuid: z.uuid("Ukjent prosjekt") }),
  response: z.object({ data: projectClaimsSchema }),
});

// ---------------------------------------------------------------------------------------------
// Schedule, resolve, reject

export const getClaimAvailableTimes = defineRoute({
  method: "GET",
  path: "/claim/:uuid/available-times",
  refs: { params: { uuid: "claim" } },
  summary:
    "Arrival windows the project's contractor can offer for a visit (the storefront's offered-times function)",
  tags: ["claim"],
  params: claimParams,
  query: availableTimesQuery,
  response: availableTimesSchema,
});

export const scheduleClaim = defineRoute({
  method: "POST",
  path: "/claim/:uuid/schedule",
  errors: ["TIMESLOT_TAKEN"],
  refs: { params: { uuid: "claim" } },
  summary:
    "Books a visit in an offered window with the original electrician when free, else another of the contractor's (the same no-overlap guarantee as booking: 409 TIMESLOT_TAKEN); moves a scheduled visit to the new window. The customer is told",
  tags: ["claim"],
  params: claimParams,
  body: z.object({
    version: versionSchema,
    startsAt: startsAtSchema,
  }),
  response: detailResponse,
  sendsMessages: true,
});

/** Resolving or rejecting a claim: the message to the customer (the claim page's form uses it). */
export const finishClaimBodySchema = z.object({ version: versionSchema, message: messageSchema });

export const resolveClaim = defineRoute({
  method: "POST",
  path: "/claim/:uuid/resolve",
  refs: { params: { uuid: "claim" } },
  summary:
    "Marks the claim resolved with a message to the customer (SMS and email); a planned visit's time is kept",
  tags: ["claim"],
  params: claimParams,
  body: finishClaimBodySchema,
  response: detailResponse,
  sendsMessages: true,
});

export const rejectClaim = defineRoute({
  method: "POST",
  path: "/claim/:uuid/reject",
  refs: { params: { uuid: "claim" } },
  summary:
    "Rejects the claim with the reason told to the customer (SMS and email); a planned visit is cancelled and its time freed",
  tags: ["claim"],
  params: claimParams,
  body: finishClaimBodySchema,
  response: detailResponse,
  sendsMessages: true,
});

// ---------------------------------------------------------------------------------------------
// The contractor's calls (spec section 7)

export const listContractorClaims = defineRoute({
  method: "GET",
  path: "/contractor/:id/claim",
  refs: { params: { id: "contractor" }, query: { electrician_uuid: "electrician" } },
  summary:
    "The contractor's claims with a visit between from and to (Oslo dates) or on the given dates[], optionally of one electrician; without dates every claim",
  tags: ["claim"],
  params: contractorParams,
  query: contractorCalendarQuery,
  response: z.object({ data: z.array(claimSummarySchema) }),
});

export const swappableElectriciansSchema = z.object({
  /** The claim's visit, to send back with swap-timeslot. */
  timeslot_uuid: z.uuid(),
  electricians: z.array(personSchema),
});

export const getSwappableClaimElectricians = defineRoute({
  method: "GET",
  path: "/contractor/:id/claim/:pid/swappable-electricians",
  refs: { params: { id: "contractor", pid: "claim" } },
  summary:
    "The contractor's other electricians who do the work and are free for the whole of the claim's visit",
  tags: ["claim"],
  params: contractorParams.extend({ pid: z.uuid("Ukjent reklamasjon") }),
  response: z.object({ data: swappableElectriciansSchema }),
});

/** Another electrician for the visit (the route's body and the claim page's "Bytt montør" form). */
export const swapClaimTimeslotBodySchema = z.object({
  timeslot_uuid: z.uuid("Ukjent tidspunkt"),
  electrician_uuid: z.uuid("Ukjent montør").optional(),
});

export const swapClaimTimeslot = defineRoute({
  method: "POST",
  path: "/contractor/:id/claim/:pid/swap-timeslot",
  refs: {
    params: { id: "contractor", pid: "claim" },
    body: { timeslot_uuid: "timeslot", electrician_uuid: "electrician" },
  },
  summary:
    "Moves the claim's visit (timeslot_uuid, as swappable-electricians gives it) to another free electrician of the same contractor at the same time: electrician_uuid, or the first free one. 409 TIMESLOT_TAKEN when they were taken meanwhile",
  tags: ["claim"],
  params: contractorParams.extend({ pid: z.uuid("Ukjent reklamasjon") }),
  body: swapClaimTimeslotBodySchema,
  response: detailResponse,
});
