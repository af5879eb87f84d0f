import type { ListMeta } from "@mt/contract/cms";
import type { InspectionListQuery, InspectionSummary } from "@mt/contract/inspection";
import { formatDateTime } from "@mt/domain/format/date";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Form, Link } from "react-router";
import { Button } from "../../components/ui/button";
import { DateField } from "../../components/ui/date-field";
import { inspectionListHref } from "./list-query";
import "../../components/desk.css";
import "./inspections.css";
import { Select } from "../../components/ui/select";

const modeLabels = { ON_SITE: "På stedet", VIDEO: "Video" } as const;
const stateLabels = { open: "Ikke utført", done: "Utført", all: "Alle" } as const;

function when(row: InspectionSummary): string {
  if (!row.windowStartsAt) return "Ingen tid";
  const end = row.windowEndsAt ? formatDateTime(row.windowEndsAt).split(" ").pop() : "";
  return `${formatDateTime(row.windowStartsAt)}${end ? `–${end}` : ""}`;
}

function Filters({ query }: { query: InspectionListQuery }) {
  return (
    <Form method="get" className="inspections-filters" aria-label="Filtrer befaringer">
      <div>
        <label htmlFor="inspections-state">Status</label>
        <Select id="inspections-state" name="state" defaultValue={query.state ?? "open"}>
          {Object.entries(stateLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
      </div>
      <div>
        <label htmlFor="inspections-mode">Type</label>
        <Select id="inspections-mode" name="mode" defaultValue={query.mode ?? ""}>
          <option value="">Alle</option>
          <option value="ON_SITE">På stedet</option>
          <option value="VIDEO">Video</option>
        </Select>
      </div>
      <DateField label="Fra dato" name="from" defaultValue={query.from ?? ""} />
      <DateField label="Til dato" name="to" defaultValue={query.to ?? ""} />
      <Button type="submit" size="medium" variant="secondary">
        Vis
      </Button>
    </Form>
  );
}

/**
 * /inspection/liste: the inspections for inspectors and caseworkers, soonest first. Each row leads
 * to the project page, which shows the customer's answers and images and takes the findings.
 */
export function InspectionsListPage({
  inspections,
  meta,
  query,
}: {
  inspections: InspectionSummary[];
  meta: ListMeta;
  query: InspectionListQuery;
}) {
  const page = meta.page;
  return (
    <div className="container desk-page inspections-page">
      <h1>Befaringer</h1>
      <Filters query={query} />
      <p className="desk-muted" role="status">
        {meta.total === 1 ? "1 befaring" : `${meta.total} befaringer`}
      </p>
      {inspections.length === 0 ? (
        <p>Ingen befaringer med disse filtrene.</p>
      ) : (
        <table className="inspections-table">
          <thead>
            <tr>
              <th scope="col">Tid</th>
              <th scope="col">Adresse</th>
              <th scope="col">Kunde</th>
              <th scope="col">Type</th>
              <th scope="col">Status</th>
              <th scope="col">Gjelder</th>
            </tr>
          </thead>
          <tbody>
            {inspections.map((row) => (
              <tr key={row.uuid}>
                <td data-label="Tid">
                  <Link to={routes.project(row.number)}>{when(row)}</Link>
                </td>
                <td data-label="Adresse">
                  {row.address}, {row.postCode}
                  {row.place ? ` ${row.place}` : ""}
                </td>
                <td data-label="Kunde">
                  {row.customer.name}
                  <br />
                  <a href={`tel:${row.customer.phoneNumber}`}>{formatPhone(row.customer.phoneNumber)}</a>
                </td>
                <td data-label="Type">{modeLabels[row.mode]}</td>
                <td data-label="Status">
                  {projectStatusLabels[row.status]}
                  {row.hasFindings && row.status === "inspection_booked" ? " (utkast)" : ""}
                </td>
                <td data-label="Gjelder">
                  {[...row.titles, ...row.topic].join(", ")}
                  {row.customerImages > 0 && (
                    <span className="desk-muted">
                      {" "}
                      · {row.customerImages} {row.customerImages === 1 ? "bilde" : "bilder"} fra kunden
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {meta.lastPage > 1 && (
        <nav className="inspections-paging" aria-label="Sider">
          {page > 1 && (
            <Link to={inspectionListHref(paths.inspections, { ...query, page: page - 1 })}>← Forrige</Link>
          )}
          <span>
            Side {page} av {meta.lastPage}
          </span>
          {page < meta.lastPage && (
            <Link to={inspectionListHref(paths.inspections, { ...query, page: page + 1 })}>Neste →</Link>
          )}
        </nav>
      )}
    </div>
  );
}
