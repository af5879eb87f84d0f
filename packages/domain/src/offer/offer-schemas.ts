import { z } from "zod";
import { fieldMessages } from "../validation/messages.ts";

/** The most lines one offer may have. */
export const MAX_OFFER_LINES = 50;
export const MAX_OFFER_QUANTITY = 10_000;
export const OFFER_DESCRIPTION_MAX = 200;
export const OFFER_MESSAGE_MAX = 2000;

export const offerMessages = {
  noLines: "Legg til minst én linje i tilbudet",
  tooManyLines: `Et tilbud kan ha høyst ${MAX_OFFER_LINES} linjer`,
  quantity: "Antall må være et helt tall fra 1",
  price: "Skriv en pris i hele øre fra 0",
  date: "Velg en gyldig dato",
  minutes: "Skriv arbeidstiden i hele minutter fra 0",
  noWork:
    "Tilbudet mangler arbeidstid. Legg til en jobb fra katalogen, eller skriv arbeidstid på en fri linje.",
} as const;

/** At most a working week per unit; the calendar offers no longer stretch. */
export const MAX_OFFER_LINE_MINUTES = 5 * 24 * 60;

const quantitySchema = z
  .number({ error: offerMessages.quantity })
  .int(offerMessages.quantity)
  .min(1, offerMessages.quantity)
  .max(MAX_OFFER_QUANTITY, fieldMessages.maxValue(MAX_OFFER_QUANTITY));

/** A unit price in øre incl. VAT (at most one million kroner). */
const priceSchema = z
  .number({ error: offerMessages.price })
  .int(offerMessages.price)
  .min(0, offerMessages.price)
  .max(100_000_000, fieldMessages.maxValue("1 000 000 kr"));

const idSchema = z.number({ error: fieldMessages.required }).int().positive();

/** A free line: the caseworker's own text, price and working time. */
export const freeOfferLineInputSchema = z.object({
  source: z.literal("free"),
  description: z
    .string({ error: fieldMessages.required })
    .trim()
    .min(1, fieldMessages.required)
    .max(OFFER_DESCRIPTION_MAX, fieldMessages.maxLength(OFFER_DESCRIPTION_MAX)),
  quantity: quantitySchema,
  unitPriceOre: priceSchema,
  minutesPerUnit: z
    .number({ error: offerMessages.minutes })
    .int(offerMessages.minutes)
    .min(0, offerMessages.minutes)
    .max(MAX_OFFER_LINE_MINUTES, fieldMessages.maxValue(MAX_OFFER_LINE_MINUTES))
    .optional()
    .default(0),
});

/** A line as the caseworker adds it: the server prices product and job lines itself. */
export const offerLineInputSchema = z.discriminatedUnion("source", [
  z.object({ source: z.literal("product"), refId: idSchema, quantity: quantitySchema }),
  z.object({ source: z.literal("job"), refId: idSchema, quantity: quantitySchema }),
  freeOfferLineInputSchema,
]);
export type OfferLineInput = z.infer<typeof offerLineInputSchema>;

export const localDateSchema = z
  .string({ error: offerMessages.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, offerMessages.date)
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), offerMessages.date);

/** A new version of the offer, as the caseworker saves it. */
export const offerDraftSchema = z.object({
  lines: z
    .array(offerLineInputSchema)
    .min(1, offerMessages.noLines)
    .max(MAX_OFFER_LINES, offerMessages.tooManyLines),
  validUntil: localDateSchema,
  message: z
    .string()
    .trim()
    .max(OFFER_MESSAGE_MAX, fieldMessages.maxLength(OFFER_MESSAGE_MAX))
    .optional()
    .default(""),
});
export type OfferDraft = z.input<typeof offerDraftSchema>;

export const OFFER_STATUSES = ["draft", "sent", "accepted", "declined"] as const;
export const offerStatusSchema = z.enum(OFFER_STATUSES);
export type OfferStatus = z.infer<typeof offerStatusSchema>;

export const offerStatusLabels: Record<OfferStatus, string> = {
  draft: "Utkast",
  sent: "Sendt",
  accepted: "Godtatt",
  declined: "Avslått",
};
