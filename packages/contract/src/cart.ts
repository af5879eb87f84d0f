import { workTypeSchema } from "@mt/domain/entities/enums";
import { answersSchema, solarInfoSchema } from "@mt/domain/price/job-definition";
import { MAX_CART_LINES } from "@mt/domain/state/cart";
import { postCodeSchema } from "@mt/domain/validation/field-schemas";
import { z } from "zod";
import { defineErrors } from "./define-errors.ts";
import { defineRoute } from "./define-route.ts";

/** Error codes special to the cart, with status and Norwegian message, as the server sends them. */
export const cartErrors = defineErrors({
  /** A new line (or a line moved to another version) names a version that is not the published one. */
  JOB_VERSION_OUTDATED: {
    status: 409,
    message: "Jobben har fått nye priser eller valg siden du åpnet den. Last siden på nytt og prøv igjen.",
  },
  /** Booking found a line whose price hold had run out; it is now priced from the published version. */
  CART_PRICE_CHANGED: {
    status: 409,
    message:
      "Prisen på en eller flere jobber i handlekurven er oppdatert. Se over handlekurven før du bestiller.",
  },
  /** The line kept changing under this edit (another tab or device edited it at the same time). */
  CART_LINE_CONFLICT: {
    status: 409,
    message: "Jobben ble endret et annet sted samtidig. Last handlekurven på nytt og prøv igjen.",
  },
  /** The cart already holds MAX_CART_LINES lines. */
  CART_FULL: {
    status: 422,
    message: `Handlekurven kan ha høyst ${MAX_CART_LINES} jobber.`,
  },
});

export const lineTotalsSchema = z.object({
  baseOre: z.number().int(),
  answersOre: z.number().int(),
  materialsOre: z.number().int(),
  totalOre: z.number().int(),
  vatOre: z.number().int(),
  durationMinutes: z.number().int(),
});

export const cartLineItemSchema = z.object({
  /** The line's number in the cart (`cart/{id}/line-item/{n}`). */
  id: z.number().int(),
  type: z.literal("JOB"),
  data: z.object({
    typeKey: workTypeSchema,
    jobTypeId: z.number().int(),
    jobTypeVersionId: z.number().int(),
    slug: z.string(),
    title: z.string(),
    inspectionFirst: z.boolean(),
    totals: lineTotalsSchema,
    lines: z.array(
      z.object({ questionKey: z.string().nullable(), label: z.string(), amountOre: z.number().int() }),
    ),
    materials: z.array(
      z.object({
        productId: z.number().int(),
        name: z.string(),
        quantity: z.number().int(),
        unitPriceOre: z.number().int(),
        totalOre: z.number().int(),
      }),
    ),
    answers: answersSchema,
    /** The answers as the customer read them ("Hva slags tak har du?" → "Takstein"). */
    summary: z.array(z.object({ question: z.string(), answer: z.string() })).default([]),
    images: z.array(z.string()),
    commentForElectrician: z.string().nullable(),
    solar: solarInfoSchema.nullable(),
  }),
});
export type CartLineItem = z.infer<typeof cartLineItemSchema>;

export const cartViewSchema = z.object({
  uuid: z.string(),
  /** reservation_uuid, or null. */
  reservation: z.string().nullable(),
  postCode: z.string().nullable(),
  status: z.string(),
  lineItems: z.array(cartLineItemSchema),
  totals: z.object({
    totalOre: z.number().int(),
    vatOre: z.number().int(),
    durationMinutes: z.number().int(),
  }),
});
export type CartView = z.infer<typeof cartViewSchema>;

/**
 * A JOB line as the client sends it. Totals, materials and prices a client may send are ignored:
 * the server prices every line from the version and the answers.
 */
export const lineItemBodySchema = z.object({
  type: z.literal("JOB").default("JOB"),
  data: z
    .object({
      jobTypeId: z.number().int().positive(),
      jobTypeVersionId: z.number().int().positive(),
      answers: answersSchema.default({}),
      images: z.array(z.string().max(500)).max(20).default([]),
      commentForElectrician: z.string().trim().max(2000).nullish(),
    })
    .loose(),
});
export type LineItemBody = z.input<typeof lineItemBodySchema>;

const cartParams = z.object({ id: z.uuid("Ukjent handlekurv") });
const lineParams = cartParams.extend({ n: z.coerce.number().int().positive() });
const cartResponse = z.object({ data: cartViewSchema });

export const createCart = defineRoute({
  method: "POST",
  path: "/cart",
  refs: {
    body: {
      "line_items.*.data.jobTypeId": "job-template",
      "line_items.*.data.jobTypeVersionId": "job-template-version",
    },
  },
  summary: "Create a cart, optionally with a post code and lines",
  tags: ["cart"],
  body: z.object({
    post_code: postCodeSchema.nullish(),
    line_items: z.array(lineItemBodySchema).max(MAX_CART_LINES).default([]),
  }),
  status: 201,
  response: cartResponse,
});

export const getCart = defineRoute({
  method: "GET",
  path: "/cart/:id",
  refs: { params: { id: "cart" } },
  summary: "A cart by its uuid",
  tags: ["cart"],
  params: cartParams,
  response: cartResponse,
});

export const updateCart = defineRoute({
  method: "PATCH",
  path: "/cart/:id",
  errors: ["CART_BOOKED", "CART_EXPIRED"],
  refs: { params: { id: "cart" }, body: { reservation_uuid: "reservation" } },
  summary: "Change the cart's post code or reservation (reservation_uuid null releases it)",
  tags: ["cart"],
  params: cartParams,
  body: z.object({
    post_code: postCodeSchema.nullish(),
    reservation_uuid: z.uuid().nullish(),
  }),
  response: cartResponse,
});

export const addLineItem = defineRoute({
  method: "POST",
  path: "/cart/:id/line-item",
  errors: ["CART_BOOKED", "CART_EXPIRED"],
  refs: {
    params: { id: "cart" },
    body: { "data.jobTypeId": "job-template", "data.jobTypeVersionId": "job-template-version" },
  },
  summary:
    "Add a JOB line of the published version (409 JOB_VERSION_OUTDATED otherwise); the server prices it. 422 CART_FULL beyond the cap of a new cart",
  tags: ["cart"],
  params: cartParams,
  body: lineItemBodySchema,
  status: 201,
  response: cartResponse,
});

export const listLineItems = defineRoute({
  method: "GET",
  path: "/cart/:id/line-item",
  refs: { params: { id: "cart" } },
  summary: "The cart's lines",
  tags: ["cart"],
  params: cartParams,
  response: z.object({ data: z.array(cartLineItemSchema) }),
});

export const getLineItem = defineRoute({
  method: "GET",
  path: "/cart/:id/line-item/:n",
  refs: { params: { id: "cart", n: "line-item" } },
  summary: "One line",
  tags: ["cart"],
  params: lineParams,
  response: z.object({ data: cartLineItemSchema }),
});

export const updateLineItem = defineRoute({
  method: "PATCH",
  path: "/cart/:id/line-item/:n",
  refs: { params: { id: "cart", n: "line-item" }, body: { "data.jobTypeVersionId": "job-template-version" } },
  summary:
    "Change only the named fields of a line (answers, images, comment, or the published version); repriced by the server. Concurrent edits of different fields both apply; 409 CART_LINE_CONFLICT if the line keeps changing, 409 JOB_VERSION_OUTDATED for a version that is not the published one",
  tags: ["cart"],
  params: lineParams,
  body: z.object({
    data: z
      .object({
        jobTypeVersionId: z.number().int().positive().optional(),
        answers: answersSchema.optional(),
        images: z.array(z.string().max(500)).max(20).optional(),
        commentForElectrician: z.string().trim().max(2000).nullish(),
      })
      .loose(),
  }),
  response: cartResponse,
});

export const deleteLineItem = defineRoute({
  method: "DELETE",
  path: "/cart/:id/line-item/:n",
  refs: { params: { id: "cart", n: "line-item" } },
  summary: "Remove a line",
  tags: ["cart"],
  params: lineParams,
  response: cartResponse,
});
