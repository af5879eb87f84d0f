import { createSalesPartner, type SalesPartnerSummary } from "@mt/contract/sales-partner";
import { routes } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { FormField } from "../../components/ui/form-field";
import { StatusChip } from "../../components/ui/status-chip";
import { useToast } from "../../components/ui/toasts";
import { ApiError, browserFetch, callApi, errorMessage } from "../../lib/api";
import { count, firstErrors } from "./sales-partner-labels";
import "../../components/desk.css";
import "./sales-partners.css";

function CreateForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const [name, setName] = useState("");
  const [org, setOrg] = useState("");
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const nameError = tried && name.trim() === "" ? "Oppgi navn" : undefined;
  const create = useMutation({
    mutationFn: () =>
      callApi(browserFetch, createSalesPartner, {
        body: { name: name.trim(), organizationNumber: org.trim() === "" ? null : org.trim() },
      }),
    onSuccess: async ({ data }) => {
      toast.success(`${data.name} er opprettet`);
      await navigate(routes.salesPartner(data.uuid));
    },
    onError: (error) => {
      const fields = error instanceof ApiError ? firstErrors(error.error.fieldErrors) : {};
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      else toast.error(errorMessage(error));
    },
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setServerErrors({});
    if (name.trim() === "") return;
    create.mutate();
  }
  return (
    <section className="desk-panel" aria-labelledby="new-sales-partner">
      <h2 id="new-sales-partner">Ny salgspartner</h2>
      <form className="desk-form sales-partners-form" onSubmit={submit} noValidate>
        <FormField label="Navn" error={nameError ?? serverErrors.name}>
          {(control) => (
            <input {...control} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} />
          )}
        </FormField>
        <FormField label="Organisasjonsnummer" optional error={serverErrors.organizationNumber}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              value={org}
              onChange={(e) => setOrg(e.target.value)}
            />
          )}
        </FormField>
        <Button type="submit" busy={create.isPending}>
          Opprett salgspartner
        </Button>
      </form>
    </section>
  );
}

/**
 * /selgere for staff: every sales partner (retail chain) with its stores, people and this month's
 * orders; a global admin creates new ones here. Partner and department admins go to their own.
 */
export function SalesPartnersListPage({
  partners,
  mayCreate,
}: {
  partners: readonly SalesPartnerSummary[];
  mayCreate: boolean;
}) {
  return (
    <div className="container desk-page">
      <div className="desk-page__head">
        <h1>Salgspartnere</h1>
      </div>
      <p className="desk-page__count" role="status">
        {count(partners.length, "salgspartner", "salgspartnere")}
      </p>
      {partners.length === 0 ? (
        <div className="desk-empty">
          <h2>Ingen salgspartnere ennå</h2>
        </div>
      ) : (
        <div className="desk-page__list">
          <table className="desk-table">
            <caption className="visually-hidden">Salgspartnere</caption>
            <thead>
              <tr>
                <th scope="col">Salgspartner</th>
                <th scope="col">Status</th>
                <th scope="col" className="desk-table__number">
                  Butikker
                </th>
                <th scope="col" className="desk-table__number">
                  Personer
                </th>
                <th scope="col" className="desk-table__number">
                  Ordre denne måneden
                </th>
              </tr>
            </thead>
            <tbody>
              {partners.map((p) => (
                <tr key={p.uuid} className="desk-table__row" data-testid="sales-partner-row">
                  <td data-label="Salgspartner">
                    <Link className="desk-table__open" to={routes.salesPartner(p.uuid)}>
                      {p.name}
                    </Link>
                    {p.organizationNumber && (
                      <span className="desk-table__muted">Org.nr. {p.organizationNumber}</span>
                    )}
                  </td>
                  <td data-label="Status">
                    <StatusChip tone={p.active ? "success" : "warning"}>
                      {p.active ? "Aktiv" : "Inaktiv"}
                    </StatusChip>
                  </td>
                  <td data-label="Butikker" className="desk-table__number">
                    {p.departmentCount}
                  </td>
                  <td data-label="Personer" className="desk-table__number">
                    {p.peopleCount}
                  </td>
                  <td data-label="Ordre denne måneden" className="desk-table__number">
                    {p.ordersThisMonth}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {mayCreate && <CreateForm />}
    </div>
  );
}
