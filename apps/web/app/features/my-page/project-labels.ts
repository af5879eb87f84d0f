import type { ProjectView } from "@mt/contract/booking";

export const projectKindLabels: Record<ProjectView["kind"], string> = {
  JOB: "Jobb",
  INSPECTION: "Befaring",
};

/** The project's title: its first line, and how many more there are. */
export function projectTitle(project: Pick<ProjectView, "lineItems" | "number">): string {
  const [first, ...rest] = project.lineItems;
  if (!first) return `Prosjekt ${project.number}`;
  return rest.length > 0 ? `${first.title} + ${rest.length} til` : first.title;
}
