import type { SystemSettingKey, SystemSettings } from "@mt/contract/settings";
import { type WorkType, workTypeLabels } from "@mt/domain/entities/enums";
import { formatPhone } from "@mt/domain/validation/phone";

/** Each setting's label, as the form and the change log name it. */
export const settingLabels: Record<SystemSettingKey, string> = {
  productName: "Produktnavn",
  customerServicePhone: "Kundeservice, telefon",
  customerServiceEmail: "Kundeservice, e-post",
  bookingHorizonDays: "Bookinghorisont (dager)",
  leadTimeHours: "Ledetid (timer)",
  arrivalWindows: "Ankomstvinduer",
  reservationMinutes: "Reservasjonstid (minutter)",
  customerChangeCutoffHours: "Frist for kundens avbestilling og flytting (timer før start)",
  cartReminderHours: "Påminnelser om handlekurven (timer etter utsending)",
  launchedWorkTypes: "Lanserte arbeidstyper",
};

/** A setting's value as one readable line, e.g. "08:00–12:00, 12:00–16:00". */
export function formatSetting<K extends SystemSettingKey>(
  key: K,
  value: SystemSettings[K] | undefined,
): string {
  if (value === undefined) return "–";
  switch (key) {
    case "customerServicePhone":
      return formatPhone(value as string);
    case "arrivalWindows":
      return (value as SystemSettings["arrivalWindows"]).map((w) => `${w.start}–${w.end}`).join(", ");
    case "cartReminderHours": {
      const hours = value as number[];
      return hours.length === 0 ? "Bare den første" : hours.map((h) => `${h} t`).join(", ");
    }
    case "launchedWorkTypes": {
      const types = value as WorkType[];
      return types.length === 0 ? "Ingen" : types.map((t) => workTypeLabels[t]).join(", ");
    }
    default:
      return String(value);
  }
}
