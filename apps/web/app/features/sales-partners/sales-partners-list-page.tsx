import { zodResolver } from "@hookform/resolvers/zod";
import { createSalesPartner, type SalesPartnerSummary } from "@mt/contract/sales-partner";
import { routes } from "@mt/domain/routes/routes";
import { useMutation } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import type { z } from "zod";
import { Button } from "../../components/ui/button";
import { type Column, DataTable } from "../../components/ui/data-table";
import { FormField } from "../../components/ui/form-field";
import { PageHeader } from "../../components/ui/page-header";
import { StateMessage } from "../../components/ui/state-message";
import { StatusChip } from "../../components/ui/status-chip";
import { useToast } from "../../components/ui/toasts";
import { browserFetch, callApi, errorMessage } from "../../lib/api";
import { showServerErrors } from "../../lib/form-errors";
import { partnerFieldsSchema } from "./partner-form";
import { count } from "./sales-partner-labels";
import "../../components/desk.css";
import "./sales-partners.css";

const SERVER_FIELDS = { name: "name", organizationNumber: "organizationNumber" } as const;

function CreateForm() {
  const navigate = useNavigate();
  const toast = useToast();
  const form = useForm({
    resolver: zodResolver(partnerFieldsSchema),
    defaultValues: { name: "", organizationNumber: "" },
  });
  const { errors } = form.formState;
  const create = useMutation({
    mutationFn: (body: z.output<typeof partnerFieldsSchema>) =>
      callApi(browserFetch, createSalesPartner, { body }),
    onSuccess: async ({ data }) => {
      toast.success(`${data.name} er opprettet`);
      await navigate(routes.salesPartner(data.uuid));
    },
    onError: (error) => {
      if (!showServerErrors(error, form.setError, SERVER_FIELDS)) toast.error(errorMessage(error));
    },
  });
  return (
    <section className="desk-panel" aria-labelledby="new-sales-partner">
      <h2 id="new-sales-partner">Ny salgspartner</h2>
      <form
        className="desk-form sales-partners-form"
        onSubmit={form.handleSubmit((values) => create.mutate(values))}
        noValidate
      >
        <FormField label="Navn" error={errors.name?.message}>
          {(control) => <input {...control} autoComplete="off" {...form.register("name")} />}
        </FormField>
        <FormField label="Organisasjonsnummer" optional error={errors.organizationNumber?.message}>
          {(control) => (
            <input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              {...form.register("organizationNumber")}
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
