import type { ClaimSummary } from "@mt/contract/claim";
import { CLAIM_STATUSES, type ClaimStatus, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatDate, formatDateLong } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/number";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Form, Link, useNavigation } from "react-router";
import { ListPager, ListStatus } from "../../components/desk-list";
import { Button, buttonClassName } from "../../components/ui/button";
import { StatusChip } from "../../components/ui/status-chip";
import { claimStatusTones, visitText } from "./claim-labels";
import { type ClaimQuery, claimSearch, isFiltered } from "./claim-list-query";
import "../../components/desk.css";
import "./claims.css";

export interface ClaimListMeta {
  page: number;
  perPage: number;
  total: number;
  lastPage: number;
  statusCounts: Partial<Record<ClaimStatus, number>>;
}

const count = (n: number) => `${formatCount(n)} ${n === 1 ? "reklamasjon" : "reklamasjoner"}`;

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
    <Form method="get" className="desk-filters" role="search" aria-label="Filtrer reklamasjoner">
      <div className="desk-filters__search">
        <label htmlFor="claims-search">Søk</label>
        <input
          id="claims-search"
          type="search"
          name="search"
          maxLength={200}
          defaultValue={query.search ?? ""}
          aria-describedby="claims-search-hint"
        />
        <p id="claims-search-hint" className="desk-filters__hint">
          Prosjektnummer, kundens navn, telefon, adresse eller ord fra beskrivelsen.
        </p>
      </div>
      <fieldset>
        <legend>Status</legend>
        <div className="desk-filters__chips">
          {CLAIM_STATUSES.map((status) => (
            <label key={status} className="desk-chip">
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={query.status?.includes(status)}
              />
              <span>
                {claimStatusLabels[status]}{" "}
                <span className="desk-chip__count">({meta.statusCounts[status] ?? 0})</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="desk-filters__row">
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
            <p className="desk-filters__hint">Installatør: {contractorName ?? "valgt installatør"}</p>
          </div>
        )}
        <div className="desk-filters__actions">
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
    <tr className="desk-table__row" data-testid="claim-row">
      <td data-label="Registrert">{formatDate(claim.createdAt)}</td>
      <td data-label="Reklamasjon">
        <Link
          className="desk-table__open"
          to={routes.claim(claim.uuid)}
          aria-label={`${claim.description} (prosjekt ${claim.project.number}, ${claim.customer.name})`}
        >
          {claim.description}
        </Link>
        <span className="desk-table__muted">Prosjekt {claim.project.number}</span>
      </td>
      <td data-label="Kunde">
        <span className="desk-table__strong">{claim.customer.name}</span>
        <span className="desk-table__muted desk-table__nowrap">
          {formatPhone(claim.customer.phoneNumber)}
        </span>
        <span className="desk-table__muted">
          {claim.project.address}, {claim.project.postCode}
        </span>
      </td>
      <td data-label="Status">
        <StatusChip tone={claimStatusTones[claim.status]}>{claimStatusLabels[claim.status]}</StatusChip>
      </td>
      <td data-label="Besøk">{visitText(claim.windowStartsAt, claim.windowEndsAt)}</td>
      <td data-label="Installatør">
        <Link
          className="desk-table__filter-link"
          to={claimSearch({ ...query, contractor: claim.contractor.uuid, page: 1 })}
          title="Vis bare denne installatøren"
        >
          {claim.contractor.name}
        </Link>
        {claim.electrician && (
          <span className="desk-table__muted">
            {claim.electrician.firstName} {claim.electrician.lastName}
          </span>
        )}
      </td>
      <td data-label="Frist">
        {formatDateLong(claim.deadline)}
        {claim.overridden && <span className="desk-table__muted">Etter fristen</span>}
      </td>
    </tr>
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
    <div className="container desk-page">
      <h1>Reklamasjoner</h1>
      <Filters query={query} meta={meta} contractorName={contractorName} />
      <ListStatus countId="claims-count" busy={busy} loadingText="Henter reklamasjoner …">
        {count(meta.total)}
        {isFiltered(query) && " passer søket"}
      </ListStatus>
      {claims.length === 0 ? (
        <div className="desk-empty">
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
        <div className={busy ? "desk-page__list desk-page__list--busy" : "desk-page__list"}>
          <table className="desk-table" aria-busy={busy || undefined} aria-describedby="claims-count">
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
      <ListPager
        page={meta.page}
        lastPage={meta.lastPage}
        hrefFor={(page) => claimSearch({ ...query, page })}
      />
    </div>
  );
}
