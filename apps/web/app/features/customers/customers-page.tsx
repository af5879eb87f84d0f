import type { ListMeta } from "@mt/contract/cms";
import type { CustomerSummary } from "@mt/contract/customer";
import { formatDate } from "@mt/domain/format/date";
import { paths, routes } from "@mt/domain/routes/routes";
import { formatPhone } from "@mt/domain/validation/phone";
import { Form, Link } from "react-router";
import { ListPager } from "../../components/list-pager";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { customerAddress, customerCount, customerName } from "./customer-labels";
import { type CustomerSearch, customerSearchHref } from "./customer-search";
import "./customers.css";

function SearchForm({ search }: { search: string }) {
  return (
    <Form method="get" action={paths.customers} role="search" className="customers-search">
      <FormField label="Søk etter kunde" hint="Navn, telefon, e-post, adresse eller prosjektnummer">
        {(control) => (
          <input
            {...control}
            type="search"
            name="search"
            defaultValue={search}
            maxLength={200}
            autoComplete="off"
          />
        )}
      </FormField>
      <Button type="submit">Søk</Button>
    </Form>
  );
}

function CustomerRow({ customer }: { customer: CustomerSummary }) {
  const address = customerAddress(customer);
  return (
    <tr>
      <th scope="row" data-label="Navn">
        <Link to={routes.customer(customer.uuid)}>{customerName(customer)}</Link>
        {customer.companyName && <span className="customers-table__company">{customer.companyName}</span>}
      </th>
      <td data-label="Telefon">{formatPhone(customer.phoneNumber)}</td>
      <td data-label="E-post">{customer.email ?? "–"}</td>
      <td data-label="Adresse">{address ?? "–"}</td>
      <td data-label="Prosjekter" className="customers-table__number">
        {customer.projectCount}
      </td>
      <td data-label="Siste bestilling">{customer.lastOrderAt ? formatDate(customer.lastOrderAt) : "–"}</td>
    </tr>
  );
}

function EmptyState({ search }: { search: string }) {
  return (
    <div className="customers-empty">
      {search ? (
        <>
          <p>Ingen kunder passer søket «{search}».</p>
          <p>Sjekk skrivemåten, eller søk på telefonnummer eller prosjektnummer.</p>
          <Link to={paths.customers}>Vis alle kunder</Link>
        </>
      ) : (
        <p>Ingen kunder ennå. Kundene kommer hit når de bestiller.</p>
      )}
    </div>
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
      <div className="customers-page__title">
        <h1>Kunder</h1>
        {scopeNote && <p>{scopeNote}</p>}
      </div>
      <SearchForm key={query.search} search={query.search} />
      <p className="customers-count" role="status">
        {query.search
          ? `${customerCount(meta.total)} passer søket «${query.search}»`
          : customerCount(meta.total)}
      </p>
      {customers.length === 0 ? (
        <EmptyState search={query.search} />
      ) : (
        <table className="customers-table">
          <caption className="visually-hidden">Kunder, side {meta.page}</caption>
          <thead>
            <tr>
              <th scope="col">Navn</th>
              <th scope="col">Telefon</th>
              <th scope="col">E-post</th>
              <th scope="col">Adresse</th>
              <th scope="col">Prosjekter</th>
              <th scope="col">Siste bestilling</th>
            </tr>
          </thead>
          <tbody>
            {customers.map((customer) => (
              <CustomerRow key={customer.uuid} customer={customer} />
            ))}
          </tbody>
        </table>
      )}
      <ListPager meta={meta} hrefFor={(page) => customerSearchHref({ search: query.search, page })} />
    </div>
  );
}
