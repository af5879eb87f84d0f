import type { ProjectDetail } from "@mt/contract/project";
import { formatDateTime } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { labelBefore } from "@mt/domain/format/quantity";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { paths } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ProjectClaims } from "../../components/project-claims";
import { Fact } from "../../components/project-facts";
import { ProjectPhotos } from "../../components/project-photos";
import { ProjectRating } from "../../components/project-rating";
import { ProjectTotal, showsLinePrices } from "../../components/project-total";
import { JoinVideoInspection } from "./join-video-inspection";
import { OfferSection } from "./offer-section";
import { ProjectActions } from "./project-actions";
import { projectKindLabels, projectTitle } from "./project-labels";
import { ProjectKeyFacts, ProjectProgress, ProjectStatusChip, SharedDocuments } from "./project-parts";
import "./my-page.css";
import { PageHeader } from "../../components/ui/page-header";

/** What happened, as the customer may see it (the API leaves out internal notes). */
function eventText(event: ProjectDetail["timeline"][number]): string {
  if (event.kind === "created") return "Bestilt";
  if (event.kind === "status" && event.toStatus) return projectStatusLabels[event.toStatus];
  if (event.kind === "reschedule") return "Tidspunktet er flyttet";
  if (event.kind === "document") return "Nytt dokument";
  if (event.kind === "electrician") return "Elektriker er satt opp";
  if (event.kind === "offer") return "Tilbud";
  if (event.kind === "rating") return "Din vurdering";
  return "Endret";
}

function ProjectHistory({ project }: { project: ProjectDetail }) {
  const events = project.timeline.filter((event) => !event.internal);
  if (events.length === 0) return null;
  return (
    <section aria-labelledby="project-history">
      <h2 id="project-history">Historikk</h2>
      <ol className="project-history">
        {events.map((event) => (
          <li key={event.id}>
            <p className="project-history__when">
              <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.actor}
            </p>
            <p>
              <strong>{eventText(event)}</strong>
              {event.message ? `: ${event.message}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function ProjectLines({ project }: { project: ProjectDetail }) {
  return (
    <section aria-labelledby="project-lines">
      <h2 id="project-lines">Jobber</h2>
      <ul className="project-lines">
        {project.lineItems.map((line) => (
          <li key={`${line.jobTypeId}-${line.title}`} className="project-line">
            <div>
              <h3>{line.title}</h3>
              {line.summary.length > 0 && (
                <ul className="project-line__answers">
                  {line.summary.map((item) => (
                    <li key={item.question}>
                      {labelBefore(item.question)} {item.answer}
                    </li>
                  ))}
                </ul>
              )}
              {line.commentForElectrician && <p>Kommentar: {line.commentForElectrician}</p>}
              <ProjectPhotos images={line.images} jobTitle={line.title} />
            </div>
            {showsLinePrices(project) && (
              <p className="project-line__price">{formatPrice(line.totals.totalOre)}</p>
            )}
          </li>
        ))}
      </ul>
      <ProjectTotal project={project} className="project-page__total" />
    </section>
  );
}

/**
 * /dashboard/prosjekt/:uuid: one project with its status road, time, place, people, the customer's
 * own changes, documents, lines and history. `now` comes from the loader, so the server and the
 * browser agree on whether the cut-off has passed.
 */
export function ProjectPage({ project: loaded, now }: { project: ProjectDetail; now: number }) {
  const [project, setProject] = useState(loaded);
  // A reload (after a conflict) brings the fresh project.
  useEffect(() => setProject(loaded), [loaded]);
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const info = project.contactInformation;
  return (
    <div className="container my-page project-page">
      <p>
        <Link to={paths.dashboard}>← Tilbake til Min side</Link>
      </p>
      <PageHeader
        title={projectTitle(project)}
        lead={
          <>
            {projectKindLabels[project.kind]} nr. {project.number} · <ProjectStatusChip project={project} />
          </>
        }
      />
      <section aria-labelledby="project-status" className="project-page__status">
        <h2 id="project-status" ref={statusHeading} tabIndex={-1}>
          Status
        </h2>
        <ProjectProgress project={project} />
      </section>
      <dl className="facts project-card__facts project-page__facts">
        <ProjectKeyFacts project={project} />
        <Fact term="Kontakt">
          {info.firstName} {info.lastName}, {formatPhone(info.phoneNumber)}, {info.email}
          {info.company ? `, ${info.company.name} (org.nr. ${info.company.organizationNumber})` : ""}
        </Fact>
        {info.additionalInfo && <Fact term="Mer informasjon">{info.additionalInfo}</Fact>}
      </dl>
      <OfferSection project={project} onProjectChanged={setProject} />
      <ProjectActions
        project={project}
        now={now}
        onChanged={(fresh) => {
          setProject(fresh);
          // The button that opened the dialog may be gone (a cancelled project has no actions).
          requestAnimationFrame(() => statusHeading.current?.focus());
        }}
      />
      <ProjectRating project={project} viewer="customer" />
      <ProjectClaims project={project} viewer="customer" />
      <JoinVideoInspection project={project} />
      <SharedDocuments project={project} headingLevel={2} />
      <ProjectLines project={project} />
      <ProjectHistory project={project} />
    </div>
  );
}
