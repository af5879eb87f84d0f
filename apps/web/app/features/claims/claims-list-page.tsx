import type { ClaimSummary } from "@mt/contract/claim";
import { CLAIM_STATUSES, type ClaimStatus, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Form, Link, useNavigation } from "react-router";
import { Button, buttonClassName } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { deadlineDate, shortDate, visitText } from "./claim-labels";
import { type ClaimQuery, claimSearch, isFiltered } from "./claim-list-query";
import "./claims.css";

export interface ClaimListMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
  statusCounts: Partial<Record<ClaimStatus, number>>;
}

const count = (n: number) => `${n.toLocaleString("nb-NO")} ${n === 1 ? "reklamasjon" : "reklamasjoner"}`;

const AGES = [
  { value: "", label: "Alle" },
  { value: "7", label: "Eldre enn 7 dager" },
  { value: "14", label: "Eldre enn 14 dager" },
  { value: "30", label: "Eldre enn 30 dager" },
];

/** Search and filters as a plain GET form: the URL holds them, and it works without JavaScript. */
function Filters({
  query,
  meta,
  contractorName,
}: {
  query: ClaimQuery;
  meta: ClaimListMeta;
  contractorName: string | null;
}) {
  return (
    <Form method="get" className="claims-filters" role="search" aria-label="Filtrer reklamasjoner">
      <div className="claims-filters__search">
        <label htmlFor="claims-search">Søk</label>
        <input
          id="claims-search"
          type="search"
          name="search"
          maxLength={200}
          defaultValue={query.search ?? ""}
          aria-describedby="claims-search-hint"
        />
        <p id="claims-search-hint" className="claims-filters__hint">
          Prosjektnummer, kundens navn, telefon, adresse eller ord fra beskrivelsen.
        </p>
      </div>
      <fieldset>
        <legend>Status</legend>
        <div className="claims-filters__chips">
          {CLAIM_STATUSES.map((status) => (
            <label key={status} className="claims-chip">
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={query.status?.includes(status)}
              />
              <span>
                {claimStatusLabels[status]}{" "}
                <span className="claims-chip__count">({meta.statusCounts[status] ?? 0})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="claims-filters__row">
        <div>
          <label htmlFor="claims-age">Alder</label>
          <select id="claims-age" name="minAgeDays" defaultValue={query.minAgeDays?.toString() ?? ""}>
            {AGES.map((age) => (
              <option key={age.value} value={age.value}>
                {age.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="claims-deadline">Frist</label>
          <select id="claims-deadline" name="deadline" defaultValue={query.deadline ?? ""}>
            <option value="">Alle</option>
            <option value="within">Innenfor fristen</option>
            <option value="overridden">Registrert etter fristen</option>
          </select>
        </div>
        {query.contractor && (
          <div>
            <input type="hidden" name="contractor" value={query.contractor} />
            <p className="claims-filters__hint">Installatør: {contractorName ?? "valgt installatør"}</p>
          </div>
        )}
        <div className="claims-filters__actions">
          <Button type="submit" size="medium">
            Vis
          </Button>
          {isFiltered(query) && (
            <Link className={buttonClassName({ variant: "secondary", size: "medium" })} to={paths.claims}>
              Fjern alle filtre
            </Link>
          )}
        </div>
      </div>
    </Form>
  );
}

function Row({ claim, query }: { claim: ClaimSummary; query: ClaimQuery }) {
  return (
    <tr className="claims-table__row" data-testid="claim-row">
      <td data-label="Registrert">{shortDate(claim.createdAt)}</td>
      <td data-label="Reklamasjon">
        <Link
          className="claims-table__open"
          to={routes.claim(claim.uuid)}
          aria-label={`${claim.description} (prosjekt ${claim.project.number}, ${claim.customer.name})`}
        >
          {claim.description}
        </Link>
        <span className="claims-table__muted">Prosjekt {claim.project.number}</span>
      </td>
      <td data-label="Kunde">
        <span className="claims-table__strong">{claim.customer.name}</span>
        <span className="claims-table__muted claims-table__nowrap">
          {formatPhone(claim.customer.phoneNumber)}
        </span>
        <span className="claims-table__muted">
          {claim.project.address}, {claim.project.postCode}
        </span>
      </td>
      <td data-label="Status">
        <span className={`claims-status claims-status--${claim.status}`}>
          {claimStatusLabels[claim.status]}
        </span>
      </td>
      <td data-label="Besøk">{visitText(claim.windowStartsAt, claim.windowEndsAt)}</td>
      <td data-label="Installatør">
        <Link
          className="claims-table__filter-link"
          to={claimSearch({ ...query, contractor: claim.contractor.uuid, page: 1 })}
          title="Vis bare denne installatøren"
        >
          {claim.contractor.name}
        </Link>
        {claim.electrician && (
          <span className="claims-table__muted">
            {claim.electrician.firstName} {claim.electrician.lastName}
          </span>
        )}
      </td>
      <td data-label="Frist">
        {deadlineDate(claim.deadline)}
        {claim.overridden && <span className="claims-table__muted">Etter fristen</span>}
      </td>
    </tr>
  );
}

function Pagination({ query, meta }: { query: ClaimQuery; meta: ClaimListMeta }) {
  if (meta.lastPage <= 1) return null;
  return (
    <nav className="claims-pages" aria-label="Sider">
      {meta.page > 1 ? (
        <Link to={claimSearch({ ...query, page: meta.page - 1 })} rel="prev">
          ← Forrige <span className="visually-hidden">side</span>
        </Link>
      ) : (
        <span aria-hidden="true" className="claims-pages__off">
          ← Forrige
        </span>
      )}
      <span aria-current="page">
        Side {meta.page} av {meta.lastPage}
      </span>
      {meta.page < meta.lastPage ? (
        <Link to={claimSearch({ ...query, page: meta.page + 1 })} rel="next">
          Neste <span className="visually-hidden">side</span> →
        </Link>
      ) : (
        <span aria-hidden="true" className="claims-pages__off">
          Neste →
        </span>
      )}
    </nav>
  );
}

/**
 * /reklamasjon/liste: the claims within the caller's reach (staff all, installers and electricians
 * their own), filtered and searched by the URL alone; a row opens the claim.
 */
export function ClaimsListPage({
  claims,
  meta,
  query,
}: {
  claims: readonly ClaimSummary[];
  meta: ClaimListMeta;
  query: ClaimQuery;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === paths.claims;
  const contractorName = claims.find((c) => c.contractor.uuid === query.contractor)?.contractor.name ?? null;
  return (
    <div className="container claims-page">
      <h1>Reklamasjoner</h1>
      <Filters query={query} meta={meta} contractorName={contractorName} />
      <div className="claims-page__status" aria-live="polite">
        <p id="claims-count" className="claims-page__count">
          {count(meta.total)}
          {isFiltered(query) && " passer søket"}
        </p>
        {busy && (
          <p className="claims-page__loading">
            <Spinner size="small" /> Henter reklamasjoner …
          </p>
        )}
      </div>
      {claims.length === 0 ? (
        <div className="claims-empty">
          <h2>{isFiltered(query) ? "Ingen reklamasjoner passer søket" : "Ingen reklamasjoner ennå"}</h2>
          {isFiltered(query) ? (
            <p>Prøv et annet søk, eller fjern noen av filtrene.</p>
          ) : (
            <p>
              Her samles reklamasjonene når kunder melder fra om feil eller mangler etter en utført jobb.{" "}
              <Link to={paths.projects}>Gå til prosjektene</Link>
            </p>
          )}
        </div>
      ) : (
        <div className={busy ? "claims-page__list claims-page__list--busy" : "claims-page__list"}>
          <table className="claims-table" aria-busy={busy || undefined} aria-describedby="claims-count">
            <caption className="visually-hidden">Reklamasjoner</caption>
            <thead>
              <tr>
                {[
                  "Registrert",
                  "Reklamasjon",
                  "Kunde",
                  "Status",
                  "Besøk",
                  "Installatør og montør",
                  "Frist",
                ].map((label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {claims.map((claim) => (
                <Row key={claim.uuid} claim={claim} query={query} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pagination query={query} meta={meta} />
    </div>
  );
}
