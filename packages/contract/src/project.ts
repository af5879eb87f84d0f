import { workTypeSchema } from "@mt/domain/entities/enums";
import { projectMoveSchema, projectStatusSchema } from "@mt/domain/project/project-status";
import { fieldSchema } from "@mt/domain/validation/field-schemas";
import { z } from "zod";
import { availableTimesSchema, bookingKindSchema, projectViewSchema } from "./booking.ts";
import { listMetaSchema } from "./cms.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import {
  availableTimesQuery,
  contractorCalendarQuery,
  contractorParams,
  dateSchema,
  listOf,
  startsAtSchema,
} from "./shared-params.ts";

/*
 * The projects desk: staff, installers and customers see and run projects, each within their reach
 * (packages/domain project/project-reach.ts). Anything outside the caller's reach answers 404.
 * Moves follow the flow in packages/domain project/project-status.ts.
 */

export const projectErrors = defineErrors({
  /** The move does not leave from the project's present state. */
  PROJECT_MOVE_NOT_ALLOWED: {
    status: 409,
    message: "Dette kan ikke gjøres med prosjektet slik det står nå.",
  },
  /** None of the caller's roles may make this move (on a project they do reach). */
  PROJECT_MOVE_FORBIDDEN: { status: 403, message: "Du har ikke tilgang til å gjøre dette med prosjektet." },
  /** The project changed since the caller read it (optimistic version check). */
  PROJECT_VERSION_CONFLICT: {
    status: 409,
    message: "Prosjektet er endret av noen andre i mellomtiden. Se oppdatert status og prøv igjen.",
  },
  /** A customer tried to cancel or move after the cut-off before the start. */
  PROJECT_CHANGE_TOO_LATE: {
    status: 409,
    message: "Det er for sent å endre avtalen selv. Ring kundeservice, så hjelper vi deg.",
  },
  /** The appointment of a project in this state can no longer be moved. */
  PROJECT_NOT_RESCHEDULABLE: { status: 409, message: "Tidspunktet for dette prosjektet kan ikke flyttes." },
  /** A cancel without a message, or a move that needs one. */
  PROJECT_MESSAGE_REQUIRED: { status: 422, message: "Skriv en melding til kunden." },
  /** Swapping the electrician of a project that has no booked time (or is past being moved). */
  PROJECT_NOT_SCHEDULED: {
    status: 409,
    message: "Prosjektet har ikke noe planlagt tidspunkt som kan få en annen montør.",
  },
  /** swap-timeslot named another timeslot than the project's own. */
  PROJECT_TIMESLOT_MISMATCH: { status: 422, message: "Tidspunktet hører ikke til dette prosjektet." },
});

/** The list's filters that name objects, each within the caller's reach (decision 058). */
const PROJECT_FILTER_REFS = {
  contractor: "contractor",
  electrician: "electrician",
  salesPartner: "sales-partner",
  salesPartnerDepartment: "department",
  customer: "customer",
} as const;

/** A project by its uuid or by its number ("100123"), as staff say it on the phone. */
const projectParams = z.object({
  uuid: z.union([z.uuid(), z.string().regex(/^\d{1,10}$/)], { error: "Ukjent prosjekt" }),
});

/** Who brought the order: the storefront, or a seller in a store (issue on sales partners). */
export const salesChannelSchema = z.enum(["ONLINE", "STORE"]);

/** The store channel of an order (issue 16): sales partner, store and seller; null for web orders. */
const channelFields = {
  salesPartner: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  salesPartnerDepartment: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  seller: z.object({ uuid: z.uuid(), name: z.string() }).nullable(),
  /** What the seller sold in the store, for the caseworker and the installer. */
  sellerDescription: z.string().nullable(),
};

// ---------------------------------------------------------------------------------------------
// List

/** One row of the projects table. */
export const projectSummarySchema = z.object({
  uuid: z.uuid(),
  number: z.number().int(),
  status: projectStatusSchema,
  kind: bookingKindSchema,
  workTypes: z.array(workTypeSchema),
  /** Line titles, e.g. ["Elbillader"]. */
  titles: z.array(z.string()),
  salesChannel: salesChannelSchema,
  ...channelFields,
  createdAt: z.string(),
  /** The appointment's arrival window (UTC); null once cancelled. */
  windowStartsAt: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  customer: z.object({
    uuid: z.uuid(),
    name: z.string(),
    phoneNumber: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
  }),
  address: z.string(),
  postCode: z.string(),
  place: z.string().nullable(),
  contractor: z.object({ uuid: z.string(), name: z.string() }),
  electrician: z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  totalOre: z.number().int(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

export const PROJECT_SORTS = ["number", "createdAt", "startsAt", "status", "customer"] as const;
export const PROJECT_PAGE_SIZE = 25;

export const projectListQuery = z.object({
  /** Free text: project number, customer name, phone, email, address or post code. */
  search: z.string().trim().max(200).optional(),
  status: listOf(projectStatusSchema),
  workType: listOf(workTypeSchema),
  kind: bookingKindSchema.optional(),
  contractor: z.uuid("Ukjent installatør").optional(),
  electrician: z.uuid("Ukjent montør").optional(),
  /** Only this customer's projects (their user uuid): "my page" asks for the caller's own. */
  customer: z.uuid("Ukjent kunde").optional(),
  salesChannel: salesChannelSchema.optional(),
  salesPartner: z.uuid("Ukjent salgspartner").optional(),
  salesPartnerDepartment: z.uuid("Ukjent butikk").optional(),
  /** The appointment's Oslo date range (inclusive). */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  /** When the order came in, Oslo dates (inclusive). */
  createdFrom: dateSchema.optional(),
  createdTo: dateSchema.optional(),
  sort: z.enum(PROJECT_SORTS).default("createdAt"),
  dir: z.enum(["asc", "desc"]).default("desc"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(200).default(PROJECT_PAGE_SIZE),
});
export type ProjectListQuery = z.input<typeof projectListQuery>;

export const projectListMetaSchema = listMetaSchema.extend({
  /** Matches per status for the same filters and search, ignoring the status filter itself. */
  statusCounts: z.partialRecord(projectStatusSchema, z.number().int()),
});

export const listProjects = defineRoute({
  method: "GET",
  path: "/project",
  refs: { query: PROJECT_FILTER_REFS },
  summary:
    "Projects within the caller's reach (all for staff; a contractor admin their company's; an electrician their assignments; a customer their own), filtered, searched, sorted and paged",
  tags: ["project"],
  query: projectListQuery,
  response: z.object({ data: z.array(projectSummarySchema), meta: projectListMetaSchema }),
});

export const exportProjects = defineRoute({
  method: "GET",
  path: "/project/export",
  refs: { query: PROJECT_FILTER_REFS },
  summary:
    "The same list as GET project with the same filters, every page, as CSV (semicolon, UTF-8 with BOM)",
  tags: ["project"],
  query: projectListQuery.omit({ page: true, perPage: true }),
  response: z.string(),
});

// ---------------------------------------------------------------------------------------------
// Detail

export const projectEventSchema = z.object({
  id: z.number().int(),
  at: z.string(),
  kind: z.enum([
    "created",
    "status",
    "reschedule",
    "note",
    "document",
    "contact",
    "electrician",
    "offer",
    "rating",
  ]),
  /** Who did it ("Lars Berg", or "Kunden", or "Systemet"). */
  actor: z.string(),
  fromStatus: projectStatusSchema.nullable(),
  toStatus: projectStatusSchema.nullable(),
  /** The message to the customer, the note text, or what changed. */
  message: z.string().nullable(),
  /** Internal events (notes, a rating's moderation) are shown to staff only. */
  internal: z.boolean(),
});
export type ProjectEvent = z.infer<typeof projectEventSchema>;

export const projectDocumentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  sharedWithCustomer: z.boolean(),
  createdAt: z.string(),
});

/**
 * A project as the caller may see it. Customers get the timeline without internal events, only the
 * documents shared with them, and the electrician only once the project is scheduled.
 */
export const projectDetailSchema = projectViewSchema.extend({
  status: projectStatusSchema,
  /** Sent back with every change; a stale one answers 409 PROJECT_VERSION_CONFLICT. */
  version: z.number().int(),
  salesChannel: salesChannelSchema,
  ...channelFields,
  customer: z.object({ uuid: z.uuid(), name: z.string() }),
  timeline: z.array(projectEventSchema),
  documents: z.array(projectDocumentSchema),
  /** What the caller may do now: the moves (buttons) and whether they may move the time. */
  allowedMoves: z.array(projectMoveSchema),
  mayReschedule: z.boolean(),
  /** For customers: until when they may cancel or move it themselves. */
  customerChangeDeadline: z.string().nullable(),
  /** Start of the appointment window is null once cancelled (the time is free again). */
  windowStartsAt: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  timeslot_uuid: z.uuid().nullable(),
  electrician: z.object({ uuid: z.string(), firstName: z.string() }).nullable(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

const detailResponse = z.object({ data: projectDetailSchema });

export const getProject = defineRoute({
  method: "GET",
  path: "/project/:uuid",
  refs: { params: { uuid: "project" } },
  summary: "One project within the caller's reach (404 otherwise), with its timeline and documents",
  tags: ["project"],
  params: projectParams,
  response: detailResponse,
});

// ---------------------------------------------------------------------------------------------
// Changes: every one runs in one transaction with a timeline event and, where the customer is
// concerned, SMS and email through the outbox.

const versionSchema = z.number({ error: "Mangler versjon" }).int().min(0);
const messageSchema = fieldSchema({ maxLength: 1000 });

/** A step in the project's flow; cancelling carries a message to the customer (the cancel dialogs' field). */
export const moveProjectBodySchema = z.object({
  move: projectMoveSchema,
  version: versionSchema,
  message: messageSchema.optional(),
});

export const moveProject = defineRoute({
  method: "POST",
  path: "/project/:uuid/move",
  refs: { params: { uuid: "project" } },
  summary:
    "Moves the project one step in its flow (confirm, schedule, start, complete, invoice, cancel, …). 409 PROJECT_MOVE_NOT_ALLOWED from the wrong state, 403 PROJECT_MOVE_FORBIDDEN for the caller's roles, 409 PROJECT_VERSION_CONFLICT on a stale version. Cancelling frees the time and needs a message to the customer",
  tags: ["project"],
  params: projectParams,
  body: moveProjectBodySchema,
  response: detailResponse,
  sendsMessages: true,
});

export const getProjectAvailableTimes = defineRoute({
  method: "GET",
  path: "/project/:uuid/available-times",
  refs: { params: { uuid: "project" } },
  summary:
    "Arrival windows the project's contractor can offer for its duration (the storefront's offered-times function), for moving the appointment",
  tags: ["project"],
  params: projectParams,
  query: availableTimesQuery,
  response: availableTimesSchema,
});

export const rescheduleProject = defineRoute({
  method: "POST",
  path: "/project/:uuid/reschedule",
  errors: ["TIMESLOT_TAKEN"],
  refs: { params: { uuid: "project" } },
  summary:
    "Moves the appointment to another offered window of the same contractor, under the same no-overlap guarantee as booking (409 TIMESLOT_TAKEN). Customers only until the cut-off (409 PROJECT_CHANGE_TOO_LATE)",
  tags: ["project"],
  params: projectParams,
  body: z.object({
    version: versionSchema,
    startsAt: startsAtSchema,
  }),
  response: detailResponse,
  sendsMessages: true,
});

/** An internal note (the route's body and the desk's note form). */
export const projectNoteBodySchema = z.object({ text: fieldSchema({ required: true, maxLength: 2000 }) });

export const addProjectNote = defineRoute({
  method: "POST",
  path: "/project/:uuid/note",
  refs: { params: { uuid: "project" } },
  summary: "An internal note on the project's timeline (staff and installers; never shown to the customer)",
  tags: ["project"],
  params: projectParams,
  body: projectNoteBodySchema,
  status: 201,
  response: detailResponse,
});

/** A document attached to the project (the route's body; the desk's form adds the file). */
export const projectDocumentBodySchema = z.object({
  mediaId: z.number().int().positive(),
  title: fieldSchema({ required: true, maxLength: 200 }),
  sharedWithCustomer: z.boolean().default(false),
});

export const addProjectDocument = defineRoute({
  method: "POST",
  path: "/project/:uuid/document",
  refs: { params: { uuid: "project" }, body: { mediaId: "document" } },
  summary:
    "Attaches a document uploaded with POST media/upload-document to the project, optionally shared with the customer",
  tags: ["project"],
  params: projectParams,
  body: projectDocumentBodySchema,
  status: 201,
  response: detailResponse,
});

// ---------------------------------------------------------------------------------------------
// The contractor's calls (spec section 7)

export const listContractorProjects = defineRoute({
  method: "GET",
  path: "/contractor/:id/project",
  refs: { params: { id: "contractor" }, query: { electrician_uuid: "electrician" } },
  summary:
    "The contractor's projects with an appointment between from and to (Oslo dates) or on the given dates[], optionally of one electrician",
  tags: ["project"],
  params: contractorParams,
  query: contractorCalendarQuery,
  response: z.object({ data: z.array(projectSummarySchema) }),
});

export const searchContractorProjects = defineRoute({
  method: "POST",
  path: "/contractor/:id/project/search",
  refs: { params: { id: "contractor" } },
  summary: "The contractor's projects matching a free-text query (number, customer, phone, email, address)",
  tags: ["project"],
  params: contractorParams,
  body: z.object({ query: fieldSchema({ required: true, maxLength: 200 }) }),
  response: z.object({ data: z.array(projectSummarySchema) }),
});

export const cancelContractorProject = defineRoute({
  method: "POST",
  path: "/contractor/:id/project/:pid/cancel",
  refs: { params: { id: "contractor", pid: "project" } },
  summary: "The contractor cancels one of its projects with a message to the customer; the time is freed",
  tags: ["project"],
  params: contractorParams.extend({ pid: z.uuid("Ukjent prosjekt") }),
  body: z.object({ message: fieldSchema({ required: true, maxLength: 1000 }) }),
  response: detailResponse,
  sendsMessages: true,
});

export const swappableProjectElectriciansSchema = z.object({
  /** The project's timeslot, to send back with swap-timeslot. */
  timeslot_uuid: z.uuid(),
  electricians: z.array(z.object({ uuid: z.string(), firstName: z.string(), lastName: z.string() })),
});

const contractorProjectParams = contractorParams.extend({ pid: projectParams.shape.uuid });

export const getSwappableProjectElectricians = defineRoute({
  method: "GET",
  path: "/contractor/:id/project/:pid/swappable-electricians",
  refs: { params: { id: "contractor", pid: "project" } },
  summary:
    "The contractor's other active electricians who do the project's work types and are free for the whole of its timeslot (pid: uuid or number)",
  tags: ["project"],
  params: contractorProjectParams,
  response: z.object({ data: swappableProjectElectriciansSchema }),
});

export const swapProjectTimeslot = defineRoute({
  method: "POST",
  path: "/contractor/:id/project/:pid/swap-timeslot",
  errors: ["TIMESLOT_TAKEN"],
  refs: {
    params: { id: "contractor", pid: "project" },
    body: { timeslot_uuid: "timeslot", electrician_uuid: "electrician" },
  },
  summary:
    "Gives the project's timeslot (timeslot_uuid, as swappable-electricians gives it) to another free electrician of the contractor at the same time: electrician_uuid, or the first free one. Timeline event; the customer gets an SMS when the electrician's name was shown to them. 409 TIMESLOT_TAKEN when taken meanwhile",
  tags: ["project"],
  params: contractorProjectParams,
  body: z.object({
    timeslot_uuid: z.uuid("Ukjent tidspunkt"),
    electrician_uuid: z.uuid("Ukjent montør").optional(),
  }),
  response: detailResponse,
  sendsMessages: true,
});
