import type { BookingKind } from "@mt/contract/booking";
import type { ProjectEvent } from "@mt/contract/project";
import { formatShortDayWindow } from "@mt/domain/format/time-window";
import { type ProjectStatus, projectStatusLabels } from "@mt/domain/project/project-status";
import type { StatusTone } from "../../components/ui/status-chip";

export const kindLabels: Record<BookingKind, string> = { JOB: "Jobb", INSPECTION: "Befaring" };

export const salesChannelLabels = { ONLINE: "Nettbutikk", STORE: "Butikk" } as const;

/** A status badge's colour: done green, under way or waiting on the customer yellow, cancelled red. */
export const statusTones: Record<ProjectStatus, StatusTone> = {
  inspection_booked: "info",
  inspected: "info",
  offer_sent: "warning",
  offer_accepted: "info",
  ordered: "info",
  confirmed: "info",
  scheduled: "info",
  in_progress: "warning",
  completed: "success",
  invoiced: "success",
  cancelled: "error",
};

/** "El-kontroll", "Elbillader + 2 til", or "Prosjekt 100123" when it has no lines. */
export function deskProjectTitle(titles: readonly string[], projectNumber: number): string {
  const [first, ...rest] = titles;
  if (!first) return `Prosjekt ${projectNumber}`;
  return rest.length > 0 ? `${first} + ${rest.length} til` : first;
}

/** "man. 23. nov. • kl. 08:00–12:00", or "Ingen avtale" once the time is freed. */
export function windowText(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt || !endsAt) return "Ingen avtale";
  return formatShortDayWindow(startsAt, endsAt);
}

/** What a timeline event did, in a few words. */
export function eventTitle(event: ProjectEvent): string {
  switch (event.kind) {
    case "created":
      return "Bestilling mottatt";
    case "status":
      return event.fromStatus && event.toStatus
        ? `Status: ${projectStatusLabels[event.fromStatus]} → ${projectStatusLabels[event.toStatus]}`
        : `Status: ${event.toStatus ? projectStatusLabels[event.toStatus] : "endret"}`;
    case "reschedule":
      return "Tidspunkt flyttet";
    case "note":
      return "Internt notat";
    case "document":
      return "Dokument lagt til";
    case "contact":
      return "Kontaktinformasjon endret";
    case "electrician":
      return "Montør endret";
    case "offer":
      return "Tilbud";
    case "rating":
      return "Vurdering";
  }
}
