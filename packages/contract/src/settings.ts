import { WORK_TYPES, workTypeSchema } from "@mt/domain/entities/enums";
import { emailSchema, phoneSchema } from "@mt/domain/validation/field-schemas";
import { z } from "zod";
import { defineRoute } from "./define-route.ts";

export const publicSettingsSchema = z.object({
  productName: z.string(),
  environment: z.enum(["local", "test", "staging", "production"]),
  appVersion: z.string(),
  cartVersion: z.string(),
  /** Customer service as the settings give it (phone in +47 form). */
  customerService: z.object({ phone: z.string(), email: z.string() }),
  /** Third-party services, each null when not configured (decision 039). */
  siteServices: z.object({
    /** Tag-manager container, loaded only after consent to analytics. */
    analyticsContainerId: z.string().nullable(),
    /** Customer-service chat widget, loaded only after functional consent. */
    chat: z.object({ scriptUrl: z.string(), token: z.string() }).nullable(),
    /** Sentry-compatible DSN for the browser's error reports. */
    errorReportingDsn: z.string().nullable(),
  }),
});

export type PublicSettings = z.infer<typeof publicSettingsSchema>;

export const getPublicSettings = defineRoute({
  method: "GET",
  path: "/settings/public",
  summary: "Settings every visitor may read",
  tags: ["settings"],
  response: z.object({ data: publicSettingsSchema }),
});

/*
 * Settings a global admin changes at run time (decision 042): read per request, so a change takes
 * effect at once on every server, and every change is logged (who, when, old, new).
 */

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const clockSchema = z
  .string()
  .max(5, "Bruk klokkeslett som TT:MM")
  .regex(CLOCK, "Bruk klokkeslett som TT:MM");

const wholeNumber = (min: number, max: number, unit: string) =>
  z
    .number({ error: "Oppgi et helt tall" })
    .int("Oppgi et helt tall")
    .min(min, `Minst ${min} ${unit}`)
    .max(max, `Høyst ${max} ${unit}`);

export const arrivalWindowSchema = z
  .object({ start: clockSchema, end: clockSchema })
  .refine((w) => w.start < w.end, { message: "Slutt må være etter start", path: ["end"] });

const arrivalWindowsSchema = z
  .array(arrivalWindowSchema)
  .min(1, "Oppgi minst ett ankomstvindu")
  .max(6, "Høyst 6 ankomstvinduer")
  .refine(
    (windows) => {
      const sorted = [...windows].sort((a, b) => a.start.localeCompare(b.start));
      return sorted.every((w, i) => i === 0 || (sorted[i - 1] as { end: string }).end <= w.start);
    },
    { message: "Ankomstvinduene kan ikke overlappe" },
  );

const reminderHoursSchema = z
  .array(wholeNumber(1, 720, "timer"))
  .max(5, "Høyst 5 påminnelser")
  .refine((hours) => hours.every((h, i) => i === 0 || (hours[i - 1] as number) < h), {
    message: "Oppgi påminnelsene i stigende rekkefølge, uten like tidspunkter",
  });

/** The stored settings, as the settings page shows them. */
export const systemSettingsSchema = z.object({
  productName: z.string(),
  customerServicePhone: z.string(),
  customerServiceEmail: z.string(),
  /** Days offered, counted from today in Oslo. */
  bookingHorizonDays: z.number().int(),
  /** No arrival earlier than this many hours from now. */
  leadTimeHours: z.number().int(),
  arrivalWindows: z.array(z.object({ start: z.string(), end: z.string() })),
  /** How long a chosen window stays reserved in checkout. */
  reservationMinutes: z.number().int(),
  /** Hours before the start until which customers cancel or move their appointment themselves. */
  customerChangeCutoffHours: z.number().int(),
  /** Hours after "send me the cart" at which further reminders go, unless the cart is booked. */
  cartReminderHours: z.array(z.number().int()),
  launchedWorkTypes: z.array(workTypeSchema),
});
export type SystemSettings = z.infer<typeof systemSettingsSchema>;
export type SystemSettingKey = keyof SystemSettings;

/** One saved change: the keys it changed, with their values before and after. */
export const settingChangeSchema = z.object({
  id: z.number().int(),
  changedAt: z.string(),
  changedBy: z.string(),
  before: systemSettingsSchema.partial(),
  after: systemSettingsSchema.partial(),
});
export type SettingChange = z.infer<typeof settingChangeSchema>;

const settingsPageSchema = z.object({
  values: systemSettingsSchema,
  /** Newest first. */
  changes: z.array(settingChangeSchema),
});
export type SettingsPage = z.infer<typeof settingsPageSchema>;

export const getSettings = defineRoute({
  method: "GET",
  path: "/settings",
  summary: "The run-time settings and their change log (global admins)",
  tags: ["settings"],
  response: z.object({ data: settingsPageSchema }),
});

export const updateSettingsBody = z.object({
  productName: z.string().trim().min(1, "Oppgi produktnavn").max(60, "Høyst 60 tegn").optional(),
  customerServicePhone: phoneSchema.optional(),
  customerServiceEmail: emailSchema.optional(),
  bookingHorizonDays: wholeNumber(7, 365, "dager").optional(),
  leadTimeHours: wholeNumber(0, 336, "timer").optional(),
  arrivalWindows: arrivalWindowsSchema.optional(),
  reservationMinutes: wholeNumber(5, 120, "minutter").optional(),
  customerChangeCutoffHours: wholeNumber(0, 336, "timer").optional(),
  cartReminderHours: reminderHoursSchema.optional(),
  launchedWorkTypes: z
    .array(workTypeSchema)
    .max(WORK_TYPES.length)
    .refine((types) => new Set(types).size === types.length, { message: "Hver arbeidstype kun én gang" })
    .optional(),
});
export type UpdateSettingsBody = z.input<typeof updateSettingsBody>;

export const updateSettings = defineRoute({
  method: "PATCH",
  path: "/settings",
  summary: "Changes run-time settings, each validated, and logs the change (global admins)",
  tags: ["settings"],
  body: updateSettingsBody,
  response: z.object({ data: settingsPageSchema }),
});
