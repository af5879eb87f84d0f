import { z } from "zod";

/** A cart line's data; the spec lists these fields "and more", so unknown fields are kept. */
export const lineItemDataSchema = z
  .object({
    typeKey: z.string(),
    jobTypeId: z.number().int().nullish(),
    jobTypeVersionId: z.number().int().nullish(),
    totals: z.record(z.string(), z.unknown()).nullish(),
    materials: z.array(z.unknown()).nullish(),
    answers: z.unknown().optional(),
    images: z.array(z.unknown()).nullish(),
    commentForElectrician: z.string().nullish(),
  })
  .loose();

export const lineItemSchema = z.object({
  type: z.string(),
  data: lineItemDataSchema,
});
export type LineItem = z.infer<typeof lineItemSchema>;

export const cartSchema = z.object({
  uuid: z.string(),
  /** The reservation's uuid (reservation_uuid on the server), or null. */
  reservation: z.string().nullable().default(null),
  lineItems: z.array(lineItemSchema).default([]),
});
export type Cart = z.infer<typeof cartSchema>;
