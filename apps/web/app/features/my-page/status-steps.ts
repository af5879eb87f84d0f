import type { ProjectEvent } from "@mt/contract/project";
import {
  type ProjectKind,
  type ProjectStatus,
  projectStatusLabels,
  statusRoad,
} from "@mt/domain/project/project-status";

export interface StatusStep {
  status: ProjectStatus;
  label: string;
  state: "done" | "current" | "todo";
}

/** The state the project was cancelled from, read from its timeline (null when it does not say). */
export function cancelledFrom(timeline: readonly ProjectEvent[]): ProjectStatus | null {
  const event = timeline.findLast((entry) => entry.toStatus === "cancelled");
  return event?.fromStatus ?? null;
}

/**
 * The project's road as "my page" draws it: the steps of its kind, those behind it done and its
 * present one current. An invoiced project has passed every step. A cancelled one shows the road up
 * to where it stopped, then "Kansellert" as the present step.
 */
export function statusSteps(
  kind: ProjectKind,
  status: ProjectStatus,
  timeline: readonly ProjectEvent[] = [],
): StatusStep[] {
  const road = statusRoad(kind);
  const step = (at: ProjectStatus, state: StatusStep["state"]): StatusStep => ({
    status: at,
    label: projectStatusLabels[at],
    state,
  });
  if (status === "cancelled") {
    const stoppedAt = road.indexOf(cancelledFrom(timeline) ?? "cancelled");
    return [...road.slice(0, stoppedAt + 1).map((at) => step(at, "done")), step("cancelled", "current")];
  }
  const here = status === "invoiced" ? road.length : road.indexOf(status);
  return road.map((at, index) => step(at, index < here ? "done" : index === here ? "current" : "todo"));
}
