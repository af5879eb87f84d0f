import type { CustomerDetail } from "@mt/contract/customer";
import type { ProjectSummary } from "@mt/contract/project";
import { formatDateLong, formatDateTime } from "@mt/domain/format/date";
import { formatShortDayWindow } from "@mt/domain/format/time-window";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { paths, routes } from "@mt/domain/routes/routes";
import { useState } from "react";
import { Link } from "react-router";
import { CustomerContact } from "./customer-contact";
import { customerName } from "./customer-labels";
import "./customers.css";
import { PageHeader } from "../../components/ui/page-header";

function projectWhen(project: ProjectSummary): string {
  if (!project.windowStartsAt || !project.windowEndsAt) return "Ingen avtalt tid";
  return formatShortDayWindow(project.windowStartsAt, project.windowEndsAt);
}

function CustomerProjects({ projects }: { projects: ProjectSummary[] }) {
  return (
    <section aria-labelledby="customer-projects">
      <h2 id="customer-projects">Prosjekter</h2>
      {projects.length === 0 ? (
        <p>Kunden har ingen prosjekter.</p>
      ) : (
        <ul className="customer-projects">
          {projects.map((project) => (
            <li key={project.uuid}>
              <div>
                <Link to={routes.project(project.number)}>
                  Nr. {project.number}: {project.titles.join(", ") || "Prosjekt"}
                </Link>
                <p>
                  {project.address}, {project.postCode} {project.place ?? ""}
                </p>
              </div>
              <div>
                <p className="customer-projects__status">{projectStatusLabels[project.status]}</p>
                <p>{projectWhen(project)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CustomerTimeline({ events }: { events: CustomerDetail["timeline"] }) {
  return (
    <section aria-labelledby="customer-timeline">
      <h2 id="customer-timeline">Endringer</h2>
      {events.length === 0 ? (
        <p>Ingen endringer ennå.</p>
      ) : (
        <ol className="customer-timeline">
          {events.map((event, index) => (
            // Events have no id; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <li key={index}>
              <p className="customer-timeline__when">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time> · {event.actor}
              </p>
              <p>{event.message}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** /kunder/:uuid: one customer's contact information (editable), projects and history of changes. */
export function CustomerPage({
  customer: loaded,
  mayChangePhone,
}: {
  customer: CustomerDetail;
  /** Global admin, caseworker and customer service change the login phone number (decision 059). */
  mayChangePhone: boolean;
}) {
  const [customer, setCustomer] = useState(loaded);
  return (
    <div className="container customer-page">
      <p>
        <Link to={paths.customers}>← Alle kunder</Link>
      </p>
      <PageHeader
        title={`${customerName(customer)}${customer.companyName ? `, ${customer.companyName}` : ""}`}
        lead={`Kunde siden ${formatDateLong(customer.createdAt)}`}
      />
      <CustomerContact customer={customer} mayChangePhone={mayChangePhone} onSaved={setCustomer} />
      <CustomerProjects projects={customer.projects} />
      <CustomerTimeline events={customer.timeline} />
    </div>
  );
}
