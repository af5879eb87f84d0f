import { type CmsPage, listPages } from "@mt/contract/cms";
import { formatDateTime } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/quantity";
import { paths, routes } from "@mt/domain/routes/routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { ListStatus } from "../../../components/desk-list";
import { ListPager } from "../../../components/list-pager";
import { Alert } from "../../../components/ui/alert";
import { buttonClassName } from "../../../components/ui/button";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { FilterBar } from "../../../components/ui/filter-bar";
import { FormField } from "../../../components/ui/form-field";
import { PageHeader } from "../../../components/ui/page-header";
import { Select } from "../../../components/ui/select";
import { StateMessage } from "../../../components/ui/state-message";
import { StatusChip } from "../../../components/ui/status-chip";
import { browserFetch, callApi, errorMessage } from "../../../lib/api";
import { pageListQuery, TYPE_LABELS } from "./page-list-query";
import { cmsScreenKeys } from "./screens-api";
import "../../../components/desk.css";
import "./cms-screens.css";

const FILTERS = ["sok", "type", "publisert"] as const;

/** The list's filters in the address, without its page: what the filter form shows. */
const filtersOf = (params: URLSearchParams) =>
  FILTERS.map((name) => `${name}=${params.get(name) ?? ""}`).join("&");

const COLUMNS: Column<CmsPage>[] = [
  {
    key: "title",
    label: "Tittel",
    rowHeader: true,
    cell: (page) => (page.path ? <Link to={page.path}>{page.title}</Link> : page.title),
  },
  { key: "path", label: "Adresse", cell: (page) => page.path || "–" },
  { key: "type", label: "Type", cell: (page) => TYPE_LABELS[page.type] },
  {
    key: "status",
    label: "Status",
    cell: (page) => (
      <span className="cms-screens__badges">
        <StatusChip tone={page.published ? "success" : "warning"}>
          {page.published ? "Publisert" : "Ikke publisert"}
        </StatusChip>
        {page.draftId !== null && <StatusChip tone="info">Utkast</StatusChip>}
      </span>
    ),
  },
  {
    key: "updated",
    label: "Endret",
    cell: (page) =>
      page.updatedAt ? <span className="ui-table__nowrap">{formatDateTime(page.updatedAt)}</span> : "–",
  },
  {
    key: "settings",
    label: "Innstillinger",
    header: <span className="visually-hidden">Innstillinger</span>,
    cell: (page) => (
      <Link to={routes.cmsPageSettings(page.id)}>
        Innstillinger <span className="visually-hidden">for {page.title}</span>
      </Link>
    ),
  },
];

/** /sider: every CMS page, searchable and filtered by type and publishing, 20 at a time. */
export function PagesScreen() {
  const countId = useId();
  const [params, setParams] = useSearchParams();
  const query = pageListQuery(params);
  const pages = useQuery({
    queryKey: cmsScreenKeys.pages(query),
    queryFn: () => callApi(browserFetch, listPages, { query }),
    placeholderData: keepPreviousData,
  });

  // The filter form's fields are uncontrolled: they follow the address when it changes from outside
  // the form (back, forward, "Nullstill"), and keep the keyboard focus when the form changed it.
  const filters = filtersOf(params);
  const fromForm = useRef<string | null>(null);
  const [form, setForm] = useState({ key: 0, filters });
  if (form.filters !== filters) {
    setForm({ key: form.key + (filters === fromForm.current ? 0 : 1), filters });
  }

  /** Any field changed: the list follows at once, from its first page. */
  function changed(event: FormEvent<HTMLFormElement>) {
    const field = event.target as HTMLInputElement | HTMLSelectElement;
    if (!(FILTERS as readonly string[]).includes(field.name)) return;
    const next = new URLSearchParams(params);
    if (field.value) next.set(field.name, field.value);
    else next.delete(field.name);
    next.delete("side");
    fromForm.current = filtersOf(next);
    setParams(next, { replace: true });
  }

  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("side", String(page));
    return `${paths.cmsPages}?${next}`;
  };
  const list = pages.data?.data ?? [];

  return (
    <div className="container desk-page cms-screens">
      <PageHeader
        title="Sider"
        actions={
          <Link className={buttonClassName()} to={paths.newPage}>
            Ny side
          </Link>
        }
      />
      <FilterBar
        key={form.key}
        label="Filtrer sider"
        action={paths.cmsPages}
        resetHref={paths.cmsPages}
        filtered={FILTERS.some((name) => params.get(name))}
        search={{ label: "Søk i tittel og adresse", name: "sok", value: params.get("sok") ?? "" }}
        onInput={changed}
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label="Type">
          {(control) => (
            <Select {...control} name="type" defaultValue={params.get("type") ?? ""}>
              <option value="">Alle typer</option>
              {Object.entries(TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Status">
          {(control) => (
            <Select {...control} name="publisert" defaultValue={params.get("publisert") ?? ""}>
              <option value="">Alle</option>
              <option value="1">Publisert</option>
              <option value="0">Ikke publisert</option>
            </Select>
          )}
        </FormField>
      </FilterBar>
      {pages.isError ? (
        <Alert type="error" title="Sidene kunne ikke lastes.">
          {errorMessage(pages.error)}
        </Alert>
      ) : (
        <>
          <ListStatus countId={countId} busy={pages.isFetching} loadingText="Henter sider …">
            {pages.data ? formatCount(pages.data.meta.total, "side", "sider") : ""}
          </ListStatus>
          {pages.isSuccess && list.length === 0 ? (
            <StateMessage kind="empty" title="Ingen sider passer">
              <p>Endre søket eller filtrene, eller lag en ny side.</p>
            </StateMessage>
          ) : (
            <DataTable
              caption="Sider"
              captionHidden
              columns={COLUMNS}
              rows={list}
              rowKey={(page) => String(page.id)}
              rowTestId="cms-page-row"
              busy={pages.isPlaceholderData}
              describedBy={countId}
            />
          )}
          {pages.data && (
            <ListPager page={pages.data.meta.page} lastPage={pages.data.meta.lastPage} hrefFor={hrefFor} />
          )}
        </>
      )}
    </div>
  );
}
