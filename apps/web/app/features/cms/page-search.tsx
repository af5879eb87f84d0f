import { type LinkSearchResult, linkSearch } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { FormField } from "../../components/ui/form-field";
import { browserFetch, callApi } from "../../lib/api";
import "./page-search.css";

/**
 * Finds a page or job page to link to (GET cms/link-search: by title, slug or path) and hands the
 * chosen one over. Used by menus, buttons and rich-text links.
 */
export function PageSearch({ onPick }: { onPick(result: LinkSearchResult): void }) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const resultsId = useId();
  const results = useQuery({
    queryKey: ["cms", "link-search", deferred],
    queryFn: () => callApi(browserFetch, linkSearch, { query: { search: deferred, limit: 8 } }),
    staleTime: 30_000,
  });
  const items = results.data?.data ?? [];
  return (
    <div className="page-search">
      <FormField label="Søk etter side">
        {(control) => (
          <input
            {...control}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            aria-controls={resultsId}
            autoComplete="off"
          />
        )}
      </FormField>
      <ul id={resultsId} className="page-search__results" aria-label="Sider" aria-busy={results.isFetching}>
        {results.isError && <li>Søket feilet. Prøv igjen.</li>}
        {results.isSuccess && items.length === 0 && <li>Ingen sider funnet.</li>}
        {items.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            <button
              type="button"
              className="page-search__result"
              aria-label={`Velg ${item.title} (${item.url})`}
              onClick={() => onPick(item)}
            >
              <span>{item.title}</span> <span className="page-search__path">{item.url}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
