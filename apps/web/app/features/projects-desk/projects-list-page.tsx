import type { ProjectSummary } from "@mt/contract/project";
import type { RatingSummary } from "@mt/contract/rating";
import type { ProjectStatus } from "@mt/domain/project/project-status";
import { paths } from "@mt/domain/routes/routes";
import { Link, useNavigation } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { InstallerRating } from "./installer-rating";
import { exportHref, isFiltered, type ListQuery, listSearch, withChange } from "./list-query";
import { ProjectFilters } from "./project-filters";
import { ProjectsTable } from "./projects-table";
import "./projects-desk.css";

export interface ProjectListMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
  statusCounts: Partial<Record<ProjectStatus, number>>;
}

const count = (n: number) => `${n.toLocaleString("nb-NO")} ${n === 1 ? "prosjekt" : "prosjekter"}`;

function Pagination({ query, meta }: { query: ListQuery; meta: ProjectListMeta }) {
  if (meta.lastPage <= 1) return null;
  const page = (n: number) => listSearch(withChange(query, { page: n }));
  return (
    <nav className="desk-pages" aria-label="Sider">
      {meta.page > 1 ? (
        <Link to={page(meta.page - 1)} rel="prev">
          ← Forrige <span className="visually-hidden">side</span>
        </Link>
      ) : (
        <span aria-hidden="true" className="desk-pages__off">
          ← Forrige
        </span>
      )}
      <span aria-current="page">
        Side {meta.page} av {meta.lastPage}
      </span>
      {meta.page < meta.lastPage ? (
        <Link to={page(meta.page + 1)} rel="next">
          Neste <span className="visually-hidden">side</span> →
        </Link>
      ) : (
        <span aria-hidden="true" className="desk-pages__off">
          Neste →
        </span>
      )}
    </nav>
  );
}

/** The name of the installer or electrician a filter names, read from the rows it shows. */
function namesFrom(projects: readonly ProjectSummary[], query: ListQuery) {
  const contractor = projects.find((p) => p.contractor.uuid === query.contractor)?.contractor.name ?? null;
  const person = projects.find((p) => p.electrician?.uuid === query.electrician)?.electrician;
  return {
    contractorName: contractor,
    electricianName: person ? `${person.firstName} ${person.lastName}` : null,
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
  ratingSummary = null,
  moderatesRatings = false,
}: {
  projects: readonly ProjectSummary[];
  meta: ProjectListMeta;
  query: ListQuery;
  /** An installer's own average from their customers' ratings. */
  ratingSummary?: RatingSummary | null;
  /** Whether the caller approves customers' rating comments (a link to them). */
  moderatesRatings?: boolean;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === paths.projects;
  return (
    <div className="container desk-page">
      <div className="desk-page__head">
        <h1>Prosjekter</h1>
        <div className="desk-page__actions">
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
        </div>
      </div>
      {ratingSummary && <InstallerRating summary={ratingSummary} />}
      <ProjectFilters query={query} statusCounts={meta.statusCounts} {...namesFrom(projects, query)} />
      <div className="desk-page__status" aria-live="polite">
        <p id="projects-count" className="desk-page__count">
          {count(meta.total)}
          {isFiltered(query) && " passer søket"}
        </p>
        {busy && (
          <p className="desk-page__loading">
            <Spinner size="small" /> Henter prosjekter …
          </p>
        )}
      </div>
      {projects.length === 0 ? (
        <div className="desk-empty">
          <h2>{isFiltered(query) ? "Ingen prosjekter passer søket" : "Ingen prosjekter ennå"}</h2>
          {isFiltered(query) ? (
            <>
              <p>Prøv et annet søk, eller fjern noen av filtrene.</p>
              <Link className={buttonClassName({ variant: "secondary", size: "medium" })} to={paths.projects}>
                Fjern alle filtre
              </Link>
            </>
          ) : (
            <p>Når kunder bestiller, kommer prosjektene her.</p>
          )}
        </div>
      ) : (
        <div className={busy ? "desk-page__list desk-page__list--busy" : "desk-page__list"}>
          <ProjectsTable projects={projects} query={query} busy={busy} />
        </div>
      )}
      <Pagination query={query} meta={meta} />
    </div>
  );
}
