import type { ProjectDetail } from "@mt/contract/project";
import { formatPrice } from "@mt/domain/format/price";
import { paths, routes } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import { Fact } from "../../components/project-facts";
import { Alert } from "../../components/ui/alert";
import { buttonClassName } from "../../components/ui/button";
import { projectKindLabels, projectTitle } from "./project-labels";
import { ProjectKeyFacts, ProjectProgress, ProjectStatusChip, SharedDocuments } from "./project-parts";
import "./my-page.css";
import { PageHeader } from "../../components/ui/page-header";

function ProjectCard({ project }: { project: ProjectDetail }) {
  return (
    <li className="project-card" data-testid="project-card">
      <div className="project-card__top">
        <span className="project-card__kind">
          {projectKindLabels[project.kind]} nr. {project.number}
        </span>
        <ProjectStatusChip project={project} />
      </div>
      <h3 className="project-card__title">
        <Link to={routes.myProject(project.uuid)}>{projectTitle(project)}</Link>
      </h3>
      <ProjectProgress project={project} />
      <dl className="facts project-card__facts">
        <ProjectKeyFacts project={project} />
        <Fact term="Pris">{formatPrice(project.totals.totalOre)}</Fact>
      </dl>
      <SharedDocuments project={project} headingLevel={3} />
    </li>
  );
}

function ProjectList({
  id,
  title,
  empty,
  projects,
}: {
  id: string;
  title: string;
  empty: string;
  projects: ProjectDetail[];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {projects.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="project-list">
          {projects.map((project) => (
            <ProjectCard key={project.uuid} project={project} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /dashboard for customers: each project and inspection with its status road, time, electrician,
 * shared documents and what happens next.
 */
export function MyPage({
  name,
  projects,
  failed = false,
}: {
  name: string;
  projects: ProjectDetail[];
  failed?: boolean;
}) {
  return (
    <div className="container my-page">
      <PageHeader
        title="Min side"
        lead={`Hei, ${name}! Her ser du status på prosjektene og befaringene du har bestilt.`}
      />
      {failed && <Alert type="error">Vi klarte ikke å hente bestillingene dine. Prøv igjen senere.</Alert>}
      {projects.length === 0 ? (
        !failed && (
          <div className="my-page__empty">
            <p>Du har ingen bestillinger ennå.</p>
            <Link to={paths.allJobs} className={buttonClassName()}>
              Se alle jobber
            </Link>
          </div>
        )
      ) : (
        <>
          <ProjectList
            id="my-projects"
            title="Prosjekter"
            empty="Ingen prosjekter ennå."
            projects={projects.filter((project) => project.kind === "JOB")}
          />
          <ProjectList
            id="my-inspections"
            title="Befaringer"
            empty="Ingen befaringer."
            projects={projects.filter((project) => project.kind === "INSPECTION")}
          />
        </>
      )}
    </div>
  );
}
