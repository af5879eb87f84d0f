import type { ProjectDetail } from "@mt/contract/project";
import { pricedByOffer } from "@mt/domain/project/project-status";

/**
 * What the project's time is for: the inspection; the job; or the job of an accepted offer whose
 * time nobody has chosen yet (the project still holds the inspection's time, now behind it).
 */
export type Appointment = "inspection" | "job" | "job-to-choose";

export function appointmentOf(project: Pick<ProjectDetail, "kind" | "status" | "timeline">): Appointment {
  if (project.kind !== "INSPECTION") return "job";
  if (!pricedByOffer(project.kind, project.status)) return "inspection";
  const accepted = project.timeline.findLast(
    (event) => event.kind === "status" && event.toStatus === "offer_accepted",
  );
  const movedSince = project.timeline.some(
    (event) => event.kind === "reschedule" && accepted !== undefined && event.at >= accepted.at,
  );
  return movedSince ? "job" : "job-to-choose";
}
