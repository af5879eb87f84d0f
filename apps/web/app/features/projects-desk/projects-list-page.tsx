import type { ProjectSummary } from "@mt/contract/project";
import { formatCount } from "@mt/domain/format/number";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import { paths } from "@mt/domain/routes/routes";
import { Link, useNavigation } from "react-router";
import { ListStatus } from "../../components/desk-list";
import { ListPager } from "../../components/list-pager";
import { buttonClassName } from "../../components/ui/button";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
import { exportHref, isFiltered, type ListQuery, listSearch, withChange } from "./list-query";
import { ProjectFilters } from "./project-filters";
import { ProjectsTable } from "./projects-table";
import "../../components/desk.css";
import "./projects-desk.css";

export interface ProjectListMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
  statusCounts: Partial<Record<ProjectStatus, number>>;
}

const count = (n: number) => `${formatCount(n)} ${n === 1 ? "prosjekt" : "prosjekter"}`;

/** The name of the installer or electrician a filter names, read from the rows it shows. */
function namesFrom(projects: readonly ProjectSummary[], query: ListQuery) {
  const contractor = projects.find((p) => p.contractor.uuid === query.contractor)?.contractor.name ?? null;
  const person = projects.find((p) => p.electrician?.uuid === query.electrician)?.electrician;
  const store = projects.find((p) => p.salesPartnerDepartment?.uuid === query.salesPartnerDepartment);
  return {
    contractorName: contractor,
    electricianName: person ? `${person.firstName} ${person.lastName}` : null,
    storeName: store?.salesPartnerDepartment?.name ?? null,
  };
}

/**
 * /prosjekter: every project within the caller's reach, filtered, searched, sorted and paged by
 * the URL alone, so a link shows the same list and the page works without JavaScript.
 */
export function ProjectsListPage({
  projects,
  meta,
  query,
  moderatesRatings = false,
  salesPartners = [],
}: {
  projects: readonly ProjectSummary[];
  meta: ProjectListMeta;
  query: ListQuery;
  /** Whether the caller approves customers' rating comments (a link to them). */
  moderatesRatings?: boolean;
  /** The sales partners to filter by (global staff); empty for everyone else. */
  salesPartners?: readonly { uuid: string; name: string }[];
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === paths.projects;
  return (
    <div className="container desk-page">
      <PageHeader
        title="Prosjekter"
        actions={
          <>
            {moderatesRatings && (
              <Link className={buttonClassName({ variant: "secondary", size: "medium" })} to={paths.ratings}>
                Vurderinger fra kunder
              </Link>
            )}
            <a
              className={buttonClassName({ variant: "secondary", size: "medium" })}
              href={exportHref(query)}
              download
            >
              Eksporter til CSV
            </a>
          </>
        }
      />
      <ProjectFilters
        query={query}
        statusCounts={meta.statusCounts}
        salesPartners={salesPartners}
        {...namesFrom(projects, query)}
      />
      <ListStatus countId="projects-count" busy={busy} loadingText="Henter prosjekter …">
        {count(meta.total)}
        {isFiltered(query) && " passer søket"}
      </ListStatus>
      {projects.length === 0 ? (
        isFiltered(query) ? (
          <StateMessage
            kind="empty"
            title="Ingen prosjekter passer søket"
            action={
              <Link className={buttonClassName({ variant: "secondary", size: "medium" })} to={paths.projects}>
                Fjern alle filtre
              </Link>
            }
          >
            <p>Prøv et annet søk, eller fjern noen av filtrene.</p>
          </StateMessage>
        ) : (
          <StateMessage kind="empty" title="Ingen prosjekter ennå">
            <p>Når kunder bestiller, kommer prosjektene her.</p>
          </StateMessage>
        )
      ) : (
        <ProjectsTable projects={projects} query={query} busy={busy} />
      )}
      <ListPager
        page={meta.page}
        lastPage={meta.lastPage}
        hrefFor={(page) => listSearch(withChange(query, { page }))}
      />
    </div>
  );
}
