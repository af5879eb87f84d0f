import { createSalesPartner, type SalesPartnerSummary } from "@mt/contract/sales-partner";
import { routes } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "../../components/ui/button";
import { type Column, DataTable } from "../../components/ui/data-table";
import { FormField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
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

const COLUMNS: Column<SalesPartnerSummary>[] = [
  {
    key: "name",
    label: "Salgspartner",
    cell: (p) => (
      <>
        <Link className="ui-table__open" to={routes.salesPartner(p.uuid)}>
          {p.name}
        </Link>
        {p.organizationNumber && <span className="ui-table__secondary">Org.nr. {p.organizationNumber}</span>}
      </>
    ),
  },
  {
    key: "status",
    label: "Status",
    cell: (p) => (
      <StatusChip tone={p.active ? "success" : "warning"}>{p.active ? "Aktiv" : "Inaktiv"}</StatusChip>
    ),
  },
  { key: "stores", label: "Butikker", numeric: true, cell: (p) => p.departmentCount },
  { key: "people", label: "Personer", numeric: true, cell: (p) => p.peopleCount },
  { key: "orders", label: "Ordre denne måneden", numeric: true, cell: (p) => p.ordersThisMonth },
];

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
      <PageHeader title="Salgspartnere" />
      <p className="desk-page__count" role="status">
        {count(partners.length, "salgspartner", "salgspartnere")}
      </p>
      {partners.length === 0 ? (
        <StateMessage kind="empty" title="Ingen salgspartnere ennå" />
      ) : (
        <DataTable
          caption="Salgspartnere"
          captionHidden
          columns={COLUMNS}
          rows={partners}
          rowKey={(p) => p.uuid}
          rowTestId="sales-partner-row"
        />
      )}
      {mayCreate && <CreateForm />}
    </div>
  );
}
