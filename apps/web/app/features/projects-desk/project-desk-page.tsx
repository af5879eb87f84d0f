import type { ProjectDetail } from "@mt/contract/project";
import { formatDateTime } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { labelBefore } from "@mt/domain/format/quantity";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { isRateable } from "@mt/domain/rating/rating";
import { paths } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { showsProjectClaims } from "../../components/project-claims-shown";
import { Fact, projectAddress } from "../../components/project-facts";
import { ProjectPhotos } from "../../components/project-photos";
import { ProjectTotal, showsLinePrices } from "../../components/project-total";
import { StatusChip } from "../../components/ui/status-chip";
import { appointmentOf } from "../../lib/appointment";
import { deskProjectTitle, kindLabels, salesChannelLabels, statusTones, windowText } from "./desk-labels";
import { ProjectMoves } from "./project-moves";
import { DocumentForm, NoteForm } from "./project-notes";
import { ProjectTimeline } from "./project-timeline";
import { useProjectChange } from "./use-project-change";
import "../../components/desk.css";
import "./projects-desk.css";
import { PageHeader } from "../../components/ui/page-header";

// Only an inspection has findings and offers: their sections (and their forms' modules) load only for
// one, so a job's page evaluates fewer modules on its first load (issue 37).
const OfferDesk = lazy(() => import("./offer-desk").then((module) => ({ default: module.OfferDesk })));
const InspectionFindingsSection = lazy(() =>
  import("./inspection-findings").then((module) => ({ default: module.InspectionFindingsSection })),
);

// The customer's rating and the claims belong to a finished job: they load only for one.
const ProjectRating = lazy(() =>
  import("../../components/project-rating").then((module) => ({ default: module.ProjectRating })),
);
const ProjectClaims = lazy(() =>
  import("../../components/project-claims").then((module) => ({ default: module.ProjectClaims })),
);

/** The customer's page on the customers desk (`/kunder/{uuid}`). */
const customerHref = (uuid: string) => `${paths.customers}/${encodeURIComponent(uuid)}`;

export const projectDeskTitle = (project: ProjectDetail) =>
  `${deskProjectTitle(
    project.lineItems.map((line) => line.title),
    project.number,
  )} (nr. ${project.number})`;

function Customer({ project, customerLink }: { project: ProjectDetail; customerLink: boolean }) {
  const info = project.contactInformation;
  return (
    <dl className="desk-facts">
      <Fact term="Kunde">
        {customerLink ? (
          <Link to={customerHref(project.customer.uuid)}>{project.customer.name}</Link>
        ) : (
          project.customer.name
        )}
      </Fact>
      <Fact term="Kontaktperson">
        {info.firstName} {info.lastName}
      </Fact>
      <Fact term="Telefon">
        <a href={`tel:${info.phoneNumber}`}>{formatPhone(info.phoneNumber)}</a>
      </Fact>
      <Fact term="E-post">
        <a href={`mailto:${info.email}`}>{info.email}</a>
      </Fact>
      {info.company && (
        <Fact term="Firma">
          {info.company.name} (org.nr. {info.company.organizationNumber})
        </Fact>
      )}
      {info.additionalInfo && <Fact term="Mer informasjon">{info.additionalInfo}</Fact>}
    </dl>
  );
}

function Appointment({ project }: { project: ProjectDetail }) {
  return (
    <dl className="desk-facts">
      <Fact term="Status">
        <StatusChip tone={statusTones[project.status]}>{projectStatusLabels[project.status]}</StatusChip>
      </Fact>
      <Fact term={appointmentOf(project) === "inspection" ? "Befaring" : "Ankomstvindu"}>
        <span data-testid="project-when">
          {appointmentOf(project) === "job-to-choose"
            ? "Ikke valgt ennå (kunden velger tid for jobben)"
            : windowText(project.windowStartsAt, project.windowEndsAt)}
        </span>
      </Fact>
      {project.inspection && (
        <Fact term="Type befaring">
          {project.inspection.mode === "VIDEO" ? "Videobefaring" : "Befaring på stedet"}
          {project.inspection.topic.length > 0 && `: ${project.inspection.topic.join(", ")}`}
        </Fact>
      )}
      <Fact term="Adresse">{projectAddress(project)}</Fact>
      <Fact term="Installatør">{project.contractor.name}</Fact>
      <Fact term="Montør">{project.electrician ? project.electrician.firstName : "Ikke tildelt ennå"}</Fact>
      <Fact term="Salgskanal">{salesChannelLabels[project.salesChannel]}</Fact>
      {project.salesPartner && <Fact term="Salgspartner">{project.salesPartner.name}</Fact>}
      {project.salesPartnerDepartment && <Fact term="Butikk">{project.salesPartnerDepartment.name}</Fact>}
      {project.seller && <Fact term="Selger">{project.seller.name}</Fact>}
      {project.sellerDescription && <Fact term="Selgers beskrivelse">{project.sellerDescription}</Fact>}
      <Fact term="Bestilt">{formatDateTime(project.createdAt)}</Fact>
    </dl>
  );
}

function Lines({ project }: { project: ProjectDetail }) {
  return (
    <>
      <ul className="desk-lines">
        {project.lineItems.map((line) => (
          <li key={`${line.jobTypeId}-${line.title}`} className="desk-line">
            <div>
              <h3>{line.title}</h3>
              {line.summary.length > 0 && (
                <ul className="desk-line__answers">
                  {line.summary.map((item) => (
                    <li key={item.question}>
                      {labelBefore(item.question)} {item.answer}
                    </li>
                  ))}
                </ul>
              )}
              {line.commentForElectrician && <p>Kommentar til montøren: {line.commentForElectrician}</p>}
              <ProjectPhotos images={line.images} jobTitle={line.title} />
            </div>
            {showsLinePrices(project) && (
              <p className="desk-line__price">{formatPrice(line.totals.totalOre)}</p>
            )}
          </li>
        ))}
      </ul>
      <ProjectTotal project={project} className="desk-lines__total" />
    </>
  );
}

function Documents({ project }: { project: ProjectDetail }) {
  if (project.documents.length === 0) return <p className="desk-muted">Ingen dokumenter ennå.</p>;
  return (
    <ul className="desk-documents">
      {project.documents.map((document) => (
        <li key={document.id}>
          <a href={document.url}>{document.title}</a>{" "}
          <span className="desk-muted">
            {formatDateTime(document.createdAt)}
            {document.sharedWithCustomer ? " · delt med kunden" : " · bare internt"}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * /prosjekter/{number}: everything the API gives about one project, the steps the caller may
 * take, notes, documents and the timeline. Each change sends the version the page read; the
 * API's answer (or, after a conflict, a fresh read) replaces the page's copy.
 */
export function ProjectDeskPage({
  project: loaded,
  customerLink,
  deskNotes = true,
  findings = true,
}: {
  project: ProjectDetail;
  customerLink: boolean;
  /** May add notes and documents (the desk's roles; not the stores' people). */
  deskNotes?: boolean;
  /** Runs inspections, so sees an inspection's findings (INSPECTION_STAFF). */
  findings?: boolean;
}) {
  const [fresh, setFresh] = useState<ProjectDetail | null>(null);
  // A newer loader answer (revalidation, another project) wins over an older change's answer.
  const project = fresh && fresh.uuid === loaded.uuid && fresh.version >= loaded.version ? fresh : loaded;
  const changes = useProjectChange(project, setFresh);

  return (
    <div className="container desk-page desk-project">
      <p>
        <Link to={paths.projects}>← Alle prosjekter</Link>
      </p>
      <PageHeader
        title={deskProjectTitle(
          project.lineItems.map((line) => line.title),
          project.number,
        )}
        lead={
          <>
            {kindLabels[project.kind]} nr. {project.number} ·{" "}
            <StatusChip tone={statusTones[project.status]}>{projectStatusLabels[project.status]}</StatusChip>
          </>
        }
      />

      <section className="desk-panel desk-project__actions" aria-labelledby="actions-heading">
        <h2 id="actions-heading">Handlinger</h2>
        <ProjectMoves project={project} changes={changes} />
      </section>

      <div className="desk-project__grid">
        <section className="desk-panel" aria-labelledby="appointment-heading">
          <h2 id="appointment-heading">Oppdraget</h2>
          <Appointment project={project} />
        </section>
        <section className="desk-panel" aria-labelledby="customer-heading">
          <h2 id="customer-heading">Kunden</h2>
          <Customer project={project} customerLink={customerLink} />
        </section>
      </div>

      {project.kind === "INSPECTION" && (
        <Suspense fallback={null}>
          <OfferDesk project={project} onProjectChange={setFresh} />
          {findings && <InspectionFindingsSection project={project} />}
        </Suspense>
      )}

      <section className="desk-panel" aria-labelledby="lines-heading">
        <h2 id="lines-heading">Jobber og priser</h2>
        <Lines project={project} />
      </section>

      {isRateable(project.status) && (
        <Suspense fallback={null}>
          <ProjectRating project={project} viewer="staff" />
        </Suspense>
      )}

      <div className="desk-project__grid">
        <section className="desk-panel" aria-labelledby="timeline-heading">
          <h2 id="timeline-heading">Historikk</h2>
          {deskNotes && <NoteForm project={project} changes={changes} />}
          <ProjectTimeline events={project.timeline} />
        </section>
        <section className="desk-panel" aria-labelledby="documents-heading">
          <h2 id="documents-heading">Dokumenter</h2>
          <Documents project={project} />
          {deskNotes && <DocumentForm project={project} changes={changes} />}
        </section>
      </div>
      {showsProjectClaims(project.status) && (
        <Suspense fallback={null}>
          <ProjectClaims project={project} viewer="staff" />
        </Suspense>
      )}
    </div>
  );
}
