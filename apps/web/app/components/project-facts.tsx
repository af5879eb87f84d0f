import type { ProjectView } from "@mt/contract/booking";
import type { ReactNode } from "react";

/** One fact of a project in its list of facts. */
export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** "Storgata 1, 0150 Oslo" */
export const projectAddress = (project: Pick<ProjectView, "address" | "postCode" | "place">) =>
  `${project.address}, ${project.postCode} ${project.place ?? ""}`.trim();

/**
 * The facts of a booked project that the confirmation and "my page" both show: when, the kind of
 * inspection, where and who, as a facts grid (project-facts.css). Extra facts follow as children.
 */
export function ProjectFacts({
  project,
  when,
  className,
  children,
}: {
  project: ProjectView;
  when: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className ? `facts ${className}` : "facts"}>
      <div>
        <dt>{project.kind === "INSPECTION" ? "Befaring" : "Montøren kommer"}</dt>
        <dd data-testid="project-when">{when}</dd>
      </div>
      {project.inspection && (
        <div>
          <dt>Type befaring</dt>
          <dd>{project.inspection.mode === "VIDEO" ? "Videobefaring" : "Hjemme hos deg"}</dd>
        </div>
      )}
      <Fact term="Adresse">{projectAddress(project)}</Fact>
      <Fact term="Installatør">{project.contractor.name}</Fact>
      {project.electrician && <Fact term="Montør">{project.electrician.firstName}</Fact>}
      {children}
    </dl>
  );
}
