import type { ClaimSummary } from "@mt/contract/claim";
import { CLAIM_STATUSES, type ClaimStatus, claimStatusLabels } from "@mt/domain/claim/claim-status";
import { formatDate, formatDateLong } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/number";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Link, useNavigation } from "react-router";
import { ListStatus } from "../../components/desk-list";
import { ListPager } from "../../components/list-pager";
import { type Column, DataTable } from "../../components/ui/data-table";
import { FilterBar } from "../../components/ui/filter-bar";
import { FormField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
import { StatusChip } from "../../components/ui/status-chip";
import { claimStatusTones, visitText } from "./claim-labels";
import { type ClaimQuery, claimSearch, isFiltered } from "./claim-list-query";
import "../../components/desk.css";
import "./claims.css";
import { Select } from "../../components/ui/select";

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
    <FilterBar
      key={claimSearch({ ...query, page: 1 })}
      label="Filtrer reklamasjoner"
      action={paths.claims}
      resetHref={paths.claims}
      filtered={isFiltered(query)}
      submitLabel="Vis"
      search={{
        label: "Søk",
        name: "search",
        value: query.search ?? "",
        hint: "Prosjektnummer, kundens navn, telefon, adresse eller ord fra beskrivelsen.",
      }}
    >
      <fieldset className="ui-filter-bar__row">
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
      <FormField label="Alder">
        {(control) => (
          <Select {...control} name="minAgeDays" defaultValue={query.minAgeDays?.toString() ?? ""}>
            {AGES.map((age) => (
              <option key={age.value} value={age.value}>
                {age.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Frist">
        {(control) => (
          <Select {...control} name="deadline" defaultValue={query.deadline ?? ""}>
            <option value="">Alle</option>
            <option value="within">Innenfor fristen</option>
            <option value="overridden">Registrert etter fristen</option>
          </Select>
        )}
      </FormField>
      {query.contractor && (
        <div className="claims-filter-contractor">
          <input type="hidden" name="contractor" value={query.contractor} />
          <p>Installatør: {contractorName ?? "valgt installatør"}</p>
        </div>
      )}
    </FilterBar>
  );
}

function columns(query: ClaimQuery): Column<ClaimSummary>[] {
  return [
    { key: "created", label: "Registrert", cell: (claim) => formatDate(claim.createdAt) },
    {
      key: "claim",
      label: "Reklamasjon",
      cell: (claim) => (
        <>
          <Link
            className="ui-table__open"
            to={routes.claim(claim.uuid)}
            aria-label={`${claim.description} (prosjekt ${claim.project.number}, ${claim.customer.name})`}
          >
            {claim.description}
          </Link>
          <span className="ui-table__secondary">Prosjekt {claim.project.number}</span>
        </>
      ),
    },
    {
      key: "customer",
      label: "Kunde",
      cell: (claim) => (
        <>
          <strong>{claim.customer.name}</strong>
          <span className="ui-table__secondary">{formatPhone(claim.customer.phoneNumber)}</span>
          <span className="ui-table__secondary">
            {claim.project.address}, {claim.project.postCode}
          </span>
        </>
      ),
    },
    {
      key: "status",
      label: "Status",
      cell: (claim) => (
        <StatusChip tone={claimStatusTones[claim.status]}>{claimStatusLabels[claim.status]}</StatusChip>
      ),
    },
    { key: "visit", label: "Besøk", cell: (claim) => visitText(claim.windowStartsAt, claim.windowEndsAt) },
    {
      key: "contractor",
      label: "Installatør og montør",
      cell: (claim) => (
        <>
          <Link
            className="ui-table__above"
            to={claimSearch({ ...query, contractor: claim.contractor.uuid, page: 1 })}
            title="Vis bare denne installatøren"
          >
            {claim.contractor.name}
          </Link>
          {claim.electrician && (
            <span className="ui-table__secondary">
              {claim.electrician.firstName} {claim.electrician.lastName}
            </span>
          )}
        </>
      ),
    },
    {
      key: "deadline",
      label: "Frist",
      cell: (claim) => (
        <>
          {formatDateLong(claim.deadline)}
          {claim.overridden && <span className="ui-table__secondary">Etter fristen</span>}
        </>
      ),
    },
  ];
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
      <PageHeader title="Reklamasjoner" />
      <Filters query={query} meta={meta} contractorName={contractorName} />
      <ListStatus countId="claims-count" busy={busy} loadingText="Henter reklamasjoner …">
        {count(meta.total)}
        {isFiltered(query) && " passer søket"}
      </ListStatus>
      {claims.length === 0 ? (
        isFiltered(query) ? (
          <StateMessage kind="empty" title="Ingen reklamasjoner passer søket">
            <p>Prøv et annet søk, eller fjern noen av filtrene.</p>
          </StateMessage>
        ) : (
          <StateMessage
            kind="empty"
            title="Ingen reklamasjoner ennå"
            action={<Link to={paths.projects}>Gå til prosjektene</Link>}
          >
            <p>Her samles reklamasjonene når kunder melder fra om feil eller mangler etter en utført jobb.</p>
          </StateMessage>
        )
      ) : (
        <DataTable
          caption="Reklamasjoner"
          captionHidden
          columns={columns(query)}
          rows={claims}
          rowKey={(claim) => claim.uuid}
          rowTestId="claim-row"
          busy={busy}
          describedBy="claims-count"
        />
      )}
      <ListPager
        page={meta.page}
        lastPage={meta.lastPage}
        hrefFor={(page) => claimSearch({ ...query, page })}
      />
    </div>
  );
}
