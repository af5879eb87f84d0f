import { z } from "zod";
import { cartSchema } from "./cart.ts";
import { contactInformationSchema } from "./contact-information.ts";
import { emptyContactInformation } from "./empty-contact-information.ts";
import { workTypeSchema } from "./enums.ts";

/** The persisted client order state (store "order"). */
export const orderStateSchema = z.object({
  cart: cartSchema.nullable().default(null),
  inspectionDateTime: z.string().nullable().default(null),
  inspectionTopic: z.array(z.string()).default([]),
  postCode: z.string().nullable().default(null),
  postCodePlace: z.string().nullable().default(null),
  postCodeValid: z.boolean().default(false),
  postCodeNotificationRequested: z.boolean().default(false),
  postCodeSupportedJobTypes: z.array(workTypeSchema).default([]),
  sellerDescription: z.string().nullable().default(null),
  contactInformation: contactInformationSchema.default(emptyContactInformation),
});
export type OrderState = z.infer<typeof orderStateSchema>;

export { initialOrderState } from "./initial-order-state.ts";
