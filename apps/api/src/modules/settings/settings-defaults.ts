import type { SystemSettings } from "@mt/contract/settings";
import { WORK_TYPES } from "@mt/domain/entities/enums";
import { CUSTOMER_SERVICE_PHONE } from "@mt/domain/project/customer-service";
import { DEFAULT_CUSTOMER_CHANGE_CUTOFF_HOURS } from "@mt/domain/project/project-reach";

/**
 * Each setting's value until a global admin stores one: today's behaviour, so a fresh database
 * works as before. Product name comes from the environment.
 */
export function defaultSettings(productName: string): SystemSettings {
  return {
    productName,
    customerServicePhone: CUSTOMER_SERVICE_PHONE,
    customerServiceEmail: "kundeservice@montortorget.no",
    bookingHorizonDays: 60,
    leadTimeHours: 24,
    arrivalWindows: [
      { start: "08:00", end: "12:00" },
      { start: "12:00", end: "16:00" },
    ],
    reservationMinutes: 15,
    customerChangeCutoffHours: DEFAULT_CUSTOMER_CHANGE_CUTOFF_HOURS,
    cartReminderHours: [24, 72],
    launchedWorkTypes: [...WORK_TYPES],
  };
}

export const SETTING_KEYS = Object.keys(defaultSettings("")) as (keyof SystemSettings)[];
