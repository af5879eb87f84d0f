import type { ClaimEvent } from "@mt/contract/claim";
import { type ClaimStatus, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatInOslo } from "@mt/domain/format/date";
import type { StatusTone } from "../../components/desk-status";

/** A status badge's colour: planned yellow, resolved green, rejected red. */
export const claimStatusTones: Record<ClaimStatus, StatusTone> = {
  opened: "info",
  scheduled: "warning",
  resolved: "success",
  rejected: "error",
};

/** "man. 23.11.26 08:00–12:00", or "Ikke planlagt" before a visit is booked. */
export function visitText(startsAt: string | null, endsAt: string | null): string {
  if (!startsAt || !endsAt) return "Ikke planlagt";
  return `${formatInOslo(startsAt, "ddd D.M.YY HH:mm")}–${formatInOslo(endsAt, "HH:mm")}`;
}

/** "23.11.26" */
export const shortDate = (value: string) => formatInOslo(value, "DD.MM.YY");

/** "24.11.31" from an Oslo date ("2031-11-24"). */
export const deadlineDate = (date: string) => formatInOslo(`${date}T12:00:00Z`, "DD.MM.YY");

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
