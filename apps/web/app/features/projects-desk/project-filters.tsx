import { WORK_TYPES, workTypeLabels } from "@mt/domain/entities/enums";
import { PROJECT_STATUSES, type ProjectStatus, projectStatusLabels } from "@mt/domain/project/project-status";
import { paths } from "@mt/domain/routes/routes";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { DateField } from "../../components/ui/date-field";
import { FilterBar } from "../../components/ui/filter-bar";
import { FormField } from "../../components/ui/form-field";
import { Select } from "../../components/ui/select";
import { kindLabels, salesChannelLabels } from "./desk-labels";
import { isFiltered, type ListQuery, listQueryFromUrl, listSearch, withChange } from "./list-query";

const SEARCH_DELAY_MS = 350;

const SORT_LABELS: Record<ListQuery["sort"], string> = {
  createdAt: "Bestilt",
  number: "Nummer",
  startsAt: "Avtale",
  status: "Status",
  customer: "Kunde",
};

/** The filters behind "Flere filtre" start open when one of them is in use. */
const moreFilters = (query: ListQuery) =>
  Boolean(
    query.workType?.length ||
      query.kind ||
      query.salesChannel ||
      query.salesPartner ||
      query.from ||
      query.to ||
      query.createdFrom ||
      query.createdTo,
  );

/** The form's fields as a list query (what a form without JavaScript sends, read the same way). */
function formQuery(form: HTMLFormElement): ListQuery {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return listQueryFromUrl(params);
}

/** The date range filters: the appointment's and the order's. */
const DATE_FILTERS = [
  { name: "from", id: "project-from", label: "Avtale fra" },
  { name: "to", id: "project-to", label: "Avtale til" },
  { name: "createdFrom", id: "project-created-from", label: "Bestilt fra" },
  { name: "createdTo", id: "project-created-to", label: "Bestilt til" },
] as const;

/**
 * The filters above the projects table: the design system's filter bar, a GET form, so without JavaScript it submits to the same
 * URL the loader reads. With JavaScript every change navigates at once (the search after a pause),
 * replacing the history entry while typing.
 */
export function ProjectFilters({
  query,
  statusCounts,
  contractorName,
  electricianName,
  storeName = null,
  salesPartners = [],
}: {
  query: ListQuery;
  statusCounts: Partial<Record<ProjectStatus, number>>;
  contractorName: string | null;
  electricianName: string | null;
  /** The store a filter names (read from the rows), for its chip. */
  storeName?: string | null;
  /** The sales partners to choose from (global staff); no select when empty. */
  salesPartners?: readonly { uuid: string; name: string }[];
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(typing.current ?? undefined), []);
  // Back and forward change the search too; never while the user is typing in it.
  useEffect(() => {
    const input = formRef.current?.elements.namedItem("search");
    if (input instanceof HTMLInputElement && document.activeElement !== input)
      input.value = query.search ?? "";
  }, [query.search]);

  // The form's fields are uncontrolled. When the URL changes from outside the form (back, forward,
  // a header or a link), the form is rebuilt from it; when the form itself changed the URL it keeps
  // its fields, and the keyboard focus in them.
  const fromForm = useRef<string | null>(null);
  const filters = listSearch({ ...query, search: undefined });
  const [formKey, setFormKey] = useState({ key: 0, filters });
  if (formKey.filters !== filters) {
    setFormKey({ key: formKey.key + (filters === fromForm.current ? 0 : 1), filters });
  }

  function go(replace: boolean) {
    if (!formRef.current) return;
    const next = formQuery(formRef.current);
    fromForm.current = listSearch({ ...next, search: undefined });
    void navigate(listSearch(next) || paths.projects, { replace, preventScrollReset: true });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(typing.current ?? undefined);
    go(false);
  }

  function changed(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    clearTimeout(typing.current ?? undefined);
    if (target.name === "search") typing.current = setTimeout(() => go(true), SEARCH_DELAY_MS);
    // A date field's text (or its calendar) has no name: its ISO date goes with the form once the
    // text reads as a date, or is emptied.
    else if (!target.name)
      typing.current = setTimeout(() => target.validity.valid && go(true), SEARCH_DELAY_MS);
    else go(false);
  }

  const statuses = query.status ?? [];
  const workTypes = query.workType ?? [];
  // Filters a link elsewhere set (an installer's, an electrician's or a store's projects): kept, and removable.
  const otherFilters = (
    [
      {
        name: "contractor",
        label: "Installatør",
        shown: contractorName ?? "valgt installatør",
        what: "installatør",
      },
      { name: "electrician", label: "Montør", shown: electricianName ?? "valgt montør", what: "montør" },
      { name: "salesPartnerDepartment", label: "Butikk", shown: storeName ?? "valgt butikk", what: "butikk" },
    ] as const
  ).filter(({ name }) => query[name]);
  return (
    <FilterBar
      key={formKey.key}
      formRef={formRef}
      label="Filtrer prosjekter"
      action={paths.projects}
      resetHref={paths.projects}
      filtered={isFiltered(query)}
      submitLabel="Vis prosjekter"
      search={{
        label: "Søk",
        name: "search",
        value: query.search ?? "",
        hint: "Prosjektnummer, kundens navn, telefon, e-post, adresse eller postnummer",
      }}
      onSubmit={submit}
      onInput={changed}
    >
      <fieldset className="ui-filter-bar__row">
        <legend>Status</legend>
        <div className="desk-filters__chips">
          {PROJECT_STATUSES.map((status) => (
            <label key={status} className="desk-chip">
              <input
                type="checkbox"
                name="status"
                value={status}
                defaultChecked={statuses.includes(status)}
              />
              <span>
                {projectStatusLabels[status]}{" "}
                <span className="desk-chip__count">{statusCounts[status] ?? 0}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <details className="desk-filters__more ui-filter-bar__row" open={moreFilters(query)}>
        <summary>Flere filtre og sortering</summary>
        <div className="desk-filters__row">
          <fieldset>
            <legend>Arbeidstype</legend>
            <div className="desk-filters__chips">
              {WORK_TYPES.map((type) => (
                <label key={type} className="desk-chip">
                  <input
                    type="checkbox"
                    name="workType"
                    value={type}
                    defaultChecked={workTypes.includes(type)}
                  />
                  <span>{workTypeLabels[type]}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <FormField label="Type">
            {(control) => (
              <Select {...control} name="kind" defaultValue={query.kind ?? ""}>
                <option value="">Alle</option>
                <option value="JOB">{kindLabels.JOB}</option>
                <option value="INSPECTION">{kindLabels.INSPECTION}</option>
              </Select>
            )}
          </FormField>
          <FormField label="Salgskanal">
            {(control) => (
              <Select {...control} name="salesChannel" defaultValue={query.salesChannel ?? ""}>
                <option value="">Alle</option>
                <option value="ONLINE">{salesChannelLabels.ONLINE}</option>
                <option value="STORE">{salesChannelLabels.STORE}</option>
              </Select>
            )}
          </FormField>
          {salesPartners.length > 0 && (
            <FormField label="Salgspartner">
              {(control) => (
                <Select {...control} name="salesPartner" defaultValue={query.salesPartner ?? ""}>
                  <option value="">Alle</option>
                  {salesPartners.map((p) => (
                    <option key={p.uuid} value={p.uuid}>
                      {p.name}
                    </option>
                  ))}
                </Select>
              )}
            </FormField>
          )}
        </div>

        <div className="desk-filters__row">
          {DATE_FILTERS.map(({ name, id, label }) => (
            <DateField key={name} id={id} label={label} name={name} defaultValue={query[name] ?? ""} />
          ))}
          <FormField label="Sorter etter">
            {(control) => (
              <Select {...control} name="sort" defaultValue={query.sort}>
                {Object.entries(SORT_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label="Rekkefølge">
            {(control) => (
              <Select {...control} name="dir" defaultValue={query.dir}>
                <option value="desc">Synkende</option>
                <option value="asc">Stigende</option>
              </Select>
            )}
          </FormField>
        </div>
      </details>

      {otherFilters.length > 0 && (
        <ul className="desk-filters__active ui-filter-bar__row" aria-label="Andre filtre">
          {otherFilters.map(({ name, label, shown, what }) => (
            <li key={name}>
              <input type="hidden" name={name} value={query[name]} />
              {label}: {shown}{" "}
              <Link to={listSearch(withChange(query, { [name]: undefined }))} preventScrollReset>
                Fjern <span className="visually-hidden">filteret på {what}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </FilterBar>
  );
}
