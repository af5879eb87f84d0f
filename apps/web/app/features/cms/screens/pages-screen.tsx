import { listPages } from "@mt/contract/cms";
import { formatDateTime } from "@mt/domain/format/date";
import { formatCount } from "@mt/domain/format/quantity";
import { paths, routes } from "@mt/domain/routes/routes";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { ListPager, ListStatus } from "../../../components/desk-list";
import { Alert } from "../../../components/ui/alert";
import { buttonClassName } from "../../../components/ui/button";
import { StatusChip } from "../../../components/ui/status-chip";
import { browserFetch, callApi, errorMessage } from "../../../lib/api";
import { pageListQuery, TYPE_LABELS } from "./page-list-query";
import { cmsScreenKeys } from "./screens-api";
import "../../../components/desk.css";
import "./cms-screens.css";
import { Select } from "../../../components/ui/select";

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
  const change = (name: string, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        next.delete("side");
        return next;
      },
      { replace: true },
    );
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("side", String(page));
    return `${paths.cmsPages}?${next}`;
  };
  const list = pages.data?.data ?? [];

  return (
    <div className="container desk-page cms-screens">
      <div className="desk-page__head">
        <h1>Sider</h1>
        <div className="desk-page__actions">
          <Link className={buttonClassName()} to={paths.newPage}>
            Ny side
          </Link>
        </div>
      </div>
      <search className="desk-filters">
        <div className="desk-filters__row">
          <label className="desk-filters__search">
            Søk i tittel og adresse
            <input
              type="search"
              defaultValue={params.get("sok") ?? ""}
              onChange={(event) => change("sok", event.target.value)}
            />
          </label>
          <label>
            Type
            <Select
              compact
              value={params.get("type") ?? ""}
              onChange={(event) => change("type", event.target.value)}
            >
              <option value="">Alle typer</option>
              {Object.entries(TYPE_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </label>
          <label>
            Status
            <Select
              compact
              value={params.get("publisert") ?? ""}
              onChange={(event) => change("publisert", event.target.value)}
            >
              <option value="">Alle</option>
              <option value="1">Publisert</option>
              <option value="0">Ikke publisert</option>
            </Select>
          </label>
        </div>
      </search>
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
            <div className="desk-empty">
              <h2>Ingen sider passer</h2>
              <p>Endre søket eller filtrene, eller lag en ny side.</p>
            </div>
          ) : (
            <div
              className={
                pages.isPlaceholderData ? "desk-page__list desk-page__list--busy" : "desk-page__list"
              }
            >
              <table className="desk-table" aria-describedby={countId}>
                <caption className="visually-hidden">Sider</caption>
                <thead>
                  <tr>
                    <th scope="col">Tittel</th>
                    <th scope="col">Adresse</th>
                    <th scope="col">Type</th>
                    <th scope="col">Status</th>
                    <th scope="col">Endret</th>
                    <th scope="col">
                      <span className="visually-hidden">Innstillinger</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((page) => (
                    <tr key={page.id} className="desk-table__row" data-testid="cms-page-row">
                      <td data-label="Tittel">
                        {page.path ? (
                          <Link to={page.path} className="desk-table__strong">
                            {page.title}
                          </Link>
                        ) : (
                          <span className="desk-table__strong">{page.title}</span>
                        )}
                      </td>
                      <td data-label="Adresse">{page.path || "–"}</td>
                      <td data-label="Type">{TYPE_LABELS[page.type]}</td>
                      <td data-label="Status">
                        <span className="cms-screens__badges">
                          <StatusChip tone={page.published ? "success" : "warning"}>
                            {page.published ? "Publisert" : "Ikke publisert"}
                          </StatusChip>
                          {page.draftId !== null && <StatusChip tone="info">Utkast</StatusChip>}
                        </span>
                      </td>
                      <td data-label="Endret" className="desk-table__nowrap">
                        {page.updatedAt ? formatDateTime(page.updatedAt) : "–"}
                      </td>
                      <td>
                        <Link to={routes.cmsPageSettings(page.id)}>
                          Innstillinger <span className="visually-hidden">for {page.title}</span>
                        </Link>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages.data && (
            <ListPager page={pages.data.meta.page} lastPage={pages.data.meta.lastPage} hrefFor={hrefFor} />
          )}
        </>
      )}
    </div>
  );
}
