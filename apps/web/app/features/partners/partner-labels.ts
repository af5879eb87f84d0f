import type { Contractor } from "@mt/contract/contractor";
import { type WorkType, workTypeLabels } from "@mt/domain/entities/enums";
import { formatCount, formatDecimal } from "@mt/domain/format/number";
import type { StatusTone } from "../../components/ui/status-chip";

export type ContractorStatus = Contractor["status"];

/** The order the list shows companies in: those waiting for approval first. */
export const CONTRACTOR_STATUSES: readonly ContractorStatus[] = ["PENDING", "ACTIVE", "INACTIVE"];

export const contractorStatusLabels: Record<ContractorStatus, string> = {
  ACTIVE: "Aktiv",
  PENDING: "Venter på godkjenning",
  INACTIVE: "Inaktiv",
};

export const contractorStatusTones: Record<ContractorStatus, StatusTone> = {
  ACTIVE: "success",
  PENDING: "warning",
  INACTIVE: "error",
};

/** "Elektriker, Solceller (80 km)". */
export function workTypesText(workTypes: readonly { workType: WorkType; extendedRadiusKm: number | null }[]) {
  if (workTypes.length === 0) return "Ingen arbeidstyper";
  return workTypes
    .map((w) =>
      w.extendedRadiusKm === null
        ? workTypeLabels[w.workType]
        : `${workTypeLabels[w.workType]} (${km(w.extendedRadiusKm)})`,
    )
    .join(", ");
}

/** "30 km" with a Norwegian decimal comma. */
export const km = (value: number) => `${formatDecimal(value)} km`;

/** "1 234 postnumre". */
export const postCodeCount = (n: number) => `${formatCount(n)} ${n === 1 ? "postnummer" : "postnumre"}`;

/** "0150 Oslo, 30 km", or that no base is set. */
export function baseText(c: { basePostCode: string | null; basePlace: string | null; radiusKm: number }) {
  if (!c.basePostCode) return "Ingen base satt";
  const base = c.basePlace ? `${c.basePostCode} ${c.basePlace}` : c.basePostCode;
  return `${base}, ${km(c.radiusKm)}`;
}

/** "Prosjekt 100123" or "Reklamasjon på 100123". */
export const workLabel = (w: { type: "PROJECT" | "CLAIM"; projectNumber: number }) =>
  w.type === "CLAIM" ? `Reklamasjon på prosjekt ${w.projectNumber}` : `Prosjekt ${w.projectNumber}`;
