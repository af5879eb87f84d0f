import type { MediaItem } from "@mt/contract/media";
import { IMAGE_CATEGORIES, type ImageCategory } from "@mt/domain/entities/enums";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useState } from "react";
import { Alert } from "../ui/alert";
import { Button } from "../ui/button";
import { FormField } from "../ui/form-field";
import { Spinner } from "../ui/spinner";
import { CATEGORY_LABELS } from "./image-categories";
import { fetchMedia, type MediaFilters, mediaKeys } from "./media-library-api";
import { MediaUpload } from "./media-upload";
import "./media-browser.css";
import { Select } from "../ui/select";

/** A small preview of a library image (raster images in a small variant). */
export function thumbnailUrl(item: Pick<MediaItem, "url" | "mimeType">, width = 240): string {
  return item.mimeType === "image/svg+xml" ? item.url : `${item.url}?w=${width}`;
}

/**
 * The media library's grid: CMS images by category and search, 48 a page, and the upload of
 * several at once. Used by the CMS library screen and by the media picker.
 */
export function MediaBrowser({
  selectedId,
  onSelect,
  selectLabel = "Velg",
  onUploaded,
  canUpload = true,
}: {
  selectedId?: number | null;
  onSelect(item: MediaItem): void;
  /** What choosing an image does, for the button's name ("Velg", "Rediger"). */
  selectLabel?: string;
  onUploaded?(items: MediaItem[]): void;
  /** Uploads are for global admins; others choose from the library. */
  canUpload?: boolean;
}) {
  const [filters, setFilters] = useState<MediaFilters>({ page: 1, category: "", search: "" });
  const deferred = useDeferredValue(filters);
  const media = useQuery({
    queryKey: mediaKeys.list(deferred),
    queryFn: () => fetchMedia(deferred),
    placeholderData: keepPreviousData,
  });
  const meta = media.data?.meta;
  const items = media.data?.data ?? [];

  let body: ReactNode;
  if (media.isPending) {
    body = (
      <p className="media-browser__state" role="status">
        <Spinner size="small" /> Henter bilder …
      </p>
    );
  } else if (media.isError) {
    body = (
      <Alert type="error" title="Bildene kunne ikke hentes">
        <Button variant="tertiary" size="small" onClick={() => media.refetch()}>
          Prøv igjen
        </Button>
      </Alert>
    );
  } else if (items.length === 0) {
    body = (
      <p className="media-browser__state" role="status">
        {filters.search || filters.category
          ? "Ingen bilder passer søket."
          : "Biblioteket er tomt. Last opp bilder."}
      </p>
    );
  } else {
    body = (
      <ul className="media-browser__grid" aria-label="Bilder" aria-busy={media.isFetching}>
        {items.map((item) => {
          const name = item.title || item.originalFilename || `Bilde ${item.id}`;
          return (
            <li key={item.id} className="media-browser__cell">
              <button
                type="button"
                className="media-browser__item"
                aria-pressed={selectedId === item.id}
                onClick={() => onSelect(item)}
              >
                <span className="visually-hidden">{selectLabel} </span>
                <img src={thumbnailUrl(item)} alt="" loading="lazy" width={160} height={120} />
                <span className="media-browser__name">{name}</span>
                {item.category && (
                  <span className="media-browser__category">{CATEGORY_LABELS[item.category]}</span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="media-browser">
      <div className="media-browser__bar">
        <FormField label="Søk">
          {(control) => (
            <input
              {...control}
              type="search"
              value={filters.search}
              onChange={(event) => setFilters({ ...filters, search: event.target.value, page: 1 })}
            />
          )}
        </FormField>
        <FormField label="Kategori">
          {(control) => (
            <Select
              {...control}
              value={filters.category}
              onChange={(event) =>
                setFilters({ ...filters, category: event.target.value as ImageCategory | "", page: 1 })
              }
            >
              <option value="">Alle</option>
              {IMAGE_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {CATEGORY_LABELS[category]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        {canUpload && <MediaUpload {...(onUploaded && { onUploaded })} />}
      </div>
      {body}
      {meta && meta.lastPage > 1 && (
        <nav className="media-browser__pages" aria-label="Sider i biblioteket">
          <Button
            variant="tertiary"
            size="small"
            disabled={filters.page <= 1}
            onClick={() => setFilters({ ...filters, page: filters.page - 1 })}
          >
            Forrige
          </Button>
          <span>
            Side {meta.page} av {meta.lastPage} ({meta.total} bilder)
          </span>
          <Button
            variant="tertiary"
            size="small"
            disabled={filters.page >= meta.lastPage}
            onClick={() => setFilters({ ...filters, page: filters.page + 1 })}
          >
            Neste
          </Button>
        </nav>
      )}
    </div>
  );
}
