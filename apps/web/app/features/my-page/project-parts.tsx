import type { ProjectDetail } from "@mt/contract/project";
import { formatDayWindow } from "@mt/domain/format/time-window";
import { nextStepForCustomer, projectStatusLabels } from "@mt/domain/project/project-status";
import { Fact, projectAddress } from "../../components/project-facts";
import { StatusChip } from "../../components/ui/status-chip";
import { appointmentOf } from "../../lib/appointment";
import { StatusRoad } from "./status-road";
import { statusSteps } from "./status-steps";

/** "23. november • kl. 08:00–12:00", or null once cancelled (the time is free again). */
export function projectWindow(project: Pick<ProjectDetail, "windowStartsAt" | "windowEndsAt">) {
  if (!project.windowStartsAt || !project.windowEndsAt) return null;
  return formatDayWindow(project.windowStartsAt, project.windowEndsAt);
}

/** The project's status for its customer: done in green, cancelled in red, anything else under way. */
export function ProjectStatusChip({ project }: { project: Pick<ProjectDetail, "status"> }) {
  const tone = project.status === "completed" ? "success" : project.status === "cancelled" ? "error" : "info";
  return <StatusChip tone={tone}>{projectStatusLabels[project.status]}</StatusChip>;
}

/** The status road with what happens next. */
export function ProjectProgress({ project }: { project: ProjectDetail }) {
  return (
    <div className="project-progress">
      <StatusRoad steps={statusSteps(project.kind, project.status, project.timeline)} />
      <p className="project-progress__next">
        <strong>Neste steg:</strong> {nextStepForCustomer[project.status]}
      </p>
    </div>
  );
}

/** When, where and who: the facts a customer looks for first. */
export function ProjectKeyFacts({ project }: { project: ProjectDetail }) {
  const window = projectWindow(project);
  const appointment = appointmentOf(project);
  return (
    <>
      <Fact term={appointment === "inspection" ? "Befaring" : "Tid"}>
        <span data-testid="project-when">
          {appointment === "job-to-choose"
            ? "Ikke valgt ennå. Velg tid for jobben med «Flytt tidspunkt»."
            : (window ?? "Ingen avtalt tid")}
        </span>
      </Fact>
      {project.inspection && (
        <Fact term="Type befaring">
          {project.inspection.mode === "VIDEO" ? "Videobefaring" : "Hjemme hos deg"}
        </Fact>
      )}
      <Fact term="Adresse">{projectAddress(project)}</Fact>
      {project.electrician ? (
        <Fact term="Elektriker">
          {project.electrician.firstName} fra {project.contractor.name}
        </Fact>
      ) : (
        // The booking has an electrician already; the customer learns the name once it is planned
        // (decision 018), so nothing here says one is still being found.
        project.status !== "cancelled" && (
          <Fact term="Elektriker">
            En elektriker fra {project.contractor.name}. Du ser navnet her når oppdraget er planlagt.
          </Fact>
        )
      )}
    </>
  );
}

/** The documents shared with the customer (the API shows a customer no others). */
export function SharedDocuments({ project, headingLevel }: { project: ProjectDetail; headingLevel: 2 | 3 }) {
  const documents = project.documents.filter((document) => document.sharedWithCustomer);
  if (documents.length === 0) return null;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const headingId = `documents-${project.uuid}`;
  return (
    <div className="project-documents">
      <Heading id={headingId} className="project-documents__heading">
        Dokumenter
      </Heading>
      <ul aria-labelledby={headingId}>
        {documents.map((document) => (
          <li key={document.id}>
            <a href={document.url}>{document.title}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
