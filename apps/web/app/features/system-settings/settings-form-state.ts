import { type SystemSettings, type UpdateSettingsBody, updateSettingsBody } from "@mt/contract/settings";
import type { WorkType } from "@mt/domain/entities/enums";
import { formatPhone } from "@mt/domain/validation/phone";
import { z } from "zod";

/** The form's fields as typed (text), one per setting. */
export interface SettingsDraft {
  productName: string;
  customerServicePhone: string;
  customerServiceEmail: string;
  bookingHorizonDays: string;
  leadTimeHours: string;
  arrivalWindows: { start: string; end: string }[];
  reservationMinutes: string;
  customerChangeCutoffHours: string;
  cartReminderHours: string;
  launchedWorkTypes: WorkType[];
}

export function draftOf(values: SystemSettings): SettingsDraft {
  return {
    productName: values.productName,
    customerServicePhone: formatPhone(values.customerServicePhone),
    customerServiceEmail: values.customerServiceEmail,
    bookingHorizonDays: String(values.bookingHorizonDays),
    leadTimeHours: String(values.leadTimeHours),
    arrivalWindows: values.arrivalWindows.map((w) => ({ ...w })),
    reservationMinutes: String(values.reservationMinutes),
    customerChangeCutoffHours: String(values.customerChangeCutoffHours),
    cartReminderHours: values.cartReminderHours.join(", "),
    launchedWorkTypes: [...values.launchedWorkTypes],
  };
}

/** "" stays text so the server's "Oppgi et helt tall" shows; a number-like text becomes a number. */
const numberOf = (text: string): number | string =>
  /^\s*-?\d+([.,]\d+)?\s*$/.test(text) ? Number(text.replace(",", ".")) : text;

export function bodyOf(draft: SettingsDraft): UpdateSettingsBody {
  const hours = draft.cartReminderHours
    .split(/[,\s]+/)
    .filter(Boolean)
    .map(numberOf);
  return {
    productName: draft.productName,
    customerServicePhone: draft.customerServicePhone,
    customerServiceEmail: draft.customerServiceEmail,
    bookingHorizonDays: numberOf(draft.bookingHorizonDays) as number,
    leadTimeHours: numberOf(draft.leadTimeHours) as number,
    arrivalWindows: draft.arrivalWindows,
    reservationMinutes: numberOf(draft.reservationMinutes) as number,
    customerChangeCutoffHours: numberOf(draft.customerChangeCutoffHours) as number,
    cartReminderHours: hours as number[],
    launchedWorkTypes: draft.launchedWorkTypes,
  };
}

/**
 * The form's schema: the draft read as the body, then the contract's checks, the same the server
 * makes. The body's fields have the draft's names, so a message's path ("arrivalWindows.0.end") is
 * the field's.
 */
export const settingsFormSchema = z.custom<SettingsDraft>().transform(bodyOf).pipe(updateSettingsBody);

/** Every message in react-hook-form's nested errors, flat by its path ("arrivalWindows.0.end"). */
export function flatErrors(errors: object, prefix = ""): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object" || key === "ref") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value.message === "string") out[path] = value.message;
    Object.assign(out, flatErrors(value, path));
  }
  return out;
}

/** Field errors keyed as the form shows them; the first message per field wins. */
export function fieldErrorsOf(issues: { path: string; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of issues) {
    const key = path.startsWith("cartReminderHours") ? "cartReminderHours" : path;
    out[key] ??= message;
  }
  return out;
}
