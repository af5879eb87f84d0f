import { renderModule } from "@mt/contract/cms";
import type { Module } from "@mt/domain/entities/module";
import { useQuery } from "@tanstack/react-query";
import { useDeferredValue, useEffect, useState } from "react";
import { browserFetch, callApi } from "../../../lib/api";

const PREVIEW_DELAY_MS = 400;

/** The value after it has stood still for a moment, so typing does not send a request per key. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * A changed module as the site will render it, before it is saved: `POST page/render-module` renders
 * it on the server with the site's own renderer (synced templates with the template's modules).
 */
export function ModulePreview({ module }: { module: Module }) {
  const settled = useDeferredValue(useSettled(module, PREVIEW_DELAY_MS));
  const preview = useQuery({
    queryKey: ["cms", "render-module", settled],
    queryFn: async () =>
      (
        await callApi(browserFetch, renderModule, {
          body: { key: settled.key, type: settled.type, data: settled.data },
        })
      ).data.html,
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: (previous) => previous,
  });
  return (
    <figure className="module-preview" aria-busy={preview.isFetching}>
      <figcaption>Forhåndsvisning</figcaption>
      {preview.isError ? (
        <p>Forhåndsvisningen er ikke tilgjengelig akkurat nå.</p>
      ) : preview.data === undefined ? (
        <p>Lager forhåndsvisning …</p>
      ) : (
        // The site's own server rendering of checked module data; inert, so its links cannot be followed.
        <div className="module-preview__content" inert>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: HTML from our own renderer */}
          <div className="module-preview__page" dangerouslySetInnerHTML={{ __html: preview.data }} />
        </div>
      )}
    </figure>
  );
}
