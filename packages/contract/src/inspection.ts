import { projectStatusSchema } from "@mt/domain/project/project-status";
import { fieldSchema } from "@mt/domain/validation/field-schemas";
import { z } from "zod";
import { inspectionModeSchema } from "./booking.ts";
import { listMetaSchema } from "./cms.ts";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";
import { dateSchema } from "./shared-params.ts";

/*
 * Inspections (befaringer): the projects that start with an inspection, seen by global admins,
 * caseworkers and inspectors (anyone else gets 404), their findings, and the video meeting between
 * the customer and one staff member.
 */

export const inspectionErrors = defineErrors({
  /** The findings of an inspection already marked inspected are no longer changed. */
  INSPECTION_CLOSED: { status: 409, message: "Befaringen er allerede markert som utført." },
  /** Marking inspected needs at least a text or a measurement. */
  INSPECTION_FINDINGS_REQUIRED: {
    status: 422,
    message: "Skriv hva du fant, eller legg inn en måling, før du markerer befaringen som utført.",
  },
  /**
   * The meeting link is wrong, for another meeting, has run out, or its inspection is done or
   * cancelled: one answer for all, as for a link that never opened anything.
   */
  MEETING_LINK_INVALID: {
    status: 401,
    message:
      "Lenken til videobefaringen virker ikke lenger. Den gjelder bare mens befaringen pågår, og i to timer etter at vi sendte den.",
  },
  /** Staff or the logged-in customer opened the meeting of an inspection that is done or cancelled. */
  MEETING_ENDED: {
    status: 409,
    message: "Videobefaringen er avsluttet: befaringen er markert som utført eller avlyst.",
  },
  /** Both places of the meeting are taken (sent on the signalling socket). */
  MEETING_FULL: { status: 409, message: "Det er allerede noen andre fra oss i denne videobefaringen." },
  /** Staff asked to send a video link for a site inspection. */
  INSPECTION_NOT_VIDEO: { status: 409, message: "Dette er ikke en videobefaring." },
});

const projectParams = z.object({ uuid: z.uuid({ error: "Ukjent prosjekt" }) });

export const MAX_MEASUREMENTS = 30;

export const measurementSchema = z.object({
  label: fieldSchema({ required: true, maxLength: 100 }),
  value: fieldSchema({ required: true, maxLength: 40 }),
  unit: fieldSchema({ maxLength: 20 }).default(""),
});
export type Measurement = z.infer<typeof measurementSchema>;

export const inspectionPhotoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  /** PHOTO: uploaded by the inspector; SNAPSHOT: a still from the video meeting. */
  source: z.enum(["PHOTO", "SNAPSHOT"]),
  createdAt: z.string(),
});
export type InspectionPhoto = z.infer<typeof inspectionPhotoSchema>;

/** The findings of one inspection, as the desk's project page shows and edits them. */
export const inspectionFindingsSchema = z.object({
  projectUuid: z.uuid(),
  mode: inspectionModeSchema,
  status: projectStatusSchema,
  text: z.string(),
  measurements: z.array(measurementSchema),
  photos: z.array(inspectionPhotoSchema),
  /** When and by whom the draft was last saved; null before the first save. */
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  /** Set once marked inspected; the findings are then on the timeline and closed. */
  inspectedAt: z.string().nullable(),
  /** Still open for findings (the project is "inspection booked"). */
  open: z.boolean(),
});
export type InspectionFindings = z.infer<typeof inspectionFindingsSchema>;

export const inspectionSummarySchema = z.object({
  uuid: z.uuid(),
  number: z.number().int(),
  status: projectStatusSchema,
  mode: inspectionModeSchema,
  topic: z.array(z.string()),
  windowStartsAt: z.string().nullable(),
  windowEndsAt: z.string().nullable(),
  address: z.string(),
  postCode: z.string(),
  place: z.string().nullable(),
  customer: z.object({ name: z.string(), phoneNumber: z.string() }),
  titles: z.array(z.string()),
  /** How many images the customer attached to the order. */
  customerImages: z.number().int(),
  hasFindings: z.boolean(),
});
export type InspectionSummary = z.infer<typeof inspectionSummarySchema>;

export const INSPECTION_PAGE_SIZE = 50;

export const inspectionListQuery = z.object({
  mode: inspectionModeSchema.optional(),
  /** Appointment date range (Oslo, inclusive). */
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  /** "open": still to inspect (the default list); "done": inspected or later; "all". */
  state: z.enum(["open", "done", "all"]).default("open"),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type InspectionListQuery = z.input<typeof inspectionListQuery>;

export const listInspections = defineRoute({
  method: "GET",
  path: "/inspection",
  summary:
    "Inspections (projects that start with one) for global admins, caseworkers and inspectors, by appointment, filtered by mode, date range and state",
  tags: ["inspection"],
  query: inspectionListQuery,
  response: z.object({ data: z.array(inspectionSummarySchema), meta: listMetaSchema }),
});

const findingsResponse = z.object({ data: inspectionFindingsSchema });

export const getInspectionFindings = defineRoute({
  method: "GET",
  path: "/inspection/:uuid",
  refs: { params: { uuid: "inspection" } },
  summary:
    "The findings of one inspection (text, measurements, photos); the project itself is GET project/{uuid}. 404 for anyone but global admins, caseworkers and inspectors",
  tags: ["inspection"],
  params: projectParams,
  response: findingsResponse,
});

export const findingsBody = z.object({
  text: fieldSchema({ maxLength: 5000 }).default(""),
  measurements: z.array(measurementSchema).max(MAX_MEASUREMENTS).default([]),
});
export type FindingsBody = z.input<typeof findingsBody>;

export const saveInspectionFindings = defineRoute({
  method: "PUT",
  path: "/inspection/:uuid/findings",
  refs: { params: { uuid: "inspection" } },
  summary: "Saves the findings as a draft (409 INSPECTION_CLOSED once marked inspected)",
  tags: ["inspection"],
  params: projectParams,
  body: findingsBody,
  response: findingsResponse,
});

export const addInspectionPhoto = defineRoute({
  method: "POST",
  path: "/inspection/:uuid/photo",
  refs: { params: { uuid: "inspection" }, body: { mediaId: "image" } },
  summary:
    "Adds a photo to the findings: an image uploaded with POST media/upload-customer-image (sanitised there), from the phone (PHOTO) or a still of the video meeting (SNAPSHOT)",
  tags: ["inspection"],
  params: projectParams,
  body: z.object({
    mediaId: z.number().int().positive(),
    source: z.enum(["PHOTO", "SNAPSHOT"]).default("PHOTO"),
  }),
  status: 201,
  response: findingsResponse,
});

export const markInspected = defineRoute({
  method: "POST",
  path: "/inspection/:uuid/inspected",
  refs: { params: { uuid: "inspection" } },
  summary:
    "Saves the findings and moves the project from inspection booked to inspected, with the findings on the timeline",
  tags: ["inspection"],
  params: projectParams,
  body: findingsBody,
  response: findingsResponse,
});

// ---------------------------------------------------------------------------------------------
// The video meeting

export const iceServerSchema = z.object({
  urls: z.union([z.string(), z.array(z.string())]),
  username: z.string().optional(),
  credential: z.string().optional(),
});
export type IceServer = z.infer<typeof iceServerSchema>;

/** A meeting token from the customer's SMS link, in the query (`?t=`). */
const meetingQuery = z.object({ t: z.string().max(2000).optional() });

export const meetingInfoSchema = z.object({
  projectUuid: z.uuid(),
  projectNumber: z.number().int(),
  /** Which side the caller joins as. */
  role: z.enum(["CUSTOMER", "STAFF"]),
  /** The caller's own name, and the other side's as the page calls it. */
  selfName: z.string(),
  peerLabel: z.string(),
  address: z.string(),
  status: projectStatusSchema,
  iceServers: z.array(iceServerSchema),
  /** Path of the signalling WebSocket (same server); the page adds the token when it has one. */
  socketPath: z.string(),
});
export type MeetingInfo = z.infer<typeof meetingInfoSchema>;

export const getMeeting = defineRoute({
  method: "GET",
  path: "/inspection/:uuid/video",
  errors: ["UNAUTHORIZED"],
  refs: { params: { uuid: "meeting-link" } },
  summary:
    "The video meeting of a video inspection for its customer (logged in, or with the SMS link's token `t`) or a staff member who reaches it: their side, ICE servers and the signalling socket. 404 for anyone else",
  tags: ["inspection"],
  params: projectParams,
  query: meetingQuery,
  response: z.object({ data: meetingInfoSchema }),
});

export const sendMeetingLink = defineRoute({
  method: "POST",
  path: "/inspection/:uuid/video/link",
  refs: { params: { uuid: "inspection" } },
  summary:
    "Sends the customer an SMS with a short-lived signed link that opens this meeting only (not a general login)",
  tags: ["inspection"],
  params: projectParams,
  response: z.object({ data: z.object({ sentTo: z.string(), expiresAt: z.string() }) }),
  sendsMessages: true,
});

/** Messages on the signalling socket (JSON). The server relays `signal` to the other side. */
export type SignalMessage =
  | { type: "joined"; role: "CUSTOMER" | "STAFF"; peerPresent: boolean }
  | { type: "peer-joined" }
  | { type: "peer-left" }
  | { type: "signal"; data: unknown }
  | { type: "error"; code: string; message: string };

/** Close codes of the signalling socket, with what the page tells the user. */
export const MEETING_CLOSE = {
  /** Not the customer or a staff member who reaches the project. */
  refused: 4403,
  /** Both places are taken. */
  full: 4409,
  /** The same person joined again from somewhere else. */
  replaced: 4410,
  /** The inspection was marked done or cancelled: the meeting is over. */
  ended: 4404,
  /** The connection sent more frames a second than any signalling exchange does. */
  flood: 4429,
} as const;
