import type { ClaimEvent } from "@mt/contract/claim";
import { type ClaimStatus, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatShortDayWindow } from "@mt/domain/format/time-window";
import type { StatusTone } from "../../components/ui/status-chip";

/** A status badge's colour: planned yellow, resolved green, rejected red. */
export const claimStatusTones: Record<ClaimStatus, StatusTone> = {
  opened: "info",
  scheduled: "warning",
  resolved: "success",
  rejected: "error",
};

/** "man. 23. nov. • kl. 08:00–12:00", or "Ikke planlagt" before a visit is booked. */
export function visitText(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt || !endsAt) return "Ikke planlagt";
  return formatShortDayWindow(startsAt, endsAt);
}

/** What a timeline event did, in a few words. */
export function claimEventTitle(event: ClaimEvent): string {
  switch (event.kind) {
    case "opened":
      return "Reklamasjon registrert";
    case "override":
      return "Registrert etter fristen";
    case "status":
      return event.fromStatus && event.toStatus
        ? `Status: ${claimStatusLabels[event.fromStatus]} → ${claimStatusLabels[event.toStatus]}`
        : `Status: ${event.toStatus ? claimStatusLabels[event.toStatus] : "endret"}`;
    case "reschedule":
      return "Besøket er flyttet";
    case "swap":
      return "Montør byttet";
  }
}
