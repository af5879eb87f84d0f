import type { ContractorWithCoverage } from "@mt/contract/contractor";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatCount } from "@mt/domain/format/number";
import { paths, routes } from "@mt/domain/routes/routes";
import { Link } from "react-router";
import { buttonClassName } from "../../components/ui/button";
import { type Column, DataTable } from "../../components/ui/data-table";
import { FilterBar } from "../../components/ui/filter-bar";
import { FormField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
import { StatusChip } from "../../components/ui/status-chip";
import {
  baseText,
  CONTRACTOR_STATUSES,
  type ContractorStatus,
  contractorStatusLabels,
  contractorStatusTones,
  postCodeCount,
} from "./partner-labels";
import "../../components/desk.css";
import "./partners.css";
import { Select } from "../../components/ui/select";

/** The status filter from the URL (`?status=PENDING`), or null for all. */
export function statusFromUrl(search: URLSearchParams): ContractorStatus | null {
  const value = search.get("status");
  return CONTRACTOR_STATUSES.find((s) => s === value) ?? null;
}

/** Those waiting for approval first, then active, then inactive; by name within each. */
export function partnersInOrder(list: readonly ContractorWithCoverage[], status: ContractorStatus | null) {
  return list
    .filter((c) => status === null || c.status === status)
    .toSorted(
      (a, b) =>
        CONTRACTOR_STATUSES.indexOf(a.status) - CONTRACTOR_STATUSES.indexOf(b.status) ||
        a.name.localeCompare(b.name, "nb"),
    );
}

const companies = (n: number) => `${formatCount(n)} ${n === 1 ? "installatør" : "installatører"}`;

function Coverage({ c }: { c: ContractorWithCoverage }) {
  return (
    <>
      <span className="partners-base">{baseText(c)}</span>
      {(c.coverage ?? []).length === 0 ? (
        <span className="ui-table__secondary">Ingen arbeidstyper</span>
      ) : (
        <ul className="partners-coverage">
          {(c.coverage ?? []).map((w) => (
            <li key={w.workType}>
              {workTypeLabels[w.workType]}: {postCodeCount(w.postCodeCount)}
            </li>
          ))}
        </ul>
      )}
      {c.postCodes.length > 0 && (
        <span className="ui-table__secondary">+ {postCodeCount(c.postCodes.length)} på egen liste</span>
      )}
    </>
  );
}

const COLUMNS: Column<ContractorWithCoverage>[] = [
  {
    key: "name",
    label: "Installatør",
    cell: (c) => (
      <>
        <Link className="ui-table__open" to={routes.installer(c.uuid)}>
          {c.name}
        </Link>
        {c.organizationNumber && <span className="ui-table__secondary">Org.nr. {c.organizationNumber}</span>}
      </>
    ),
  },
  {
    key: "status",
    label: "Status",
    cell: (c) => (
      <StatusChip tone={contractorStatusTones[c.status]}>{contractorStatusLabels[c.status]}</StatusChip>
    ),
  },
  { key: "coverage", label: "Arbeidstyper og dekning", cell: (c) => <Coverage c={c} /> },
  {
    key: "electricians",
    label: "Montører",
    numeric: true,
    cell: (c) => (
      <Link
        className="ui-table__above"
        to={routes.contractorElectricians(c.uuid)}
        aria-label={`${c.electricianCount} montører hos ${c.name}`}
      >
        {c.electricianCount}
      </Link>
    ),
  },
  { key: "upcoming", label: "Kommende jobber", numeric: true, cell: (c) => c.upcomingJobCount },
];

/**
 * /partnere: every installer company with its status (those waiting for approval first), work
 * types and coverage, electricians and upcoming jobs; a row opens the company.
 */
export function PartnersListPage({
  contractors,
  status,
}: {
  contractors: readonly ContractorWithCoverage[];
  status: ContractorStatus | null;
}) {
  const shown = partnersInOrder(contractors, status);
  const pending = contractors.filter((c) => c.status === "PENDING").length;
  return (
    <div className="container desk-page">
      <PageHeader
        title="Installatører"
        actions={
          <Link
            className={buttonClassName({ variant: "secondary", size: "medium" })}
            to={paths.installerOnboarding}
          >
            Ny installatør
          </Link>
        }
      />
      {pending > 0 && status !== "PENDING" && (
        <p className="partners-notice">
          {pending === 1 ? "1 installatør venter" : `${pending} installatører venter`} på godkjenning.{" "}
          <Link to={`${paths.installers}?status=PENDING`}>Vis bare disse</Link>
        </p>
      )}
      <FilterBar
        key={status ?? ""}
        label="Filtrer installatører"
        action={paths.installers}
        resetHref={paths.installers}
        filtered={status !== null}
        submitLabel="Vis"
      >
        <FormField label="Status">
          {(control) => (
            <Select {...control} name="status" defaultValue={status ?? ""}>
              <option value="">Alle</option>
              {CONTRACTOR_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {contractorStatusLabels[s]} ({contractors.filter((c) => c.status === s).length})
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </FilterBar>
      <p className="desk-page__count" role="status">
        {companies(shown.length)}
      </p>
      {shown.length === 0 ? (
        <StateMessage
          kind="empty"
          title={status ? "Ingen installatører med denne statusen" : "Ingen installatører ennå"}
        >
          <p>
            Nye installatører registrerer seg på <Link to={paths.installerOnboarding}>oppsettsiden</Link>.
          </p>
        </StateMessage>
      ) : (
        <DataTable
          caption="Installatører"
          captionHidden
          columns={COLUMNS}
          rows={shown}
          rowKey={(c) => c.uuid}
          rowTestId="partner-row"
        />
      )}
    </div>
  );
}
