import type { ExceptionKind } from "@mt/domain/time/working-time";

export const WEEKDAYS = ["Mandag", "Tirsdag", "Onsdag", "Torsdag", "Fredag", "Lørdag", "Søndag"] as const;

export const KIND_LABELS: Record<ExceptionKind, string> = {
  holiday: "Ferie",
  sick: "Syk",
  blocked: "Sperret tid",
  extra: "Ekstra arbeidstid",
};

/** "24.12.2026" (dd.mm.åååå, also with one-digit day or month) → "2026-12-24", or null when no real date. */
export function parseNorwegianDate(value: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, d, m, y] = match;
  const iso = `${y}-${(m ?? "").padStart(2, "0")}-${(d ?? "").padStart(2, "0")}`;
  const date = new Date(`${iso}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** "2026-12-24" → "24.12.2026". */
export const norwegianDate = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
