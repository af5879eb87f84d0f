import type { ExceptionKind } from "@mt/domain/time/working-time";

export const WEEKDAYS = ["Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag", "Søndag"] as const;

export const KIND_LABELS: Record<ExceptionKind, string> = {
  holiday: "Ferie",
  sick: "Syk",
  blocked: "Sperret tid",
  extra: "Ekstra arbeidstid",
};
