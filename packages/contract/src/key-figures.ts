import { workTypeSchema } from "@mt/domain/entities/enums";
import { countySchema } from "@mt/domain/key-figures/county";
import { intervalSchema, MAX_DAILY_DAYS, MAX_RANGE_DAYS, rangeDays } from "@mt/domain/key-figures/period";
import { z } from "zod";
import { defineRoute } from "./define-route.ts";

/*
 * Key figures (issue "Running the business", decision 041): orders, revenue, conversion, offers and
 * claims for any Oslo date range, by time bucket and by work type, county, contractor and sales
 * partner, compared with the period before. Global admins only.
 */

const dateSchema = z
  .string()
  .max(10)
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Ugyldig dato")
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    "Ugyldig dato",
  );

export const keyFiguresQuery = z
  .object({
    /** Oslo dates, both included. */
    from: dateSchema,
    to: dateSchema,
    interval: intervalSchema.default("month"),
    workType: workTypeSchema.optional(),
    county: countySchema.optional(),
    contractor: z.uuid("Ukjent installatør").optional(),
    salesPartner: z.uuid("Ukjent salgspartner").optional(),
    department: z.uuid("Ukjent butikk").optional(),
  })
  .superRefine((query, ctx) => {
    // Zod runs this even when a date failed its own check: compare only two real dates.
    if (!dateSchema.safeParse(query.from).success || !dateSchema.safeParse(query.to).success) return;
    if (query.from > query.to) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "Til-datoen må være etter fra-datoen" });
      return;
    }
    const days = rangeDays(query);
    if (days > MAX_RANGE_DAYS) {
      ctx.addIssue({ code: "custom", path: ["from"], message: "Velg en periode på høyst tre år" });
    } else if (query.interval === "day" && days > MAX_DAILY_DAYS) {
      ctx.addIssue({
        code: "custom",
        path: ["interval"],
        message: "Velg uke eller måned for perioder over ett år",
      });
    }
  });
export type KeyFiguresQuery = z.input<typeof keyFiguresQuery>;

/** The figures of one period (or one bucket or group of it); amounts in øre, VAT included in revenue. */
export const keyFigureTotalsSchema = z.object({
  /** Projects ordered in the period, cancelled ones too. */
  orders: z.number().int(),
  cancellations: z.number().int(),
  /** Of the orders not cancelled. */
  revenueOre: z.number().int(),
  vatOre: z.number().int(),
  /** Carts with something in them, started in the period, and how many of them were booked. */
  carts: z.number().int(),
  bookedCarts: z.number().int(),
  /** Inspections ordered in the period, how many got an offer, and how many accepted it. */
  inspections: z.number().int(),
  offersSent: z.number().int(),
  offersAccepted: z.number().int(),
  /** Jobs ordered in the period and now completed (or invoiced), and the claims opened on them. */
  completedJobs: z.number().int(),
  claims: z.number().int(),
});
export type KeyFigureTotals = z.infer<typeof keyFigureTotalsSchema>;

const groupSchema = keyFigureTotalsSchema
  .pick({ orders: true, cancellations: true, revenueOre: true, vatOre: true })
  .extend({ key: z.string().nullable(), label: z.string() });
export type KeyFigureGroup = z.infer<typeof groupSchema>;

const optionSchema = z.object({ uuid: z.uuid(), name: z.string() });

export const keyFiguresSchema = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  previousPeriod: z.object({ from: z.string(), to: z.string() }),
  interval: intervalSchema,
  current: keyFigureTotalsSchema,
  previous: keyFigureTotalsSchema,
  /** False under a contractor filter: a cart has no contractor, so carts and conversion are not counted. */
  conversionApplies: z.boolean(),
  /** Every bucket of the period in order (empty ones as zero), named by its first day. */
  series: z.array(groupSchema.extend({ key: z.string() })),
  byWorkType: z.array(groupSchema),
  byCounty: z.array(groupSchema),
  byContractor: z.array(groupSchema),
  bySalesPartner: z.array(groupSchema),
  /** What the filters can choose from. */
  options: z.object({
    contractors: z.array(optionSchema),
    salesPartners: z.array(optionSchema.extend({ departments: z.array(optionSchema) })),
  }),
});
export type KeyFigures = z.infer<typeof keyFiguresSchema>;

export const getKeyFigures = defineRoute({
  method: "GET",
  path: "/analytics/key-figures",
  refs: { query: { contractor: "contractor", salesPartner: "sales-partner", department: "department" } },
  summary:
    "Key figures for an Oslo date range and filters, by time bucket, work type, county, contractor and sales partner, with the previous period (global admins)",
  tags: ["analytics"],
  query: keyFiguresQuery,
  response: z.object({ data: keyFiguresSchema }),
});
