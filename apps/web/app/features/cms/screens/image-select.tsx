import type { MediaItem } from "@mt/contract/media";
import { FormField } from "../../../components/ui/form-field";
import { useCmsImages } from "./screens-api";

const imageName = (item: MediaItem) => item.title || item.alt || item.originalFilename || `Bilde ${item.id}`;

/** One of the media library's CMS images, chosen from a list, with a preview of the chosen one. */
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
  const images = useCmsImages();
  const list = images.data ?? [];
  const chosen = list.find((item) => item.id === selected || item.url === selected) ?? null;
  return (
    <div className="cms-screens__image-select">
      <FormField label={label} optional hint={images.isError ? "Bildebiblioteket kunne ikke lastes." : hint}>
        {(control) => (
          <select
            {...control}
            value={chosen ? String(chosen.id) : ""}
            onChange={(event) =>
              onSelect(list.find((item) => String(item.id) === event.target.value) ?? null)
            }
          >
            <option value="">{images.isPending ? "Laster bilder …" : "Ingen bilde"}</option>
            {list.map((item) => (
              <option key={item.id} value={item.id}>
                {imageName(item)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {chosen && <img className="cms-screens__thumb" src={chosen.url} alt={chosen.alt ?? ""} />}
    </div>
  );
}
