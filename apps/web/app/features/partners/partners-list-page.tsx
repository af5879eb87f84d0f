import type { ContractorWithCoverage } from "@mt/contract/contractor";
import { workTypeLabels } from "@mt/domain/entities/enums";
import { formatCount } from "@mt/domain/format/number";
import { paths, routes } from "@mt/domain/routes/routes";
import { Form, Link } from "react-router";
import { Button, buttonClassName } from "../../components/ui/button";
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

function Row({ c }: { c: ContractorWithCoverage }) {
  return (
    <tr className="desk-table__row" data-testid="partner-row">
      <td data-label="Installatør">
        <Link className="desk-table__open" to={routes.installer(c.uuid)}>
          {c.name}
        </Link>
        {c.organizationNumber && <span className="desk-table__muted">Org.nr. {c.organizationNumber}</span>}
      </td>
      <td data-label="Status">
        <StatusChip tone={contractorStatusTones[c.status]}>{contractorStatusLabels[c.status]}</StatusChip>
      </td>
      <td data-label="Dekning">
        <span className="desk-table__strong">{baseText(c)}</span>
        {(c.coverage ?? []).length === 0 ? (
          <span className="desk-table__muted">Ingen arbeidstyper</span>
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
          <span className="desk-table__muted">+ {postCodeCount(c.postCodes.length)} på egen liste</span>
        )}
      </td>
      <td data-label="Montører" className="desk-table__number">
        <Link
          to={routes.contractorElectricians(c.uuid)}
          aria-label={`${c.electricianCount} montører hos ${c.name}`}
        >
          {c.electricianCount}
        </Link>
      </td>
      <td data-label="Kommende" className="desk-table__number">
        {c.upcomingJobCount}
      </td>
    </tr>
  );
}

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
      <div className="desk-page__head">
        <h1>Installatører</h1>
        <div className="desk-page__actions">
          <Link
            className={buttonClassName({ variant: "secondary", size: "medium" })}
            to={paths.installerOnboarding}
          >
            Ny installatør
          </Link>
        </div>
      </div>
      {pending > 0 && status !== "PENDING" && (
        <p className="partners-notice">
          {pending === 1 ? "1 installatør venter" : `${pending} installatører venter`} på godkjenning.{" "}
          <Link to={`${paths.installers}?status=PENDING`}>Vis bare disse</Link>
        </p>
      )}
      <Form method="get" className="desk-filters" role="search" aria-label="Filtrer installatører">
        <div className="desk-filters__row">
          <div>
            <label htmlFor="partners-status">Status</label>
            <select id="partners-status" name="status" defaultValue={status ?? ""}>
              <option value="">Alle</option>
              {CONTRACTOR_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {contractorStatusLabels[s]} ({contractors.filter((c) => c.status === s).length})
                </option>
              ))}
            </select>
          </div>
          <div className="desk-filters__actions">
            <Button type="submit" size="medium">
              Vis
            </Button>
            {status && (
              <Link
                className={buttonClassName({ variant: "secondary", size: "medium" })}
                to={paths.installers}
              >
                Vis alle
              </Link>
            )}
          </div>
        </div>
      </Form>
      <p className="desk-page__count" role="status">
        {companies(shown.length)}
      </p>
      {shown.length === 0 ? (
        <div className="desk-empty">
          <h2>{status ? "Ingen installatører med denne statusen" : "Ingen installatører ennå"}</h2>
          <p>
            Nye installatører registrerer seg på <Link to={paths.installerOnboarding}>oppsettsiden</Link>.
          </p>
        </div>
      ) : (
        <div className="desk-page__list">
          <table className="desk-table">
            <caption className="visually-hidden">Installatører</caption>
            <thead>
              <tr>
                <th scope="col">Installatør</th>
                <th scope="col">Status</th>
                <th scope="col">Arbeidstyper og dekning</th>
                <th scope="col" className="desk-table__number">
                  Montører
                </th>
                <th scope="col" className="desk-table__number">
                  Kommende jobber
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((c) => (
                <Row key={c.uuid} c={c} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
