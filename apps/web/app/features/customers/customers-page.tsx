import type { ListMeta } from "@mt/contract/cms";
import type { CustomerSummary } from "@mt/contract/customer";
import { formatDate } from "@mt/domain/format/date";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { type Column, DataTable } from "../../components/ui/data-table";
import { FilterBar } from "../../components/ui/filter-bar";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
import { customerAddress, customerCount, customerName } from "./customer-labels";
import { type CustomerSearch, customerSearchHref } from "./customer-search";
import "./customers.css";

const COLUMNS: Column<CustomerSummary>[] = [
  {
    key: "name",
    label: "Navn",
    rowHeader: true,
    cell: (customer) => (
      <>
        <Link to={routes.customer(customer.uuid)}>{customerName(customer)}</Link>
        {customer.companyName && <span className="ui-table__secondary">{customer.companyName}</span>}
      </>
    ),
  },
  { key: "phone", label: "Telefon", cell: (customer) => formatPhone(customer.phoneNumber) },
  { key: "email", label: "E-post", cell: (customer) => customer.email ?? "–" },
  { key: "address", label: "Adresse", cell: (customer) => customerAddress(customer) ?? "–" },
  { key: "projects", label: "Prosjekter", numeric: true, cell: (customer) => customer.projectCount },
  {
    key: "lastOrder",
    label: "Siste bestilling",
    cell: (customer) => (customer.lastOrderAt ? formatDate(customer.lastOrderAt) : "–"),
  },
];

function EmptyState({ search }: { search: string }) {
  return search ? (
    <StateMessage
      kind="empty"
      title={`Ingen kunder passer søket «${search}»`}
      action={<Link to={paths.customers}>Vis alle kunder</Link>}
    >
      <p>Sjekk skrivemåten, eller søk på telefonnummer eller prosjektnummer.</p>
    </StateMessage>
  ) : (
    <StateMessage kind="empty" title="Ingen kunder ennå">
      <p>Kundene kommer hit når de bestiller.</p>
    </StateMessage>
  );
}

/** /kunder: staff find customers by name, phone, email, address or project number. */
export function CustomersPage({
  query,
  customers,
  meta,
  scopeNote = null,
}: {
  query: CustomerSearch;
  customers: CustomerSummary[];
  meta: ListMeta;
  /** Whom the list holds, for a caller who sees only some customers (a store's). */
  scopeNote?: string | null;
}) {
  return (
    <div className="container customers-page">
      <PageHeader title="Kunder" lead={scopeNote} />
      <FilterBar
        key={query.search}
        label="Søk i kundene"
        action={paths.customers}
        resetHref={paths.customers}
        filtered={query.search !== ""}
        search={{
          label: "Søk etter kunde",
          name: "search",
          value: query.search,
          hint: "Navn, telefon, e-post, adresse eller prosjektnummer",
        }}
      />
      <p className="customers-count" role="status">
        {query.search
          ? `${customerCount(meta.total)} passer søket «${query.search}»`
          : customerCount(meta.total)}
      </p>
      {customers.length === 0 ? (
        <EmptyState search={query.search} />
      ) : (
        <DataTable
          caption={`Kunder, side ${meta.page}`}
          captionHidden
          columns={COLUMNS}
          rows={customers}
          rowKey={(customer) => customer.uuid}
        />
      )}
      <ListPager
        page={meta.page}
        lastPage={meta.lastPage}
        hrefFor={(page) => customerSearchHref({ search: query.search, page })}
      />
    </div>
  );
}
