import type { Role } from "../roles/roles.ts";

/** Who runs inspections: records findings, marks them inspected, meets the customer on video. */
export const INSPECTION_STAFF: readonly Role[] = ["GLOBAL_ADMIN", "CASEWORKER", "INSPECTOR"];

/** The caller's roles (among those that reach the project) through which they run its inspection. */
export function inspectionRoles(roles: readonly Role[]): Role[] {
  return roles.filter((role) => INSPECTION_STAFF.includes(role));
}

/** One measurement line as the timeline shows it: "Sikringsskap: 63 A". */
export function measurementLine(m: { label: string; value: string; unit: string }): string {
  return `${m.label}: ${m.value}${m.unit ? ` ${m.unit}` : ""}`;
}

/** The findings as one timeline message. */
export function findingsSummary(findings: {
  text: string;
  measurements: readonly { label: string; value: string; unit: string }[];
  photos: number;
}): string {
  const parts: string[] = [];
  if (findings.text.trim()) parts.push(findings.text.trim());
  if (findings.measurements.length) {
    parts.push(`Målinger: ${findings.measurements.map(measurementLine).join("; ")}`);
  }
  if (findings.photos > 0) parts.push(`${findings.photos} ${findings.photos === 1 ? "bilde" : "bilder"}`);
  return parts.join("\n");
}
