import { listMedia, type MediaItem } from "@mt/contract/media";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { browserFetch, callApi } from "../../lib/api";
import { Button } from "../ui/button";
import { mediaKeys } from "./media-library-api";
import { MediaPicker } from "./media-picker";
import "./image-select.css";

/** The url of a library image known by id (null while loading or when it is gone). */
function useImageUrl(id: number | null): string | null {
  const image = useQuery({
    queryKey: [...mediaKeys.all, "one", id],
    queryFn: async () => (await callApi(browserFetch, listMedia, { query: { id: id ?? 0 } })).data[0] ?? null,
    enabled: id !== null,
  });
  return image.data?.url ?? null;
}

/** An image of the media library, chosen (or uploaded) through the media picker, with a preview. */
export function ImageSelect({
  label,
  selected,
  onSelect,
  hint,
}: {
  label: string;
  /** The chosen image's id, or its url when only that is known. */
  selected: number | string | null;
  onSelect(item: MediaItem | null): void;
  hint?: string;
}) {
  const [open, setOpen] = useState(false);
  const byId = useImageUrl(typeof selected === "number" ? selected : null);
  const url = typeof selected === "string" ? selected : byId;
  return (
    <fieldset className="image-select">
      <legend className="image-select__label">
        {label} <span className="form-field__optional">(Valgfritt)</span>
      </legend>
      {hint && <p className="form-field__hint">{hint}</p>}
      {url ? <img className="image-select__thumb" src={url} alt="" /> : <p>Ingen bilde valgt.</p>}
      <div className="image-select__actions">
        <Button variant="secondary" size="small" onClick={() => setOpen(true)}>
          {selected === null ? "Velg bilde" : "Bytt bilde"}
        </Button>
        {selected !== null && (
          <Button variant="tertiary" size="small" onClick={() => onSelect(null)}>
            Fjern bilde
          </Button>
        )}
      </div>
      {open && (
        <MediaPicker
          open
          onClose={() => setOpen(false)}
          onPick={(item) => {
            onSelect(item);
            setOpen(false);
          }}
        />
      )}
    </fieldset>
  );
}
