import type { ProjectView } from "@mt/contract/booking";
import { formatDateTimeLong, formatInOslo } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { labelBefore } from "@mt/domain/format/quantity";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Link } from "react-router";
import { Fact, ProjectFacts, projectAddress } from "../../components/project-facts";
import { ProjectPhotos } from "../../components/project-photos";
import { Alert } from "../../components/ui/alert";
import { buttonClassName } from "../../components/ui/button";
import { projectKindLabels, projectTitle } from "./project-labels";
import "./my-page.css";

const when = (project: ProjectView) =>
  project.windowStartsAt && project.windowEndsAt
    ? `${formatDateTimeLong(project.windowStartsAt)}–${formatInOslo(project.windowEndsAt, "HH:mm")}`
    : "Ingen avtalt tid";

function StatusBadge({ project }: { project: ProjectView }) {
  return (
    <span className={`project-status project-status--${project.status}`}>
      {projectStatusLabels[project.status]}
    </span>
  );
}

function ProjectCard({ project }: { project: ProjectView }) {
  return (
    <li className="project-card" data-testid="project-card">
      <div className="project-card__top">
        <span className="project-card__kind">{projectKindLabels[project.kind]}</span>
        <StatusBadge project={project} />
      </div>
      <h3 className="project-card__title">
        <Link to={routes.myProject(project.uuid)}>{projectTitle(project)}</Link>
      </h3>
      <dl className="project-card__facts">
        <Fact term="Tid">{when(project)}</Fact>
        <Fact term="Adresse">{projectAddress(project)}</Fact>
        <Fact term="Pris">{formatPrice(project.totals.totalOre)}</Fact>
        <Fact term="Nummer">{project.number}</Fact>
      </dl>
    </li>
  );
}

/** /dashboard for customers: their projects and inspections with status, time, address and price. */
export function MyPage({
  name,
  projects,
  failed = false,
}: {
  name: string;
  projects: ProjectView[];
  failed?: boolean;
}) {
  const inspections = projects.filter((p) => p.kind === "INSPECTION");
  const jobs = projects.filter((p) => p.kind === "JOB");
  return (
    <div className="container my-page">
      <h1>Min side</h1>
      <p>Hei, {name}! Her ser du status på prosjektene og befaringene du har bestilt.</p>
      {failed && <Alert type="error">Vi klarte ikke å hente bestillingene dine. Prøv igjen senere.</Alert>}
      {projects.length === 0 ? (
        <div className="my-page__empty">
          <p>Du har ingen bestillinger ennå.</p>
          <Link to={paths.allJobs} className={buttonClassName()}>
            Se alle jobber
          </Link>
        </div>
      ) : (
        <>
          <section aria-labelledby="my-projects">
            <h2 id="my-projects">Prosjekter</h2>
            {jobs.length === 0 ? (
              <p>Ingen prosjekter ennå.</p>
            ) : (
              <ul className="project-list">
                {jobs.map((project) => (
                  <ProjectCard key={project.uuid} project={project} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="my-inspections">
            <h2 id="my-inspections">Befaringer</h2>
            {inspections.length === 0 ? (
              <p>Ingen befaringer.</p>
            ) : (
              <ul className="project-list">
                {inspections.map((project) => (
                  <ProjectCard key={project.uuid} project={project} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}

/** /dashboard/prosjekt/:uuid: one project with its lines, time, place, people and price. */
export function ProjectPage({ project }: { project: ProjectView }) {
  const info = project.contactInformation;
  return (
    <div className="container my-page project-page">
      <p>
        <Link to={paths.dashboard}>← Tilbake til Min side</Link>
      </p>
      <h1>{projectTitle(project)}</h1>
      <p className="project-page__meta">
        {projectKindLabels[project.kind]} nr. {project.number} · <StatusBadge project={project} />
      </p>
      <ProjectFacts
        project={project}
        when={when(project)}
        className="project-card__facts project-page__facts"
      >
        <div>
          <dt>Kontakt</dt>
          <dd>
            {info.firstName} {info.lastName}, {formatPhone(info.phoneNumber)}, {info.email}
            {info.company ? `, ${info.company.name} (org.nr. ${info.company.organizationNumber})` : ""}
          </dd>
        </div>
        {info.additionalInfo && (
          <div>
            <dt>Mer informasjon</dt>
            <dd>{info.additionalInfo}</dd>
          </div>
        )}
      </ProjectFacts>
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
              <p className="project-line__price">{formatPrice(line.totals.totalOre)}</p>
            </li>
          ))}
        </ul>
        <p className="project-page__total">
          Totalt <strong>{formatPrice(project.totals.totalOre)}</strong> (herav mva.{" "}
          {formatPrice(project.totals.vatOre)})
        </p>
      </section>
    </div>
  );
}
