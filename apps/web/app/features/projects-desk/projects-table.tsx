import type { ProjectSummary } from "@mt/contract/project";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatDate } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Link } from "react-router";
import { StatusChip } from "../../components/ui/status-chip";
import { deskProjectTitle, kindLabels, statusTones, windowText } from "./desk-labels";
import { type ListQuery, type ListSort, listSearch, sortedBy, withChange } from "./list-query";

const COLUMNS: { label: string; sort?: ListSort; className?: string }[] = [
  { label: "Nr.", sort: "number" },
  { label: "Kunde", sort: "customer" },
  { label: "Jobb" },
  { label: "Adresse" },
  { label: "Status", sort: "status" },
  { label: "Avtale", sort: "startsAt" },
  { label: "Installatør og montør" },
  { label: "Bestilt", sort: "createdAt" },
  { label: "Sum", className: "desk-table__number" },
];

function SortHeader({ query, label, sort }: { query: ListQuery; label: string; sort: ListSort }) {
  const active = query.sort === sort;
  const direction = active ? (query.dir === "asc" ? "ascending" : "descending") : undefined;
  return (
    <th scope="col" aria-sort={direction}>
      <Link className="desk-table__sort" to={listSearch(sortedBy(query, sort))} preventScrollReset>
        {label}{" "}
        <span aria-hidden="true" className="desk-table__sort-mark">
          {active ? (query.dir === "asc" ? "▲" : "▼") : "↕"}
        </span>
        {!active && <span className="visually-hidden">(sorter)</span>}
      </Link>
    </th>
  );
}

/** A link that narrows the list to one installer or electrician; sits above the row's own link. */
function FilterLink({
  query,
  change,
  children,
}: {
  query: ListQuery;
  change: Partial<ListQuery>;
  children: string;
}) {
  return (
    <Link
      className="desk-table__filter-link"
      to={listSearch(withChange(query, change))}
      title="Vis bare disse"
    >
      {children}
    </Link>
  );
}

function Row({ project, query }: { project: ProjectSummary; query: ListQuery }) {
  const customer = project.customer;
  const title = deskProjectTitle(project.titles, project.number);
  return (
    <tr className="desk-table__row" data-testid="project-row">
      <td data-label="Nr.">
        <Link
          className="desk-table__open"
          to={routes.project(project.number)}
          aria-label={`Prosjekt ${project.number}, ${title}, ${customer.name}`}
        >
          {project.number}
        </Link>
      </td>
      <td data-label="Kunde">
        <span className="desk-table__strong">{customer.companyName ?? customer.name}</span>
        {customer.companyName && <span className="desk-table__muted">{customer.name}</span>}
        <span className="desk-table__muted desk-table__nowrap">{formatPhone(customer.phoneNumber)}</span>
      </td>
      <td data-label="Jobb">
        {title}
        <span className="desk-table__muted">
          {kindLabels[project.kind]}
          {project.workTypes.length > 0 &&
            ` · ${project.workTypes.map((type) => workTypeLabels[type]).join(", ")}`}
        </span>
      </td>
      <td data-label="Adresse">
        {project.address}
        <span className="desk-table__muted">
          {project.postCode} {project.place ?? ""}
        </span>
      </td>
      <td data-label="Status">
        <StatusChip tone={statusTones[project.status]}>{projectStatusLabels[project.status]}</StatusChip>
      </td>
      <td data-label="Avtale">{windowText(project.windowStartsAt, project.windowEndsAt)}</td>
      <td data-label="Installatør">
        <FilterLink query={query} change={{ contractor: project.contractor.uuid }}>
          {project.contractor.name}
        </FilterLink>
        {project.electrician && (
          <span className="desk-table__muted">
            <FilterLink query={query} change={{ electrician: project.electrician.uuid }}>
              {`${project.electrician.firstName} ${project.electrician.lastName}`}
            </FilterLink>
          </span>
        )}
      </td>
      <td data-label="Bestilt">{formatDate(project.createdAt)}</td>
      <td data-label="Sum" className="desk-table__number">
        {formatPrice(project.totalOre)}
      </td>
    </tr>
  );
}

/**
 * The projects as a table with sortable headers (each a link, so sorting works without JavaScript
 * and keeps the URL); below 768 px each row becomes a card. The number opens the project, and its
 * link covers the whole row for the mouse.
 */
export function ProjectsTable({
  projects,
  query,
  busy,
}: {
  projects: readonly ProjectSummary[];
  query: ListQuery;
  busy: boolean;
}) {
  return (
    <table className="desk-table" aria-busy={busy || undefined} aria-describedby="projects-count">
      <caption className="visually-hidden">Prosjekter</caption>
      <thead>
        <tr>
          {COLUMNS.map((column) =>
            column.sort ? (
              <SortHeader key={column.label} query={query} label={column.label} sort={column.sort} />
            ) : (
              <th key={column.label} scope="col" className={column.className}>
                {column.label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {projects.map((project) => (
          <Row key={project.uuid} project={project} query={query} />
        ))}
      </tbody>
    </table>
  );
}
