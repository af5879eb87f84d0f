import { OFFER_LINE_SOURCES } from "@mt/domain/offer/offer-lines";
import {
  freeOfferLineInputSchema,
  offerDraftSchema,
  offerStatusSchema,
} from "@mt/domain/offer/offer-schemas";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

/*
 * Offers (backend area /offer): after the inspection, staff build an offer for a project in
 * versions; sending one moves the project to "offer sent" and tells the customer; the customer
 * accepts or declines the newest sent version on "my page". Project and offer outside the caller's
 * reach answer 404, as the projects desk does.
 */

export const offerErrors = defineErrors({
  /** Accepting or declining a version that a newer sent version has replaced. */
  OFFER_NOT_NEWEST: {
    status: 409,
    message: "Dette tilbudet er erstattet av et nyere tilbud. Se det nyeste tilbudet og svar på det.",
  },
  /** Accepting after the end of the valid-until day (Oslo). */
  OFFER_EXPIRED: {
    status: 409,
    message: "Tilbudet er ikke lenger gyldig. Ta kontakt med oss, så sender vi deg et nytt tilbud.",
  },
  /** Accepting or declining a version not sent to the customer yet. */
  OFFER_NOT_SENT: { status: 409, message: "Tilbudet er ikke sendt til kunden ennå." },
  /** Accepting a declined version, declining an accepted one, or sending a version again. */
  OFFER_ALREADY_ANSWERED: { status: 409, message: "Tilbudet er allerede besvart." },
  OFFER_ALREADY_SENT: { status: 409, message: "Denne versjonen av tilbudet er allerede sendt." },
  /** Another version was saved while this one was being saved (the save retries once). */
  OFFER_CHANGED: {
    status: 409,
    message: "Tilbudet ble endret av noen andre i mellomtiden. Se den nyeste versjonen og prøv igjen.",
  },
  /** Building or sending an offer for a project that is not inspected or waiting on an offer. */
  OFFER_NOT_EDITABLE: {
    status: 409,
    message: "Tilbud kan bare lages og sendes når befaringen er utført og tilbudet ikke er godtatt.",
  },
  /**
   * The offer link from the SMS or email is forged, for another offer, or has run out. A 404, not a
   * 401: the web's 401 rule would log out a customer who opens an old link while logged in.
   */
  OFFER_LINK_INVALID: {
    status: 404,
    message: "Lenken er utløpt eller ugyldig. Logg inn på Min side for å se tilbudet.",
  },
  /** Answering by link with a phone code for another number than the one the offer was sent to. */
  OFFER_PHONE_MISMATCH: {
    status: 422,
    message: "Bekreft med telefonnummeret tilbudet ble sendt til.",
  },
});

const offerParams = z.object({ uuid: z.uuid({ error: "Ukjent tilbud" }) });
const projectParams = z.object({ uuid: z.uuid({ error: "Ukjent prosjekt" }) });

export const offerLineSchema = z.object({
  source: z.enum(OFFER_LINE_SOURCES),
  refId: z.number().int().nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPriceOre: z.number().int(),
  totalOre: z.number().int(),
  /** Working time per unit in minutes (a job's base duration, a free line's own, 0 for a product). */
  minutesPerUnit: z.number().int(),
});

export const offerSchema = z.object({
  uuid: z.uuid(),
  projectUuid: z.uuid(),
  projectNumber: z.number().int(),
  version: z.number().int(),
  status: offerStatusSchema,
  lines: z.array(offerLineSchema),
  totalOre: z.number().int(),
  /** The VAT inside the total. */
  vatOre: z.number().int(),
  /** The working time of all lines: the job is booked for this long once the offer is accepted. */
  durationMinutes: z.number().int(),
  /** Oslo date; the offer holds through the end of that day. */
  validUntil: z.string(),
  expired: z.boolean(),
  message: z.string(),
  createdAt: z.string(),
  /** Who made the version (staff only; null for customers). */
  createdBy: z.string().nullable(),
  sentAt: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** The newest version the customer has been sent: the only one that can be answered. */
  newestSent: z.boolean(),
  /** Whether the caller may accept it now (newest sent, not answered, not expired, their project). */
  mayAccept: z.boolean(),
  /** Site-relative link to the PDF (read by link: the link's token rides along). */
  pdfUrl: z.string(),
});
export type Offer = z.infer<typeof offerSchema>;

export const projectOffersSchema = z.object({
  /** Newest first; customers see only versions sent to them. */
  offers: z.array(offerSchema),
  /** Whether the caller may build and send a new version now. */
  mayBuild: z.boolean(),
});
export type ProjectOffers = z.infer<typeof projectOffersSchema>;

export const listProjectOffers = defineRoute({
  method: "GET",
  path: "/offer/project/:uuid",
  refs: { params: { uuid: "project" } },
  summary:
    "A project's offer versions, newest first (customers see only the sent ones); 404 outside the caller's reach",
  tags: ["offer"],
  params: projectParams,
  response: z.object({ data: projectOffersSchema }),
});

/** The body of `saveOffer`: a new version's lines, valid-until day and message (the desk's builder form). */
export const offerDraftBody = offerDraftSchema;
/** A free line of that body: the builder's "Fri linje" form. */
export const freeOfferLineBody = freeOfferLineInputSchema;

export const saveOffer = defineRoute({
  method: "POST",
  path: "/offer/project/:uuid",
  refs: { params: { uuid: "project" }, body: { "lines.*.refId": "catalogue-item" } },
  summary:
    "Saves a new version of the project's offer as a draft (caseworker, admin, inspector). Product and job lines are priced by the catalogue when first added and keep that price (and a job its working time) in later versions; free lines carry their own price and working time. An offer without working time answers 422",
  tags: ["offer"],
  params: projectParams,
  body: offerDraftBody,
  response: z.object({ data: offerSchema }),
  status: 201,
});

export const offerChoicesSchema = z.object({
  products: z.array(z.object({ id: z.number().int(), name: z.string(), priceOre: z.number().int() })),
  jobs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      priceOre: z.number().int(),
      /** The job's base working time, frozen into the line with its price. */
      minutes: z.number().int(),
    }),
  ),
});
export type OfferChoices = z.infer<typeof offerChoicesSchema>;

export const getOfferChoices = defineRoute({
  method: "GET",
  path: "/offer/choices",
  summary:
    "The active products and published jobs an offer line can come from, at today's storefront price (a job at its starting price)",
  tags: ["offer"],
  response: z.object({ data: offerChoicesSchema }),
});

export const getOffer = defineRoute({
  method: "GET",
  path: "/offer/:uuid",
  refs: { params: { uuid: "offer" } },
  summary: "One offer version; 404 outside the caller's reach (a draft for customers)",
  tags: ["offer"],
  params: offerParams,
  response: z.object({ data: offerSchema }),
});

export const sendOffer = defineRoute({
  method: "POST",
  path: "/offer/:uuid/send",
  refs: { params: { uuid: "offer" } },
  summary:
    "Sends the newest version to the customer (SMS and email with a link to my page); moves the project inspected → offer_sent, or sends a newer version while it is offer_sent",
  tags: ["offer"],
  params: offerParams,
  response: z.object({ data: offerSchema }),
  sendsMessages: true,
});

export const acceptOffer = defineRoute({
  method: "POST",
  path: "/offer/:uuid/accept",
  errors: ["FORBIDDEN"],
  refs: { params: { uuid: "offer" } },
  summary:
    "The project's customer (or staff) accepts the newest sent version: offer_sent → offer_accepted, and the project takes the offer's total and working time (its job is then booked through the offered windows). Idempotent: accepting the same version again answers 200 with the same state. 409 OFFER_NOT_NEWEST for an older version, 409 OFFER_EXPIRED after the valid-until day",
  tags: ["offer"],
  params: offerParams,
  response: z.object({ data: offerSchema }),
});

export const declineOffer = defineRoute({
  method: "POST",
  path: "/offer/:uuid/decline",
  refs: { params: { uuid: "offer" } },
  summary:
    "The project's customer (or staff) declines the newest sent version; the project stays at offer_sent so a new version can be sent. Idempotent",
  tags: ["offer"],
  params: offerParams,
  response: z.object({ data: offerSchema }),
});

export const offerPdf = defineRoute({
  method: "GET",
  path: "/offer/:uuid/pdf",
  refs: { params: { uuid: "offer" } },
  summary: "The offer as a PDF (application/pdf), made on the server",
  tags: ["offer"],
  params: offerParams,
  response: z.instanceof(Uint8Array),
});

// The signed link in the offer's SMS and email: opens that one offer without a login.

/** The link's token (`t` in the page's address); it opens its own offer only. */
const linkQuery = z.object({ t: z.string().max(2000, "Ugyldig lenke") });

export const offerLinkAnswerSchema = z.object({
  token: z.string().min(1, "Ugyldig lenke").max(2000, "Ugyldig lenke"),
  /** From auth/verify-phone-number, for the number the offer was sent to. */
  phoneToken: z.string().min(1, "Bekreft telefonnummeret ditt").max(2000, "Bekreft telefonnummeret ditt"),
});

export const getOfferByLink = defineRoute({
  method: "GET",
  path: "/offer/:uuid/link",
  refs: { params: { uuid: "offer-link" } },
  summary:
    "The offer as its customer sees it, opened by the signed link of the offer's SMS or email (`t`), without a login. 404 OFFER_LINK_INVALID for a forged, foreign or expired link",
  tags: ["offer"],
  params: offerParams,
  query: linkQuery,
  response: z.object({ data: offerSchema }),
});

export const acceptOfferByLink = defineRoute({
  method: "POST",
  path: "/offer/:uuid/link/accept",
  errors: ["PHONE_NOT_VERIFIED", "INVALID_PHONE_TOKEN"],
  refs: { params: { uuid: "offer-link" } },
  summary:
    "Accepts by the signed link plus a phone verification token for the project's contact number, exactly as the logged-in customer does (same idempotency and errors; the timeline says Kunden). 422 OFFER_PHONE_MISMATCH for another number",
  tags: ["offer"],
  params: offerParams,
  body: offerLinkAnswerSchema,
  response: z.object({ data: offerSchema }),
});

export const declineOfferByLink = defineRoute({
  method: "POST",
  path: "/offer/:uuid/link/decline",
  refs: { params: { uuid: "offer-link" } },
  summary: "Declines by the signed link plus a phone verification token, as the logged-in customer does",
  tags: ["offer"],
  params: offerParams,
  body: offerLinkAnswerSchema,
  response: z.object({ data: offerSchema }),
});

export const offerPdfByLink = defineRoute({
  method: "GET",
  path: "/offer/:uuid/link/pdf",
  refs: { params: { uuid: "offer-link" } },
  summary: "The offer's PDF, opened by the signed link (`t`)",
  tags: ["offer"],
  params: offerParams,
  query: linkQuery,
  response: z.instanceof(Uint8Array),
});
