import type { ProjectSummary } from "@mt/contract/project";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatDate } from "@mt/domain/format/date";
import { formatPrice } from "@mt/domain/format/price";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Link } from "react-router";
import { type Column, type ColumnSort, DataTable } from "../../components/ui/data-table";
import { StatusChip } from "../../components/ui/status-chip";
import { deskProjectTitle, kindLabels, statusTones, windowText } from "./desk-labels";
import { type ListQuery, type ListSort, listSearch, sortedBy, withChange } from "./list-query";

/** A sort header's link (the list sorted by the column, or turned around) and how it sorts now. */
function sortBy(query: ListQuery, sort: ListSort): ColumnSort {
  const active = query.sort === sort;
  return {
    href: listSearch(sortedBy(query, sort)),
    direction: active ? (query.dir === "asc" ? "ascending" : "descending") : undefined,
  };
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
    <Link className="ui-table__above" to={listSearch(withChange(query, change))} title="Vis bare disse">
      {children}
    </Link>
  );
}

function columns(query: ListQuery): Column<ProjectSummary>[] {
  return [
    {
      key: "number",
      label: "Nr.",
      rowHeader: true,
      sort: sortBy(query, "number"),
      cell: (project) => (
        <Link
          className="ui-table__open ui-table__nowrap"
          to={routes.project(project.number)}
          aria-label={`Prosjekt ${project.number}, ${deskProjectTitle(project.titles, project.number)}, ${project.customer.name}`}
        >
          {project.number}
        </Link>
      ),
    },
    {
      key: "customer",
      label: "Kunde",
      sort: sortBy(query, "customer"),
      cell: ({ customer }) => (
        <>
          <strong>{customer.companyName ?? customer.name}</strong>
          {customer.companyName && <span className="ui-table__secondary">{customer.name}</span>}
          <span className="ui-table__secondary ui-table__nowrap">{formatPhone(customer.phoneNumber)}</span>
        </>
      ),
    },
    {
      key: "job",
      label: "Jobb",
      cell: (project) => (
        <>
          {deskProjectTitle(project.titles, project.number)}
          <span className="ui-table__secondary">
            {kindLabels[project.kind]}
            {project.workTypes.length > 0 &&
              ` · ${project.workTypes.map((type) => workTypeLabels[type]).join(", ")}`}
          </span>
        </>
      ),
    },
    {
      key: "address",
      label: "Adresse",
      cell: (project) => (
        <>
          {project.address}
          <span className="ui-table__secondary">
            {project.postCode} {project.place ?? ""}
          </span>
        </>
      ),
    },
    {
      key: "status",
      label: "Status",
      sort: sortBy(query, "status"),
      cell: (project) => (
        <StatusChip tone={statusTones[project.status]}>{projectStatusLabels[project.status]}</StatusChip>
      ),
    },
    {
      key: "window",
      label: "Avtale",
      sort: sortBy(query, "startsAt"),
      cell: (project) => windowText(project.windowStartsAt, project.windowEndsAt),
    },
    {
      key: "people",
      label: "Installatør og montør",
      cell: (project) => (
        <>
          <FilterLink query={query} change={{ contractor: project.contractor.uuid }}>
            {project.contractor.name}
          </FilterLink>
          {project.electrician && (
            <span className="ui-table__secondary">
              <FilterLink query={query} change={{ electrician: project.electrician.uuid }}>
                {`${project.electrician.firstName} ${project.electrician.lastName}`}
              </FilterLink>
            </span>
          )}
        </>
      ),
    },
    {
      key: "created",
      label: "Bestilt",
      sort: sortBy(query, "createdAt"),
      cell: (project) => formatDate(project.createdAt),
    },
    { key: "total", label: "Sum", numeric: true, cell: (project) => formatPrice(project.totalOre) },
  ];
}

/**
 * The projects in the design system's table: sortable headers (each a link, so sorting works without
 * JavaScript and keeps the URL); below 768 px each row becomes a card. The number opens the project,
 * and its link covers the whole row for the mouse.
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
    <DataTable
      caption="Prosjekter"
      captionHidden
      columns={columns(query)}
      rows={projects}
      rowKey={(project) => project.uuid}
      rowTestId="project-row"
      busy={busy}
      describedBy="projects-count"
    />
  );
}
