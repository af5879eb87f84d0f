import { type LinkSearchResult, linkSearch } from "@mt/contract/cms";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { browserFetch, callApi } from "../../../lib/api";
import { cmsScreenKeys } from "./screens-api";

/** Finds a page or job page (GET cms/link-search) and hands the chosen one over. */
export function LinkSearchField({ onChoose }: { onChoose(result: LinkSearchResult): void }) {
  const id = useId();
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const results = useQuery({
    queryKey: cmsScreenKeys.linkSearch(deferred),
    queryFn: async () =>
      (await callApi(browserFetch, linkSearch, { query: { search: deferred, limit: 8 } })).data,
    enabled: deferred.length > 0,
  });
  return (
    <div className="cms-screens__link-search">
      <label htmlFor={id}>Søk etter side</label>
      <input id={id} type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      {deferred && (
        <ul aria-label="Treff" aria-live="polite" className="cms-screens__link-results">
          {results.isPending && <li>Søker …</li>}
          {results.isSuccess && results.data.length === 0 && <li>Ingen sider passer.</li>}
          {results.data?.map((result) => (
            <li key={`${result.kind}-${result.id}`}>
              <Button
                variant="secondary"
                size="small"
                onClick={() => {
                  onChoose(result);
                  setSearch("");
                }}
              >
                Velg <span className="visually-hidden">{result.title}</span>
              </Button>
              <span>
                {result.title} <span className="desk-table__muted">{result.url}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
