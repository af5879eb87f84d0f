import type { ListMeta } from "@mt/contract/cms";
import type { InspectionSummary } from "@mt/contract/inspection";
import { formatDateTime } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/quantity";
import { projectStatusLabels } from "@mt/domain/project/project-status";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Link, useNavigation } from "react-router";
import { ListStatus } from "../../components/desk-list";
import { ListPager } from "../../components/list-pager";
import { type Column, DataTable } from "../../components/ui/data-table";
import { DateField } from "../../components/ui/date-field";
import { FilterBar } from "../../components/ui/filter-bar";
import { FormField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { Select } from "../../components/ui/select";
import { StateMessage } from "../../components/ui/state-message";
import { type InspectionQuery, inspectionSearch, isFiltered } from "./list-query";
import "../../components/desk.css";

const modeLabels = { ON_SITE: "På stedet", VIDEO: "Video" } as const;
const stateLabels = { open: "Ikke utført", done: "Utført", all: "Alle" } as const;

function when(row: InspectionSummary): string {
  if (!row.windowStartsAt) return "Ingen tid";
  const end = row.windowEndsAt ? formatDateTime(row.windowEndsAt).split(" ").pop() : "";
  return `${formatDateTime(row.windowStartsAt)}${end ? `–${end}` : ""}`;
}

function Filters({ query }: { query: InspectionQuery }) {
  return (
    <FilterBar
      key={`${paths.inspections}${inspectionSearch({ ...query, page: 1 })}`}
      label="Filtrer befaringer"
      action={paths.inspections}
      resetHref={paths.inspections}
      filtered={isFiltered(query)}
      submitLabel="Vis"
    >
      <FormField label="Status">
        {(control) => (
          <Select {...control} name="state" defaultValue={query.state}>
            {Object.entries(stateLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Type">
        {(control) => (
          <Select {...control} name="mode" defaultValue={query.mode ?? ""}>
            <option value="">Alle</option>
            <option value="ON_SITE">{modeLabels.ON_SITE}</option>
            <option value="VIDEO">{modeLabels.VIDEO}</option>
          </Select>
        )}
      </FormField>
      <DateField label="Fra dato" name="from" defaultValue={query.from ?? ""} />
      <DateField label="Til dato" name="to" defaultValue={query.to ?? ""} />
    </FilterBar>
  );
}

const COLUMNS: Column<InspectionSummary>[] = [
  {
    key: "time",
    label: "Tid",
    rowHeader: true,
    cell: (row) => (
      <Link className="ui-table__open" to={routes.project(row.number)}>
        {when(row)}
      </Link>
    ),
  },
  {
    key: "address",
    label: "Adresse",
    cell: (row) => (
      <>
        {row.address}, {row.postCode}
        {row.place ? ` ${row.place}` : ""}
      </>
    ),
  },
  {
    key: "customer",
    label: "Kunde",
    cell: (row) => (
      <>
        {row.customer.name}
        <a
          className="ui-table__above ui-table__secondary ui-table__nowrap"
          href={`tel:${row.customer.phoneNumber}`}
        >
          {formatPhone(row.customer.phoneNumber)}
        </a>
      </>
    ),
  },
  { key: "mode", label: "Type", cell: (row) => modeLabels[row.mode] },
  {
    key: "status",
    label: "Status",
    cell: (row) => (
      <>
        {projectStatusLabels[row.status]}
        {row.hasFindings && row.status === "inspection_booked" ? " (utkast)" : ""}
      </>
    ),
  },
  {
    key: "topic",
    label: "Gjelder",
    cell: (row) => (
      <>
        {[...row.titles, ...row.topic].join(", ")}
        {row.customerImages > 0 && (
          <span className="ui-table__secondary">
            {row.customerImages} {row.customerImages === 1 ? "bilde" : "bilder"} fra kunden
          </span>
        )}
      </>
    ),
  },
];

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
  query: InspectionQuery;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "loading" && navigation.location?.pathname === paths.inspections;
  return (
    <div className="container desk-page">
      <PageHeader title="Befaringer" />
      <Filters query={query} />
      <ListStatus countId="inspections-count" busy={busy} loadingText="Henter befaringer …">
        {formatCount(meta.total, "befaring", "befaringer")}
      </ListStatus>
      {inspections.length === 0 ? (
        <StateMessage kind="empty" title="Ingen befaringer med disse filtrene">
          <p>Velg en annen status, type eller andre datoer.</p>
        </StateMessage>
      ) : (
        <DataTable
          caption="Befaringer"
          captionHidden
          columns={COLUMNS}
          rows={inspections}
          rowKey={(row) => row.uuid}
          rowTestId="inspection-row"
          busy={busy}
          describedBy="inspections-count"
        />
      )}
      <ListPager
        page={meta.page}
        lastPage={meta.lastPage}
        hrefFor={(page) => `${paths.inspections}${inspectionSearch({ ...query, page })}`}
      />
    </div>
  );
}
