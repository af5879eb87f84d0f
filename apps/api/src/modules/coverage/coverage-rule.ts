import { WORK_TYPES, type WorkType } from "@mt/domain/entities/enums";
import { distanceKm, type LatLon } from "./distance.ts";

/** One work type of one active contractor, as the coverage rule needs it. */
export interface CoverageRow {
  contractorId: number;
  workType: string;
  radiusKm: number;
  extendedRadiusKm: number | null;
  /** Position of the contractor's base post code; null when unknown. */
  base: LatLon | null;
  /** The post code asked about is on the contractor's explicit list. */
  listed: boolean;
}

/** Whether a contractor's work type reaches a post code at `target` (explicit list, radius or extended radius). */
export function covers(row: CoverageRow, target: LatLon | null): boolean {
  if (row.listed) return true;
  if (!row.base || !target) return false;
  const reach = Math.max(row.radiusKm, row.extendedRadiusKm ?? 0);
  return distanceKm(row.base, target) <= reach;
}

/** The work types some active contractor covers at the target, in the usual order. */
export function coveredWorkTypes(rows: readonly CoverageRow[], target: LatLon | null): WorkType[] {
  const found = new Set(rows.filter((row) => covers(row, target)).map((row) => row.workType));
  return WORK_TYPES.filter((type) => found.has(type));
}
