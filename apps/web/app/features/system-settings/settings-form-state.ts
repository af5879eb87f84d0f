import { type SystemSettings, type UpdateSettingsBody, updateSettingsBody } from "@mt/contract/settings";
import type { WorkType } from "@mt/domain/entities/enums";
import { formatPhone } from "@mt/domain/validation/phone";

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
 * The same checks the server makes, before sending: each field's first message by its path
 * ("arrivalWindows.0.end"). A reminder hour's own message shows on the reminder field.
 */
export function draftErrors(body: UpdateSettingsBody): Record<string, string> {
  const parsed = updateSettingsBody.safeParse(body);
  if (parsed.success) return {};
  return fieldErrorsOf(
    parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
  );
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
