import type { ProjectView } from "@mt/contract/booking";
import type { ReactNode } from "react";

/**
 * The facts of a booked project that the confirmation and "my page" both show: when, the kind of
 * inspection, where and who. Extra facts follow as children.
 */
export function ProjectFacts({
  project,
  when,
  className,
  children,
}: {
  project: ProjectView;
  when: ReactNode;
  className: string;
  children?: ReactNode;
}) {
  return (
    <dl className={className}>
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
      <div>
        <dt>Adresse</dt>
        <dd>
          {project.address}, {project.postCode} {project.place ?? ""}
        </dd>
      </div>
      <div>
        <dt>Montør</dt>
        <dd>
          {project.electrician.firstName} fra {project.contractor.name}
        </dd>
      </div>
      {children}
    </dl>
  );
}
